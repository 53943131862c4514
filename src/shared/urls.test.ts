import { describe, expect, test } from "bun:test";
import { isHttpUrl, isLinkedInUrl, isSitePath, isWebAddress, sitePathOf } from "./urls";

describe("isLinkedInUrl", () => {
  test.each([
    "https://www.linkedin.com/in/jane-smith",
    "https://linkedin.com/in/jane-smith",
    "http://uk.linkedin.com/in/jane",
    "https://WWW.LinkedIn.com/in/jane",
  ])("accepts %p", (url) => {
    expect(isLinkedInUrl(url)).toBe(true);
  });

  test.each([
    "https://evil.com/?linkedin.com",
    "https://linkedin.com.evil.com/in/jane",
    "https://evil.com/linkedin.com/in/jane",
    "https://notlinkedin.com/in/jane",
    "https://linkedin.com@evil.com/in/jane",
    "https://jane:secret@linkedin.com/in/jane",
    "ftp://linkedin.com/in/jane",
    "javascript://linkedin.com/%0aalert(1)",
    "linkedin.com/in/jane",
    "www.linkedin.com/in/jane",
    "",
  ])("rejects %p", (url) => {
    expect(isLinkedInUrl(url)).toBe(false);
  });
});

describe("isHttpUrl", () => {
  test.each(["https://example.com", "http://localhost:3000/a.pdf"])("accepts %p", (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });
  test.each(["/uploads/a.png", "example.com", "mailto:a@b.c", "data:image/png;base64,AAAA", "javascript:alert(1)", ""])(
    "rejects %p",
    (url) => {
      expect(isHttpUrl(url)).toBe(false);
    },
  );
});

describe("isSitePath", () => {
  test.each(["/uploads/cover.png", "/api/admin/files/x.pdf", "/"])("accepts %p", (path) => {
    expect(isSitePath(path)).toBe(true);
  });
  test.each(["//evil.com/x.png", "/\\evil.com/x.png", "uploads/cover.png", "https://example.com/a.png", ""])(
    "rejects %p",
    (path) => {
      expect(isSitePath(path)).toBe(false);
    },
  );
});

describe("isWebAddress", () => {
  test("is an http(s) URL or a path on this site", () => {
    expect(isWebAddress("https://cdn.example.com/a.png")).toBe(true);
    expect(isWebAddress("/uploads/a.png")).toBe(true);
    expect(isWebAddress("javascript:alert(1)")).toBe(false);
    expect(isWebAddress("//evil.com/a.png")).toBe(false);
  });
});

describe("sitePathOf", () => {
  const site = "https://consultancy.test";
  test("this site's absolute addresses become paths, query and fragment kept, either scheme", () => {
    expect(sitePathOf("https://consultancy.test/uploads/covers/a.png", site)).toBe("/uploads/covers/a.png");
    expect(sitePathOf("http://CONSULTANCY.test/api/admin/files/x/y.pdf?v=2#p", site)).toBe(
      "/api/admin/files/x/y.pdf?v=2#p",
    );
    expect(sitePathOf("https://localhost:3000/uploads/a.png", "http://localhost:3000")).toBe("/uploads/a.png");
  });

  test("anything else is left as it is", () => {
    for (const address of [
      "https://cdn.example.com/a.png",
      "https://consultancy.test.evil.test/a.png",
      "https://user:pw@consultancy.test/a.png",
      "https://localhost:3001/a.png",
      "/uploads/a.png",
      "not a url",
      "",
    ]) {
      expect(sitePathOf(address, address.includes("localhost") ? "http://localhost:3000" : site)).toBe(address);
    }
    expect(sitePathOf("https://consultancy.test/a.png", undefined)).toBe("https://consultancy.test/a.png");
  });
});

import { describe, expect, test } from "bun:test";
import { isHttpUrl, isLinkedInUrl, isSitePath, isWebAddress, sitePathOf } from "./urls";

/** One test per address that `check` must accept, then one per address it must reject. */
function acceptsAndRejects(check: (address: string) => boolean, accepted: string[], rejected: string[]) {
  test.each(accepted)("accepts %p", (address) => {
    expect(check(address)).toBe(true);
  });
  test.each(rejected)("rejects %p", (address) => {
    expect(check(address)).toBe(false);
  });
}

describe("isLinkedInUrl", () => {
  acceptsAndRejects(
    isLinkedInUrl,
    [
      "https://www.linkedin.com/in/jane-smith",
      "https://linkedin.com/in/jane-smith",
      "http://uk.linkedin.com/in/jane",
      "https://WWW.LinkedIn.com/in/jane",
    ],
    [
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
    ],
  );
});

describe("isHttpUrl", () => {
  acceptsAndRejects(
    isHttpUrl,
    ["https://example.com", "http://localhost:3000/a.pdf"],
    ["/uploads/a.png", "example.com", "mailto:a@b.c", "data:image/png;base64,AAAA", "javascript:alert(1)", ""],
  );
});

describe("isSitePath", () => {
  acceptsAndRejects(
    isSitePath,
    ["/uploads/cover.png", "/api/admin/files/x.pdf", "/"],
    ["//evil.com/x.png", "/\\evil.com/x.png", "uploads/cover.png", "https://example.com/a.png", ""],
  );
});

describe("isWebAddress", () => {
  // An http(s) URL or a path on this site.
  acceptsAndRejects(
    isWebAddress,
    ["https://cdn.example.com/a.png", "/uploads/a.png"],
    ["javascript:alert(1)", "//evil.com/a.png"],
  );
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

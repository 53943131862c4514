import { describe, expect, test } from "bun:test";
import { checkTargetUrl } from "./target-url";

describe("checkTargetUrl", () => {
  test("http and https on ports 80 and 443 pass, with the port they use", () => {
    const plain = checkTargetUrl("http://images.example.com/a.png");
    expect(plain).toMatchObject({ ok: true, port: 80 });
    expect(checkTargetUrl("https://images.example.com/a.png")).toMatchObject({ ok: true, port: 443 });
    expect(checkTargetUrl("http://images.example.com:443/a.png")).toMatchObject({ ok: true, port: 443 });
    expect(checkTargetUrl("HTTPS://Images.Example.com:443/a.png")).toMatchObject({ ok: true, port: 443 });
    if (plain.ok) expect(plain.url.hostname).toBe("images.example.com");
  });

  test.each([
    "file:///etc/passwd",
    "gopher://x/",
    "javascript:alert(1)",
    "ftp://images.example.com/a.png",
    "data:image/png;base64,AAAA",
    "ws://images.example.com/",
    "/uploads/a.png",
    "images.example.com/a.png",
    "http://",
    "",
  ])("%p is not an http(s) address", (raw) => {
    expect(checkTargetUrl(raw)).toEqual({ ok: false, problem: "not-http" });
  });

  test("a user name or password is refused", () => {
    expect(checkTargetUrl("http://user@images.example.com/a.png")).toEqual({ ok: false, problem: "credentials" });
    expect(checkTargetUrl("https://user:secret@images.example.com/a.png")).toEqual({
      ok: false,
      problem: "credentials",
    });
    expect(checkTargetUrl("https://:secret@images.example.com/a.png")).toEqual({ ok: false, problem: "credentials" });
  });

  test("other ports are refused unless configured", () => {
    expect(checkTargetUrl("http://images.example.com:8080/a.png")).toEqual({ ok: false, problem: "port" });
    expect(checkTargetUrl("http://images.example.com:22/")).toEqual({ ok: false, problem: "port" });
    expect(checkTargetUrl("https://images.example.com:80/")).toMatchObject({ ok: true, port: 80 });
    expect(checkTargetUrl("http://images.example.com:8080/a.png", { allowedPorts: [8080] })).toMatchObject({
      ok: true,
      port: 8080,
    });
    expect(checkTargetUrl("http://images.example.com/a.png", { allowedPorts: [8080] })).toEqual({
      ok: false,
      problem: "port",
    });
  });

  test("a redirect's Location is read against the address that sent it", () => {
    const base = new URL("https://images.example.com/dir/a.png");
    const relative = checkTargetUrl("../b.png", { base });
    expect(relative.ok && relative.url.href).toBe("https://images.example.com/b.png");
    const schemeRelative = checkTargetUrl("//other.example.com/c.png", { base });
    expect(schemeRelative.ok && schemeRelative.url.href).toBe("https://other.example.com/c.png");
    expect(checkTargetUrl("file:///etc/passwd", { base })).toEqual({ ok: false, problem: "not-http" });
    expect(checkTargetUrl("//user:pw@other.example.com/", { base })).toEqual({ ok: false, problem: "credentials" });
  });
});

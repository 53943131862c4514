import { describe, expect, test } from "bun:test";
import { imageSrc } from "./image-src";

describe("imageSrc", () => {
  test("absolute http(s) addresses go through the image proxy, exactly as stored", () => {
    expect(imageSrc("https://example.com/a b.png")).toBe("/api/images/proxy?url=https%3A%2F%2Fexample.com%2Fa%20b.png");
    expect(imageSrc("HTTP://example.com/a.png")).toBe("/api/images/proxy?url=HTTP%3A%2F%2Fexample.com%2Fa.png");
    expect(imageSrc("https://cdn.example.com/c.jpg?w=400&h=300#top")).toBe(
      "/api/images/proxy?url=https%3A%2F%2Fcdn.example.com%2Fc.jpg%3Fw%3D400%26h%3D300%23top",
    );
  });

  test("paths on this site are used as they are", () => {
    expect(imageSrc("/uploads/a.png")).toBe("/uploads/a.png");
    expect(imageSrc("/uploads/covers/blog-x.svg")).toBe("/uploads/covers/blog-x.svg");
  });

  test("no address, or one that is no image address, gives null", () => {
    expect(imageSrc(null)).toBeNull();
    expect(imageSrc(undefined)).toBeNull();
    expect(imageSrc("")).toBeNull();
    expect(imageSrc("javascript:alert(1)")).toBeNull();
    expect(imageSrc("//evil.example/a.png")).toBeNull();
    expect(imageSrc("data:image/png;base64,AAAA")).toBeNull();
    expect(imageSrc("file:///etc/passwd")).toBeNull();
    expect(imageSrc("a.png")).toBeNull();
  });
});

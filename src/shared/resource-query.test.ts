import { describe, expect, test } from "bun:test";
import { normaliseQueryValue, parseResourceQuery, resourceListHref } from "./resource-query";

describe("resourceListHref", () => {
  test("only the parts that are set", () => {
    expect(resourceListHref({})).toBe("/resources");
    expect(resourceListHref({ q: "  roadmap " })).toBe("/resources?q=roadmap");
    expect(resourceListHref({ category: "Case Studies" })).toBe("/resources?category=Case+Studies");
    expect(resourceListHref({ q: "a&b", category: "Tools" })).toBe("/resources?q=a%26b&category=Tools");
  });
});

describe("parseResourceQuery", () => {
  test("reads q and category, trimmed; missing ones are empty", () => {
    expect(parseResourceQuery("?q=+plan+&category=Templates")).toEqual({ q: "plan", category: "Templates" });
    expect(parseResourceQuery("")).toEqual({ q: "", category: "" });
  });

  test("values are cut to 200 characters", () => {
    expect(normaliseQueryValue("x".repeat(250))).toHaveLength(200);
  });
});

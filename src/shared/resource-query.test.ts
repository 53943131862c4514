import { describe, expect, test } from "bun:test";
import { normaliseQueryValue, parseResourceQuery, resourceListHref } from "./resource-query";

describe("resourceListHref", () => {
  test("only the parts that are set", () => {
    expect(resourceListHref({})).toBe("/resources");
    expect(resourceListHref({ q: "  roadmap " })).toBe("/resources?q=roadmap");
    expect(resourceListHref({ category: "Case Studies" })).toBe("/resources?category=Case+Studies");
    expect(resourceListHref({ q: "a&b", category: "Tools" })).toBe("/resources?q=a%26b&category=Tools");
    expect(resourceListHref({ category: "Tools", page: 2 })).toBe("/resources?category=Tools&page=2");
    expect(resourceListHref({ page: 1 })).toBe("/resources");
  });
});

describe("parseResourceQuery", () => {
  test("reads q and category, trimmed; missing ones are empty", () => {
    expect(parseResourceQuery("?q=+plan+&category=Templates")).toEqual({ q: "plan", category: "Templates", page: 1 });
    expect(parseResourceQuery("")).toEqual({ q: "", category: "", page: 1 });
  });

  test("reads a page; one that is not a positive whole number is the first", () => {
    expect(parseResourceQuery("?page=3").page).toBe(3);
    for (const bad of ["0", "2.5", "abc", "-1"]) expect(parseResourceQuery(`?page=${bad}`).page).toBe(1);
  });

  test("values are cut to 200 characters", () => {
    expect(normaliseQueryValue("x".repeat(250))).toHaveLength(200);
  });
});

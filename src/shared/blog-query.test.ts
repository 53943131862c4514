import { expect, test } from "bun:test";
import { blogListHref, normaliseSearch, parseBlogQuery, parsePageNumber } from "./blog-query";

test("blogListHref writes only what is set, page 1 being the default", () => {
  expect(blogListHref({})).toBe("/blog");
  expect(blogListHref({ q: "  ", category: "", page: 1 })).toBe("/blog");
  expect(blogListHref({ q: "road map", category: "Product Strategy", page: 2 })).toBe(
    "/blog?q=road+map&category=Product+Strategy&page=2",
  );
  expect(blogListHref({ q: "a&b=c#d" })).toBe("/blog?q=a%26b%3Dc%23d");
});

test("parseBlogQuery reads what blogListHref wrote; a bad page reads as 1", () => {
  expect(parseBlogQuery("?q=road+map&category=Product+Strategy&page=2")).toEqual({
    q: "road map",
    category: "Product Strategy",
    page: 2,
  });
  expect(parseBlogQuery("")).toEqual({ q: "", category: "", page: 1 });
  expect(parseBlogQuery("?page=abc").page).toBe(1);
});

test.each(["0", "-1", "2.5", "abc", "1e3", "", " 2", "0002", "9999999"])("page %p is not a page number", (value) => {
  expect(parsePageNumber(value)).toBeNull();
});

test("page numbers are positive whole numbers", () => {
  expect(parsePageNumber("1")).toBe(1);
  expect(parsePageNumber("42")).toBe(42);
  expect(parsePageNumber(undefined)).toBeNull();
});

test("a search is trimmed and cut to 200 characters", () => {
  expect(normaliseSearch("  roadmap  ")).toBe("roadmap");
  expect(normaliseSearch("x".repeat(250))).toHaveLength(200);
  expect(normaliseSearch(null)).toBe("");
});

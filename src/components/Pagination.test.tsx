import { expect, test } from "bun:test";
import { renderToStaticMarkup } from "react-dom/server";
import { Pagination, pageWindow } from "./Pagination";

test("pageWindow shows the first, the last and the pages around the current one", () => {
  expect(pageWindow(1, 1)).toEqual([1]);
  expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
  expect(pageWindow(1, 10)).toEqual([1, 2, null, 10]);
  expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
});

test("numbered links with the current page marked and rel prev/next", () => {
  const html = renderToStaticMarkup(<Pagination page={2} pageCount={3} hrefFor={(n) => `/list?page=${n}`} />);
  expect(html).toContain('<nav aria-label="Pagination"');
  expect(html).toMatch(/<a href="\/list\?page=1" rel="prev"[^>]*>.*Previous/);
  expect(html).toMatch(/<a href="\/list\?page=3" rel="next"[^>]*>.*Next/);
  expect(html).toMatch(/<a href="\/list\?page=2" aria-label="Page 2" aria-current="page"/);
  expect(html).toMatch(/<a href="\/list\?page=1" aria-label="Page 1" rel="prev"/);
  expect(html).toMatch(/<a href="\/list\?page=3" aria-label="Page 3" rel="next"/);
});

test("no Previous on the first page, no Next on the last, nothing for a single page", () => {
  expect(renderToStaticMarkup(<Pagination page={1} pageCount={2} hrefFor={(n) => `/p${n}`} />)).not.toContain(
    "Previous",
  );
  expect(renderToStaticMarkup(<Pagination page={2} pageCount={2} hrefFor={(n) => `/p${n}`} />)).not.toContain("Next");
  expect(renderToStaticMarkup(<Pagination page={1} pageCount={1} hrefFor={(n) => `/p${n}`} />)).toBe("");
});

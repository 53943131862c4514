// axe-core on every public page, in the light and the dark theme, at a wide and a phone width:
// no violations allowed. The list is written here, so a page missing from the site fails too. One
// test per page and width, so the pages spread over the workers; a state a page only reaches by
// interaction (an open dialog, a form with errors) is checked by that page's own test file.
import { expect, test } from "@playwright/test";
import { expectAxeClean, openPage, publicPaths } from "./support";

const pages = [
  ...publicPaths,
  // A post whose body has a table, a quote and lists; the blog's empty search; the blog's and the
  // library's own 404 pages.
  "/blog/when-to-hire-a-fractional-cpo",
  "/blog?q=quantum",
  "/blog/no-such-article",
  "/resources/no-such-resource",
];
const missing = ["/no-such-page", "/blog/no-such-article", "/resources/no-such-resource"];

for (const path of pages) {
  for (const width of [1280, 390]) {
    test(`${path} has no axe violations, light and dark (${width}px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const response = await openPage(page, path);
      expect(response?.status(), path).toBe(missing.includes(path) ? 404 : 200);
      // Disclosures (the contact page's questions) are opened, so their answers are checked too.
      await page.locator("main details").evaluateAll((nodes) => {
        for (const node of nodes) node.setAttribute("open", "");
      });
      await expectAxeClean(page, path);
    });
  }
}

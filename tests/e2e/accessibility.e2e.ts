// axe-core on every public page, in the light and the dark theme, at a wide and a phone width:
// no violations allowed. The list is written here, so a page missing from the site fails too.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { openPage, publicPaths } from "./support";

for (const theme of ["light", "dark"] as const) {
  for (const width of [1280, 390]) {
    test(`every public page has no axe violations (${theme}, ${width}px)`, async ({ page }) => {
      // Twelve pages, each hydrated and checked by axe: minutes on a busy 2-core machine.
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
      for (const path of publicPaths) {
        const response = await openPage(page, path);
        expect(response?.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
          .analyze();
        const summary = results.violations.map(
          (v) => `${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`,
        );
        expect(summary, `axe violations on ${path}`).toEqual([]);
      }
    });
  }
}

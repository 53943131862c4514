// axe-core on every public page (as listed by the sitemap), in the light and the dark theme, at a
// wide and a phone width: no violations allowed.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { openPage } from "./support";

// The sitemap's pages plus the 404 page.
async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return [...paths, "/no-such-page"];
}

for (const theme of ["light", "dark"] as const) {
  for (const width of [1280, 390]) {
    test(`every public page has no axe violations (${theme}, ${width}px)`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
      const paths = await publicPaths(request);
      expect(paths.length).toBeGreaterThan(1);
      for (const path of paths) {
        await openPage(page, path);
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
        const summary = results.violations.map((v) => `${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`);
        expect(summary, `axe violations on ${path}`).toEqual([]);
      }
    });
  }
}

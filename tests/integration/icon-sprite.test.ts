// Icons are drawn once a page (docs/decisions/036-costs-flat-as-the-content-grows.md#addendum-page-weight):
// each public page carries one sprite with a <symbol> for each icon it uses, and its icons refer
// to them with <use>. Every reference finds its symbol, no symbol is there unused or twice, and
// the icons stay hidden from assistive technology unless they are labelled.
import { afterAll, describe, expect, test } from "bun:test";
import { select } from "../support/html";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());

const PAGES = ["/", "/services", "/expertise", "/about", "/contact", "/blog", "/resources", "/privacy-policy"];

async function firstLink(path: string, prefix: string) {
  const html = await (await t.app.request(path)).text();
  const href = (await select(html, "a[href]")).map((a) => a.attrs.href).find((h) => h?.startsWith(prefix));
  if (!href) throw new Error(`no link to ${prefix} on ${path}`);
  return href;
}

describe("each public page's icons", () => {
  test("every <use> finds a symbol of the page's one sprite, each symbol used and there once", async () => {
    const pages = [...PAGES, await firstLink("/blog", "/blog/"), await firstLink("/resources", "/resources/")];
    for (const path of pages) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const used = new Set((await select(html, "use")).map((u) => u.attrs.href ?? ""));
      const symbols = (await select(html, "symbol")).map((s) => `#${s.attrs.id}`);
      expect(used.size, `${path} uses the sprite`).toBeGreaterThan(0);
      expect(new Set(symbols).size, `${path}: no symbol twice`).toBe(symbols.length);
      expect(new Set(symbols), `${path}: the symbols are exactly those used`).toEqual(used);
      expect((await select(html, "svg.hidden[aria-hidden=true] symbol")).length, `${path}: one hidden sprite`).toBe(
        symbols.length,
      );
    }
  });

  test("the home page draws its check mark once, however many benefits it lists", async () => {
    const html = await (await t.app.request("/")).text();
    expect((await select(html, 'use[href="#icon-check"]')).length).toBeGreaterThan(3);
    expect(html.split('<path d="M20 6 9 17l-5-5"').length - 1).toBe(1);
  });

  test("an icon that refers to the sprite is hidden from screen readers unless it is labelled", async () => {
    for (const path of PAGES) {
      const html = await (await t.app.request(path)).text();
      const icons = await select(html, "svg.icon");
      expect(icons.length, path).toBeGreaterThan(0);
      for (const icon of icons) {
        const labelled = icon.attrs.role === "img" && Boolean(icon.attrs["aria-label"]);
        expect(labelled || icon.attrs["aria-hidden"] === "true", `${path}: ${JSON.stringify(icon.attrs)}`).toBe(true);
      }
    }
  });
});

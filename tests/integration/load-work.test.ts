// What a public page asks of the browser's main thread while it loads (docs/performance.md#load-work),
// read from the HTML and the stylesheet the real app serves: the inline theme script waits for the
// stylesheet, so no layout is done before the CSS is in; the footer, the cards of a list and the
// sections below a phone's first screen are drawn only when they come near the viewport.
import { afterAll, describe, expect, test } from "bun:test";
import { manifest } from "#build/assets";
import { closeServedPages, servedPage } from "../support/page-dom";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(async () => {
  await closeServedPages();
  t.close();
});

const html = async (path: string) => {
  const res = await t.app.request(path);
  expect(res.status).toBe(200);
  return res.text();
};

// Each kind of page: without a form field, and with one (the search boxes, the contact form).
const pages = ["/", "/about", "/blog", "/resources", "/case-studies", "/contact"];

describe("the inline theme script", () => {
  test.each(pages)("%s: comes after the stylesheet and before the body", async (path) => {
    const page = await html(path);
    const stylesheet = page.indexOf(`<link rel="stylesheet" href="${manifest.stylesheet}"`);
    const script = page.indexOf("<script>(function(){var d=document.documentElement");
    expect(stylesheet).toBeGreaterThan(0);
    expect(script).toBeGreaterThan(stylesheet);
    expect(script).toBeLessThan(page.indexOf("<body"));
    // Nothing between them that the parser would run first.
    expect(page.slice(stylesheet, script)).not.toContain("<script");
  });
});

describe("what a phone shows only after a scroll", () => {
  test("the stylesheet skips a render-when-near box until it nears the viewport, keeping a guessed height", async () => {
    const css = await (await t.app.request(manifest.stylesheet)).text();
    const rule = /\.render-when-near\{([^}]*)\}/.exec(css)?.[1];
    expect(rule).toContain("content-visibility:auto");
    expect(rule).toMatch(/contain-intrinsic-block-size:auto \d/);
  });

  test.each(pages)("%s: the footer is drawn when near", async (path) => {
    expect(await html(path)).toMatch(/<footer class="render-when-near[ "]/);
  });

  test.each([
    ["/blog", "data-blog-card"],
    ["/resources", "data-resource-card"],
    ["/case-studies", "data-case-study-card"],
    ["/", "data-case-study-card"],
  ])("%s: every card of the list (%s) is drawn when near", async (path, attribute) => {
    const cards = (await html(path)).match(new RegExp(`<article ${attribute}[^>]*>`, "g")) ?? [];
    expect(cards.length).toBeGreaterThan(1);
    for (const card of cards) expect(card).toMatch(/class="render-when-near[ "]/);
  });
});

// The bands of <main> in order, each with whether it is drawn only when near. A phone's first screen
// (412 × 823, the audit's) shows the hero and the top of the band after it: those two are drawn at
// once, every band after them when near (docs/performance.md#below-the-fold).
describe("the sections below a phone's first screen", () => {
  test.each(["/", "/services", "/expertise", "/about", "/contact"])(
    "%s: the hero and the band after it are drawn at once, every band after them when near",
    async (path) => {
      const page = await servedPage(t.app, path);
      const bands = [...page.document.querySelectorAll("main > *")].map((band) =>
        band.classList.contains("render-when-near"),
      );
      expect(bands.length).toBeGreaterThan(2);
      expect(bands).toEqual(bands.map((_, i) => i >= 2));
    },
  );
});

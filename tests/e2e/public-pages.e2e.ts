// One walk through every public page, loaded once: nothing overflows sideways at any width a
// visitor is likely to bring (in the dark theme too at the narrowest and the widest: it changes
// colours, never sizes); axe finds nothing at a wide and a phone width, with the dark theme's
// colours checked at the wide one (the phone width shows the same elements' colours); and where a page has them, the header stays one line with the brand
// clear of the links, card rows line up, and the expertise tabs keep their height. The list is
// written here, so a page missing from the site fails too. One test per page, so the pages spread
// over the workers. The page is loaded once and the window resized through the widths: the server's
// HTML does not depend on the width, and what the scripts do with it they do again when the window
// changes. A state a page only reaches by interaction (an open dialog, a form with errors) is
// checked by that page's own test file; what the HTML says is checked by the integration tests.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectAxeClean, openPage, publicPaths } from "./support";

const widths = [320, 390, 768, 900, 1024, 1280, 1440];
/** The dark theme's overflow is checked at these (decision 054). */
const darkWidths = [320, 1440];
/** axe runs at these two: the phone layout (the menu button) and the wide one (the header's links). */
const axeWidths = [1280, 390];

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

type Rect = { x: number; y: number; width: number; height: number; name: string };

function overlaps(a: Omit<Rect, "name">, b: Omit<Rect, "name">): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The boxes of the brand link and of every other visible link or button in the header's top row. */
function headerBoxes(page: Page): Promise<{ header: Rect; brand: Rect; brandText: Rect; controls: Rect[] }> {
  return page.evaluate(() => {
    const rect = (el: Element, name = "") => {
      const { x, y, width, height } = el.getBoundingClientRect();
      return { x, y, width, height, name };
    };
    const header = document.querySelector("[data-site-header]")!;
    const brand = header.querySelector('a[href="/"]')!;
    const controls = [...header.querySelectorAll("a, button, summary")]
      .filter((el) => el !== brand && !el.closest("[data-mobile-nav]"))
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden")
      .map((el) => rect(el, el.getAttribute("aria-label") ?? el.textContent ?? ""));
    return { header: rect(header), brand: rect(brand), brandText: rect(brand.querySelector("span")!), controls };
  });
}

/** From 768 px the header is one line and the brand, never cut short, overlaps no link. */
async function expectHeaderOneLine(page: Page, where: string) {
  const { header, brand, brandText, controls } = await headerBoxes(page);
  const brandSpan = page.getByRole("banner").getByText("Meridian Product Partners");
  expect(await brandSpan.evaluate((el) => el.scrollWidth <= el.clientWidth), `the brand is cut short ${where}`).toBe(
    true,
  );
  expect(header.height, `header height ${where}`).toBeLessThanOrEqual(72);
  // One line of the brand's text is under 32 px tall; a wrapped brand is twice that.
  expect(brandText.height, `brand text height ${where}`).toBeLessThan(32);
  expect(controls.length).toBeGreaterThanOrEqual(3);
  for (const control of controls) {
    expect(overlaps(brand, control), `brand overlaps "${control.name}" ${where}`).toBe(false);
    expect(control.y + control.height, `"${control.name}" below the header ${where}`).toBeLessThanOrEqual(
      header.height,
    );
  }
}

/**
 * In cards that stand side by side (their boxes share some height), the card itself, or the part
 * of it that `part` selects, starts on one line, give or take the rounding of sub-pixel layout.
 * Returns how many such pairs there were, so a layout that put every card in a row of its own
 * cannot pass for an aligned one.
 */
async function expectRowsAligned(cards: Locator, what: string, part?: string): Promise<number> {
  const boxes = await cards.evaluateAll(
    (els, selector) =>
      els.map((el) => {
        const card = el.getBoundingClientRect();
        const target = selector ? el.querySelector(selector) : el;
        if (!target) throw new Error(`a card without ${selector}`);
        return { top: card.top, bottom: card.bottom, partTop: target.getBoundingClientRect().top };
      }),
    part,
  );
  let pairs = 0;
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      if (a.top >= b.bottom || b.top >= a.bottom) continue;
      pairs++;
      expect(Math.abs(a.partTop - b.partTop), `${what}: tops ${a.partTop} and ${b.partTop}`).toBeLessThanOrEqual(1);
    }
  }
  return pairs;
}

/** The card rows a page has, checked at a width of 768 px or more. */
const cardRows: Record<string, (page: Page, width: number) => Promise<void>> = {
  "/services": async (page, width) => {
    const cards = page.getByRole("region", { name: "For Organizations" }).getByRole("article");
    await expect(cards).toHaveCount(3);
    // Three to a row from 1024 px; below that each card has a row of its own.
    expect(await expectRowsAligned(cards, `card tops at ${width} px`)).toBe(width >= 1024 ? 3 : 0);
  },
  "/resources": async (page, width) => {
    const cards = page.locator("[data-resource-card]");
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    // Two to a row from 768 px, three from 1024 px: titles of one and two lines stand side by side.
    expect(await expectRowsAligned(cards, `card tops at ${width} px`)).toBeGreaterThan(0);
    expect(await expectRowsAligned(cards, `size and downloads at ${width} px`, "dl")).toBeGreaterThan(0);
    expect(await expectRowsAligned(cards, `download buttons at ${width} px`, "[data-download-button]")).toBeGreaterThan(
      0,
    );
  },
  "/": async (page, width) => {
    const services = page.getByRole("region", { name: "Strategic Services" }).getByRole("article");
    await expect(services).toHaveCount(3);
    const testimonials = page.locator("[data-testimonial]");
    expect(await testimonials.count()).toBeGreaterThanOrEqual(2);
    // From 1024 px the three cards of each kind share one row; below it each service card has
    // a row of its own and the testimonials go two to a row.
    const wide = width >= 1024;
    expect(await expectRowsAligned(services, `service card tops at ${width} px`)).toBe(wide ? 3 : 0);
    expect(await expectRowsAligned(testimonials, `testimonial tops at ${width} px`)).toBe(wide ? 3 : 1);
    expect(await expectRowsAligned(testimonials, `author rows at ${width} px`, "figcaption")).toBe(wide ? 3 : 1);
  },
};

/** The pages whose header is checked at every width from 768 px. */
const headerPaths = ["/", "/contact", "/resources"];

/** Switching the expertise tabs moves nothing below them, at every width. */
async function expectExpertiseTabsKeepTheirHeight(page: Page) {
  const below = page.getByRole("heading", { level: 2, name: "Certifications & Credentials" });
  const tab = (name: string) => page.getByRole("tab", { name });
  // Measured from the top of the document: clicking a tab may scroll the window.
  const top = () => below.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expect(tab("Technologies")).toHaveAttribute("aria-selected", "true");
    const before = await top();
    await tab("Industries").click();
    await expect(tab("Industries")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("Healthcare & Life Sciences", { exact: true })).toBeVisible();
    expect(await top(), `Industries at ${width} px`).toBe(before);
    await tab("Technologies").click();
    await expect(tab("Technologies")).toHaveAttribute("aria-selected", "true");
    expect(await top(), `Technologies at ${width} px`).toBe(before);
  }
}

for (const path of pages) {
  test(`${path}: no overflow at any width, no axe violations at ${axeWidths.join(" and ")} px`, async ({ page }) => {
    // Three axe runs and nine layouts: minutes on a busy machine, not the 30 s of one page's check.
    test.setTimeout(150_000);
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    const response = await openPage(page, path);
    expect(response?.status(), path).toBe(missing.includes(path) ? 404 : 200);
    await page.evaluate(() => document.fonts.ready);

    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      for (const theme of darkWidths.includes(width) ? (["light", "dark"] as const) : (["light"] as const)) {
        await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), theme === "dark");
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} (${theme}) is wider than the ${width} px window`).toBeLessThanOrEqual(0);
      }
      await page.evaluate(() => document.documentElement.classList.remove("dark"));
      if (width < 768) continue;
      if (headerPaths.includes(path)) await expectHeaderOneLine(page, `on ${path} at ${width} px`);
      await cardRows[path]?.(page, width);
    }

    // Disclosures (the contact page's questions) are opened, so their answers are checked too.
    await page.locator("main details").evaluateAll((nodes) => {
      for (const node of nodes) node.setAttribute("open", "");
    });
    for (const width of axeWidths) {
      await page.setViewportSize({ width, height: 900 });
      await expectAxeClean(page, `${path} at ${width} px`, { dark: width === axeWidths[0] });
    }

    if (path === "/expertise") await expectExpertiseTabsKeepTheirHeight(page);
  });
}

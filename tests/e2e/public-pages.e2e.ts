// One walk through every public page, loaded once: nothing overflows sideways at the narrowest width
// of each layout the style sheets define (in the dark theme too at the narrowest: it changes
// colours, never sizes); axe finds nothing at a wide width in either theme and at a phone width
// (decision 065: every rule over the whole page; the colour rules, most of a scan's cost, on what no
// other scan covers: at the wide width all but the footer, which the home page's scan covers, at the
// phone width what it draws differently); and where a page has them, the header stays one line with the
// brand clear of the links, card rows line up, and the expertise tabs keep their height. The list is
// written here, so a page missing from the site fails too. One test per page, so the pages spread
// over the workers. The page is loaded once and the window resized through the widths: the server's
// HTML does not depend on the width, and what the scripts do with it they do again when the window
// changes. A state a page only reaches by interaction (an open dialog, a form with errors) is
// checked by that page's own test file; what the HTML says is checked by the integration tests.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { colourChanges, expectAxeCleanColoursIn, openPage, publicPaths } from "./support";

/**
 * The narrowest width of each layout the public pages' classes define (decision 065): the base, then
 * `min-[400px]:` (the header's brand), `sm:`, `md:`, `lg:` and `xl:` (`2xl:` is the admin's alone).
 * Within one layout a wider window only gives the same boxes more room, so where nothing overflows
 * at its narrowest width nothing does at the others.
 */
const widths = [320, 400, 640, 768, 1024, 1280];
/**
 * 400 px changes the header's brand alone (the only `min-[400px]:` class), and the header at a phone
 * width is the same on every page: that width is checked on the home page (decision 068).
 */
const widthsOf = (path: string) => (path === "/" ? widths : widths.filter((width) => width !== 400));
/** The dark theme's overflow is checked at this one (decision 054). */
const darkWidth = 320;
/** axe runs at these two: the wide layout (the header's links) whole, then the phone layout (the menu button). */
const axeWidths = [1280, 390] as const;

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

/**
 * The part of each page whose colours are checked (every other rule runs on the whole page): the
 * footer is the same on every page and is checked on the home page (decision 065); the second post
 * and the blog's empty search differ from the post and the list scanned whole only in these parts;
 * the blog's and the library's 404 pages are one template (src/pages/not-found.tsx, missingItemView)
 * under the header of a post and of a resource, both scanned whole: their main (decision 068).
 */
const colourScopes: Record<string, string> = {
  "/": "body",
  "/blog/when-to-hire-a-fractional-cpo": "[data-post-body]",
  "/blog?q=quantum": "[data-island=BlogList]",
  "/blog/no-such-article": "main",
  "/resources/no-such-resource": "main",
};
const colourScopeOf = (path: string) => colourScopes[path] ?? "body > :not(footer)";

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
  for (const width of widthsOf("/expertise")) {
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
  test(`${path}: no overflow at any layout's width, no axe violations at ${axeWidths.join(" and ")} px`, async ({
    page,
  }) => {
    // Three axe runs and seven layouts: a minute on a busy machine, not the 30 s of one page's check.
    test.setTimeout(150_000);
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    const response = await openPage(page, path);
    expect(response?.status(), path).toBe(missing.includes(path) ? 404 : 200);
    await page.evaluate(() => document.fonts.ready);

    for (const width of widthsOf(path)) {
      await page.setViewportSize({ width, height: 900 });
      for (const theme of width === darkWidth ? (["light", "dark"] as const) : (["light"] as const)) {
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
    const [wide, phone] = axeWidths;
    await page.setViewportSize({ width: wide, height: 900 });
    await expectAxeCleanColoursIn(page, `${path} at ${wide} px`, colourScopeOf(path), { dark: true });
    await colourChanges(page, "remember");
    await page.setViewportSize({ width: phone, height: 900 });
    // Always something on a page scanned with its header: the menu button, which only a phone width draws.
    const changed = await colourChanges(page, "mark", { within: colourScopeOf(path) });
    if (!colourScopes[path]) expect(changed, `what ${phone} px draws differently`).toBeGreaterThan(0);
    await expectAxeCleanColoursIn(page, `${path} at ${phone} px`, "[data-axe-changed]");

    if (path === "/expertise") await expectExpertiseTabsKeepTheirHeight(page);
  });
}

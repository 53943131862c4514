// The layout at every width a visitor is likely to bring, in both themes: nothing overflows
// sideways, the header stays one line with the brand clear of the links, the current link is
// marked, card rows line up, the expertise tabs keep their height, and the phone menu works with
// and without JavaScript.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { openPage, publicPaths } from "./support";

const widths = [320, 390, 768, 900, 1024, 1280, 1440];

function overlaps(a: Omit<Rect, "name">, b: Omit<Rect, "name">): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

type Rect = { x: number; y: number; width: number; height: number; name: string };

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

// One test per page, so the pages spread over the workers. The page is loaded once and the window
// resized through the widths: the server's HTML does not depend on the width, and what the scripts
// do with it they do again when the window changes.
for (const path of publicPaths) {
  test(`${path} overflows sideways at no width, in either theme`, async ({ page }) => {
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    // Layout only: the header script has run; islands hydrate into the same boxes.
    await page.goto(path);
    await expect(page.locator("[data-site-header][data-ready]")).toHaveCount(1);
    await page.evaluate(() => document.fonts.ready);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      for (const theme of ["light", "dark"] as const) {
        await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), theme === "dark");
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} (${theme}) is wider than the ${width} px window`).toBeLessThanOrEqual(0);
      }
    }
  });
}

for (const width of widths.filter((w) => w >= 768)) {
  test(`the header is one line at ${width} px and the brand overlaps no link`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/", "/contact", "/resources"]) {
      await openPage(page, path);
      await page.evaluate(() => document.fonts.ready);
      const { header, brand, brandText, controls } = await headerBoxes(page);
      const brandSpan = page.getByRole("banner").getByText("Meridian Product Partners");
      expect(await brandSpan.evaluate((el) => el.scrollWidth <= el.clientWidth), "the brand is cut short").toBe(true);
      expect(header.height, `header height on ${path}`).toBeLessThanOrEqual(72);
      // One line of the brand's text is under 32 px tall; a wrapped brand is twice that.
      expect(brandText.height, `brand text height on ${path}`).toBeLessThan(32);
      expect(controls.length).toBeGreaterThanOrEqual(3);
      for (const control of controls) {
        expect(overlaps(brand, control), `brand overlaps "${control.name}" on ${path}`).toBe(false);
        expect(control.y + control.height, `"${control.name}" below the header`).toBeLessThanOrEqual(header.height);
      }
    }
  });
}

test("a first visit is set in the web font, not the fallback", async ({ browser }) => {
  // A new context has an empty cache. Without the preload, Chromium sets a first visit in the
  // fallback (`font-display: optional`) and uses Inter only from the next page on.
  for (const path of ["/", "/about"]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(path);
    // The font the text was actually drawn in, which document.fonts cannot tell.
    const cdp = await context.newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    for (const selector of ["h1", "main p"]) {
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      expect(
        fonts.map((font) => font.familyName),
        `${selector} on ${path}`,
      ).toEqual(["Inter"]);
    }
    await context.close();
  }
});

test.describe("the current link", () => {
  for (const [width, theme] of [
    [1024, "light"],
    [1280, "dark"],
    [1440, "light"],
  ] as const) {
    test(`is marked and highlighted in the header, the Contact button included (${width} px, ${theme})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
      await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
      const page = await context.newPage();
      await openPage(page, "/services");
      const nav = page.getByRole("navigation", { name: "Main" });
      const services = nav.getByRole("link", { name: "Services" });
      const about = nav.getByRole("link", { name: "About" });
      await expect(services).toHaveAttribute("aria-current", "page");
      const background = (link: Locator) => link.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(await background(services)).not.toBe(await background(about));
      const contact = page.getByRole("banner").getByRole("link", { name: "Contact" });
      await expect(contact).not.toHaveAttribute("aria-current");
      const ringOff = await contact.evaluate((el) => getComputedStyle(el).boxShadow);

      await openPage(page, "/contact");
      await expect(contact).toHaveAttribute("aria-current", "page");
      await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
      expect(await contact.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe(ringOff);
      await context.close();
    });
  }

  test("is marked in the phone menu too", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, "/contact");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
  });
});

for (const width of widths.filter((w) => w >= 768)) {
  test.describe(`card rows line up at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    /**
     * In cards that stand side by side (their boxes share some height), the card itself, or the
     * part of it that `part` selects, starts on one line, give or take the rounding of sub-pixel
     * layout. Returns how many such pairs there were, so a layout that put every card in a row of
     * its own cannot pass for an aligned one.
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

    test("on /services the organisation cards", async ({ page }) => {
      await openPage(page, "/services");
      const cards = page.getByRole("region", { name: "For Organizations" }).getByRole("article");
      await expect(cards).toHaveCount(3);
      // Three to a row from 1024 px; below that each card has a row of its own.
      expect(await expectRowsAligned(cards, "card tops")).toBe(width >= 1024 ? 3 : 0);
    });

    test("on /resources the cards, their figures and their buttons", async ({ page }) => {
      await openPage(page, "/resources");
      const cards = page.locator("[data-resource-card]");
      expect(await cards.count()).toBeGreaterThanOrEqual(3);
      // Two to a row from 768 px, three from 1024 px: titles of one and two lines stand side by side.
      expect(await expectRowsAligned(cards, "card tops")).toBeGreaterThan(0);
      expect(await expectRowsAligned(cards, "size and downloads", "dl")).toBeGreaterThan(0);
      expect(await expectRowsAligned(cards, "download buttons", "[data-download-button]")).toBeGreaterThan(0);
    });

    test("on / the service cards, the testimonials and their authors", async ({ page }) => {
      await openPage(page, "/");
      const services = page.getByRole("region", { name: "Strategic Services" }).getByRole("article");
      await expect(services).toHaveCount(3);
      const testimonials = page.locator("[data-testimonial]");
      expect(await testimonials.count()).toBeGreaterThanOrEqual(2);
      // From 1024 px the three cards of each kind share one row; below it each service card has
      // a row of its own and the testimonials go two to a row.
      const wide = width >= 1024;
      expect(await expectRowsAligned(services, "service card tops")).toBe(wide ? 3 : 0);
      expect(await expectRowsAligned(testimonials, "testimonial tops")).toBe(wide ? 3 : 1);
      expect(await expectRowsAligned(testimonials, "author rows", "figcaption")).toBe(wide ? 3 : 1);
    });
  });
}

for (const width of widths) {
  test(`switching the expertise tabs moves nothing below them at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, "/expertise");
    const below = page.getByRole("heading", { level: 2, name: "Certifications & Credentials" });
    // Measured from the top of the document: clicking a tab may scroll the window.
    const top = () => below.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    await page.getByRole("tab", { name: "Industries" }).click();
    await expect(page.getByRole("tab", { name: "Industries" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("Healthcare & Life Sciences", { exact: true })).toBeVisible();
    expect(await top()).toBe(before);
    await page.getByRole("tab", { name: "Technologies" }).click();
    await expect(page.getByRole("tab", { name: "Technologies" })).toHaveAttribute("aria-selected", "true");
    expect(await top()).toBe(before);
  });
}

test.describe("the phone menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("closes on a tap outside it", async ({ page }) => {
    await openPage(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await page.mouse.click(200, 800);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("keeps keyboard focus inside while open", async ({ page }) => {
    await openPage(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    const focusInside = () => page.evaluate(() => Boolean(document.activeElement?.closest("[data-site-header]")));
    // More presses than the menu has controls: focus must come round to the toggle, never leave.
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInside(), `focus after ${i + 1} presses of Tab`).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await focusInside()).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("without JavaScript it starts closed, opens and has no theme buttons", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/services");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Dark theme" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await page.locator("summary", { hasText: "Menu" }).click();
    await expect(menu.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await context.close();
  });
});

test("without JavaScript the theme buttons are hidden on a wide screen too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Light theme" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" })).toBeVisible();
  await context.close();
});

test("the 404 page offers the main sections and the latest articles", async ({ page }) => {
  const response = await openPage(page, "/a/page/that/moved");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  const sections = page.getByRole("region", { name: "Where to Next" });
  for (const [name, href] of <const>[
    ["Services", "/services"],
    ["Expertise", "/expertise"],
    ["Resources", "/resources"],
    ["Blog", "/blog"],
    ["About", "/about"],
    ["Contact", "/contact"],
  ]) {
    await expect(sections.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href);
  }
  const latest = page.getByRole("region", { name: "Latest Articles" }).getByRole("link");
  await expect(latest).toHaveCount(3);
  await expect(latest.first()).toHaveAttribute("href", /^\/blog\/[a-z0-9-]+$/);
});

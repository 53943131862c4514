// The layout's behaviour a browser alone can show: a first visit set in the web font, the current
// link marked in both themes, and the phone menu with and without JavaScript. Overflow at every
// width, the header on one line, card rows and the expertise tabs' height are checked in the walk
// through every page (tests/e2e/public-pages.e2e.ts); the 404 page's links in
// tests/integration/public-pages.test.ts.
import { expect, type Locator, test } from "@playwright/test";
import { openPage, showTheme } from "./support";

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

test("the current link is marked and highlighted in the header, the Contact button included, at 1024 to 1440 px in both themes", async ({
  page,
}) => {
  // Each page is loaded once and looked at in each width and theme in turn (the theme is the class
  // the theme script sets on <html>; the widths are the header's wide layouts).
  const looks = [
    [1024, "light"],
    [1280, "dark"],
    [1440, "light"],
  ] as const;
  const look = async (width: number, theme: "light" | "dark") => {
    await page.setViewportSize({ width, height: 900 });
    await showTheme(page, theme);
  };
  const nav = page.getByRole("navigation", { name: "Main" });
  const services = nav.getByRole("link", { name: "Services" });
  const about = nav.getByRole("link", { name: "About" });
  const contact = page.getByRole("banner").getByRole("link", { name: "Contact" });
  const background = (link: Locator) => link.evaluate((el) => getComputedStyle(el).backgroundColor);
  const ring = () => contact.evaluate((el) => getComputedStyle(el).boxShadow);

  await openPage(page, "/services");
  await expect(services).toHaveAttribute("aria-current", "page");
  await expect(contact).not.toHaveAttribute("aria-current");
  const ringOff: string[] = [];
  for (const [width, theme] of looks) {
    await look(width, theme);
    expect(await background(services), `${width} px, ${theme}`).not.toBe(await background(about));
    ringOff.push(await ring());
  }

  await openPage(page, "/contact");
  await expect(contact).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  for (const [i, [width, theme]] of looks.entries()) {
    await look(width, theme);
    expect(await ring(), `${width} px, ${theme}`).not.toBe(ringOff[i]);
  }
});

test.describe("the phone menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("marks the current link", async ({ page }) => {
    await openPage(page, "/contact");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
  });

  test("closes on a tap outside it, and keeps keyboard focus inside while open", async ({ page }) => {
    await openPage(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await page.mouse.click(200, 800);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.focus();
    await page.keyboard.press("Enter");
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
});

test("without JavaScript the theme buttons are hidden at every width, and the phone menu starts closed and opens", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Light theme" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
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

// The shared shell in a real browser: mobile menu, scroll state, theme switch (persisted, synced
// across tabs, applied before first paint), and the heroes' motion, which the other browser tests
// turn off (playwright.config.ts). The header's links and which is current, the footer's links, the
// 404 page and the home hero's buttons are read from the served HTML in
// tests/integration/public-pages.test.ts.
import { expect, type Page, test } from "@playwright/test";
import { HEADER_LINKS } from "../support/public-pages";
import { openPage, publicPaths, waitForScripts } from "./support";

test.describe("header", () => {
  test("turns solid and shadowed after 10 px of scroll", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await openPage(page, "/");
    const header = page.getByRole("banner");
    await expect(header).not.toHaveAttribute("data-scrolled");
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 5));
    await expect(header).not.toHaveAttribute("data-scrolled");
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens a stacked menu that closes on a link choice and on Escape, and holds the theme switch", async ({
    page,
  }) => {
    await openPage(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    for (const link of HEADER_LINKS)
      await expect(menu.getByRole("link", { name: link.label, exact: true })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    // Keyboard only: open with Enter, choose a link.
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Home" }).click();
    await expect(menu).toBeHidden();

    // The theme switch sits in the menu on a phone.
    await waitForScripts(page);
    await toggle.click();
    await menu.getByRole("button", { name: "Dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(menu.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("theme", () => {
  test("dark persists across a reload and is applied before first paint", async ({ page }) => {
    // Record the <html> class at the moment <body> first exists, i.e. before anything is painted.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { darkAtFirstBody: boolean }).darkAtFirstBody =
          document.documentElement.classList.contains("dark");
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await openPage(page, "/");
    await page.getByRole("button", { name: "Dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { darkAtFirstBody: boolean }).darkAtFirstBody)).toBe(true);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await waitForScripts(page);
    await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
  });

  test("a change in one tab reaches another", async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await openPage(first, "/");
    await openPage(second, "/no-such-page");
    await first.getByRole("button", { name: "Dark theme" }).click();
    await expect(second.locator("html")).toHaveClass(/\bdark\b/);
    await expect(second.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
    await second.getByRole("button", { name: "Light theme" }).click();
    await expect(first.locator("html")).not.toHaveClass(/\bdark\b/);
  });

  test("defaults to light; system follows the operating system's setting", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await openPage(page, "/");
    // Light is the default, whatever the operating system's setting.
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Light theme" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "System theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  });
});

test.describe("motion", () => {
  const heroAnimations = (page: Page) =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSAnimation)
        .map((animation) => (animation as CSSAnimation).animationName),
    );

  test("for a visitor who has not asked for less motion the hero rises and the home orbit turns; no motion hides content: the founder card is there at once, and no animation starts from transparent", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      reducedMotion: "no-preference",
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    for (const path of publicPaths) {
      await page.goto(path);
      if (path === "/") {
        expect(new Set(await heroAnimations(page))).toEqual(new Set(["hero-rise", "hero-settle", "meridian-turn"]));
        // Right after load, while the hero's motion runs: the main trust element is fully drawn.
        const card = page.locator("[data-hero-founder]");
        await expect(card).toBeVisible();
        expect(await card.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
      }
      const transparentFrames = await page.evaluate(() =>
        document.getAnimations().flatMap(
          (animation) =>
            (animation.effect as KeyframeEffect | null)
              ?.getKeyframes()
              .filter((frame) => frame.opacity !== undefined && Number(frame.opacity) < 1)
              .map(
                (frame) => `${(animation as CSSAnimation).animationName ?? "animation"}: opacity ${frame.opacity}`,
              ) ?? [],
        ),
      );
      expect({ path, transparentFrames }).toEqual({ path, transparentFrames: [] });
    }
    await context.close();
  });

  test("nothing moves for a visitor who asked for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    expect(await heroAnimations(page)).toEqual([]);
  });
});

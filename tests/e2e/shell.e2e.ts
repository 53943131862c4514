// The shared shell in a real browser: header links and highlight, mobile menu, scroll state,
// theme switch (persisted, synced across tabs, applied before first paint), footer, 404, and the
// heroes' motion, which the other browser tests turn off (playwright.config.ts).
import { expect, type Page, test } from "@playwright/test";
import { openPage, publicPaths, waitForScripts } from "./support";

/** The header's six links (docs/product.md#shell), in order; Contact is the button beside them. */
const HEADER_LINKS = [
  { label: "Home", href: "/" },
  { label: "Services", href: "/services" },
  { label: "Expertise", href: "/expertise" },
  { label: "Resources", href: "/resources" },
  { label: "Blog", href: "/blog" },
  { label: "About", href: "/about" },
];

/** Every footer link the product names, group by group. */
const FOOTER_LINKS = [
  { label: "Fractional CPO", href: "/services#fractional-cpo" },
  { label: "Product Management", href: "/services#product-management" },
  { label: "Product Operations", href: "/services#product-operations" },
  { label: "Industry Expertise", href: "/expertise" },
  { label: "About", href: "/about" },
  { label: "Contact", href: "/contact" },
  { label: "Blog", href: "/blog" },
  { label: "Resources", href: "/resources" },
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms" },
];

test.describe("header", () => {
  test("shows the six links and Contact, with the current one highlighted", async ({ page }) => {
    await openPage(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(HEADER_LINKS.map((link) => link.label));
    for (const link of HEADER_LINKS) {
      await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
    }
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Blog" })).not.toHaveAttribute("aria-current");
    await expect(page.getByRole("banner").getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
  });

  test("highlights the section of a nested path", async ({ page }) => {
    await openPage(page, "/blog/some-article-that-does-not-exist");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

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

  test("opens a stacked menu that closes on a link choice and on Escape", async ({ page }) => {
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
  });

  test("the theme switch sits in the menu on a phone", async ({ page }) => {
    await openPage(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("button", { name: "Dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(menu.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("theme", () => {
  test("defaults to light", async ({ page }) => {
    await openPage(page, "/");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Light theme" })).toHaveAttribute("aria-pressed", "true");
  });

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

  test("system follows the operating system's setting", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await openPage(page, "/");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await page.getByRole("button", { name: "System theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  });
});

test("the footer has every link of the specification and the LinkedIn link opens a new tab", async ({ page }) => {
  await openPage(page, "/");
  const footer = page.getByRole("contentinfo");
  for (const link of FOOTER_LINKS) {
    await expect(footer.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
  }
  const linkedin = footer.getByRole("link", { name: /LinkedIn/ });
  await expect(linkedin).toHaveAttribute("target", "_blank");
  await expect(linkedin).toHaveAttribute("rel", "noopener noreferrer");
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer).toContainText("All rights reserved.");
});

test("an unknown path shows the 404 page with status 404", async ({ page }) => {
  const response = await openPage(page, "/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  await expect(page.getByText(/forget to add the page to the router/)).toBeVisible();
});

test("the home page hero and its buttons", async ({ page }) => {
  await openPage(page, "/");
  await expect(page).toHaveTitle(/Meridian Product Partners/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Elevating Product Development & Technology Initiatives",
  );
  await expect(page.getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "/services");
  await expect(page.getByRole("link", { name: "Schedule Consultation" })).toHaveAttribute("href", "/contact");
});

test.describe("motion", () => {
  const heroAnimations = (page: Page) =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSAnimation)
        .map((animation) => (animation as CSSAnimation).animationName),
    );

  test("the hero rises into place and the home orbit turns for a visitor who has not asked for less motion", async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: "no-preference" });
    const page = await context.newPage();
    await page.goto("/");
    expect(new Set(await heroAnimations(page))).toEqual(new Set(["hero-rise", "hero-settle", "meridian-turn"]));
    await context.close();
  });

  test("no motion hides content: the founder card is there at once, and no animation starts from transparent", async ({
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

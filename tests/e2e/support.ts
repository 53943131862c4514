// Shared helpers for the browser tests.
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Opens a path and waits until the header script ran and every island hydrated (never a sleep).
 * Islands that hydrate when visible are scrolled into view first, then the page returns to the top;
 * islands that wait for an interaction get a pointer move.
 */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForScripts(page);
  return response;
}

export async function waitForScripts(page: Page) {
  await expect(page.locator("[data-site-header][data-ready]")).toHaveCount(1);
  const lazy = page.locator('[data-island][data-when="visible"]:not([data-hydrated])');
  // A deep link into a lazy island (/services#product-operations) makes the runtime hydrate that
  // island and scroll to the part by itself; scrolling here as well, and back, would race it.
  const deepLinked = await page.evaluate(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    return Boolean(id && document.getElementById(id)?.closest('[data-island][data-when="visible"]'));
  });
  if (deepLinked) await expect(lazy).toHaveCount(0);
  if ((await lazy.count()) > 0) {
    // Bring each lazy island into view in turn (one scroll may hydrate several), then go back.
    await page.evaluate(async () => {
      const y = window.scrollY;
      for (const marker of document.querySelectorAll<HTMLElement>('[data-island][data-when="visible"]')) {
        if ("hydrated" in marker.dataset) continue;
        (marker.firstElementChild ?? marker).scrollIntoView({ block: "center", behavior: "instant" });
        // Stay until it has hydrated (bounded), so scrolling on cannot outrun the observer.
        for (let waited = 0; !("hydrated" in marker.dataset) && waited < 5000; waited += 50) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      window.scrollTo({ top: y, behavior: "instant" });
    });
  }
  // Islands that wait for the visitor hydrate at the first pointer move, as a person's would.
  if ((await page.locator('[data-island][data-when="interaction"]:not([data-hydrated])').count()) > 0) {
    await page.mouse.move(1, 1);
    await page.mouse.move(2, 2);
  }
  await expect(page.locator("[data-island]:not([data-hydrated])")).toHaveCount(0);
  // The heroes rise into place once (app.css): let that end, so that a colour check or a
  // measurement sees the page as it stays. Endless animations (the home orbit) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Every public page, written out here rather than read from the router or the sitemap, so a page
 * that goes missing fails the tests that walk them (accessibility, layout). The last is a 404.
 */
export const publicPaths = [
  "/",
  "/services",
  "/expertise",
  "/about",
  "/contact",
  "/blog",
  "/blog/from-feature-factory-to-outcome-driven-roadmaps",
  "/resources",
  "/resources/prd-guidelines",
  "/privacy-policy",
  "/terms",
  "/no-such-page",
];

/** The island fixture server (tests/e2e/fixtures/islands-server.tsx), started by playwright.config.ts. */
export const fixtureURL = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}`;

/**
 * Collects what the page reports as errors from now on: console.error messages (React's hydration
 * mismatches, the island runtime's failures) and uncaught errors or unhandled rejections.
 */
export function collectErrors(page: Page): { console: string[]; uncaught: string[] } {
  const errors = { console: [] as string[], uncaught: [] as string[] };
  page.on("console", (message) => {
    if (message.type() === "error") errors.console.push(message.text());
  });
  page.on("pageerror", (error) => errors.uncaught.push(String(error)));
  return errors;
}

/**
 * Waits until the keyboard focus is inside `container`: a dialog moves focus into itself a frame
 * or more after it shows, and a key pressed before that goes to the page behind it.
 */
export async function expectFocusWithin(container: Locator) {
  await expect.poll(() => container.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

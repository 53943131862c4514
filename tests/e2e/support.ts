// Shared helpers for the browser tests.
import { expect, type Page } from "@playwright/test";

/**
 * Opens a path and waits until the header script ran and every island hydrated (never a sleep).
 * Islands that hydrate when visible are scrolled into view first, then the page returns to the top.
 */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForScripts(page);
  return response;
}

export async function waitForScripts(page: Page) {
  await expect(page.locator("[data-site-header][data-ready]")).toHaveCount(1);
  const lazy = await page.locator('[data-island][data-when="visible"]:not([data-hydrated])').all();
  if (lazy.length === 0) {
    await expect(page.locator("[data-island]:not([data-hydrated])")).toHaveCount(0);
    return;
  }
  const scrollY = await page.evaluate(() => window.scrollY);
  for (const island of lazy) await island.scrollIntoViewIfNeeded();
  await expect(page.locator("[data-island]:not([data-hydrated])")).toHaveCount(0);
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), scrollY);
}

// Shared helpers for the browser tests.
import { expect, type Page } from "@playwright/test";

/** Opens a path and waits until every island on it has hydrated (never a sleep). */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("[data-island]:not([data-hydrated])")).toHaveCount(0);
  return response;
}

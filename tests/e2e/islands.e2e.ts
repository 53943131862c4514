// Islands loading (docs/architecture.md#request-path): a "visible" island waits for the reader, an
// "interaction" island for the visitor's first move (and takes the first press as it comes), and a
// page without islands loads no React. These run in the whole browser, one after another in one
// worker (playwright.config.ts, decision 068): the headless shell moves the pointer as a page loads.
// Identity, failures and typing while the code loads: tests/e2e/islands-hydration.e2e.ts.
import { expect, test, type Page } from "@playwright/test";
import { collectErrors, holdIslandCode } from "./support";

async function waitForHeader(page: Page) {
  await expect(page.locator("[data-site-header][data-ready]")).toHaveCount(1);
}

/** Lets the page finish loading and the browser go idle, when idle islands would have hydrated. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestAnimationFrame(() => resolve()))),
  );
}

/** The path of every script the page fetches from now on, in order, as they are requested. */
function scriptsFetched(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe("island loading", () => {
  test("a visible island below the fold hydrates, and loads its code, only when scrolled to", async ({ page }) => {
    const scripts = scriptsFetched(page);
    await page.goto("/");
    await waitForHeader(page);
    const avatars = page.locator('[data-island=Avatar][data-when="visible"]');
    await expect(avatars).toHaveCount(2);
    // Precondition: the testimonials start well below the first screen (the runtime looks 200px ahead).
    expect(
      await page.evaluate(() => document.querySelector("#testimonials")!.getBoundingClientRect().top - innerHeight),
    ).toBeGreaterThan(200);

    await settle(page);
    expect(await page.locator("[data-island][data-hydrated]").count()).toBe(0);
    const loadedBeforeScrolling = scripts.length;

    await page.locator("#testimonials").scrollIntoViewIfNeeded();
    await expect(page.locator("[data-island=Avatar][data-hydrated]")).toHaveCount(2);
    // The Avatar island's own code was fetched only now.
    expect(scripts.length).toBeGreaterThan(loadedBeforeScrolling);
  });

  test("an island that waits for the visitor loads no code before the first interaction", async ({ page }) => {
    const scripts = scriptsFetched(page);
    await page.goto("/contact");
    await waitForHeader(page);
    await expect(page.locator('[data-island=ContactForm][data-when="interaction"]')).toHaveCount(1);
    await settle(page);
    // Loaded and idle, yet only the entry has been fetched: no React, no form code.
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/hydrate-[a-z0-9]+\.js$/)]);
    await expect(page.locator("[data-island][data-hydrated]")).toHaveCount(0);

    await page.mouse.move(10, 10);
    await page.mouse.move(20, 20);
    await expect(page.locator("[data-island=ContactForm][data-hydrated]")).toHaveCount(1);
    expect(scripts.length).toBeGreaterThan(1);
  });

  test("the first press on 'Download Resource', before the island's code has come, opens the dialog", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // Hold every script but the entry until the press is done, so it lands before hydration.
    const pressed = await holdIslandCode(page);
    await page.goto("/resources/prd-guidelines");
    await waitForHeader(page);
    const island = page.locator('[data-island=DownloadDialog][data-when="interaction"]');
    await expect(island).toHaveCount(1);
    await page.getByRole("button", { name: "Download Resource" }).click();
    await expect(island).not.toHaveAttribute("data-hydrated");
    pressed();

    await expect(island).toHaveAttribute("data-hydrated", "");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toBeVisible();
    // Pressed once: closing it leaves no second dialog behind.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(errors.uncaught).toEqual([]);
  });

  test("a page without islands loads only the entry script, and no React", async ({ page }) => {
    const scripts: { path: string; body: Promise<string> }[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") {
        scripts.push({ path: new URL(response.url()).pathname, body: response.text() });
      }
    });
    await page.goto("/about");
    await waitForHeader(page);
    await settle(page);
    await expect(page.locator("[data-island]")).toHaveCount(0);
    expect(scripts.map((script) => script.path)).toEqual([expect.stringMatching(/^\/assets\/hydrate-[a-z0-9]+\.js$/)]);
    // Nor is React inside the entry: React's element type and react-dom's node keys are absent.
    const entry = await scripts[0]!.body;
    expect(entry.includes("react.transitional.element"), "React's element type in the entry").toBe(false);
    expect(entry.includes("__reactFiber"), "react-dom in the entry").toBe(false);
  });
});

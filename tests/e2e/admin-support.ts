// Helpers the admin dashboard's browser tests share (tests/e2e/admin*.e2e.ts). They run against the
// admin e2e server (E2E_ADMIN_PORT, playwright.config.ts), whose admin is admin / e2e-admin-password,
// and sign in through the real login page.
import AxeBuilder from "@axe-core/playwright";
import { deflateSync } from "node:zlib";
import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { openPage } from "./support";

export const adminURL = `http://127.0.0.1:${process.env.E2E_ADMIN_PORT}`;

export const ADMIN = { username: "admin", password: "e2e-admin-password" };

/** Signs in through /login as `account` (the e2e admin by default), landing on /admin. */
export async function signInAs(page: Page, account: { username: string; password: string }) {
  await openPage(page, "/login");
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/admin");
}

/** Signs in as the e2e admin and opens `path`, waiting for the dashboard. */
export async function signIn(page: Page, path = "/admin") {
  await signInAs(page, ADMIN);
  if (path !== "/admin") await openPage(page, path);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}

/** A fresh browser context on the admin e2e server (another visitor or another account). */
export async function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL: adminURL });
}

export const toast = (page: Page) => page.getByRole("region", { name: "Notification" }).getByRole("alertdialog");
export const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** Chooses `option` in the react-aria Select labelled `label` (inside `scope`). */
export async function choose(page: Page, scope: ReturnType<Page["locator"]>, label: string, option: string) {
  await scope.getByRole("button", { name: new RegExp(label) }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByRole("listbox")).toHaveCount(0);
}

/**
 * axe (WCAG 2.1 A/AA and best practices) finds nothing on the page as it is now, in the light and
 * then the dark theme (the class the theme script sets on <html>), and the page is left light.
 */
export async function expectAxeClean(page: Page, what: string) {
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), theme === "dark");
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    // Colours change with a transition: axe must see where they end, not a frame on the way.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(
      results.violations.map((v) => `${what} (${theme}): ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`),
      `axe violations on ${what} (${theme})`,
    ).toEqual([]);
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

/** A valid 8x8 PNG in one colour. */
export function makePng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [37, 99, 235]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Chooses `file` in the file picker that the button named `button` opens. */
export async function upload(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: button }).click();
  await (await chooser).setFiles(file);
}

// Helpers the admin dashboard's browser tests share (tests/e2e/admin*.e2e.ts). They run against the
// admin e2e server (E2E_ADMIN_PORT, playwright.config.ts), whose admin is admin / e2e-admin-password.
import { deflateSync } from "node:zlib";
import {
  test as base,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  request,
} from "@playwright/test";
import { expectAxeClean, openPage } from "./support";

type AxeOptions = NonNullable<Parameters<typeof expectAxeClean>[2]>;

export const adminURL = `http://127.0.0.1:${process.env.E2E_ADMIN_PORT}`;

export const ADMIN = { username: "admin", password: "e2e-admin-password" };

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * Playwright's `test` for the admin tests: on the admin server, and signed in as the e2e admin.
 * Each worker signs in once, through POST /api/auth/login as the login form's script does, and
 * every test's browser context starts with that session's cookie (its storage state), instead of
 * each test going through the form again (auth.e2e.ts tests the form itself).
 */
export const test = base.extend<object, { adminStorageState: StorageState }>({
  baseURL: adminURL,
  adminStorageState: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern.
    async ({}, use) => {
      const api = await request.newContext({ baseURL: adminURL });
      const signedIn = await api.post("/api/auth/login", { data: ADMIN });
      expect(signedIn.status(), "the e2e admin's sign-in").toBe(200);
      const state = await api.storageState();
      await api.dispose();
      await use(state);
    },
    { scope: "worker" },
  ],
  storageState: ({ adminStorageState }, use) => use(adminStorageState),
});

/** Signs in through /login as `account`, landing on /admin (for an account other than the e2e admin's). */
export async function signInAs(page: Page, account: { username: string; password: string }) {
  await openPage(page, "/login");
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/admin");
}

/**
 * Opens `path` of the dashboard (the admin is signed in already) and waits for it: Blog Posts unless
 * told (a bare /admin opens Home: docs/product.md#admin-home).
 */
export async function openDashboard(page: Page, path = "/admin?tab=blog") {
  await openPage(page, path);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}

/** Opens an item's editor page (docs/product.md#editor), a new post's unless told, and waits for its fields. */
export async function openEditor(page: Page, path = "/admin/posts/new") {
  await openPage(page, path);
  // The kind's code (a post's carries the Slate editor) is fetched once the page runs: on a busy machine, a while.
  await expect(page.locator("[data-editor-form]")).toBeVisible({ timeout: 20_000 });
}

/** 'Publish ▾' → 'Now' on the editor page: the item is saved and public from now. */
export async function publishNow(page: Page) {
  await page.getByRole("button", { name: "Publish options" }).click();
  await page.getByRole("menuitem", { name: "Now" }).click();
}

/**
 * The HTML the server sends for `path` (a 200), for what a public page says after an admin's change:
 * the pages are rendered on the server, so reading them costs no page load (decision 052).
 */
export async function servedHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/**
 * A fresh browser context on the admin e2e server, signed in as nobody (another visitor or another
 * account): Playwright would otherwise give it the test's options, the admin's session included.
 */
export async function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL: adminURL, storageState: { cookies: [], origins: [] } });
}

/**
 * The reads of an admin list at `path`, whatever page or filters they carry (the dashboard reads
 * each list with its address's parameters, docs/product.md#admin-lists): for page.route().
 */
export const listReads = (path: string) => new RegExp(`${path.replaceAll("/", "\\/")}(\\?.*)?$`);

/**
 * Writes a post through the admin API, as the dashboard's form sends it: a published post unless
 * `fields` say otherwise. Answers its id.
 */
export async function createPostThroughApi(
  page: Page,
  fields: { title: string; slug: string } & Record<string, unknown>,
): Promise<number> {
  const res = await page.request.post("/api/blog", {
    headers: { Origin: adminURL },
    data: {
      author: "Jordan Ellis",
      category: "E2E Notes",
      excerpt: "A post an admin test writes.",
      content: "<p>Body.</p>",
      published: true,
      ...fields,
    },
  });
  expect(res.status(), `creating the post ${fields.slug}`).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

export const toast = (page: Page) => page.getByRole("region", { name: "Notification" }).getByRole("alertdialog");
export const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
/**
 * An upload field's address (File URL, Cover Image URL…) under its 'Advanced' disclosure, found
 * while that is closed too (no accessible name then), to read its value.
 */
export const address = (page: Page, name: string) => page.locator(`[data-advanced="${name}"] input`);

/** Opens 'Advanced' of the upload field whose address is labelled `name` (in `scope`), where that address is typed. */
export async function openAdvanced(scope: Page | Locator, name: string) {
  const trigger = scope.locator(`[data-advanced="${name}"]`).getByRole("button", { name: /^Advanced/ });
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
}

/** The post editor page's text fields, and the content when `body` is given. */
export async function fillPostFields(
  page: Page,
  post: { title: string; author: string; category: string; excerpt: string; body?: string },
) {
  await field(page, "Title").fill(post.title);
  // Both offer suggestions as they are typed: Escape closes each list, keeping the text.
  await page.getByRole("combobox", { name: "Author" }).fill(post.author);
  await page.keyboard.press("Escape");
  await page.getByRole("combobox", { name: "Category" }).fill(post.category);
  await page.keyboard.press("Escape");
  await field(page, "Excerpt").fill(post.excerpt);
  // The body, when given, goes into the editor as one input, as a paste or an input method sends it:
  // key by key would cost the browser a render a key, and typing is not what these tests are about.
  if (post.body !== undefined) {
    await page.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.insertText(post.body);
  }
}

/** Each of `messages` (a form's refusals, say) is shown in `scope`, word for word. */
export async function expectShown(scope: Page | Locator, messages: string[]) {
  for (const message of messages) await expect(scope.getByText(message, { exact: true })).toBeVisible();
}

/**
 * Deletes with `button` as the product asks: its dialog (named `dialog`) warns that this cannot be
 * undone; Cancel keeps the item and gives the focus back to the button; Delete removes it, and the
 * product's `done` toast says so.
 */
export async function deleteAfterConfirming(page: Page, button: Locator, dialog: string, done: string) {
  await button.click();
  const confirm = page.getByRole("alertdialog", { name: dialog });
  await expect(confirm).toContainText("This action cannot be undone.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(button).toBeFocused();
  await button.click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page)).toContainText(done);
}

/**
 * `expectAxeClean` on an admin page's own part: its `main` (the dashboard's heading, tab bar and open
 * tab, or an editor page) and a toast if one shows, or the dialog that holds the focus. Around it
 * every admin page has the site's header and footer, the same on each: they are scanned in full, in
 * both themes, once, with the Home tab (admin-home.e2e.ts), and on every public page
 * (public-pages.e2e.ts) (decision 061).
 */
export function expectAdminAxeClean(page: Page, what: string, options: AxeOptions = {}) {
  return expectAxeClean(page, what, { scope: "#main, [data-toast-region]", ...options });
}

/** The delete dialog `item`'s Delete button opens has no axe violations (light and dark); it is then cancelled. */
export async function expectDeleteDialogAxeClean(page: Page, item: Locator) {
  await item.getByRole("button", { name: /^Delete/ }).click();
  // The confirmation, not a toast (an alertdialog too) that a step before may still show.
  const confirm = page.getByRole("alertdialog").and(page.locator("[data-confirm-dialog]"));
  await expect(confirm).toBeVisible();
  await expectAdminAxeClean(page, "the delete dialog");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
}

/** Chooses `option` in the react-aria Select labelled `label` (inside `scope`). */
export async function choose(page: Page, scope: ReturnType<Page["locator"]>, label: string, option: string) {
  await scope.getByRole("button", { name: new RegExp(label) }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByRole("listbox")).toHaveCount(0);
}

type Rgb = readonly [number, number, number];

/**
 * A valid PNG: 8x8 in one blue unless told otherwise, `pixel` giving each pixel's colour (a photo
 * with parts one can tell apart, for the portrait's crop).
 */
export function makePng({
  width = 8,
  height = 8,
  pixel = () => [37, 99, 235],
}: {
  width?: number;
  height?: number;
  pixel?: (x: number, y: number) => Rgb;
} = {}): Buffer {
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
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: width }, (_, x) => pixel(x, y)).flat()]),
  );
  const pixels = Buffer.concat(rows);
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

/** A file the server refuses: the failure toast with its reason, and the field's address left empty. */
export async function expectUploadRefused(
  page: Page,
  button: string,
  file: { name: string; mimeType: string; text: string },
  failure: { toast: string; field: string },
) {
  await upload(page, button, { name: file.name, mimeType: file.mimeType, buffer: Buffer.from(file.text) });
  await expect(toast(page)).toContainText(failure.toast);
  await expect(address(page, failure.field)).toHaveValue("");
}

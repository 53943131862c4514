// What the dashboard tells the admin about what just happened (docs/product.md#admin-dashboard):
// a toast never covers the editor page's save buttons; an upload field shows the chosen file (name, size and,
// for an image, a thumbnail) with its address under 'Advanced'; a resource saved as a draft says
// so; a post's read time is worked out from its words, as the editor says (Logout saying it is signing
// out is in account.e2e.ts's sign-out). (Ticking a fourth featured testimonial names the one the home page will stop showing: a
// component test, src/islands/admin/testimonials/TestimonialsTab.dom.test.tsx.) On the admin e2e server, signed in as its admin (admin-support.ts).
import { expect, type Locator, type Page } from "@playwright/test";
import {
  address,
  choose,
  expectAdminAxeClean,
  field,
  fillPostFields,
  makePng,
  openAdvanced,
  openDashboard,
  openEditor,
  publishNow,
  test,
  toast,
  upload,
} from "./admin-support";
import { openPage } from "./support";

/** A small text file the resource upload takes. */
const notes = (stamp: string) => ({
  name: `notes-${stamp}.txt`,
  mimeType: "text/plain",
  buffer: Buffer.from("a".repeat(2048)),
});

/** The Resources tab's 'Add Resource', which opens a new resource's editor page. */
async function openResourceEditor(page: Page) {
  await openDashboard(page, "/admin?tab=resources");
  await expect(page.locator("[data-resource-admin-list], [data-empty]").first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole("link", { name: "Add Resource" }).click();
  await expect(page).toHaveURL(/\/admin\/resources\/new$/);
  await expect(page.locator("[data-editor-form]")).toBeVisible({ timeout: 20_000 });
  return page.locator("[data-editor-page]");
}

/** The element the browser would give a click at the middle of `target` (after scrolling it into view). */
async function isUncovered(target: Locator): Promise<boolean> {
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

test("an upload shows the chosen file's name and size (and a thumbnail for an image), its success toast never covers the save buttons, and the address is under 'Advanced'; the resource saved as a draft says so, and the list shows it as a Draft", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const dialog = await openResourceEditor(page);
  const fileGroup = dialog.getByRole("group", { name: "Resource file", exact: true });
  await upload(page, "Upload File", notes(stamp));
  await expect(toast(page)).toContainText("Resource file uploaded successfully");
  // The success toast never covers the editor page's save buttons.
  expect(await isUncovered(dialog.getByRole("button", { name: "Save draft" }))).toBe(true);
  expect(await isUncovered(dialog.getByRole("button", { name: "Publish options" }))).toBe(true);
  await expect(fileGroup).toContainText(`notes-${stamp}.txt`);
  await expect(fileGroup).toContainText(/2(\.0)? KB/);
  // The address is kept, not shown, until 'Advanced' is opened.
  await expect(address(page, "File URL")).toBeHidden();
  await expect(address(page, "File URL")).toHaveValue(/^\/api\/admin\/files\//);
  await openAdvanced(dialog, "File URL");
  await expect(field(page, "File URL")).toBeVisible();

  const cover = dialog.getByRole("group", { name: "Cover Image URL", exact: true });
  await upload(page, "Upload: Cover Image URL", {
    name: `cover-${stamp}.png`,
    mimeType: "image/png",
    buffer: makePng(),
  });
  await page.getByRole("dialog", { name: "Describe the image" }).getByRole("button", { name: "Not now" }).click();
  await expect(cover).toContainText(`cover-${stamp}.png`);
  await expect(cover).toContainText(/\d+ B/);
  await expect(cover.locator("[data-image-preview] img")).toHaveJSProperty("naturalWidth", 8);
  await expect(address(page, "Cover Image URL")).toBeHidden();
  await expect(address(page, "Cover Image URL")).toHaveValue(/^\/uploads\//);
  // An address typed by hand goes under 'Advanced' too.
  await openAdvanced(cover, "Cover Image URL");
  await field(page, "Cover Image URL").fill("https://images.example.com/cover.png");
  await expect(cover).toContainText("cover.png");
  await expectAdminAxeClean(page, "the resource editor page with a chosen file and 'Advanced' open");

  // Saved as a draft (without that cover), it says so, and the list shows it as a Draft.
  await field(page, "Cover Image URL").fill("");
  await field(page, "Title").fill(`Draft Notes ${stamp}`);
  await field(page, "Description").fill("Notes not ready to share.");
  await choose(page, dialog, "Category", "Templates");
  await dialog.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page).filter({ hasText: "Resource saved" })).toBeVisible();
  await expect(page.locator("[data-publication-state]")).toHaveText("Draft");
  await openDashboard(page, "/admin?tab=resources");
  await expect(page.locator(`[data-resource-admin-item="draft-notes-${stamp}"]`)).toContainText("Draft", {
    timeout: 20_000,
  });
});

test("a blank Read Time is worked out from the words, as the editor says", async ({ page }) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  await openEditor(page);
  await fillPostFields(page, {
    title: `Long Read ${stamp}`,
    author: "Rita Reader",
    category: "E2E Notes",
    excerpt: "A post of 450 words.",
  });
  await page.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.insertText("word ".repeat(450).trim());
  await expect(page.locator("[data-word-count]")).toHaveText("450 words · about 3 min read");
  await publishNow(page);
  await expect(toast(page).filter({ hasText: "Blog post published" })).toBeVisible();
  await openPage(page, `/blog/long-read-${stamp}`);
  await expect(page.getByRole("main")).toContainText("3 min read");
  await expect(page.getByRole("main")).not.toContainText("5 min read");
});

// The Media tab in the browser (docs/product.md#admin-media): an image uploaded there is asked for
// its alt text (which may be empty only when ticked decorative), listed with it, its alt edited;
// chosen from the library for a post's cover through the picker, it is listed with that use, and
// deleting it is refused with the use named until the post is gone. Axe in both themes for the
// tab, the alt dialog and the picker. On the admin e2e server, signed in as its admin.
import { expect, type Page } from "@playwright/test";
import {
  address,
  adminURL,
  expectAdminAxeClean,
  fillPostFields,
  makePng,
  openDashboard,
  openEditor,
  publishNow,
  test,
  toast,
  upload,
} from "./admin-support";
import { collectErrors } from "./support";

const card = (page: Page, alt: string) => page.locator("[data-media-item]").filter({ hasText: alt });

async function openMedia(page: Page) {
  await openDashboard(page, "/admin?tab=media");
  // The tab is open (on a phone the tabs are behind a menu, so its heading says so, not a selected tab).
  await expect(page.getByRole("heading", { level: 2, name: /^Media Library/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator("[data-media-list], [data-empty]")).toBeVisible();
}

/** Deletes the post with `slug` through the API, if there is one. */
async function deletePost(page: Page, slug: string) {
  const posts = (await (await page.request.get("/api/admin/blog")).json()) as { id: number; slug: string }[];
  const post = posts.find((candidate) => candidate.slug === slug);
  if (post) await page.request.delete(`/api/blog/${post.id}`, { headers: { Origin: adminURL } });
}

test("an image uploaded in the Media tab gets its alt text, becomes a post's cover through the picker, shows that use, and is not deleted while used", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const stamp = Date.now().toString(36);
  const alt = `Workshop whiteboard ${stamp}`;
  const slug = `media-cover-${stamp}`;
  await openMedia(page);
  await expectAdminAxeClean(page, "the Media tab");

  // The upload asks for the alt text: empty is refused unless ticked decorative.
  // Bytes of its own: an identical upload would be the library's earlier item, alt text and all.
  const now = Date.now();
  const unique = makePng({ pixel: () => [now % 256, (now >> 8) % 256, 235] });
  await upload(page, "Upload Image", { name: `whiteboard-${stamp}.png`, mimeType: "image/png", buffer: unique });
  await expect(toast(page).filter({ hasText: "Image uploaded successfully" })).toBeVisible();
  const altDialog = page.getByRole("dialog", { name: "Describe the image" });
  await expect(altDialog).toBeVisible();
  await expectAdminAxeClean(page, "the alt text dialog");
  await altDialog.getByRole("button", { name: "Save" }).click();
  await expect(altDialog.getByText("Describe the image, or tick 'Decorative image'.")).toBeVisible();
  await altDialog.getByRole("textbox", { name: "Alternative text" }).fill("First words");
  await altDialog.getByRole("button", { name: "Save" }).click();
  await expect(altDialog).toHaveCount(0);

  // Listed with its alt text, type, size and uploader; then its alt is edited.
  await expect(card(page, "First words")).toContainText("PNG · 8 × 8");
  await expect(card(page, "First words")).toContainText("Uploaded by admin");
  await expect(card(page, "First words")).toContainText("Not used anywhere");
  await card(page, "First words")
    .getByRole("button", { name: /^Edit the alt text of/ })
    .click();
  await altDialog.getByRole("textbox", { name: "Alternative text" }).fill(alt);
  await altDialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page).filter({ hasText: "Alt text saved" }).first()).toBeVisible();
  await expect(card(page, alt).locator("[data-media-alt]")).toHaveText(alt);
  const url = (await card(page, alt).getByRole("link", { name: /^Open/ }).getAttribute("href")) ?? "";
  expect(url).toMatch(/^\/uploads\/covers\/[0-9a-f]{32}\.png$/);

  // The picker fills a post's cover.
  await deletePost(page, slug);
  await openEditor(page);
  await page.getByRole("button", { name: "Choose from library: Cover Image URL" }).click();
  const picker = page.getByRole("dialog", { name: "Choose from library" });
  await expect(picker.getByRole("grid", { name: "Images in the library" })).toBeVisible();
  await picker.getByRole("searchbox", { name: "Search" }).fill(stamp);
  await expect(picker.getByRole("row")).toHaveCount(1);
  await expectAdminAxeClean(page, "the library's picker");
  await picker.getByRole("row", { name: alt }).click();
  await picker.getByRole("button", { name: "Choose", exact: true }).click();
  await expect(picker).toHaveCount(0);
  await expect(address(page, "Cover Image URL")).toHaveValue(url);

  await fillPostFields(page, {
    title: `Media Cover ${stamp}`,
    author: "Mia Media",
    category: "E2E Notes",
    excerpt: "A post whose cover came from the library.",
  });
  await page.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.insertText("Body.");
  await publishNow(page);
  await expect(toast(page).filter({ hasText: "Blog post published" })).toBeVisible();

  // Listed with that use; deleting it is refused, naming the post.
  await openDashboard(page, "/admin?tab=media");
  await expect(card(page, alt).locator("[data-media-uses]")).toContainText(`Media Cover ${stamp}`);
  await card(page, alt)
    .getByRole("button", { name: /^Delete/ })
    .click();
  await page.getByRole("alertdialog", { name: "Delete this image?" }).getByRole("button", { name: "Delete" }).click();
  const inUse = page.getByRole("alertdialog", { name: "This image is in use" });
  await expect(inUse).toContainText(`Media Cover ${stamp}`);
  await inUse.getByRole("button", { name: "Close" }).click();
  await expect(card(page, alt)).toHaveCount(1);

  // Once the post is gone, it can be deleted.
  await deletePost(page, slug);
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(card(page, alt)).toContainText("Not used anywhere");
  await card(page, alt)
    .getByRole("button", { name: /^Delete/ })
    .click();
  await page.getByRole("alertdialog", { name: "Delete this image?" }).getByRole("button", { name: "Delete" }).click();
  await expect(toast(page).filter({ hasText: "Image deleted" })).toBeVisible();
  await expect(card(page, alt)).toHaveCount(0);
  // The refused delete is logged by the browser and the tab; nothing may throw.
  expect(errors.uncaught).toEqual([]);

  // At 390 px the tab fits the screen: no card is cut off and nothing scrolls sideways.
  // An image with a long name, whose card once set the tab's width; bytes of its own, as an
  // identical upload would be the library's earlier item (dedupe by hash).
  const shade = Date.now() % 256;
  await page.request.post("/api/admin/upload/image", {
    headers: { Origin: adminURL },
    multipart: {
      coverImage: {
        name: `a-very-long-file-name-for-a-workshop-photo-${Date.now()}.png`,
        mimeType: "image/png",
        buffer: makePng({ pixel: () => [shade, 120, 90] }),
      },
      alt: "A workshop photo with a long file name",
    },
  });
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(card(page, "A workshop photo with a long file name").first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator("[data-media-item]").first()).toBeVisible();
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    cards: [...document.querySelectorAll("[data-media-item]")]
      .map((card) => Math.ceil(card.getBoundingClientRect().right))
      .filter((right) => right > window.innerWidth),
  }));
  expect(overflow).toEqual({ page: 390, cards: [] });
});

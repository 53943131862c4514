// The blog editor in the browser around an inserted image (docs/product.md#admin-blog): typing
// goes on after the image, in a paragraph below it, and Enter starts the next one. The editor page's
// saves, revisions and publish menu: admin-scheduled.e2e.ts.
import { expect, type Page } from "@playwright/test";
import { makePng, openEditor, test } from "./admin-support";

const editor = (page: Page) => page.getByRole("textbox", { name: "Content" });
const tool = (page: Page, name: string) =>
  page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name, exact: true });

/** Inserts an uploaded 8×8 PNG with the toolbar's 'Insert image' and this alt text. */
async function insertImage(page: Page, alt: string) {
  await tool(page, "Insert image").click();
  const dialog = page.getByRole("dialog", { name: "Insert image" });
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  await (await chooser).setFiles({ name: "figure.png", mimeType: "image/png", buffer: makePng() });
  await expect(dialog.getByRole("textbox", { name: "Image URL" })).toHaveValue(/^\/uploads\/covers\//);
  await dialog.getByRole("textbox", { name: "Alternative text" }).fill(alt);
  await dialog.getByRole("button", { name: "Insert image" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(editor(page).locator(`img[alt="${alt}"]`)).toBeVisible();
}

/** The editor's blocks in order: each paragraph's text, and an image as [image alt]. */
const blocks = (page: Page) =>
  editor(page).evaluate((root) =>
    [...root.children].map((block) => {
      const image = block.querySelector("img");
      return image ? `[image ${image.alt}]` : (block.textContent ?? "").replace(/\uFEFF/g, "");
    }),
  );

test("text typed after an inserted image appears in a paragraph below it, and Enter starts the next", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openEditor(page);
  await editor(page).click();
  await page.keyboard.type("Before the figure.");
  await insertImage(page, "A figure");
  await page.keyboard.type("After the figure.");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Next paragraph.");
  await expect
    .poll(() => blocks(page))
    .toEqual(["Before the figure.", "[image A figure]", "After the figure.", "Next paragraph."]);
});

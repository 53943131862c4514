// The blog editor in the browser, written as a writer does (docs/product.md#admin-blog): '/' at the
// start of an empty paragraph opens the block menu, typing filters it and Enter inserts the block;
// the '+' beside an empty paragraph opens the same menu. An image is uploaded with its alt text and
// caption; after every block the caret lands where typing goes on (below the image, in the
// paragraph a divider went above). The post then renders on its public page, in both themes.
// Filtering, the keys' details and the call to action's dialog are component tests
// (src/islands/admin/shared/editor/BlockMenu.dom.test.tsx). The editor page's saves, revisions and
// publish menu: admin-scheduled.e2e.ts.
import { expect, type Page } from "@playwright/test";
import {
  address,
  expectAdminAxeClean,
  fillPostFields,
  makePng,
  openEditor,
  publishNow,
  test,
  toast,
} from "./admin-support";
import { openPage } from "./support";

const editor = (page: Page) => page.getByRole("textbox", { name: "Content" });
const menu = (page: Page) => page.getByRole("dialog", { name: "Insert a block" });

/** Types '/' and `filter`, then Enter: the block the menu has reached. */
async function slash(page: Page, filter: string, expected: string) {
  await page.keyboard.type("/");
  await expect(menu(page).getByRole("textbox", { name: "Filter blocks" })).toBeFocused();
  await page.keyboard.type(filter);
  await expect(menu(page).getByRole("menuitem").first()).toHaveAccessibleName(expected);
  await page.keyboard.press("Enter");
  await expect(menu(page)).toHaveCount(0);
}

/** The editor's blocks in order: each one's tag and text, an image as img[alt]. */
const blocks = (page: Page) =>
  editor(page).evaluate((root) =>
    [...root.children].map((block) => {
      const image = block.querySelector("img");
      if (image) return `img[${image.alt}]`;
      if (block.querySelector("hr")) return "hr";
      const cta = block.querySelector("p.cta");
      const text = ((cta ?? block).textContent ?? "").replace(/[\uFEFF\u00A0]/g, "");
      return `${cta ? "cta" : block.tagName.toLowerCase()}:${text}`;
    }),
  );

test("a post written with the block menu, with an uploaded and captioned image, renders on its page", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  await openEditor(page);
  await fillPostFields(page, {
    title: `Block Menu ${stamp}`,
    author: "Bea Blocks",
    category: "E2E Notes",
    excerpt: "A post written with the block menu.",
  });
  await editor(page).click();
  await page.keyboard.insertText("Opening words.");
  await page.keyboard.press("Enter");

  // '/' and a few letters: a heading, typed into at once; Enter after it starts a paragraph.
  await page.keyboard.type("/");
  await expect(menu(page).getByRole("textbox", { name: "Filter blocks" })).toBeFocused();
  await expectAdminAxeClean(page, "the block menu", { include: "[data-block-menu]" });
  await page.keyboard.type("head");
  await expect(menu(page).getByRole("menuitem")).toHaveCount(2);
  await page.keyboard.press("Enter");
  await page.keyboard.insertText("A section");
  await page.keyboard.press("Enter");

  // An image: uploaded first, its address under 'Advanced', with alt text and a caption.
  await slash(page, "ima", "Image");
  const dialog = page.getByRole("dialog", { name: "Insert image" });
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  await (await chooser).setFiles({ name: "figure.png", mimeType: "image/png", buffer: makePng() });
  await expect(address(page, "Image address")).toHaveValue(/^\/uploads\/covers\//);
  await dialog.getByRole("textbox", { name: "Alternative text" }).fill("A bar chart");
  await dialog.getByRole("textbox", { name: "Caption" }).fill("Figure 1: outcomes by quarter");
  await dialog.getByRole("button", { name: "Insert image" }).click();
  await expect(dialog).toHaveCount(0);
  // The caret is below the image: typing goes on there, and Enter starts the next paragraph.
  await page.keyboard.insertText("After the figure.");
  await page.keyboard.press("Enter");

  // The '+' beside the empty paragraph opens the same menu: a callout.
  await editor(page).getByRole("button", { name: "Insert a block" }).click();
  await expect(menu(page).getByRole("textbox", { name: "Filter blocks" })).toBeFocused();
  await page.keyboard.type("callout");
  await page.keyboard.press("Enter");
  await expect(editor(page)).toBeFocused();
  await page.keyboard.insertText("Remember this.");
  await page.keyboard.press("Enter");

  // A divider goes above the empty paragraph, which keeps the caret; then a call to action.
  await slash(page, "divider", "Divider");
  await page.keyboard.insertText("Closing words.");
  await page.keyboard.press("Enter");
  await slash(page, "call to", "Call to action");
  const action = page.getByRole("dialog", { name: "Call to action" });
  await action.getByRole("button", { name: /Links to/ }).click();
  await page.getByRole("option", { name: "The booking page" }).click();
  await expect(action.getByRole("textbox", { name: /Button text/ })).toHaveValue("Book a call");
  await action.getByRole("button", { name: "Insert call to action" }).click();
  await expect(action).toHaveCount(0);

  await expect
    .poll(() => blocks(page))
    .toEqual([
      "p:Opening words.",
      "h2:A section",
      "img[A bar chart]",
      "p:After the figure.",
      "aside:Remember this.",
      "hr",
      "p:Closing words.",
      "cta:Book a call",
      "p:",
    ]);

  await publishNow(page);
  await expect(toast(page).filter({ hasText: "Blog post published" })).toBeVisible();

  await openPage(page, `/blog/block-menu-${stamp}`);
  const body = page.locator(".prose-content");
  await expect(body.getByRole("heading", { level: 2, name: "A section" })).toBeVisible();
  const figure = body.locator("figure");
  await expect(figure.getByRole("img", { name: "A bar chart" })).toHaveAttribute("src", /^\/uploads\/covers\//);
  await expect(figure.locator("figcaption")).toHaveText("Figure 1: outcomes by quarter");
  await expect(body.locator("aside.callout")).toHaveText("Remember this.");
  await expect(body.locator("hr")).toHaveCount(1);
  const cta = body.locator("p.cta").getByRole("link", { name: "Book a call" });
  await expect(cta).toHaveAttribute("href", "/book");
  // Set as a button: the site's primary colour behind it, no underline.
  await expect(cta).toHaveCSS("text-decoration-line", "none");
  await expect(cta).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  await expectAdminAxeClean(page, "a post with every block", { include: ".prose-content" });
});

// A draft's preview link and the 'Search and sharing' group, in the browser against the admin e2e
// server (admin-support.ts): the link is made from the Blog Posts list, shown in its dialog, opened
// by a visitor who is signed in as nobody, and revoked; the group's search result and share card
// follow what is typed. Both are checked with axe in light and dark. Expected texts are the
// product's, written here.
import { expect } from "@playwright/test";
import {
  adminURL,
  createPostThroughApi,
  field,
  newContext,
  openDashboard,
  openEditor,
  test,
  toast,
} from "./admin-support";
import { expectAxeClean, openPage } from "./support";

test("a draft's preview link is made from the list, opens for a signed-out visitor, and stops working once revoked", async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: adminURL });
  const slug = `preview-draft-${Date.now().toString(36)}`;
  const title = "A Draft Worth Sharing";
  const id = await createPostThroughApi(page, {
    title,
    slug,
    author: "Pat Preview",
    excerpt: "A draft shared before it is published.",
    content: "<p>Words nobody outside has read.</p>",
    published: false,
  });

  await openDashboard(page);
  const item = page.locator(`[data-blog-admin-item="${slug}"]`);
  await item.getByRole("button", { name: `Preview link for "${title}"` }).click();
  const dialog = page.getByRole("dialog", { name: "Preview link" });
  await expect(dialog).toBeVisible();
  const address = dialog.getByRole("textbox", { name: "Preview address" });
  await expect(address).toHaveValue(
    new RegExp(`^${adminURL}/blog/preview/${id}\\?expires=\\d+&sig=[A-Za-z0-9_-]{43}$`),
  );
  const url = await address.inputValue();
  await expectAxeClean(page, "the preview link dialog");

  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect(toast(page)).toContainText("Preview link copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const visitor = await newContext(browser);
  const visitorPage = await visitor.newPage();
  await openPage(visitorPage, url);
  await expect(visitorPage.getByRole("status").filter({ hasText: "Preview: not published yet" })).toBeVisible();
  await expect(visitorPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitorPage.getByText("Words nobody outside has read.")).toBeVisible();
  await expectAxeClean(visitorPage, "the preview page");

  await dialog.getByRole("button", { name: "Revoke all links" }).click();
  await expect(toast(page)).toContainText("Every preview link of this post was revoked");
  await expect(dialog).toHaveCount(0);
  await openPage(visitorPage, url);
  await expect(visitorPage.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await visitor.close();

  expect((await page.request.delete(`/api/blog/${id}`, { headers: { Origin: adminURL } })).status()).toBe(200);
});

test("the search and sharing group previews the search result and share card as one types", async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page);
  await field(page, "Title").fill("Pricing Experiments That Worked");
  await field(page, "Excerpt").fill("Three pricing tests and what they taught us.");

  const group = page.locator("[data-search-and-sharing]");
  const toggle = group.getByRole("button", { name: "Search and sharing" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const searchTitle = group.locator("[data-search-title]");
  // Blank, the title and excerpt stand in.
  await expect(searchTitle).toHaveText("Pricing Experiments That Worked");
  await expect(group.locator("[data-search-description]")).toHaveText("Three pricing tests and what they taught us.");
  await expect(group.locator("[data-search-title-count]")).toHaveText("Title length: 31/60");

  await field(page, "Meta title").fill("Pricing experiments: what three tests taught a B2B product team");
  await expect(searchTitle).toHaveText("Pricing experiments: what three tests taught a B2B product…");
  await expect(group.locator("[data-search-title-count]")).toHaveText("Title length: 63/60");
  await expect(group.locator("[data-share-title]")).toHaveText(
    "Pricing experiments: what three tests taught a B2B product team",
  );

  await field(page, "Meta description").fill("d".repeat(170));
  await expect(group.locator("[data-search-description]")).toHaveText(`${"d".repeat(159)}…`);
  await expect(group.locator("[data-search-description-count]")).toHaveText("Description length: 170/160");
  await expect(group.locator("[data-share-description]")).toHaveText("d".repeat(170));
  await expect(group.locator("[data-share-preview]")).toContainText(new URL(adminURL).host);

  await expectAxeClean(page, "the search and sharing group");
});

// A draft's preview link in the browser against the admin e2e server (admin-support.ts): the link is
// made from the Blog Posts list, shown in its dialog, opened by a visitor who is signed in as nobody,
// and revoked; checked with axe in light and dark. Expected texts are the product's, written here.
// The 'Search and sharing' group's previews as one types are a component test
// (src/islands/admin/blog/SearchAndSharing.dom.test.tsx); its axe scan is in tests/e2e/admin.e2e.ts.
import { expect } from "@playwright/test";
import {
  adminURL,
  createPostThroughApi,
  expectAdminAxeClean,
  newContext,
  openDashboard,
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
  await expectAdminAxeClean(page, "the preview link dialog");

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

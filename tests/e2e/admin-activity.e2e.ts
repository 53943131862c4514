// The Activity tab in the browser (docs/product.md#admin-activity): entries read as sentences that
// link to their item while it exists and keep its title after it is deleted, the kind filter is
// kept in the address across a reload, the list fits 390 px without scrolling sideways, a future
// moment reads as scheduled and a preview link as made (not as a post created), and axe
// finds nothing in either theme. On the admin e2e server, signed in as its admin (admin-support.ts).
import { expect, type Page } from "@playwright/test";
import { adminURL, createPostThroughApi, expectAdminAxeClean, openDashboard, test } from "./admin-support";

const entries = (page: Page) => page.locator("[data-activity-list] > li");

test("entries read as sentences: scheduled, a preview link made, published now, never a request path; they link to their post while it exists and keep its title after; the kind filter is kept in the address and across a reload; at 390 px the list fits without scrolling sideways", async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const headers = { Origin: adminURL };
  const slug = `activity-post-${info.workerIndex}-${Date.now()}`;
  const title = `Activity Post ${slug.slice(-6)}`;
  const id = await createPostThroughApi(page, { title, slug });
  // A second post, scheduled an hour ahead, given a preview link, then published now.
  const scheduledSlug = `activity-scheduled-${info.workerIndex}-${Date.now()}`;
  const scheduledTitle = `Scheduled ${scheduledSlug.slice(-6)}`;
  const scheduledId = await createPostThroughApi(page, {
    title: scheduledTitle,
    slug: scheduledSlug,
    publishedAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  expect((await page.request.post(`/api/admin/blog/${scheduledId}/preview-link`, { headers })).status()).toBe(200);
  expect((await page.request.post(`/api/admin/blog/${scheduledId}/publish-now`, { headers })).status()).toBe(200);

  await openDashboard(page, "/admin?tab=activity&kind=post");
  const published = entries(page).filter({ hasText: `admin published '${title}'` });
  await expect(published).toHaveCount(1, { timeout: 20_000 });
  await expect(published.getByRole("link", { name: `admin published '${title}'` })).toHaveAttribute(
    "href",
    `/blog/${slug}`,
  );
  // Each entry reads as what was done, never as a request path.
  const sentences = entries(page).filter({ hasText: scheduledTitle });
  await expect(sentences).toHaveText(
    [
      `admin published '${scheduledTitle}'`,
      `admin made a preview link of post '${scheduledTitle}'`,
      `admin scheduled '${scheduledTitle}'`,
    ].map((sentence) => new RegExp(`^${sentence.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`)),
  );
  await expect(page.getByText(/POST \/api\//)).toHaveCount(0);
  await expectAdminAxeClean(page, "the activity tab");

  const deleted = await page.request.delete(`/api/blog/${id}`, { headers });
  expect(deleted.status()).toBe(200);
  await page.getByRole("button", { name: "Refresh" }).click();
  const gone = entries(page).filter({ hasText: `admin deleted post '${title}'` });
  await expect(gone).toHaveCount(1);
  await expect(gone.getByRole("link")).toHaveCount(0);
  // The entry written while it was live keeps its title, and loses its link with the post.
  await expect(published.getByRole("link")).toHaveCount(0);
  await expect(published).toContainText(`admin published '${title}'`);
  expect((await page.request.delete(`/api/blog/${scheduledId}`, { headers })).status()).toBe(200);

  // The kind filter is kept in the address. The worker's sign-in is in the trail whatever else is.
  await page.getByLabel("Kind").selectOption({ label: "Sign-ins" });
  await expect(page).toHaveURL(/[?&]kind=sign-in\b/);
  await expect(page).toHaveURL(/[?&]tab=activity\b/);
  await expect(entries(page).first()).toContainText("admin signed in");

  // Reloaded, at a phone's width: the filter is kept, and the list fits without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByLabel("Kind")).toHaveValue("sign-in");
  await expect(entries(page).first()).toBeVisible({ timeout: 20_000 });
  const kinds = await entries(page).evaluateAll((items) =>
    items.map((item) => item.getAttribute("data-activity-entry")),
  );
  expect(new Set(kinds).size).toBeGreaterThan(0);
  for (const kind of kinds) expect(["login", "login_failed", "login_throttled", "logout"]).toContain(kind);
  await expect(page.getByLabel("Person")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAdminAxeClean(page, "the activity tab at 390 px", { dark: false });
});

// Scheduled publishing in the browser with the real clock (docs/product.md#scheduled): a post given
// a 'Publish at' a few seconds ahead in the blog form is listed as Scheduled with its date and time,
// is absent from /blog, and appears there once its moment has passed, with no restart and no write
// (the server's timer clears the render cache then). A half-typed moment is refused with the
// product's message. A scheduled post cleared of its 'Publish at', or given 'Publish now', is public
// at once; 'Unschedule' makes it a draft again; a resource has 'Publish now' too. The e2e server's
// site zone is UTC.
import { expect } from "@playwright/test";
import { adminURL, createPostThroughApi, fillPostFields, openDashboard, test, toast } from "./admin-support";
import { expectAxeClean, openPage } from "./support";

const POST = {
  title: "Scheduled Roadmap Review",
  author: "Sam Scheduler",
  category: "E2E Scheduling",
  excerpt: "A post that waits for its moment.",
};

test("a post scheduled a few seconds ahead is listed as Scheduled, then appears on /blog at its moment", async ({
  page,
}) => {
  await openDashboard(page);
  await expect(page.locator("[data-blog-form]")).toBeVisible({ timeout: 20_000 });
  await fillPostFields(page, POST);
  await page.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type("Right on time.");

  // 8 s ahead, to the second, on the site's clock (UTC).
  const moment = new Date(Math.ceil((Date.now() + 8000) / 1000) * 1000);
  const publishAt = page.getByLabel("Publish at");
  await expect(publishAt).toHaveValue("");
  // Half typed, the browser holds a date it cannot read: the form says so instead of publishing now.
  await publishAt.click();
  await page.keyboard.type("05");
  await page.getByRole("button", { name: "Create Blog Post" }).click();
  await expect(page.getByText("Please enter a valid date", { exact: true })).toBeVisible();
  await publishAt.fill(moment.toISOString().slice(0, 19));
  await expect(page.getByText("Please enter a valid date", { exact: true })).toHaveCount(0);
  await expectAxeClean(page, "the blog form with its Publish at field", { include: "[data-blog-form]" });
  await page.getByRole("button", { name: "Create Blog Post" }).click();
  await expect(toast(page)).toContainText("Blog post created successfully");

  const badge = page.locator('[data-blog-admin-item="scheduled-roadmap-review"] [data-scheduled-badge]');
  await expect(badge).toContainText("Scheduled");
  await expect(badge.locator("time")).toHaveAttribute("datetime", moment.toISOString());

  await openPage(page, "/blog");
  const heading = page.getByRole("heading", { name: POST.title });
  await expect(heading).toHaveCount(0);
  await expect
    .poll(
      async () => {
        await page.reload();
        return heading.count();
      },
      { timeout: 20_000, message: "the scheduled post on /blog after its moment" },
    )
    .toBe(1);
  expect(Date.now()).toBeGreaterThanOrEqual(moment.getTime());
});

test("a scheduled post is published now by clearing 'Publish at' or by 'Publish now', and taken back by 'Unschedule'", async ({
  page,
}) => {
  // Many steps and an axe scan: on a machine shared with other runs, more than the default.
  test.setTimeout(120_000);
  const run = Date.now();
  const inAnHour = new Date(run + 3_600_000).toISOString();
  const slugs = { cleared: `cleared-${run}`, now: `published-now-${run}`, back: `taken-back-${run}` };
  for (const [key, slug] of Object.entries(slugs)) {
    await createPostThroughApi(page, { title: `Scheduled ${key} ${run}`, slug, publishedAt: inAnHour });
  }
  const resourceSlug = `scheduled-resource-${run}`;
  const created = await page.request.post("/api/admin/resources", {
    headers: { Origin: adminURL },
    data: {
      title: `Scheduled resource ${run}`,
      slug: resourceSlug,
      description: "A resource that waits for its moment.",
      category: "Templates",
      fileUrl: "https://files.example.org/scheduled.pdf",
      fileName: "Scheduled.pdf",
      fileType: "PDF",
      published: true,
      publishedAt: inAnHour,
    },
  });
  expect(created.status()).toBe(201);
  const item = (slug: string) => page.locator(`[data-blog-admin-item="${slug}"]`);

  await openDashboard(page);
  await expect(page.locator("[data-blog-form]")).toBeVisible({ timeout: 20_000 });
  // Optional: its label carries no required mark.
  await expect(page.locator("[data-blog-form] label", { hasText: "Publish at" })).toHaveText("Publish at");

  // Cleared ('Leave empty to publish now') and updated: published, and its page answers.
  await item(slugs.cleared).getByRole("button", { name: /^Edit/ }).click();
  const publishAt = page.getByLabel("Publish at");
  await expect(publishAt).not.toHaveValue("");
  await publishAt.fill("");
  await page.getByRole("button", { name: "Update Blog Post" }).click();
  await expect(toast(page)).toContainText("Blog post updated successfully");
  await expect(item(slugs.cleared).locator("[data-scheduled-badge]")).toHaveCount(0);
  await expect(item(slugs.cleared)).toContainText("Published");
  expect((await page.request.get(`/blog/${slugs.cleared}`)).status()).toBe(200);

  await item(slugs.now)
    .getByRole("button", { name: `Publish "Scheduled now ${run}" now` })
    .click();
  await expect(toast(page).filter({ hasText: "Blog post published" })).toBeVisible();
  await expect(item(slugs.now)).toContainText("Published");
  await expect(item(slugs.now).getByRole("button", { name: /^Publish .* now$/ })).toHaveCount(0);
  expect((await page.request.get(`/blog/${slugs.now}`)).status()).toBe(200);

  await item(slugs.back)
    .getByRole("button", { name: /^Unschedule/ })
    .click();
  await expect(toast(page).filter({ hasText: "Blog post unscheduled: it is a draft again" })).toBeVisible();
  await expect(item(slugs.back)).toContainText("Draft");
  expect((await page.request.get(`/blog/${slugs.back}`)).status()).toBe(404);

  await page.getByRole("tab", { name: "Resources" }).click();
  const resource = page.locator(`[data-resource-admin-item="${resourceSlug}"]`);
  await expect(resource.locator("[data-scheduled-badge]")).toBeVisible({ timeout: 20_000 });
  await expectAxeClean(page, "a scheduled resource with Publish now and Unschedule", {
    include: `[data-resource-admin-item="${resourceSlug}"]`,
  });
  await resource.getByRole("button", { name: /^Publish .* now$/ }).click();
  await expect(toast(page).filter({ hasText: "Resource published" })).toBeVisible();
  await expect(resource.locator("[data-scheduled-badge]")).toHaveCount(0);
  expect((await page.request.get(`/resources/${resourceSlug}`)).status()).toBe(200);
});

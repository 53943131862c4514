// A post's editor page and scheduled publishing in the browser with the real clock
// (docs/product.md#editor, #scheduled). A post scheduled a few seconds ahead is listed as Scheduled
// with its date and time, is absent from /blog, and appears there once its moment has passed, with
// no restart and no write (the server's timer clears the render cache then). On its editor page a
// draft is autosaved (a reload keeps the text), saved with Ctrl+S, restored to an earlier revision,
// scheduled with a preset, unscheduled and published now; the page passes axe in both themes and
// fits 390 px. A resource's list has 'Publish now' too. The e2e server's site zone is UTC.
import { expect, type Page } from "@playwright/test";
import {
  adminURL,
  createPostThroughApi,
  expectAdminAxeClean,
  field,
  openDashboard,
  openEditor,
  test,
  toast,
} from "./admin-support";
import { expectAxeCleanColoursIn, openPage } from "./support";

const editor = (page: Page) => page.getByRole("textbox", { name: "Content" });
const status = (page: Page) => page.locator("[data-save-status]");

/** The post as the admin API answers it now. */
async function readPost(page: Page, id: number) {
  const answer = await page.request.get(`/api/admin/blog/${id}`);
  return ((await answer.json()) as { data: { title: string; published: boolean; publishedAt: string | null } }).data;
}

test("a post scheduled a few seconds ahead is listed as Scheduled, then appears on /blog at its moment", async ({
  page,
}) => {
  const run = Date.now();
  const title = `Scheduled Roadmap Review ${run}`;
  const slug = `scheduled-roadmap-review-${run}`;
  // 8 s ahead, to the second.
  const moment = new Date(Math.ceil((run + 8000) / 1000) * 1000);
  await createPostThroughApi(page, { title, slug, publishedAt: moment.toISOString() });

  await openDashboard(page);
  const badge = page.locator(`[data-blog-admin-item="${slug}"] [data-scheduled-badge]`);
  await expect(badge).toContainText("Scheduled", { timeout: 20_000 });
  await expect(badge.locator("time")).toHaveAttribute("datetime", moment.toISOString());

  await openPage(page, "/blog");
  const heading = page.getByRole("heading", { name: title });
  await expect(heading).toHaveCount(0);
  // /blog as the server renders it is read until the post is there (a read costs the browser
  // nothing, where a reload a round costs it a page), then shown once more in the browser.
  await expect
    .poll(async () => (await page.request.get("/blog")).text(), {
      timeout: 20_000,
      message: "the scheduled post on /blog after its moment",
    })
    .toContain(title);
  expect(Date.now()).toBeGreaterThanOrEqual(moment.getTime());
  await page.reload();
  await expect(heading).toHaveCount(1);
});

test("on its editor page a draft is autosaved, saved with Ctrl+S, restored, scheduled with a preset, unscheduled and published now; a resource's list publishes now", async ({
  page,
}) => {
  // Many steps, an autosave's wait and axe scans: on a machine shared with other runs, more than the default.
  test.setTimeout(150_000);
  const run = Date.now();
  const slug = `edited-on-its-page-${run}`;
  const title = `Edited On Its Page ${run}`;
  const id = await createPostThroughApi(page, { title, slug, published: false, content: "<p>First words.</p>" });

  await openEditor(page, `/admin/posts/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("[data-publication-state]")).toHaveText("Draft");

  // Autosave: a few seconds after the typing stops; a reload keeps the text.
  await editor(page).click();
  await page.keyboard.press("Control+End");
  await page.keyboard.insertText(" Autosaved words.");
  await expect(status(page)).toHaveText("Unsaved changes");
  await expect(status(page)).toHaveText(/^Saved \d{2}:\d{2}$/, { timeout: 15_000 });
  await page.reload();
  await expect(editor(page)).toContainText("First words. Autosaved words.", { timeout: 20_000 });

  // Ctrl+S saves the title at once; the page stays open.
  await field(page, "Title").fill(`${title} Revised`);
  await page.keyboard.press("Control+s");
  await expect(toast(page).filter({ hasText: "Blog post saved" })).toBeVisible();
  await expect(status(page)).toHaveText(/^Saved \d{2}:\d{2}$/);
  expect((await readPost(page, id)).title).toBe(`${title} Revised`);

  // The history: who and when, newest first; version 1 (the post as created) restored.
  const history = page.locator("[data-revision-history]");
  await expect(history.locator("[data-revision]")).toHaveCount(3);
  await expect(history.locator("[data-revision]").first()).toContainText("Current");
  await expect(history.locator('[data-revision="2"]')).toContainText("Autosaved by admin");
  await history.getByRole("button", { name: "Restore version 1" }).click();
  await expect(toast(page).filter({ hasText: "Version 1 restored" })).toBeVisible();
  await expect(field(page, "Title")).toHaveValue(title);
  await expect(editor(page)).not.toContainText("Autosaved words.");
  expect((await readPost(page, id)).title).toBe(title);

  // Axe in both themes, and at 390 px nothing scrolls sideways. The editor page's colours are scanned
  // in both themes in admin.e2e.ts (a new post's): here those of what only a saved post has.
  const savedPostParts = "[data-revision-history], [data-publication-state]";
  await expectAxeCleanColoursIn(page, "a saved post's editor page", savedPostParts, { dark: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Scheduled with 'Tomorrow 09:00' (the site's clock is UTC here), to the minute.
  await page.getByRole("button", { name: "Publish options" }).click();
  await page.getByRole("menuitem", { name: "Schedule…" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule publication" });
  await dialog.getByRole("button", { name: "Tomorrow 09:00" }).click();
  await expect(dialog.getByRole("spinbutton", { name: /hour/i })).toHaveAttribute("aria-valuenow", "9");
  await expect(dialog.getByRole("spinbutton", { name: /second/i })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(toast(page).filter({ hasText: "Blog post scheduled" })).toBeVisible();
  await expect(page.locator("[data-publication-state]")).toContainText("Scheduled for");
  const tomorrow = new Date();
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  tomorrow.setUTCHours(9, 0, 0, 0);
  expect((await readPost(page, id)).publishedAt).toBe(tomorrow.toISOString());
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);

  // Unscheduled: a draft again.
  await page.getByRole("button", { name: "Unschedule" }).click();
  await expect(toast(page).filter({ hasText: "Blog post unscheduled: it is a draft again" })).toBeVisible();
  await expect(page.locator("[data-publication-state]")).toHaveText("Draft");
  expect((await readPost(page, id)).published).toBe(false);

  // Scheduled again, then published now: public at once.
  await page.getByRole("button", { name: "Publish options" }).click();
  await page.getByRole("menuitem", { name: "Schedule…" }).click();
  await dialog.getByRole("button", { name: "Monday 09:00" }).click();
  await dialog.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByRole("button", { name: "Publish now" })).toBeVisible();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(toast(page).filter({ hasText: "Blog post published" })).toBeVisible();
  await expect(page.locator("[data-publication-state]")).toContainText("Published");
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(200);

  // A scheduled resource has 'Publish now' in its list.
  const inAnHour = new Date(run + 3_600_000).toISOString();
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
  await openDashboard(page, "/admin?tab=resources");
  const resource = page.locator(`[data-resource-admin-item="${resourceSlug}"]`);
  await expect(resource.locator("[data-scheduled-badge]")).toBeVisible({ timeout: 20_000 });
  await expectAdminAxeClean(page, "a scheduled resource with Publish now and Unschedule", {
    include: `[data-resource-admin-item="${resourceSlug}"]`,
  });
  await resource.getByRole("button", { name: /^Publish .* now$/ }).click();
  await expect(toast(page).filter({ hasText: "Resource published" })).toBeVisible();
  await expect(resource.locator("[data-scheduled-badge]")).toHaveCount(0);
  expect((await page.request.get(`/resources/${resourceSlug}`)).status()).toBe(200);
});

// Scheduled publishing in the browser with the real clock (docs/product.md#scheduled): a post given
// a 'Publish at' a few seconds ahead in the blog form is listed as Scheduled with its date and time,
// is absent from /blog, and appears there once its moment has passed, with no restart and no write
// (the server's timer clears the render cache then). A half-typed moment is refused with the
// product's message. The e2e server's site zone is UTC.
import { expect } from "@playwright/test";
import { fillPostFields, openDashboard, test, toast } from "./admin-support";
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

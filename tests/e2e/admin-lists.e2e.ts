// The admin lists that scale in the browser (docs/product.md#admin-lists): the Blog Posts tab's
// search, status filter and pages are kept in the address, so a reload shows the same page of the
// same view, with the counts per status; axe in both themes on the Blog Posts tab, and at 390 px
// on its toolbar. On the admin e2e server, signed in as its admin. One filter in each other list tab is a
// component test (src/islands/admin/shared/lists/ListToolbar.dom.test.tsx).
import { expect, type Page } from "@playwright/test";
import { choose, createPostThroughApi, expectAdminAxeClean, openDashboard, test } from "./admin-support";

const toolbar = (page: Page, list: string) => page.getByRole("search", { name: `Find ${list}` });

test("Blog Posts: search, status and page 2 are kept in the address and survive a reload", async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = `lists${Date.now().toString(36)}`;
  const ids: number[] = [];
  // 26 drafts and one published post that only this test's search finds: two pages of drafts.
  for (let n = 1; n <= 27; n += 1) {
    ids.push(
      await createPostThroughApi(page, {
        title: `Lists ${stamp} ${String(n).padStart(2, "0")}`,
        slug: `${stamp}-${n}`,
        category: "Testing",
        published: n === 27,
      }),
    );
  }
  try {
    await openDashboard(page, "/admin?tab=blog");
    const find = toolbar(page, "blog posts");
    await expect(find).toBeVisible({ timeout: 20_000 });
    await find.getByRole("searchbox", { name: "Search" }).fill(stamp);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${stamp}`));
    await expect(page.locator("[data-list-counts]")).toHaveText("Published 1 · Drafts 26 · Scheduled 0");
    // The tab with its toolbar, counts, pages and both statuses' badges: the Blog Posts tab's one
    // scan (the site's header and footer around it are admin-home.e2e.ts's, decision 061).
    await expect(page.getByRole("navigation", { name: "Pages" })).toContainText("Page 1 of 2");
    await expectAdminAxeClean(page, "the Blog Posts tab with a search, its counts and pages");
    await choose(page, find, "Status", "Drafts");
    await expect(page).toHaveURL(/[?&]status=draft/);
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages).toContainText("Page 1 of 2");
    await expect(page.locator("[data-blog-admin-item]")).toHaveCount(25);
    await pages.getByRole("button", { name: "Next" }).click();
    await expect(pages).toContainText("Page 2 of 2");
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.locator("[data-blog-admin-item]")).toHaveCount(1);

    await page.reload();
    await expect(toolbar(page, "blog posts").getByRole("searchbox", { name: "Search" })).toHaveValue(stamp, {
      timeout: 20_000,
    });
    await expect(page.getByRole("navigation", { name: "Pages" })).toContainText("Page 2 of 2");
    await expect(page.locator("[data-blog-admin-item]")).toHaveCount(1);
    await expect(page.locator("[data-blog-admin-item]")).toContainText(`Lists ${stamp}`);

    // Its colours in dark were checked at the wide width above (decision 054).
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAdminAxeClean(page, "the Blog Posts toolbar at 390 px", {
      include: "[data-list-toolbar]",
      dark: false,
    });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  } finally {
    for (const id of ids) await page.request.delete(`/api/blog/${id}`);
  }
});

// The Pages tab in the browser (docs/product.md#admin-pages), against the admin e2e server
// (admin-support.ts): one walk through the whole flow, from the editor to what visitors see. The
// editor's lists, Reset to default, the schema's messages and the 409 are component tests
// (src/islands/admin/pages/PageEditor.dom.test.tsx); here stay the preview's new tab, publishing
// to the public pages and their render cache, a restore, and axe.
import { expect, type Page } from "@playwright/test";
import { adminURL, expectAdminAxeClean, openDashboard, test, toast } from "./admin-support";
import { collectErrors } from "./support";

/** A visitor's view of `path`: no session, so the public, cached page. */
async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${adminURL}${path}`, { headers });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The content tags a cached page was built from (the render cache's Surrogate-Key). */
const tagsOf = async (path: string) => (await visit(path)).headers.get("surrogate-key")?.split(" ") ?? [];

const group = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

async function choosePage(page: Page, title: string) {
  await page
    .getByRole("navigation", { name: "Pages to edit" })
    .getByRole("button", { name: new RegExp(`^${title}`) })
    .click();
  await expect(page.locator("[data-page-editor] h3")).toHaveText(title);
}

/** Publishes what the editor shows (saving it first), and waits until the page says it is published. */
async function publish(page: Page) {
  const button = page.getByRole("button", { name: "Publish", exact: true });
  await button.click();
  await expect(page.locator("[data-page-state='published']")).toBeVisible();
  await expect(button).toBeDisabled();
}

test("edit, preview and publish page texts; only their pages are rendered afresh; restore an earlier version", async ({
  page,
}) => {
  // A whole flow over four pages, with axe in two themes: longer than one check.
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const stamp = Date.now().toString(36);
  const heroTitle = `Product leadership that ships ${stamp}`;
  const issuer = `Scrum Alliance ${stamp}`;
  const answer = `Retainers and fixed-scope projects ${stamp}.`;
  const originalTitle = "Elevating Product Development & Technology Initiatives";

  // The render cache drops a page by the content tags it was built from (its Surrogate-Key): /
  // carries the home page's and the facts' tags, /services none of the three published below.
  // That the publishes drop exactly those entries is tests/integration/admin-pages.test.ts's
  // (it reads the cache itself); here, what a visitor gets: /services unchanged (304 to its ETag).
  const services = await visit("/services");
  for (const tag of ["page:home", "page:facts", "page:contact"]) expect(await tagsOf("/services")).not.toContain(tag);
  expect(await tagsOf("/")).toEqual(expect.arrayContaining(["page:home", "page:facts"]));

  await openDashboard(page, "/admin?tab=pages&page=contact");
  await expect(page.locator("[data-page-editor='contact']")).toBeVisible({ timeout: 20_000 });

  // axe on the tab with an editor open, in both themes, at 390 px, where nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await expectAdminAxeClean(page, "the Pages tab at 390 px");
  await page.setViewportSize({ width: 1280, height: 900 });

  // Contact: the first question's answer.
  await group(page, "Question 1").getByRole("textbox", { name: "Answer", exact: true }).fill(answer);
  await publish(page);

  // Home: its built-in text published as it is (version 1), then the hero's title edited.
  await choosePage(page, "Home");
  await publish(page);
  const title = group(page, "Hero").getByRole("textbox", { name: "Title", exact: true });
  await title.fill(heroTitle);
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  // Preview saves the draft and opens its signed link in a new tab.
  const opening = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Preview Home (opens in a new tab)" }).click();
  const preview = await opening;
  await preview.waitForURL(/\/pages\/preview\/home\//);
  await expect(preview.locator("h1")).toHaveText(heroTitle);
  await expect(preview.getByText("Preview: not published yet")).toBeVisible();
  await preview.close();
  expect((await visit("/")).html).not.toContain(heroTitle);
  await publish(page);

  // The shared facts: a credential's issuer, shown on the about page's timeline.
  await choosePage(page, "Shared facts");
  await group(page, "Credential 2").getByRole("textbox", { name: "Issuer", exact: true }).fill(issuer);
  await publish(page);

  // Visitors see the three edits, each on the pages that show it.
  expect((await visit("/")).html).toContain(heroTitle);
  expect((await visit("/about")).html).toContain(issuer);
  expect((await visit("/contact")).html).toContain(answer);
  // The services page shows none of them: the same answer as before.
  const kept = await visit("/services", { "If-None-Match": services.headers.get("etag")! });
  expect(kept.status).toBe(304);

  // History: home's first version restored as a new draft and published: the old title is back.
  await choosePage(page, "Home");
  await page.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: "History of Home" });
  await expect(history.locator("[data-page-version]")).toHaveCount(2);
  await expect(history.locator("[data-page-version]").first()).toContainText("Current");
  await history.getByRole("button", { name: "Restore version" }).first().click();
  await expect(toast(page).filter({ hasText: "Version restored as a draft" })).toBeVisible();
  await expect(title).toHaveValue(originalTitle);
  await expect(page.locator("[data-page-state='draft']")).toBeVisible();
  await publish(page);
  const home = (await visit("/")).html;
  expect(home).not.toContain(heroTitle);
  expect(home).toContain("Elevating Product Development &amp; Technology Initiatives");

  expect(errors.uncaught).toEqual([]);
});

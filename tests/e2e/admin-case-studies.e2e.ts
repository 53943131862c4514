// A case study from the Case Studies tab to the public site (docs/product.md#case-studies): created
// in the dialog form (the editor for the problem and approach, an outcome, a service, Featured,
// Published with a 'Publish at' an hour ahead), listed as Scheduled and absent from /case-studies,
// then 'Publish now': it is on /case-studies, on its own page with its outcome as a figure, among
// the home page's featured case studies and linked from its service's tab on /services. The form's
// rules and the list's states are the integration tests' (tests/integration/case-studies.test.ts).
import { expect } from "@playwright/test";
import { field, openDashboard, test, toast } from "./admin-support";
import { openPage } from "./support";

test("a case study created, scheduled and published in the admin appears on the site", async ({ page }) => {
  test.setTimeout(120_000);
  const run = Date.now();
  const title = `Partnering in confidence ${run}`;
  const slug = `partnering-in-confidence-${run}`;

  await openDashboard(page, "/admin?tab=case-studies");
  await page.getByRole("button", { name: "Add Case Study" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Case Study" });
  await field(page, "Title").fill(title);
  await expect(field(page, "Slug")).toHaveValue(slug);
  await field(page, "Summary").fill("A product leader's quiet partner through a platform rebuild.");
  await field(page, "Industry").fill("Insurance");
  await dialog.getByRole("textbox", { name: "Problem" }).click();
  await page.keyboard.type("A rebuild with no product owner.");
  await dialog.getByRole("textbox", { name: "Approach" }).click();
  await page.keyboard.type("Weekly working sessions, unseen by the team.");
  await field(page, "Figure 1").fill("+30%");
  await field(page, "What it measures 1").fill("releases on time");
  await dialog.locator("label").filter({ hasText: "Invisible Partner" }).click();
  await expect(dialog.getByRole("checkbox", { name: "Invisible Partner" })).toBeChecked();
  await dialog.locator("label").filter({ hasText: "Featured on the home page" }).click();
  await dialog
    .locator("label")
    .filter({ hasText: /^Published/ })
    .click();
  await expect(dialog.getByRole("switch", { name: /^Published/ })).toBeChecked();
  // An hour ahead, to the minute, on the site's clock (UTC on the e2e server).
  const moment = new Date(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000);
  await page.getByLabel("Publish at").fill(moment.toISOString().slice(0, 16));
  await dialog.getByRole("button", { name: "Create Case Study" }).click();
  await expect(toast(page)).toContainText("Case study created successfully");
  await expect(dialog).toHaveCount(0);

  const card = page.locator(`[data-case-study-admin-item="${slug}"]`);
  await expect(card).toContainText("Scheduled");
  await expect(card).toContainText("Featured");
  expect((await page.request.get(`/case-studies/${slug}`)).status()).toBe(404);

  await card.getByRole("button", { name: `Publish "${title}" now` }).click();
  await expect(toast(page).filter({ hasText: "Case study published" })).toBeVisible();
  await expect(card).toContainText("Published");

  await openPage(page, "/case-studies?service=invisible-partner");
  await page.getByRole("link", { name: `Read the case study about ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("[data-outcomes]")).toContainText("+30%");
  await expect(page.locator("[data-case-study-text=problem]")).toContainText("A rebuild with no product owner.");

  await openPage(page, "/");
  await expect(page.locator("#case-studies").getByRole("heading", { name: title })).toBeVisible();

  await openPage(page, "/services#invisible-partner");
  const toTheCaseStudies = page.locator('[data-service-case-studies="invisible-partner"]');
  await expect(toTheCaseStudies).toBeVisible();
  await toTheCaseStudies.click();
  await expect(page).toHaveURL(/\/case-studies\?service=invisible-partner$/);
  await expect(page.locator(`[data-case-study-card="${slug}"]`)).toBeVisible();
});

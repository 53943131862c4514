// A case study from the Case Studies tab to the public site (docs/product.md#case-studies, #editor):
// 'Add Case Study' opens the editor page, where it is written (the editor for the problem and
// approach, an outcome, a service, Featured) and scheduled with the publish menu's 'Tomorrow 09:00';
// listed as Scheduled and absent from /case-studies, its page's 'Publish now' makes it public: it is
// on /case-studies, on its own page with its outcome as a figure, among the home page's featured
// case studies and linked from its service's tab on /services. The page's rules are the component
// test's (src/islands/admin/case-studies/CaseStudyEditor.dom.test.tsx).
import { expect } from "@playwright/test";
import { field, openDashboard, openEditor, test, toast } from "./admin-support";
import { openPage } from "./support";

test("a case study created, scheduled and published in the admin appears on the site", async ({ page }) => {
  test.setTimeout(120_000);
  const run = Date.now();
  const title = `Partnering in confidence ${run}`;
  const slug = `partnering-in-confidence-${run}`;

  await openDashboard(page, "/admin?tab=case-studies");
  await expect(page.getByRole("link", { name: "Add Case Study" })).toHaveAttribute("href", "/admin/case-studies/new");
  await openEditor(page, "/admin/case-studies/new");
  const form = page.locator("[data-editor-form]");
  await field(page, "Title").fill(title);
  await expect(field(page, "Slug")).toHaveValue(slug);
  await field(page, "Summary").fill("A product leader's quiet partner through a platform rebuild.");
  await field(page, "Industry").fill("Insurance");
  await form.getByRole("textbox", { name: "Problem" }).click();
  await page.keyboard.insertText("A rebuild with no product owner.");
  await form.getByRole("textbox", { name: "Approach" }).click();
  await page.keyboard.insertText("Weekly working sessions, unseen by the team.");
  await field(page, "Figure 1").fill("+30%");
  await field(page, "What it measures 1").fill("releases on time");
  await form.locator("label").filter({ hasText: "Invisible Partner" }).click();
  await expect(form.getByRole("checkbox", { name: "Invisible Partner" })).toBeChecked();
  await form.locator("label").filter({ hasText: "Featured on the home page" }).click();

  // Scheduled with 'Tomorrow 09:00' (the site's clock is UTC here): the page becomes the new one's own.
  await page.getByRole("button", { name: "Publish options" }).click();
  await page.getByRole("menuitem", { name: "Schedule…" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule publication" });
  await dialog.getByRole("button", { name: "Tomorrow 09:00" }).click();
  await dialog.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(toast(page).filter({ hasText: "Case study scheduled" })).toBeVisible();
  await expect(page.locator("[data-publication-state]")).toContainText("Scheduled for");
  await expect(page).toHaveURL(/\/admin\/case-studies\/\d+$/);
  const editorPath = new URL(page.url()).pathname;

  await openDashboard(page, "/admin?tab=case-studies");
  const card = page.locator(`[data-case-study-admin-item="${slug}"]`);
  await expect(card).toContainText("Scheduled");
  await expect(card).toContainText("Featured");
  await expect(card.getByRole("link", { name: `Edit "${title}"` })).toHaveAttribute("href", editorPath);
  expect((await page.request.get(`/case-studies/${slug}`)).status()).toBe(404);

  await openEditor(page, editorPath);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(toast(page).filter({ hasText: "Case study published" })).toBeVisible();
  await expect(page.locator("[data-publication-state]")).toContainText("Published");

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

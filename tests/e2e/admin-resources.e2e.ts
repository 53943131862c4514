// The Resources tab in the browser: a resource created with a real uploaded PDF and PNG
// cover (made here, byte by byte), shown on /resources; a visitor downloads it through the
// dialog in a browser of their own; the admin finds that lead in 'Download History' and in both
// CSV exports; the resource is edited on its editor page (the slug stays) and deleted after a confirmation. Also:
// the product's messages, the slug made from the title, the upload's progress bar and cancel, the
// warning for a file on another site, and axe in both themes. On the admin e2e server, signed in
// as its admin (admin-support.ts).
import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import {
  address,
  choose,
  expectAdminAxeClean,
  expectShown,
  expectUploadRefused,
  field,
  makePng,
  newContext,
  openAdvanced,
  openDashboard,
  publishNow,
  test,
  toast,
  upload,
} from "./admin-support";
import { collectErrors, expectFocusWithin, openPage } from "./support";

/** A small, valid one-page PDF whose page says `text` (offsets in the xref table computed). */
function makePdf(text: string, padding = 0): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  // A comment as long as asked for: a larger file for the progress bar to show.
  if (padding > 0) pdf += `%${"x".repeat(padding)}\n`;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

const resourcesTab = (page: Page) => page.getByRole("tab", { name: "Resources" });
const adminCard = (page: Page, slug: string) => page.locator(`[data-resource-admin-item="${slug}"]`);
const editorPage = (page: Page) => page.locator("[data-editor-page]");

/** 'Add Resource': a new resource's editor page. */
async function addResource(page: Page) {
  await page.getByRole("link", { name: "Add Resource" }).click();
  await expect(page).toHaveURL(/\/admin\/resources\/new$/);
  await expect(page.locator("[data-editor-form]")).toBeVisible({ timeout: 20_000 });
  return editorPage(page);
}

async function openResources(page: Page) {
  await openDashboard(page, "/admin?tab=resources");
  await expect(resourcesTab(page)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { level: 2, name: /^Resources Management/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator("[data-resource-admin-list]")).toBeVisible();
}

test("a resource with an uploaded PDF and cover is published, downloaded by a visitor, seen in the history and the CSVs, edited and deleted; the tab, the editor page with errors and the delete dialog have no axe violations (light and dark)", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  const stamp = Date.now().toString(36);
  const title = `Pricing Playbook ${stamp}`;
  const slug = `pricing-playbook-${stamp}`;
  const pdf = makePdf(`Pricing playbook ${stamp}`);
  await openResources(page);
  await expectAdminAxeClean(page, "the resources tab");

  const dialog = await addResource(page);
  await expectFocusWithin(dialog);
  await expect(field(page, "Title")).toBeFocused();

  // the product's messages on a save.
  await dialog.getByRole("button", { name: "Save draft" }).click();
  await expectShown(dialog, [
    "Title is required",
    "Slug is required",
    "Description is required",
    "Category is required",
    "File type is required",
    "Please enter a valid file URL",
    "File name is required",
  ]);
  await expect(field(page, "Title")).toBeFocused();
  await expectAdminAxeClean(page, "the resource editor page with its errors");

  // The slug follows the title while creating; the errors go as the fields are filled.
  await field(page, "Title").fill(title);
  await expect(field(page, "Slug")).toHaveValue(slug);
  await expect(dialog.getByText("Title is required")).toHaveCount(0);
  await expect(dialog.getByText("Slug is required")).toHaveCount(0);
  await field(page, "Description").fill("How to set prices that customers understand.");
  await choose(page, dialog, "Category", "Templates");
  await expect(dialog.getByText("Category is required")).toHaveCount(0);

  // The PDF: the upload fills the file's address, name, type and size.
  await upload(page, "Upload File", { name: "pricing-playbook.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(toast(page)).toContainText("Resource file uploaded successfully");
  await expect(address(page, "File URL")).toHaveValue(/^\/api\/admin\/files\//);
  await expect(field(page, "File Name")).toHaveValue("pricing-playbook.pdf");
  await expect(field(page, "File Size")).not.toHaveValue("");
  await expect(dialog.getByRole("button", { name: /File Type/ })).toContainText("PDF");
  await expect(dialog.getByText("File type is required")).toHaveCount(0);
  await expect(dialog.getByText("Please enter a valid file URL")).toHaveCount(0);
  await expect(dialog.locator("[data-external-warning]")).toHaveCount(0);

  // The cover: the upload fills its address and shows it.
  await upload(page, "Upload: Cover Image URL", { name: "cover.png", mimeType: "image/png", buffer: makePng() });
  await expect(toast(page)).toContainText("Image uploaded successfully");
  const altDialog = page.getByRole("dialog", { name: "Describe the image" });
  await altDialog.getByRole("textbox", { name: "Alternative text" }).fill("Pricing playbook cover");
  await altDialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page).filter({ hasText: "Alt text saved" })).toBeVisible();
  await expect(address(page, "Cover Image URL")).toHaveValue(/^\/uploads\//);
  await expect(dialog.locator("[data-image-preview] img")).toHaveJSProperty("naturalWidth", 8);

  await expect(page.locator("[data-publication-state]")).toHaveText("Draft");
  await publishNow(page);
  await expect(toast(page).filter({ hasText: "Resource published" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/resources\/\d+$/);
  await openResources(page);

  const item = adminCard(page, slug);
  await expect(item).toContainText(title);
  await expect(item).toContainText("Published");
  await expect(item).toContainText("Templates");
  await expect(item).toContainText("How to set prices that customers understand.");
  await expect(item).toContainText("PDF");
  await expect(item).not.toContainText("N/A");
  await expect(item).not.toContainText("Not set");
  await expect(item.getByRole("button", { name: /^0 downloads of/ })).toBeVisible();
  // 'View File' serves the stored PDF to the admin.
  const viewHref = await item.getByRole("link", { name: `View the file of "${title}"` }).getAttribute("href");
  const stored = await page.request.get(viewHref!);
  expect(stored.status()).toBe(200);
  expect(Buffer.from(await stored.body()).equals(pdf)).toBe(true);
  // Nobody has downloaded it yet.
  await item.getByRole("button", { name: /^0 downloads of/ }).click();
  const history = page.getByRole("dialog", { name: "Download History" });
  await expect(history.getByText("No downloads yet")).toBeVisible();
  await history.getByRole("button", { name: "Close" }).click();
  await expect(history).toHaveCount(0);

  // A visitor, in a browser of their own, finds it on /resources and downloads it through the dialog.
  const visitorContext = await newContext(browser);
  const visitor = await visitorContext.newPage();
  await openPage(visitor, "/resources");
  const publicCard = visitor.locator(`[data-resource-card="${slug}"]`);
  await expect(publicCard).toContainText(title);
  await publicCard.getByRole("button", { name: /^Download Resource/ }).click();
  const downloadDialog = visitor.getByRole("dialog");
  await expectFocusWithin(downloadDialog);
  const lead = {
    name: "Riley Buyer",
    email: `riley-${stamp}@example.test`,
    linkedinUrl: "https://www.linkedin.com/in/riley-buyer",
  };
  await downloadDialog.getByLabel("Full Name").fill(lead.name);
  await downloadDialog.getByLabel("Email Address").fill(lead.email);
  await downloadDialog.getByLabel("LinkedIn Profile URL").fill(lead.linkedinUrl);
  const saved = visitor.waitForEvent("download");
  await downloadDialog.getByRole("button", { name: "Download Now" }).click();
  const download = await saved;
  expect((await readFile((await download.path())!)).equals(pdf)).toBe(true);
  await visitorContext.close();

  // The admin sees the lead in the history (read when the dialog opens) and in both CSVs.
  await page.getByRole("button", { name: "Refresh" }).click();
  const countButton = item.getByRole("button", { name: /^1 download of/ });
  await expect(countButton).toBeVisible();
  await countButton.click();
  await expect(history).toBeVisible();
  await expect(history.locator("[data-download-table]").getByRole("columnheader")).toHaveText([
    "Name",
    "Email",
    "LinkedIn",
    "Date",
  ]);
  const leadRow = history.locator(`[data-download-row="${lead.email}"]`);
  await expect(leadRow).toContainText(lead.name);
  await expect(leadRow.getByRole("link", { name: `LinkedIn profile of ${lead.name}` })).toHaveAttribute(
    "href",
    lead.linkedinUrl,
  );
  await expect(leadRow.locator("time")).not.toBeEmpty();
  await expectAdminAxeClean(page, "the download history");
  const csvLink = history.getByRole("link", { name: "Export CSV" });
  await expect(csvLink).toHaveAttribute("download", "");
  const csv = await page.request.get((await csvLink.getAttribute("href"))!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const csvText = await csv.text();
  expect(
    csvText
      .split(/\r?\n/)
      .some((line) => line.includes(lead.name) && line.includes(lead.email) && line.includes(lead.linkedinUrl)),
  ).toBe(true);
  await history.getByRole("button", { name: "Close" }).click();
  const leadsLink = page.getByRole("link", { name: "Export CSV of every download lead" });
  await expect(leadsLink).toHaveAttribute("download", "");
  const leads = await (await page.request.get((await leadsLink.getAttribute("href"))!)).text();
  expect(leads.split(/\r?\n/).some((line) => line.includes(lead.email) && line.includes(title))).toBe(true);

  // Edit: a new title keeps the slug (the public address stays); an outside file address warns.
  await item.getByRole("link", { name: `Edit "${title}"` }).click();
  const edit = editorPage(page);
  await expect(field(page, "Title")).toHaveValue(title, { timeout: 20_000 });
  await field(page, "Title").fill(`${title} (2nd edition)`);
  await expect(field(page, "Slug")).toHaveValue(slug);
  const fileUrl = await address(page, "File URL").inputValue();
  await openAdvanced(edit, "File URL");
  await field(page, "File URL").fill("https://files.example.com/playbook.pdf");
  await expect(edit.locator("[data-external-warning]")).toContainText("downloads of it cannot be gated");
  await field(page, "File URL").fill(fileUrl);
  await expect(edit.locator("[data-external-warning]")).toHaveCount(0);
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(toast(page).filter({ hasText: "Resource saved" })).toBeVisible();
  await openResources(page);
  await expect(item).toContainText(`${title} (2nd edition)`);
  // The public page has the new title: it is rendered on the server, so its HTML is read rather
  // than a page loaded (decision 052).
  const publicPage = await page.request.get(`/resources/${slug}`);
  expect(publicPage.status()).toBe(200);
  expect(await publicPage.text()).toMatch(new RegExp(`<h1[^>]*>${title} \\(2nd edition\\)</h1>`));

  // Delete: asked first; the public page is gone. (The delete dialog, the one every list shares,
  // is scanned with the Users tab's in admin-users.e2e.ts.)
  const deleteButton = adminCard(page, slug).getByRole("button", { name: `Delete "${title} (2nd edition)"` });
  await deleteButton.click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this resource?" });
  await expect(confirm).toContainText("This action cannot be undone.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page)).toContainText("Resource deleted successfully");
  await expect(adminCard(page, slug)).toHaveCount(0);
  // A published resource's address answers 410 Gone once it is deleted (docs/product.md#slug-redirects).
  expect((await page.request.get(`/resources/${slug}`)).status()).toBe(410);
  expect(errors.uncaught).toEqual([]);

  // At a phone's width the tab does not scroll the page sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAdminAxeClean(page, "the resources tab at 390 px", { dark: false });
});

test("an upload shows its progress and can be cancelled; leaving with unsaved changes asks first", async ({ page }) => {
  test.setTimeout(60_000);
  await openResources(page);
  const dialog = await addResource(page);

  // A slow network: 2 MB at 32 KB/s would take about a minute, so the upload is still running
  // when it is cancelled, however long the axe check takes on a busy machine.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 32 * 1024,
  });
  await upload(page, "Upload File", {
    name: "big-playbook.pdf",
    mimeType: "application/pdf",
    buffer: makePdf("big", 2 * 1024 * 1024),
  });
  const progress = dialog.getByRole("progressbar", { name: "Uploading big-playbook.pdf" });
  await expect(progress).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Upload File" })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Save draft" })).toBeDisabled();
  // The editor page is scanned with its errors above and with a chosen file in admin-feedback.e2e.ts:
  // here what the upload adds, its progress bar and Cancel.
  await expectAdminAxeClean(page, "an upload's progress", {
    include: '[data-upload-progress], button[aria-label="Cancel upload"]',
  });
  await dialog.getByRole("button", { name: "Cancel upload" }).click();
  await expect(toast(page)).toContainText("Upload canceled");
  await expect(progress).toHaveCount(0);
  await expect(address(page, "File URL")).toHaveValue("");
  await expect(field(page, "File Name")).toHaveValue("");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // A file the server refuses: the product's failure toast with its reason.
  await expectUploadRefused(
    page,
    "Upload File",
    { name: "notes.pdf", mimeType: "application/pdf", text: "MZ this is not a PDF at all" },
    { toast: "Failed to upload resource file", field: "File URL" },
  );

  // Typed into (too little to autosave), the browser asks before the page is left.
  await field(page, "Title").fill("Half typed");
  const dialogs: string[] = [];
  page.on("dialog", async (asked) => {
    dialogs.push(asked.type());
    await asked.dismiss();
  });
  await page.reload({ timeout: 3000 }).catch(() => {});
  expect(dialogs).toEqual(["beforeunload"]);
  await expect(field(page, "Title")).toHaveValue("Half typed");
});

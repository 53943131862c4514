// The resource library in a real browser. With JavaScript: the list narrows as the visitor types
// and with react-aria's category Select, the address follows; the download dialog validates on
// submit and then on change with the product's messages, Cancel resets it, a download saves the file's
// exact bytes under the server's name from the list and from the detail page, shows the product's toasts
// and raises the count shown; failures keep the dialog open with the product's failure toasts. Without
// JavaScript: the search form and native select filter through the server, and the detail page's
// form downloads the file or shows the errors. Covers that fail or are 1x1 show 'Image Not
// Available'. axe finds nothing in either theme with the dialog open or a cover missing (the pages
// themselves are checked in public-pages.e2e.ts).
//
// Data: the six seeded resources plus tests/e2e/resource-fixtures.ts (two more, each downloaded
// by exactly one test below, so their counts are known).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { SEEDED_RESOURCE_TITLES } from "../support/seed";
import { brokenCoverResource, pixelCoverResource } from "./resource-fixtures";
import {
  collectErrors,
  expectAxeClean,
  expectFocusWithin,
  expectSameDocument,
  markDocument,
  searchAsTyped,
  openPage,
} from "./support";

/** The seeded resources, then the two of tests/e2e/resource-fixtures.ts. */
const ALL_TITLES = [...SEEDED_RESOURCE_TITLES, "Stakeholder Map Worksheet", "Launch Readiness Checklist"];

const cardTitles = (page: Page) => page.locator("[data-resource-card] h2");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search resources" });
/** Types `term` in the search box key by key; then the cards read `titles` and the address matches `address`. */
const typeSearch = (page: Page, term: string, titles: string[], address: RegExp) =>
  searchAsTyped(searchBox(page), term, cardTitles(page), titles, address);
const card = (page: Page, slug: string) => page.locator(`[data-resource-card="${slug}"]`);

/** A cover frame shows 'Image Not Available' in place of its image (the notice is always in the markup). */
async function expectCoverUnavailable(cover: Locator) {
  await expect(cover).toHaveAttribute("data-resource-cover", "unavailable");
  await expect(cover.getByText("Image Not Available")).toBeVisible();
  await expect(cover.locator("img")).toBeHidden();
}
const dialog = (page: Page) => page.getByRole("dialog");
const toast = (page: Page) => page.locator("[data-toast]");

async function chooseCategory(page: Page, category: string) {
  await page.getByRole("button", { name: "Category" }).click();
  await page.getByRole("option", { name: category, exact: true }).click();
}

async function openDialogFromCard(page: Page, slug: string) {
  await card(page, slug)
    .getByRole("button", { name: /^Download Resource/ })
    .click();
  await expect(dialog(page)).toBeVisible();
  await expectFocusWithin(dialog(page));
}

async function fillDialog(page: Page, values: { name: string; email: string; linkedinUrl: string }) {
  await dialog(page).getByLabel("Full Name").fill(values.name);
  await dialog(page).getByLabel("Email Address").fill(values.email);
  await dialog(page).getByLabel("LinkedIn Profile URL").fill(values.linkedinUrl);
}

/**
 * Console errors other than the one the fixture's missing cover causes (a 404 the browser logs
 * without its address; `missingCoverOnly` checks that it was that image).
 */
function collectPageErrors(page: Page) {
  const errors = collectErrors(page);
  const notFound: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 404) notFound.push(new URL(response.url()).pathname);
  });
  return {
    unexpected: () => ({
      console: errors.console.filter(
        (m) => !m.startsWith("Failed to load resource: the server responded with a status of 404"),
      ),
      uncaught: errors.uncaught,
    }),
    notFound: () => [...new Set(notFound)],
  };
}

const VALID = {
  name: "Jordan Lee",
  email: "jordan@example.com",
  linkedinUrl: "https://www.linkedin.com/in/jordan-lee",
};

/** Sends the open dialog filled in with VALID; the name the browser saved the file under and its text. */
async function downloadThroughDialog(page: Page) {
  await fillDialog(page, VALID);
  const saved = page.waitForEvent("download");
  await dialog(page).getByRole("button", { name: "Download Now" }).click();
  const download = await saved;
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, "utf8") };
}

test.describe("resource list with JavaScript", () => {
  test("hydrates without errors and lists the published resources; the category Select filters, combined with the search, and the back button restores; search narrows the list as you type and keeps the address in step, down to the empty state", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await openPage(page, "/resources");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resources");
    await expect(searchBox(page)).toHaveAttribute("placeholder", "Search resources...");
    await expect(page.getByRole("button", { name: "Category" })).toContainText("All Categories");
    await expect(cardTitles(page)).toHaveText(ALL_TITLES);
    // The card shows category, file type, extent (a PDF its pages, docs/product.md#resources) and downloads.
    const prd = card(page, "prd-guidelines");
    await expect(prd.locator("[data-resource-category]")).toHaveText("Guidelines");
    await expect(prd.locator("[data-resource-file-type]")).toHaveText("File type: PDF");
    await expect(prd.locator("[data-resource-size]")).toHaveText("2 pages");
    await expect(prd.locator("[data-resource-downloads]")).toHaveText(/^\d+ downloads?$/);
    await card(page, brokenCoverResource.slug).scrollIntoViewIfNeeded();
    await expectCoverUnavailable(card(page, brokenCoverResource.slug).locator("[data-resource-cover]"));
    expect(errors.unexpected()).toEqual({ console: [], uncaught: [] });
    expect(errors.notFound()).toEqual(["/uploads/e2e/missing-cover.png"]);

    // The category Select, then a search within it; the back button restores the category alone.
    await markDocument(page);
    await chooseCategory(page, "Checklists");
    await expect(cardTitles(page)).toHaveText(["Product Manager Interview Checklist", "Launch Readiness Checklist"]);
    await expect(page).toHaveURL(/\/resources\?category=Checklists$/);
    await typeSearch(page, "launch", ["Launch Readiness Checklist"], /\/resources\?q=launch&category=Checklists$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/resources\?category=Checklists$/);
    await expect(cardTitles(page)).toHaveCount(2);
    await chooseCategory(page, "All Categories");
    await expect(cardTitles(page)).toHaveText(ALL_TITLES);
    await expect(page).toHaveURL(/\/resources$/);

    // The search alone, as typed.
    await expect(searchBox(page)).toHaveValue("");
    await typeSearch(page, "roadmap", ["Outcome-Based Product Roadmap Template"], /\/resources\?q=roadmap$/);
    await expect(page.getByRole("status")).toHaveText("1 resource found");
    // The description counts too: "e-reader" is only in the field guide's.
    await searchBox(page).fill("E-READER");
    await expect(cardTitles(page)).toHaveText(["The Product Leadership Field Guide"]);
    // The empty state.
    await searchBox(page).fill("quantum blockchain");
    await expect(page.getByRole("heading", { name: "No resources found" })).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(0);
    await expectSameDocument(page);
  });

  test("the card's title goes to the detail page; its button opens the dialog; both by keyboard; a click on the card outside the button opens the detail page", async ({
    page,
  }) => {
    await openPage(page, "/resources");
    const link = card(page, "discovery-toolkit").getByRole("link", { name: "Continuous Discovery Toolkit" });
    await link.focus();
    await page.keyboard.press("Tab");
    await expect(card(page, "discovery-toolkit").getByRole("button", { name: /^Download Resource/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole("heading", { name: "Continuous Discovery Toolkit" })).toBeVisible();
    await expectFocusWithin(dialog(page));
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/resources\/discovery-toolkit$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/resources$/);
    // The description, which the title link's hit area covers: a click where it is shown.
    const description = card(page, "product-ops-playbook").locator("p.line-clamp-3");
    await description.scrollIntoViewIfNeeded();
    const box = (await description.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/resources\/product-ops-playbook$/);
  });
});

test.describe("the download dialog", () => {
  test("a download from the list saves the file, shows the toast, closes, and the card's count rises", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await openPage(page, "/resources");
    const fixture = card(page, brokenCoverResource.slug);
    await expect(fixture.locator("[data-resource-downloads]")).toHaveText("0 downloads");
    await openDialogFromCard(page, brokenCoverResource.slug);
    expect(await downloadThroughDialog(page)).toEqual({
      name: "Stakeholder-Map-Worksheet.pdf",
      text: "%PDF-1.4\n% Stakeholder map worksheet (browser test fixture)\n%%EOF\n",
    });
    await expect(toast(page)).toContainText("Download started");
    await expect(toast(page)).toContainText("Stakeholder Map Worksheet is being downloaded securely.");
    await expect(dialog(page)).toBeHidden();
    await expect(fixture.locator("[data-resource-downloads]")).toHaveText("1 download");
    // The selection is cleared and the form reset: the next dialog is for the next resource, empty.
    await openDialogFromCard(page, "prd-guidelines");
    await expect(dialog(page).getByRole("heading")).toHaveText("Writing Effective Product Requirements");
    await expect(dialog(page).getByLabel("Email Address")).toHaveValue("");
    expect(errors.unexpected()).toEqual({ console: [], uncaught: [] });
  });

  test("a download from the detail page saves the file and both counts rise", async ({ page }) => {
    await openPage(page, `/resources/${pixelCoverResource.slug}`);
    await expect(page.locator("[data-resource-downloads]")).toHaveText("0 downloads");
    await expect(page.locator("[data-file-details] dd").nth(2)).toHaveText("0");
    await page.getByRole("button", { name: "Download Resource" }).click();
    await expect(dialog(page).getByRole("heading")).toHaveText("Launch Readiness Checklist");
    expect(await downloadThroughDialog(page)).toEqual({
      name: "Launch-Readiness-Checklist.pdf",
      text: "%PDF-1.4\n% Launch readiness checklist (browser test fixture)\n%%EOF\n",
    });
    await expect(toast(page)).toContainText("Launch Readiness Checklist is being downloaded securely.");
    await expect(dialog(page)).toBeHidden();
    await expect(page.locator("[data-resource-downloads]")).toHaveText("1 download");
    await expect(page.locator("[data-file-details] dd").nth(2)).toHaveText("1");
    // The server agrees after a reload.
    await openPage(page, `/resources/${pixelCoverResource.slug}`);
    await expect(page.locator("[data-resource-downloads]")).toHaveText("1 download");
  });

  test("the open dialog with its errors has no axe violations (light and dark); while submitting 'Download Now' is disabled with a spinner; failures keep the dialog open with the product's failure toasts", async ({
    page,
  }) => {
    await openPage(page, "/resources");
    await openDialogFromCard(page, "product-ops-playbook");
    await dialog(page).getByRole("button", { name: "Download Now" }).click();
    await expect(dialog(page).getByText("Please enter a valid email address.")).toBeVisible();
    // The dialog alone: the page under it is inert, and scanned in public-pages.e2e.ts.
    await expectAxeClean(page, "/resources with the dialog open and its errors shown");
    await fillDialog(page, VALID);
    const submit = dialog(page).getByRole("button", { name: "Download Now" });

    // While submitting, 'Download Now' is disabled with a spinner.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/resources/*/request*", async (route) => {
      await held;
      await route.fulfill({
        status: 503,
        contentType: "application/json",
        body: '{"success":false,"message":"Try later"}',
      });
    });
    await submit.click();
    const busy = dialog(page).getByRole("button", { name: /Download Now/ });
    await expect(busy).toBeDisabled();
    await expect(busy).toContainText("Processing download");
    release();
    await expect(busy).toBeEnabled();
    await page.unroute("**/api/resources/*/request*");

    // The server's message.
    await page.route("**/api/resources/*/request*", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"success":false,"message":"The vault is closed."}',
      }),
    );
    await submit.click();
    await expect(toast(page)).toContainText("Download failed");
    await expect(toast(page)).toContainText("The vault is closed.");
    await expect(toast(page)).toHaveAttribute("data-variant", "destructive");
    await expect(dialog(page)).toBeVisible();
    await page.unroute("**/api/resources/*/request*");

    // A success answer without a link.
    await page.route("**/api/resources/*/request*", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"success":false}' }),
    );
    await submit.click();
    await expect(toast(page)).toContainText("Unable to process your download request.");
    await page.unroute("**/api/resources/*/request*");

    // The file answers with an HTTP error.
    await page.route("**/api/resources/*/file?**", (route) => route.fulfill({ status: 410, body: "gone" }));
    await submit.click();
    await expect(toast(page)).toContainText("Download failed: 410 Gone");
    await page.unroute("**/api/resources/*/file?**");

    // The file is empty.
    await page.route("**/api/resources/*/file?**", (route) => route.fulfill({ status: 200, body: "" }));
    await submit.click();
    await expect(toast(page)).toContainText("Downloaded file is empty");
    await page.unroute("**/api/resources/*/file?**");

    // The file cannot be fetched at all.
    await page.route("**/api/resources/*/file?**", (route) => route.abort("failed"));
    await submit.click();
    await expect(toast(page)).toContainText("Failed to download file securely.");
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByLabel("Full Name")).toHaveValue("Jordan Lee");
    await page.unroute("**/api/resources/*/file?**");

    // The request itself cannot be sent: the product's last toast, with the browser's reason.
    await page.route("**/api/resources/*/request*", (route) => route.abort("failed"));
    await submit.click();
    await expect(
      toast(page).getByText(/^There was an error processing your download request: .+\. Please try again\.$/),
    ).toBeVisible();
    await expect(dialog(page)).toBeVisible();
  });
});

test.describe("covers", () => {
  // The list's card with a cover that fails to load is checked in the first test above.
  test("a cover that fails to load and a 1x1 one show 'Image Not Available' on the detail page; a real one shows the image", async ({
    page,
  }) => {
    await openPage(page, `/resources/${brokenCoverResource.slug}`);
    await expectCoverUnavailable(page.locator("[data-resource-cover]"));
    // The rest of a detail page is scanned in public-pages.e2e.ts (/resources/prd-guidelines).
    await expectAxeClean(page, `the missing cover on /resources/${brokenCoverResource.slug}`, {
      include: "[data-resource-cover]",
    });
    await openPage(page, `/resources/${pixelCoverResource.slug}`);
    await expectCoverUnavailable(page.locator("[data-resource-cover]"));
    await openPage(page, "/resources/prd-guidelines");
    await expect(page.locator("[data-resource-cover]")).toHaveAttribute("data-resource-cover", "image");
    await expect(page.locator("[data-resource-cover]").getByText("Image Not Available")).toBeHidden();
    await expect(page.locator("[data-resource-cover] img")).toHaveAttribute(
      "alt",
      "Cover of Writing Effective Product Requirements",
    );
    expect(await page.locator("[data-resource-cover] img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
      1200,
    );
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search and category filter through the server; a card's 'Download Resource' leads to the detail page's form, which shows the errors with the values, then downloads the file", async ({
    page,
  }) => {
    await page.goto("/resources");
    await expect(cardTitles(page)).toHaveText(ALL_TITLES);
    await page.getByRole("searchbox", { name: "Search resources" }).fill("checklist");
    await page.getByRole("combobox", { name: "Category" }).selectOption("Checklists");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/resources\?q=checklist&category=Checklists$/);
    await expect(cardTitles(page)).toHaveText(["Product Manager Interview Checklist", "Launch Readiness Checklist"]);
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("Checklists");
    await page.getByRole("searchbox", { name: "Search resources" }).fill("nothing matches this");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("heading", { name: "No resources found" })).toBeVisible();

    // A card's 'Download Resource' leads to the detail page's form.
    await page.goto("/resources");
    await card(page, "discovery-toolkit")
      .getByRole("link", { name: /^Download Resource/ })
      .click();
    await expect(page).toHaveURL(/\/resources\/discovery-toolkit#download$/);
    await expect(page.getByRole("form", { name: "Your details" })).toBeVisible();

    // The detail page's form shows the errors with the values, then downloads the file.
    await page.goto("/resources/product-leadership-field-guide");
    const form = page.getByRole("form", { name: "Your details" });
    await form.getByLabel("Full Name").fill("Jordan Lee");
    await form.getByLabel("Email Address").fill("not-an-address");
    await form.getByLabel("LinkedIn Profile URL").fill("https://linkedin.com.evil.example/x");
    await form.getByRole("button", { name: "Download Now" }).click();
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form.getByText("Please enter a valid LinkedIn URL.", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("Jordan Lee");
    await expect(form.getByLabel("Email Address")).toHaveValue("not-an-address");

    await form.getByLabel("Email Address").fill("jordan@example.com");
    await form.getByLabel("LinkedIn Profile URL").fill("https://www.linkedin.com/in/jordan-lee");
    const saved = page.waitForEvent("download");
    await form.getByRole("button", { name: "Download Now" }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe("Meridian-Product-Leadership-Field-Guide.epub");
    const bytes = await readFile((await download.path())!);
    const expected = await readFile("src/db/seed-files/product-leadership-field-guide.epub");
    expect(bytes.equals(expected)).toBe(true);
  });
});

// Home, Services and Expertise in a real browser, at a wide and a phone width (one page load for
// both where nothing needs a fresh one): what needs one. The
// founder's square portrait box, the testimonial photos (one that loads, one that fails and gives way
// to the initials), the service and landscape tabs (defaults, mouse, keyboard, the address's hash,
// a link followed before the tabs hydrated) and the pages without JavaScript as they look. What the
// pages say (headings, texts, link targets, testimonials, JSON-LD, every panel in the HTML) is read
// from the served HTML in tests/integration/public-pages.test.ts.
import { expect, test } from "@playwright/test";
import { SERVICE_TABS, INDUSTRIES, TECHNOLOGIES } from "../support/public-pages";
import { e2eTestimonials } from "./fixtures";
import { openPage, waitForScripts } from "./support";

const viewports = [
  { label: "desktop", viewport: { width: 1280, height: 900 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
] as const;

const tabOf = (id: string) => SERVICE_TABS.find((tab) => tab.id === id)!;
const [missingPhoto, workingPhoto] = e2eTestimonials;

const [desktop] = viewports;

test("home: the founder's initials in a square box at both widths; a testimonial photo that loads is shown, one that fails gives way to the initials", async ({
  page,
}) => {
  await page.setViewportSize(desktop.viewport);
  await openPage(page, "/");
  // No portrait on a fresh install: the founder's initials, in a square box, named for the founder.
  const portrait = page.getByRole("img", { name: "Avery Morgan, Founder & Principal Consultant" });
  await expect(portrait).toHaveText("AM");
  for (const { label, viewport } of viewports) {
    await page.setViewportSize(viewport);
    const box = (await portrait.boundingBox())!;
    expect(Math.round(box.width), `${label}: width of the founder's box`).toBe(Math.round(box.height));
  }

  // Whether a photo loads does not depend on the width.
  const cards = page.locator("[data-testimonial]");
  const failing = cards.filter({ hasText: missingPhoto.name });
  await expect(failing.locator("[data-island=Avatar][data-hydrated]")).toHaveCount(1);
  expect(missingPhoto.name).toBe("Avery Quinn");
  await expect(failing.locator("[data-initials]")).toHaveText("AQ");
  await expect(failing.locator("img")).toHaveCount(0);

  const loading = cards.filter({ hasText: workingPhoto.name });
  await expect(loading.locator("[data-island=Avatar][data-hydrated]")).toHaveCount(1);
  await expect(loading.locator("img[data-avatar]")).toBeVisible();
  await expect(loading.locator("img[data-avatar]")).toHaveAttribute("src", workingPhoto.avatar);
  await expect(loading.locator("[data-initials]")).toHaveCount(0);
});

test("services, at a wide and then a phone width in one page: Fractional CPO is the default tab; a click and the keyboard switch tabs with a visible focus; /services#product-operations opens Product Operations", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(desktop.viewport);
  await openPage(page, "/services");
  const tablist = page.getByRole("tablist", { name: "Service details" });
  const tab = (label: string) => tablist.getByRole("tab", { name: label });
  await expect(tablist.getByRole("tab")).toHaveText(SERVICE_TABS.map((tab) => tab.label));
  await expect(tab("Fractional CPO")).toHaveAttribute("aria-selected", "true");

  for (const { label, viewport } of viewports) {
    await page.setViewportSize(viewport);
    // Fractional CPO last, so that the keyboard below starts from it, the default.
    for (const shown of [...SERVICE_TABS.slice(1), SERVICE_TABS[0]!]) {
      await tab(shown.label).click();
      await expect(tab(shown.label), label).toHaveAttribute("aria-selected", "true");
      const panel = page.getByRole("tabpanel");
      await expect(panel).toHaveCount(1);
      await expect(panel.getByRole("heading", { level: 2, name: shown.title }), label).toBeVisible();
      await expect(panel.getByRole("list", { name: "Key Benefits" }).getByRole("listitem")).toHaveText(
        shown.keyBenefits,
      );
      await expect(panel.getByRole("list", { name: "Service Components" }).getByRole("listitem")).toHaveCount(4);
      await expect(panel.getByRole("heading", { name: "How It Works" })).toHaveCount(shown.howItWorks ? 1 : 0);
      // Only the chosen panel shows.
      for (const other of SERVICE_TABS.filter((t) => t.id !== shown.id)) {
        await expect(page.getByRole("heading", { level: 2, name: other.title, exact: true }), label).toBeHidden();
      }
    }

    await tab("Fractional CPO").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab("Product Management"), label).toBeFocused();
    await expect(tab("Product Management")).toHaveAttribute("aria-selected", "true");
    await expect(tab("Product Management")).toHaveAttribute("data-focus-visible", "true");
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveText(
      tabOf("product-management").title,
    );
    await page.keyboard.press("End");
    await expect(tab("Invisible Partner"), label).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: "How It Works" })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(tab("Product Operations"), label).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(tab("Fractional CPO"), label).toHaveAttribute("aria-selected", "true");
    // Tab moves from the tab list into the panel.
    await page.keyboard.press("Tab");
    await expect(tab("Fractional CPO"), label).not.toBeFocused();
  }

  // A visit that arrives with the hash in the address (loaded afresh, not a hash change), at each width.
  await page.goto("/services#product-operations");
  for (const { label, viewport } of viewports) {
    await page.setViewportSize(viewport);
    await page.reload();
    await waitForScripts(page);
    await expect(tab("Product Operations"), label).toHaveAttribute("aria-selected", "true");
    const heading = page
      .getByRole("tabpanel")
      .getByRole("heading", { level: 2, name: tabOf("product-operations").title });
    await expect(heading, label).toBeVisible();
    await expect(heading, label).toBeInViewport();
    await expect(tablist, label).toBeInViewport();
  }
});

test("services, at a wide and a phone width: an offering card's link selects its tab, before the tabs far below have hydrated and when its hash is already in the address", async ({
  page,
}) => {
  test.setTimeout(60_000);
  for (const { label, viewport } of viewports) {
    await page.setViewportSize(viewport);
    await page.goto("/services");
    await expect(page.locator("[data-site-header][data-ready]")).toHaveCount(1);
    const tabs = page.locator("[data-island=ServiceTabs]");
    await expect(tabs).toHaveAttribute("data-when", "visible");
    await expect(tabs, label).not.toHaveAttribute("data-hydrated");

    await page.getByRole("link", { name: "Learn More: Invisible Partner" }).click();
    await expect(tabs).toHaveAttribute("data-hydrated", "");
    await expect(page).toHaveURL(/#invisible-partner$/);
    const tablist = page.getByRole("tablist", { name: "Service details" });
    await expect(tablist.getByRole("tab", { name: "Invisible Partner" }), label).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: "How It Works" })).toBeVisible();
    await expect(tablist, label).toBeInViewport();

    // Scrolled away, following the link to the tab already chosen (its hash already in the
    // address, so no hashchange fires) brings the tabs back into view.
    await tablist.getByRole("tab", { name: "Fractional CPO" }).click();
    await expect(page).toHaveURL(/#fractional-cpo$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(tablist).not.toBeInViewport();
    await page.getByRole("link", { name: "Learn More: Fractional CPO" }).click();
    await expect(tablist.getByRole("tab", { name: "Fractional CPO" })).toHaveAttribute("aria-selected", "true");
    await expect(tablist, label).toBeInViewport();

    // With the tabs hydrated, a link to another tab.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("link", { name: "Learn More: Product Management Support" }).click();
    await expect(page).toHaveURL(/#product-management$/);
    await expect(tablist.getByRole("tab", { name: "Product Management" })).toHaveAttribute("aria-selected", "true");
    await expect(tablist, label).toBeInViewport();
  }
});

test("expertise, at a wide and then a phone width in one page: Technologies is the default tab with 12 entries; Industries has 9; mouse and keyboard", async ({
  page,
}) => {
  await page.setViewportSize(desktop.viewport);
  await openPage(page, "/expertise");
  const tablist = page.getByRole("tablist", { name: "Expertise landscape" });
  await expect(tablist.getByRole("tab")).toHaveText(["Technologies", "Industries"]);
  const technologiesTab = tablist.getByRole("tab", { name: "Technologies" });
  const industriesTab = tablist.getByRole("tab", { name: "Industries" });
  await expect(technologiesTab).toHaveAttribute("aria-selected", "true");
  const list = (name: string) => page.getByRole("tabpanel").getByRole("list", { name });

  for (const { label, viewport } of viewports) {
    await page.setViewportSize(viewport);
    await tablist.scrollIntoViewIfNeeded();
    await expect(list("Technologies").getByRole("listitem"), label).toHaveCount(12);
    await expect(list("Technologies").getByRole("heading", { level: 4 })).toHaveText(TECHNOLOGIES);

    await industriesTab.click();
    await expect(industriesTab, label).toHaveAttribute("aria-selected", "true");
    await expect(list("Industries").getByRole("listitem"), label).toHaveCount(9);
    await expect(list("Industries").getByRole("heading", { level: 4 })).toHaveText(INDUSTRIES);
    await expect(page.getByText(TECHNOLOGIES[0]!, { exact: true }), label).toBeHidden();

    await industriesTab.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(technologiesTab, label).toHaveAttribute("aria-selected", "true");
    await expect(technologiesTab, label).toBeFocused();
    await expect(page.getByText(TECHNOLOGIES[0]!, { exact: true }), label).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(industriesTab, label).toHaveAttribute("aria-selected", "true");
    // Back to the default for the next width.
    await page.keyboard.press("ArrowLeft");
    await expect(technologiesTab).toHaveAttribute("aria-selected", "true");
  }
});

test("without JavaScript every service panel and both expertise lists are shown, at a wide and a phone width", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/services");
  for (const { label, viewport } of viewports) {
    await page.setViewportSize(viewport);
    for (const tab of SERVICE_TABS) {
      await expect(page.getByRole("heading", { level: 2, name: tab.title, exact: true }), label).toBeVisible();
      await expect(page.locator(`[id="${tab.id}"]`), label).toBeVisible();
      for (const benefit of tab.keyBenefits)
        await expect(page.getByText(benefit, { exact: true }), label).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "How It Works" }), label).toBeVisible();
  }
  await page.goto("/expertise");
  for (const { label, viewport } of viewports) {
    await page.setViewportSize(viewport);
    await expect(page.getByText("IoT & Connected Devices", { exact: true }), label).toBeVisible();
    await expect(page.getByText("Public Sector & Education", { exact: true }), label).toBeVisible();
  }
  await context.close();
});

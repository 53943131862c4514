// Home, Services and Expertise in a real browser, at a wide and a phone width: the product's headings,
// buttons and link targets, testimonials from the database with the initials fallback, the service
// and landscape tabs (defaults, mouse, keyboard, the address's hash) and the pages without JavaScript.
import { expect, test, type Page } from "@playwright/test";
import {
  homeAbout,
  homeCredentialCards,
  homeCredentialsSection,
  homeCta,
  homeHero,
  homeServiceCards,
  homeServicesSection,
  homeTestimonialsSection,
} from "../../src/content/home";
import {
  certifications,
  certificationsSection,
  expertiseCta,
  expertiseHero,
  featuredAreas,
  industries,
  landscapeSection,
  technologies,
} from "../../src/content/expertise";
import {
  offeringGroups,
  type OfferingCard,
  serviceIds,
  serviceTabHeadings,
  serviceTabs,
  servicesCta,
  servicesHero,
} from "../../src/content/services";
import { sampleTestimonials } from "../../src/db/seed-data";
import { e2eTestimonials } from "./fixtures";
import { openPage } from "./support";

const viewports = [
  { label: "desktop", viewport: { width: 1280, height: 900 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const heading2 = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });
const tabOf = (id: (typeof serviceIds)[number]) => serviceTabs.find((tab) => tab.id === id)!;

// The home page shows the three newest featured testimonials: the two e2e fixtures (created after
// the seed) and the newest sample.
type ShownTestimonial = { name: string; position: string; company: string; testimonial: string; avatar: string | null };
const shownTestimonials: ShownTestimonial[] = [...e2eTestimonials].reverse();
shownTestimonials.push(sampleTestimonials.at(-1)!);
const [missingPhoto, workingPhoto] = e2eTestimonials;

for (const { label, viewport } of viewports) {
  test.describe(`${label} (${viewport.width}px)`, () => {
    test.use({ viewport });

    // ---------------------------------------------------------------------------------------
    // Home
    // ---------------------------------------------------------------------------------------

    test("home: hero, services, credentials, about and closing call to action", async ({ page }) => {
      await openPage(page, "/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeHero.title);
      await expect(page.getByRole("link", { name: homeHero.primaryButton.label })).toHaveAttribute("href", "/services");
      await expect(page.getByRole("link", { name: homeHero.secondaryButton.label })).toHaveAttribute(
        "href",
        "/contact",
      );

      await expect(heading2(page, "Strategic Services")).toBeVisible();
      expect(homeServiceCards).toHaveLength(3);
      for (const card of homeServiceCards) {
        await expect(page.getByRole("heading", { level: 3, name: card.title })).toBeVisible();
        await expect(page.getByRole("link", { name: `Learn More: ${card.title}` })).toHaveAttribute(
          "href",
          `/services#${card.id}`,
        );
        expect(card.benefits.length).toBeGreaterThanOrEqual(3);
        for (const benefit of card.benefits) await expect(page.getByText(benefit, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services");
      expect(homeServicesSection.viewAllButton.href).toBe("/services");

      await expect(heading2(page, homeTestimonialsSection.heading)).toBeVisible();

      await expect(heading2(page, homeCredentialsSection.heading)).toBeVisible();
      await expect(heading2(page, "Professional Credentials")).toBeVisible();
      for (const card of homeCredentialCards) {
        await expect(page.getByRole("heading", { level: 3, name: card.title })).toBeVisible();
        for (const tag of card.tags)
          await expect(
            page
              .getByRole("listitem")
              .filter({ hasText: new RegExp(`^${escapeRegExp(tag)}$`) })
              .first(),
          ).toBeVisible();
      }

      await expect(heading2(page, homeAbout.heading)).toBeVisible();
      const headshot = page.getByRole("img", { name: homeAbout.image.alt });
      await expect(headshot).toHaveAttribute("src", "/headshot.png");
      await expect(headshot).toHaveAttribute("loading", "lazy");
      await expect(headshot).toHaveAttribute("width", /^\d+$/);
      await expect(headshot).toHaveAttribute("height", /^\d+$/);
      await expect(page.getByText(homeAbout.quote)).toBeVisible();
      await expect(page.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute("href", "/contact");

      await expect(heading2(page, "Ready to Elevate Your Product Strategy?")).toBeVisible();
      await expect(page.getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "/contact");
      expect(homeCta.button.href).toBe("/contact");
    });

    test("home: shows the featured testimonials from the database, with initials when there is no photo", async ({
      page,
    }) => {
      await openPage(page, "/");
      const cards = page.locator("[data-testimonial]");
      await expect(cards).toHaveCount(3);
      await expect(cards.locator("figcaption p:first-child")).toHaveText(shownTestimonials.map((t) => t.name));
      for (const shown of shownTestimonials) {
        const card = cards.filter({ hasText: shown.name });
        await expect(card.locator("blockquote")).toHaveText(shown.testimonial);
        if (shown.position) await expect(card).toContainText(shown.position);
        if (shown.company) await expect(card).toContainText(shown.company);
      }
      const sample = shownTestimonials[2]!;
      expect(sample.avatar).toBeNull();
      const sampleCard = cards.filter({ hasText: sample.name });
      expect(sample.name).toBe("Priya Raman");
      await expect(sampleCard.locator("[data-initials]")).toHaveText("PR");
      await expect(sampleCard.locator("img")).toHaveCount(0);
    });

    test("home: a testimonial photo that fails to load is replaced by the initials", async ({ page }) => {
      await openPage(page, "/");
      const card = page.locator("[data-testimonial]").filter({ hasText: missingPhoto.name });
      await expect(card.locator("[data-island=Avatar][data-hydrated]")).toHaveCount(1);
      expect(missingPhoto.name).toBe("Avery Quinn");
      await expect(card.locator("[data-initials]")).toHaveText("AQ");
      await expect(card.locator("img")).toHaveCount(0);
    });

    test("home: a testimonial photo that loads is shown", async ({ page }) => {
      await openPage(page, "/");
      const card = page.locator("[data-testimonial]").filter({ hasText: workingPhoto.name });
      await expect(card.locator("[data-island=Avatar][data-hydrated]")).toHaveCount(1);
      await expect(card.locator("img[data-avatar]")).toBeVisible();
      await expect(card.locator("img[data-avatar]")).toHaveAttribute("src", workingPhoto.avatar);
      await expect(card.locator("[data-initials]")).toHaveCount(0);
    });

    test("home: describes the firm as JSON-LD", async ({ page }) => {
      await openPage(page, "/");
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
      const firm = data.find((d) => d["@type"] === "ProfessionalService") as
        | { name: string; url: string; email: string; telephone: string; address: { addressLocality: string } }
        | undefined;
      expect(firm).toBeDefined();
      expect(firm!.name).toBe("Meridian Product Partners");
      expect(firm!.url).toMatch(/^https?:\/\//);
      expect(firm!.email).toContain("@");
      // The e2e server runs with the default SITE_PHONE.
      expect(firm!.telephone).toBe("+1 (816) 555-0142");
      expect(firm!.address.addressLocality).toBe("Kansas City");
    });

    // ---------------------------------------------------------------------------------------
    // Services
    // ---------------------------------------------------------------------------------------

    test("services: hero, offering cards linking to the four service anchors, closing call to action", async ({
      page,
    }) => {
      await openPage(page, "/services");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comprehensive Product Services");
      expect(servicesHero.title).toBe("Comprehensive Product Services");

      const cards: readonly OfferingCard[] = offeringGroups.flatMap((group): readonly OfferingCard[] => group.cards);
      expect(cards.map((card) => card.href)).toEqual([
        "#fractional-cpo",
        "#product-management",
        "#product-operations",
        "#invisible-partner",
      ]);
      for (const group of offeringGroups) await expect(heading2(page, group.heading)).toBeVisible();
      for (const card of cards) {
        await expect(page.getByRole("heading", { level: 3, name: card.title })).toBeVisible();
        await expect(page.getByRole("link", { name: `Learn More: ${card.title}` })).toHaveAttribute("href", card.href);
      }
      for (const id of serviceIds) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);

      await expect(heading2(page, servicesCta.heading)).toBeVisible();
      await expect(page.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute("href", "/contact");
    });

    test("services: Fractional CPO is the default tab; a click switches tabs", async ({ page }) => {
      await openPage(page, "/services");
      const tablist = page.getByRole("tablist", { name: serviceTabHeadings.tabListAria });
      await expect(tablist.getByRole("tab")).toHaveText(serviceTabs.map((tab) => tab.tabLabel));
      await expect(tablist.getByRole("tab", { name: "Fractional CPO" })).toHaveAttribute("aria-selected", "true");

      for (const tab of serviceTabs) {
        await tablist.getByRole("tab", { name: tab.tabLabel }).click();
        await expect(tablist.getByRole("tab", { name: tab.tabLabel })).toHaveAttribute("aria-selected", "true");
        const panel = page.getByRole("tabpanel");
        await expect(panel).toHaveCount(1);
        await expect(panel.getByRole("heading", { level: 2, name: tab.title })).toBeVisible();
        await expect(
          panel.getByRole("list", { name: serviceTabHeadings.keyBenefits }).getByRole("listitem"),
        ).toHaveCount(4);
        await expect(
          panel.getByRole("list", { name: serviceTabHeadings.components }).getByRole("listitem"),
        ).toHaveCount(4);
        await expect(panel.getByRole("heading", { name: "How It Works" })).toHaveCount("howItWorks" in tab ? 1 : 0);
        // Only the chosen panel shows.
        for (const other of serviceTabs.filter((t) => t.id !== tab.id)) {
          await expect(page.getByRole("heading", { level: 2, name: other.title, exact: true })).toBeHidden();
        }
      }
    });

    test("services: the tabs work from the keyboard with a visible focus", async ({ page }) => {
      await openPage(page, "/services");
      const tablist = page.getByRole("tablist", { name: serviceTabHeadings.tabListAria });
      const tab = (label: string) => tablist.getByRole("tab", { name: label });
      await tab("Fractional CPO").focus();
      await page.keyboard.press("ArrowRight");
      await expect(tab("Product Management")).toBeFocused();
      await expect(tab("Product Management")).toHaveAttribute("aria-selected", "true");
      await expect(tab("Product Management")).toHaveAttribute("data-focus-visible", "true");
      await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveText(
        tabOf("product-management").title,
      );

      await page.keyboard.press("End");
      await expect(tab("Invisible Partner")).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel").getByRole("heading", { name: "How It Works" })).toBeVisible();

      await page.keyboard.press("ArrowLeft");
      await expect(tab("Product Operations")).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Home");
      await expect(tab("Fractional CPO")).toHaveAttribute("aria-selected", "true");

      // Tab moves from the tab list into the panel.
      await page.keyboard.press("Tab");
      await expect(tab("Fractional CPO")).not.toBeFocused();
    });

    test("services: /services#product-operations opens Product Operations and shows it", async ({ page }) => {
      await openPage(page, "/services#product-operations");
      const tablist = page.getByRole("tablist", { name: serviceTabHeadings.tabListAria });
      await expect(tablist.getByRole("tab", { name: "Product Operations" })).toHaveAttribute("aria-selected", "true");
      const heading = page
        .getByRole("tabpanel")
        .getByRole("heading", { level: 2, name: tabOf("product-operations").title });
      await expect(heading).toBeVisible();
      await expect(heading).toBeInViewport();
      await expect(tablist).toBeInViewport();
    });

    test("services: an offering card's link selects its tab, also when its hash is already in the address", async ({
      page,
    }) => {
      await openPage(page, "/services");
      const tablist = page.getByRole("tablist", { name: serviceTabHeadings.tabListAria });

      await page.getByRole("link", { name: "Learn More: Invisible Partner" }).click();
      await expect(page).toHaveURL(/#invisible-partner$/);
      await expect(tablist.getByRole("tab", { name: "Invisible Partner" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel").getByRole("heading", { name: "How It Works" })).toBeVisible();
      await expect(tablist).toBeInViewport();

      // Scrolled away, following the link to the tab already chosen (its hash already in the
      // address, so no hashchange fires) brings the tabs back into view.
      await tablist.getByRole("tab", { name: "Fractional CPO" }).click();
      await expect(page).toHaveURL(/#fractional-cpo$/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(tablist).not.toBeInViewport();
      await page.getByRole("link", { name: "Learn More: Fractional CPO" }).click();
      await expect(tablist.getByRole("tab", { name: "Fractional CPO" })).toHaveAttribute("aria-selected", "true");
      await expect(tablist).toBeInViewport();

      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole("link", { name: "Learn More: Product Management Support" }).click();
      await expect(page).toHaveURL(/#product-management$/);
      await expect(tablist.getByRole("tab", { name: "Product Management" })).toHaveAttribute("aria-selected", "true");
      await expect(tablist).toBeInViewport();
    });

    test("services: an offering card's link works before the tabs, far below, have hydrated", async ({ page }) => {
      await page.goto("/services");
      await expect(page.locator("[data-site-header][data-ready]")).toHaveCount(1);
      const tabs = page.locator("[data-island=ServiceTabs]");
      await expect(tabs).toHaveAttribute("data-when", "visible");
      await expect(tabs).not.toHaveAttribute("data-hydrated");

      await page.getByRole("link", { name: "Learn More: Invisible Partner" }).click();
      await expect(tabs).toHaveAttribute("data-hydrated", "");
      const tablist = page.getByRole("tablist", { name: serviceTabHeadings.tabListAria });
      await expect(tablist.getByRole("tab", { name: "Invisible Partner" })).toHaveAttribute("aria-selected", "true");
      await expect(tablist).toBeInViewport();
    });

    test("services: without JavaScript all four panels are readable, one after another", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto("/services");
      await expect(page.getByRole("tablist")).toHaveCount(0);
      for (const tab of serviceTabs) {
        await expect(page.getByRole("heading", { level: 2, name: tab.title, exact: true })).toBeVisible();
        await expect(page.locator(`[id="${tab.id}"]`)).toBeVisible();
        for (const benefit of tab.keyBenefits) await expect(page.getByText(benefit, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();
      await context.close();
    });

    // ---------------------------------------------------------------------------------------
    // Expertise
    // ---------------------------------------------------------------------------------------

    test("expertise: hero, four featured areas with tags, eight certifications and the call to action", async ({
      page,
    }) => {
      await openPage(page, "/expertise");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Industry & Technology Expertise");
      expect(expertiseHero.title).toBe("Industry & Technology Expertise");

      expect(featuredAreas.map((area) => area.title)).toEqual([
        "AI & Advanced Analytics",
        "Operational Agility",
        "Operations & Platform Modernization",
        "Risk Management & Compliance",
      ]);
      for (const area of featuredAreas) {
        const card = page.locator(`[id="${area.id}"]`);
        await expect(card.getByRole("heading", { level: 3, name: area.title })).toBeVisible();
        await expect(card.getByRole("listitem")).toHaveText([...area.tags]);
      }

      await expect(heading2(page, landscapeSection.heading)).toBeVisible();

      await expect(heading2(page, certificationsSection.heading)).toBeVisible();
      expect(certifications.map((c) => c.name)).toEqual([
        "Chief Product Officer Program",
        "A-CSPO",
        "DASSM",
        "PMI-ACP",
        "SAFe 6.0",
        "IRMP",
        "CSM",
        "CSPO",
      ]);
      const strip = page.locator("#certifications");
      for (const certification of certifications) {
        await expect(strip.getByText(certification.name, { exact: true })).toBeVisible();
      }

      await expect(heading2(page, expertiseCta.heading)).toBeVisible();
      await expect(page.getByRole("link", { name: "Start a Conversation" })).toHaveAttribute("href", "/contact");
    });

    test("expertise: Technologies is the default tab with 12 entries; Industries has 9; mouse and keyboard", async ({
      page,
    }) => {
      await openPage(page, "/expertise");
      const tablist = page.getByRole("tablist", { name: landscapeSection.tabListAria });
      await tablist.scrollIntoViewIfNeeded();
      await expect(tablist.getByRole("tab")).toHaveText(["Technologies", "Industries"]);
      const technologiesTab = tablist.getByRole("tab", { name: "Technologies" });
      const industriesTab = tablist.getByRole("tab", { name: "Industries" });
      await expect(technologiesTab).toHaveAttribute("aria-selected", "true");

      const list = (name: string) => page.getByRole("tabpanel").getByRole("list", { name });
      await expect(list("Technologies").getByRole("listitem")).toHaveCount(12);
      await expect(list("Technologies").getByRole("heading", { level: 4 })).toHaveText(technologies.map((t) => t.name));

      await industriesTab.click();
      await expect(industriesTab).toHaveAttribute("aria-selected", "true");
      await expect(list("Industries").getByRole("listitem")).toHaveCount(9);
      await expect(list("Industries").getByRole("heading", { level: 4 })).toHaveText(industries.map((i) => i.name));
      await expect(page.getByText(technologies[0]!.name, { exact: true })).toBeHidden();

      await industriesTab.focus();
      await page.keyboard.press("ArrowLeft");
      await expect(technologiesTab).toHaveAttribute("aria-selected", "true");
      await expect(technologiesTab).toBeFocused();
      await expect(page.getByText(technologies[0]!.name, { exact: true })).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await expect(industriesTab).toHaveAttribute("aria-selected", "true");
    });

    test("expertise: without JavaScript both lists are readable", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto("/expertise");
      await expect(page.getByRole("tablist")).toHaveCount(0);
      await expect(page.getByRole("list", { name: "Technologies" }).getByRole("listitem")).toHaveCount(12);
      await expect(page.getByRole("list", { name: "Industries" }).getByRole("listitem")).toHaveCount(9);
      await expect(page.getByText(technologies[11]!.name, { exact: true })).toBeVisible();
      await expect(page.getByText(industries[8]!.name, { exact: true })).toBeVisible();
      await context.close();
    });
  });
}

// Home, Services and Expertise in a real browser, at a wide and a phone width: the product's headings,
// buttons and link targets, testimonials from the database with the initials fallback, the service
// and landscape tabs (defaults, mouse, keyboard, the address's hash) and the pages without JavaScript.
// Expected texts are the product's (docs/product.md#home, #services, #expertise), written here.
import { expect, test, type Page } from "@playwright/test";
import { e2eTestimonials } from "./fixtures";
import { openPage } from "./support";

const viewports = [
  { label: "desktop", viewport: { width: 1280, height: 900 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const heading2 = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });

const HOME_SERVICE_CARDS = [
  {
    id: "fractional-cpo",
    title: "Fractional CPO Services",
    benefits: [
      "Product vision and strategy aligned to business goals",
      "Executive and board-level product leadership",
      "Product team coaching and organizational design",
      "Portfolio prioritization and investment decisions",
    ],
  },
  {
    id: "product-management",
    title: "Product Management",
    benefits: [
      "Customer discovery and market research",
      "Outcome-based roadmaps and prioritization",
      "Requirements, user stories and backlog management",
      "Launch planning and success metrics",
    ],
  },
  {
    id: "product-operations",
    title: "Product Operations",
    benefits: [
      "Scalable product processes and governance",
      "Tooling and workflow optimization",
      "Product metrics, dashboards and insights",
    ],
  },
];

const HOME_CREDENTIAL_CARDS = [
  { title: "Executive Education", tags: ["Chief Product Officer Program", "2024 Executive Scholar"] },
  { title: "Agile Certifications", tags: ["A-CSPO", "DASSM", "PMI-ACP", "SAFe 6.0", "IRMP", "CSM", "CSPO"] },
];

/** The offering cards of /services, by group: title and the tab anchor it links to. */
const OFFERING_GROUPS = [
  {
    heading: "For Organizations",
    cards: [
      { title: "Fractional CPO", href: "#fractional-cpo" },
      { title: "Product Management Support", href: "#product-management" },
      { title: "Product Operations", href: "#product-operations" },
    ],
  },
  { heading: "For Individuals", cards: [{ title: "Invisible Partner", href: "#invisible-partner" }] },
];

/** The four service tabs, in order: label, panel heading and key benefits. */
const SERVICE_TABS = [
  {
    id: "fractional-cpo",
    label: "Fractional CPO",
    title: "Fractional Chief Product Officer",
    keyBenefits: [
      "Executive product leadership at a fraction of the cost of a full-time CPO",
      "A clear product vision and strategy tied directly to business goals",
      "Faster, better-informed decisions on priorities, investments and trade-offs",
      "A stronger product team, with practices and people ready to scale",
    ],
    howItWorks: false,
  },
  {
    id: "product-management",
    label: "Product Management",
    title: "Product Management Support",
    keyBenefits: [
      "Immediate senior capacity without a lengthy hiring process",
      "Roadmaps and backlogs prioritized by customer value and business impact",
      "Clear requirements that engineering and design teams can act on",
      "Predictable delivery with stakeholders kept informed at every step",
    ],
    howItWorks: false,
  },
  {
    id: "product-operations",
    label: "Product Operations",
    title: "Product Operations",
    keyBenefits: [
      "Consistent, repeatable product processes across teams",
      "Reliable product data and metrics that inform decisions",
      "Less time lost to coordination, reporting and tool sprawl",
      "Stronger alignment between product, engineering and go-to-market teams",
    ],
    howItWorks: false,
  },
  {
    id: "invisible-partner",
    label: "Invisible Partner",
    title: "Invisible Partner",
    keyBenefits: [
      "Complete confidentiality, with no attribution on any deliverable",
      "Senior-quality product artifacts produced on your timeline",
      "Editable files you can adapt to your own voice and style",
      "More time to focus on stakeholders, decisions and your career",
    ],
    howItWorks: true,
  },
];
const tabOf = (id: string) => SERVICE_TABS.find((tab) => tab.id === id)!;

const FEATURED_AREAS = [
  {
    id: "ai-advanced-analytics",
    title: "AI & Advanced Analytics",
    tags: ["Generative AI", "Machine Learning", "Predictive Analytics", "Data Strategy", "Responsible AI"],
  },
  {
    id: "operational-agility",
    title: "Operational Agility",
    tags: ["Agile Transformation", "Scaled Agile", "Lean Portfolio Management", "OKRs"],
  },
  {
    id: "operations-platform-modernization",
    title: "Operations & Platform Modernization",
    tags: ["Cloud Migration", "Platform Strategy", "API Ecosystems", "Process Automation"],
  },
  {
    id: "risk-management-compliance",
    title: "Risk Management & Compliance",
    tags: ["Regulatory Compliance", "Data Privacy", "Security by Design", "Enterprise Risk"],
  },
];

const CERTIFICATIONS = [
  "Chief Product Officer Program",
  "A-CSPO",
  "DASSM",
  "PMI-ACP",
  "SAFe 6.0",
  "IRMP",
  "CSM",
  "CSPO",
];

const TECHNOLOGIES = [
  "Generative AI & LLMs",
  "Machine Learning",
  "Data & Analytics Platforms",
  "Cloud Platforms",
  "APIs & Integrations",
  "Microservices & Event-Driven Architecture",
  "DevOps & CI/CD",
  "Workflow & Process Automation",
  "CRM & ERP Systems",
  "Cybersecurity & Identity",
  "Web & Mobile Applications",
  "IoT & Connected Devices",
];

const INDUSTRIES = [
  "Financial Services & Banking",
  "Insurance",
  "Healthcare & Life Sciences",
  "Retail & E-commerce",
  "Manufacturing",
  "Logistics & Transportation",
  "SaaS & Technology",
  "Telecommunications",
  "Public Sector & Education",
];

// The home page shows the three newest featured testimonials: the two e2e fixtures (created after
// the seed) and the newest of the seed's samples, which has no photo.
type ShownTestimonial = { name: string; position: string; company: string; testimonial: string };
const newestSample: ShownTestimonial = {
  name: "Priya Raman",
  position: "Co-founder and COO",
  company: "Ledgerline",
  testimonial:
    "The coaching changed how our product trio works. We went from building whatever the loudest customer asked for to running weekly discovery interviews and testing our riskiest assumptions first. The first feature we shipped that way lifted trial-to-paid conversion by eight points.",
};
const shownTestimonials: ShownTestimonial[] = [...[...e2eTestimonials].reverse(), newestSample];
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
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Elevating Product Development & Technology Initiatives",
      );
      await expect(page.getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "/services");
      await expect(page.getByRole("link", { name: "Schedule Consultation" })).toHaveAttribute("href", "/contact");

      await expect(heading2(page, "Strategic Services")).toBeVisible();
      await expect(page.getByRole("region", { name: "Strategic Services" }).getByRole("article")).toHaveCount(3);
      for (const card of HOME_SERVICE_CARDS) {
        await expect(page.getByRole("heading", { level: 3, name: card.title })).toBeVisible();
        await expect(page.getByRole("link", { name: `Learn More: ${card.title}` })).toHaveAttribute(
          "href",
          `/services#${card.id}`,
        );
        for (const benefit of card.benefits) await expect(page.getByText(benefit, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services");

      await expect(heading2(page, "What Our Clients Say")).toBeVisible();

      await expect(heading2(page, "Professional Credentials")).toBeVisible();
      for (const card of HOME_CREDENTIAL_CARDS) {
        await expect(page.getByRole("heading", { level: 3, name: card.title })).toBeVisible();
        for (const tag of card.tags)
          await expect(
            page
              .getByRole("listitem")
              .filter({ hasText: new RegExp(`^${escapeRegExp(tag)}$`) })
              .first(),
          ).toBeVisible();
      }

      await expect(heading2(page, "About Meridian Product Partners")).toBeVisible();
      // No portrait on a fresh install: the founder's initials, in a square box, named for the founder.
      const portrait = page.getByRole("img", { name: "Avery Morgan, Founder & Principal Consultant" });
      await expect(portrait).toHaveText("AM");
      const box = (await portrait.boundingBox())!;
      expect(Math.round(box.width)).toBe(Math.round(box.height));
      await expect(
        page.getByText(
          "Great products don't happen by accident. They come from a clear strategy, disciplined execution and teams empowered to learn fast.",
        ),
      ).toBeVisible();
      await expect(page.getByText("Avery Morgan, Founder & Principal Consultant", { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute("href", "/contact");

      await expect(heading2(page, "Ready to Elevate Your Product Strategy?")).toBeVisible();
      await expect(page.getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "/contact");
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
      const sampleCard = cards.filter({ hasText: newestSample.name });
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
        | { name: string; url: string; email: string; telephone: string; location: { name: string } }
        | undefined;
      expect(firm).toBeDefined();
      expect(firm!.name).toBe("Meridian Product Partners");
      expect(firm!.url).toMatch(/^https?:\/\//);
      expect(firm!.email).toContain("@");
      // The e2e server runs with the default SITE_PHONE.
      expect(firm!.telephone).toBe("+1 (816) 555-0142");
      expect(firm!.location.name).toBe("Kansas City Metropolitan Area, United States");
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

      for (const group of OFFERING_GROUPS) await expect(heading2(page, group.heading)).toBeVisible();
      for (const card of OFFERING_GROUPS.flatMap((group) => group.cards)) {
        // The first of its name: an engagement model below may share it ('Fractional CPO').
        await expect(page.getByRole("heading", { level: 3, name: card.title }).first()).toBeVisible();
        await expect(page.getByRole("link", { name: `Learn More: ${card.title}` })).toHaveAttribute("href", card.href);
      }
      for (const { id } of SERVICE_TABS) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);

      await expect(heading2(page, "Not Sure Which Service Fits?")).toBeVisible();
      await expect(page.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute("href", "/contact");
    });

    test("services: Fractional CPO is the default tab; a click switches tabs", async ({ page }) => {
      await openPage(page, "/services");
      const tablist = page.getByRole("tablist", { name: "Service details" });
      await expect(tablist.getByRole("tab")).toHaveText(SERVICE_TABS.map((tab) => tab.label));
      await expect(tablist.getByRole("tab", { name: "Fractional CPO" })).toHaveAttribute("aria-selected", "true");

      for (const tab of SERVICE_TABS) {
        await tablist.getByRole("tab", { name: tab.label }).click();
        await expect(tablist.getByRole("tab", { name: tab.label })).toHaveAttribute("aria-selected", "true");
        const panel = page.getByRole("tabpanel");
        await expect(panel).toHaveCount(1);
        await expect(panel.getByRole("heading", { level: 2, name: tab.title })).toBeVisible();
        await expect(panel.getByRole("list", { name: "Key Benefits" }).getByRole("listitem")).toHaveText(
          tab.keyBenefits,
        );
        await expect(panel.getByRole("list", { name: "Service Components" }).getByRole("listitem")).toHaveCount(4);
        await expect(panel.getByRole("heading", { name: "How It Works" })).toHaveCount(tab.howItWorks ? 1 : 0);
        // Only the chosen panel shows.
        for (const other of SERVICE_TABS.filter((t) => t.id !== tab.id)) {
          await expect(page.getByRole("heading", { level: 2, name: other.title, exact: true })).toBeHidden();
        }
      }
    });

    test("services: the tabs work from the keyboard with a visible focus", async ({ page }) => {
      await openPage(page, "/services");
      const tablist = page.getByRole("tablist", { name: "Service details" });
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
      const tablist = page.getByRole("tablist", { name: "Service details" });
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
      const tablist = page.getByRole("tablist", { name: "Service details" });

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
      const tablist = page.getByRole("tablist", { name: "Service details" });
      await expect(tablist.getByRole("tab", { name: "Invisible Partner" })).toHaveAttribute("aria-selected", "true");
      await expect(tablist).toBeInViewport();
    });

    test("services: without JavaScript all four panels are readable, one after another", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto("/services");
      await expect(page.getByRole("tablist")).toHaveCount(0);
      for (const tab of SERVICE_TABS) {
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

      for (const area of FEATURED_AREAS) {
        const card = page.locator(`[id="${area.id}"]`);
        await expect(card.getByRole("heading", { level: 3, name: area.title })).toBeVisible();
        await expect(card.getByRole("listitem")).toHaveText([...area.tags]);
      }

      await expect(heading2(page, "Technology & Industry Landscape")).toBeVisible();

      await expect(heading2(page, "Certifications & Credentials")).toBeVisible();
      const strip = page.locator("#certifications");
      for (const certification of CERTIFICATIONS) {
        await expect(strip.getByText(certification, { exact: true })).toBeVisible();
      }

      await expect(heading2(page, "Let's Apply This Expertise to Your Challenges")).toBeVisible();
      await expect(page.getByRole("link", { name: "Start a Conversation" })).toHaveAttribute("href", "/contact");
    });

    test("expertise: Technologies is the default tab with 12 entries; Industries has 9; mouse and keyboard", async ({
      page,
    }) => {
      await openPage(page, "/expertise");
      const tablist = page.getByRole("tablist", { name: "Expertise landscape" });
      await tablist.scrollIntoViewIfNeeded();
      await expect(tablist.getByRole("tab")).toHaveText(["Technologies", "Industries"]);
      const technologiesTab = tablist.getByRole("tab", { name: "Technologies" });
      const industriesTab = tablist.getByRole("tab", { name: "Industries" });
      await expect(technologiesTab).toHaveAttribute("aria-selected", "true");

      const list = (name: string) => page.getByRole("tabpanel").getByRole("list", { name });
      await expect(list("Technologies").getByRole("listitem")).toHaveCount(12);
      await expect(list("Technologies").getByRole("heading", { level: 4 })).toHaveText(TECHNOLOGIES);

      await industriesTab.click();
      await expect(industriesTab).toHaveAttribute("aria-selected", "true");
      await expect(list("Industries").getByRole("listitem")).toHaveCount(9);
      await expect(list("Industries").getByRole("heading", { level: 4 })).toHaveText(INDUSTRIES);
      await expect(page.getByText(TECHNOLOGIES[0]!, { exact: true })).toBeHidden();

      await industriesTab.focus();
      await page.keyboard.press("ArrowLeft");
      await expect(technologiesTab).toHaveAttribute("aria-selected", "true");
      await expect(technologiesTab).toBeFocused();
      await expect(page.getByText(TECHNOLOGIES[0]!, { exact: true })).toBeVisible();
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
      await expect(page.getByText("IoT & Connected Devices", { exact: true })).toBeVisible();
      await expect(page.getByText("Public Sector & Education", { exact: true })).toBeVisible();
      await context.close();
    });
  });
}

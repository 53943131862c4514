// About, Contact, Privacy policy and Terms in a real browser, at a desktop and a phone width:
// the product's headings, buttons and link targets, the runtime contact details, the keyboard-operable
// FAQ, every legal section with today's date, and heading order. Expected texts are the product's
// (docs/product.md#about, #contact), written here. axe checks these pages in accessibility.e2e.ts.
import { expect, test, type Page } from "@playwright/test";
import { openPage } from "./support";

const viewports = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

const AGILE_LEADERSHIP = [
  "Advanced Certified Scrum Product Owner (A-CSPO)",
  "Disciplined Agile Senior Scrum Master (DASSM)",
  "PMI Agile Certified Practitioner (PMI-ACP)",
  "SAFe 6.0",
  "IRMP",
  "Certified ScrumMaster (CSM)",
  "Certified Scrum Product Owner (CSPO)",
];

/** The four questions, each with the start of its answer. */
const FAQS = [
  {
    question: "What engagement models do you offer?",
    answer: "We offer flexible models to match your needs",
  },
  {
    question: "Do you work with startups or only established enterprises?",
    answer: "Both. Startups and scale-ups typically need a product strategy",
  },
  {
    question: "Which industries do you have experience in?",
    answer: "Our experience spans financial services, insurance, healthcare",
  },
  {
    question: "How soon can we start working together?",
    // An en dash, and a no-break space before the unit (docs/product.md#contact).
    answer: "Most engagements can begin within 1–2\u00a0weeks of our initial consultation.",
  },
];

type LegalSection = { id: string; title: string; subsections?: string[] };
/** A section of a legal document: its anchor, its heading, and its subsections' headings. */
const section = (id: string, title: string, subsections?: string[]): LegalSection => ({ id, title, subsections });
const LEGAL_DOCUMENTS: { path: string; title: string; sections: LegalSection[] }[] = [
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    sections: [
      section("information-we-collect", "Information We Collect"),
      section("how-we-use-your-information", "How We Use Your Information"),
      section("information-sharing", "Information Sharing"),
      section("data-security", "Data Security"),
      section("cookies-and-tracking", "Cookies and Tracking"),
      section("your-rights", "Your Rights"),
      section("gdpr-compliance", "GDPR Compliance", [
        "Legal Bases for Processing",
        "Your Rights Under GDPR",
        "International Data Transfers",
        "Supervisory Authority",
      ]),
      section("data-retention", "Data Retention"),
      section("changes-to-this-policy", "Changes to This Policy"),
      section("contact-us", "Contact Us"),
    ],
  },
  {
    path: "/terms",
    title: "Terms of Service",
    sections: [
      section("use-of-this-website", "Use of This Website"),
      section("intellectual-property", "Intellectual Property"),
      section("downloadable-resources-license", "Downloadable Resources License"),
      section("no-professional-advice", "No Professional Advice"),
      section("third-party-links", "Third-Party Links"),
      section("limitation-of-liability", "Limitation of Liability"),
      section("governing-law", "Governing Law"),
      section("changes-to-these-terms", "Changes to These Terms"),
      section("contact-us", "Contact Us"),
    ],
  },
];

/** Today in the product's 'MMMM d, yyyy' format, computed without the code under test. */
// Today in the site's zone: the e2e server runs with the default SITE_TIMEZONE, UTC.
function today(): string {
  return new Date().toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
}

/** One h1, and no heading level skipped on the way down. */
async function expectHeadingOutline(page: Page) {
  const levels = await page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName.slice(1))));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, i) => {
    if (i > 0)
      expect(level, `heading ${i} (h${level}) after h${levels[i - 1]}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
  });
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Every heading of the document in order: each section (h2), then its subsections (h3). */
function allHeadings(sections: LegalSection[]): { title: string; level: 2 | 3 }[] {
  return sections.flatMap((section) => [
    { title: section.title, level: 2 as const },
    ...(section.subsections ?? []).map((title) => ({ title, level: 3 as const })),
  ]);
}

for (const viewport of viewports) {
  test.describe(`${viewport.name} ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test.describe("about page", () => {
      test("shows the hero, story with the founder's initials and consultation button, values, credentials, experience and CTA", async ({
        page,
      }) => {
        await openPage(page, "/about");
        const main = page.getByRole("main");
        await expect(page).toHaveTitle(/About Us/);
        await expect(main.getByRole("heading", { level: 1 })).toHaveText("About Meridian Product Partners");

        const story = main.getByRole("region", { name: "Our Story" });
        await expect(story.getByRole("heading", { level: 2, name: "Our Story" })).toBeVisible();
        const portrait = story.getByRole("img", { name: "Avery Morgan, Founder & Principal Consultant" });
        await expect(portrait).toBeVisible();
        await expect(portrait).toHaveText("AM");
        await expect(story.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute("href", "/contact");

        const valuesRegion = main.getByRole("region", { name: "Our Values" });
        await expect(valuesRegion.getByRole("listitem")).toHaveCount(3);
        for (const title of ["Innovation with Purpose", "Execution Excellence", "Knowledge Transfer"]) {
          await expect(valuesRegion.getByRole("heading", { level: 3, name: title })).toBeVisible();
        }

        const credentials = main.getByRole("region", { name: "Credentials" });
        for (const [name, items] of [
          ["Executive Education", ["Chief Product Officer Program, Executive Scholar"]],
          ["Agile Leadership", AGILE_LEADERSHIP],
        ] as const) {
          await expect(credentials.getByRole("heading", { level: 3, name })).toBeVisible();
          const list = credentials.getByRole("list", { name });
          await expect(list.getByRole("listitem")).toHaveCount(items.length);
          for (const item of items) await expect(list.getByText(item, { exact: true })).toBeVisible();
        }

        const experience = main.getByRole("region", { name: "Experience at a Glance" });
        await expect(experience.getByRole("listitem")).toHaveCount(4);
        for (const label of [
          "Years of Product Leadership",
          "Professional Credentials",
          "Service Offerings",
          "Weeks to Get Started",
        ]) {
          await expect(experience.getByRole("heading", { level: 3, name: label })).toBeVisible();
        }

        const cta = main.getByRole("region", { name: "Let's Build Something Great Together" });
        await expect(cta.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");

        await expectHeadingOutline(page);
      });

      test("describes the founder as a schema.org Person", async ({ page }) => {
        await openPage(page, "/about");
        const person = (await jsonLd(page)).find((data) => data["@type"] === "Person");
        expect(person).toBeDefined();
        expect(person?.["@context"]).toBe("https://schema.org");
        expect(person?.name).toBe("Avery Morgan");
        expect(person?.jobTitle).toBe("Founder & Principal Consultant");
      });
    });

    test.describe("contact page", () => {
      test("shows the hero, the form area and the e-mail, phone and location blocks", async ({ page }) => {
        await openPage(page, "/contact");
        const main = page.getByRole("main");
        await expect(page).toHaveTitle(/Contact Us/);
        await expect(main.getByRole("heading", { level: 1 })).toHaveText("Contact Us");

        const formArea = main.getByRole("region", { name: "Send Us a Message" });
        await expect(formArea).toBeVisible();
        await expect(formArea.getByRole("button", { name: "Send Message" })).toBeVisible();

        const info = main.getByRole("region", { name: "Get in Touch" });
        const blocks = info.getByRole("listitem");
        await expect(blocks).toHaveCount(3);
        // The server's configured address and number, read from the page's own links.
        const mailto = await blocks.nth(0).locator('a[href^="mailto:"]').getAttribute("href");
        expect(mailto).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);
        const email = mailto!.slice("mailto:".length);
        await expect(blocks.nth(0).getByRole("heading", { name: "Email" })).toBeVisible();
        await expect(blocks.nth(0).getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);

        await expect(blocks.nth(1).getByRole("heading", { name: "Phone" })).toBeVisible();
        const phone = blocks.nth(1).getByRole("link");
        const tel = await phone.getAttribute("href");
        expect(tel).toMatch(/^tel:\+?\d{7,}$/);
        // The shown number has the same digits as the tel: link.
        expect((await phone.innerText()).replace(/[^\d+]/g, "")).toBe(tel!.slice("tel:".length));

        await expect(blocks.nth(2).getByRole("heading", { name: "Location" })).toBeVisible();
        await expect(blocks.nth(2)).toContainText("Kansas City Metropolitan Area, United States");

        await expectHeadingOutline(page);
      });

      test("uses the default settings of the test server", async ({ page }) => {
        await openPage(page, "/contact");
        const main = page.getByRole("main");
        await expect(main.getByRole("link", { name: "hello@example.com" }).first()).toHaveAttribute(
          "href",
          "mailto:hello@example.com",
        );
        await expect(main.getByRole("link", { name: "+1 (816) 555-0142" })).toHaveAttribute("href", "tel:+18165550142");
      });

      test("the FAQ has four questions that open and close by keyboard", async ({ page }) => {
        await openPage(page, "/contact");
        const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
        await expect(faq.getByRole("heading", { level: 2, name: "Frequently Asked Questions" })).toBeVisible();
        const items = faq.locator("details");
        await expect(items).toHaveCount(4);
        await expect(faq).toContainText("1–2\u00a0weeks");

        for (const [i, item] of FAQS.entries()) {
          const details = items.nth(i);
          const summary = details.locator("summary");
          await expect(summary).toHaveText(item.question);
          const answer = details.getByText(item.answer);
          await expect(answer).toBeHidden();
          await summary.focus();
          await expect(summary).toBeFocused();
          await page.keyboard.press(i % 2 === 0 ? "Enter" : "Space");
          await expect(details).toHaveAttribute("open", "");
          await expect(answer).toBeVisible();
        }

        // Tab reaches the next question, and Enter closes an open one.
        await items.nth(0).locator("summary").focus();
        await page.keyboard.press("Tab");
        await expect(items.nth(1).locator("summary")).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(items.nth(1)).not.toHaveAttribute("open", "");
        await expect(faq.getByText(FAQS[1]!.answer)).toBeHidden();
      });

      test("describes the FAQ page and the organization in JSON-LD", async ({ page }) => {
        await openPage(page, "/contact");
        const data = await jsonLd(page);
        const faqPage = data.find((d) => d["@type"] === "FAQPage") as { mainEntity: { name: string }[] } | undefined;
        expect(faqPage?.mainEntity.map((q) => q.name)).toEqual(FAQS.map((f) => f.question));
        const org = data.find((d) => d["@type"] === "ProfessionalService") as
          | { email: string; telephone: string; location: { name: string } }
          | undefined;
        expect(org?.email).toBe("hello@example.com");
        expect(org?.telephone).toBe("+1 (816) 555-0142");
        expect(org?.location.name).toBe("Kansas City Metropolitan Area, United States");
      });
    });

    for (const doc of LEGAL_DOCUMENTS) {
      const { path } = doc;
      test.describe(`${path} page`, () => {
        test("shows every section in order, with today's date as Last Updated", async ({ page }) => {
          await openPage(page, path);
          const main = page.getByRole("main");
          await expect(page).toHaveTitle(new RegExp(doc.title));
          await expect(main.getByRole("heading", { level: 1 })).toHaveText(doc.title);
          await expect(main.getByText(`Last Updated: ${today()}`)).toBeVisible();

          const article = main.getByRole("article");
          const expected = allHeadings(doc.sections);
          const headings = article.getByRole("heading");
          await expect(headings).toHaveText(expected.map(({ title }) => title));
          for (const { title, level } of expected) {
            await expect(article.getByRole("heading", { level, name: title, exact: true })).toBeVisible();
          }
          // Subsections (the privacy policy's GDPR Compliance has four) sit inside their section.
          for (const section of doc.sections.filter((s) => s.subsections)) {
            await expect(
              article.getByRole("region", { name: section.title }).getByRole("heading", { level: 3 }),
            ).toHaveText(section.subsections!);
          }
          // No placeholder is left unfilled.
          await expect(main).not.toContainText("{email}");
          await expectHeadingOutline(page);
        });

        test("the table of contents links to each section", async ({ page }) => {
          await openPage(page, path);
          const toc = page.getByRole("navigation", { name: "On This Page" });
          const links = toc.getByRole("link");
          await expect(links).toHaveCount(doc.sections.length);
          for (const [i, section] of doc.sections.entries()) {
            await expect(links.nth(i)).toHaveText(section.title);
            await expect(links.nth(i)).toHaveAttribute("href", `#${section.id}`);
          }
          const last = doc.sections[doc.sections.length - 1]!;
          await toc.getByRole("link", { name: last.title }).click();
          await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
          await expect(page.locator(`#${last.id}`).getByRole("heading", { level: 2 })).toBeInViewport();
        });

        test("the Contact Us section links the e-mail and the contact page", async ({ page }) => {
          await openPage(page, path);
          const contact = page.getByRole("region", { name: "Contact Us" });
          await expect(contact.getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
            "href",
            "mailto:hello@example.com",
          );
          await expect(contact.getByRole("link", { name: "Contact form" })).toHaveAttribute("href", "/contact");
        });
      });
    }
  });
}

// About, Contact, Privacy policy and Terms in a real browser, at a desktop and a phone width:
// the product's headings, buttons and link targets, the runtime contact details, the keyboard-operable
// FAQ, every legal section with today's date, heading order, and axe in light and dark.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import {
  aboutCta,
  aboutHero,
  aboutStory,
  credentialGroups,
  credentialsSection,
  experienceSection,
  experienceSummary,
  values,
  valuesSection,
} from "../../src/content/about";
import { contactHero, faqSection, faqs } from "../../src/content/contact";
import { privacyPolicy, termsOfService, type LegalSection } from "../../src/content/legal";
import { openPage } from "./support";

const viewports = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

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

/** axe on the page body in the light and the dark theme (WCAG 2 A and AA, contrast included). */
async function expectNoAxeViolations(page: Page, path: string) {
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((value) => localStorage.setItem("theme", value), theme);
    await openPage(page, path);
    if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    // Open every disclosure so the hidden answers are checked too.
    await page.locator("main details").evaluateAll((nodes) => {
      for (const node of nodes) node.setAttribute("open", "");
    });
    const results = await new AxeBuilder({ page })
      .include("main")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(results.violations.map((v) => `${theme}: ${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  }
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

function allSections(sections: readonly LegalSection[]): { section: LegalSection; level: 2 | 3 }[] {
  return sections.flatMap((section) => [
    { section, level: 2 as const },
    ...(section.subsections ?? []).map((sub) => ({ section: sub, level: 3 as const })),
  ]);
}

for (const viewport of viewports) {
  test.describe(`${viewport.name} ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test.describe("about page", () => {
      test("shows the hero, story with headshot and consultation button, values, credentials, experience and CTA", async ({
        page,
      }) => {
        await openPage(page, "/about");
        const main = page.getByRole("main");
        await expect(page).toHaveTitle(/About Us/);
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(aboutHero.title);

        const story = main.getByRole("region", { name: aboutStory.heading });
        await expect(story.getByRole("heading", { level: 2, name: aboutStory.heading })).toBeVisible();
        const headshot = story.getByRole("img", { name: aboutStory.image.alt });
        await expect(headshot).toBeVisible();
        await expect(headshot).toHaveAttribute("src", "/headshot.png");
        await expect(headshot).toHaveAttribute("width", /^\d+$/);
        await expect(headshot).toHaveAttribute("height", /^\d+$/);
        await expect(story.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute("href", "/contact");

        const valuesRegion = main.getByRole("region", { name: valuesSection.heading });
        await expect(valuesRegion.getByRole("listitem")).toHaveCount(3);
        for (const title of ["Innovation with Purpose", "Execution Excellence", "Knowledge Transfer"]) {
          await expect(valuesRegion.getByRole("heading", { level: 3, name: title })).toBeVisible();
        }
        expect(values.map((v) => v.title)).toEqual([
          "Innovation with Purpose",
          "Execution Excellence",
          "Knowledge Transfer",
        ]);

        const credentials = main.getByRole("region", { name: credentialsSection.heading });
        for (const [name, group] of [
          ["Executive Education", credentialGroups[0]],
          ["Agile Leadership", credentialGroups[1]],
        ] as const) {
          await expect(credentials.getByRole("heading", { level: 3, name })).toBeVisible();
          const list = credentials.getByRole("list", { name });
          await expect(list.getByRole("listitem")).toHaveCount(group.items.length);
          for (const item of group.items) await expect(list.getByText(item.title, { exact: true })).toBeVisible();
        }

        const experience = main.getByRole("region", { name: experienceSection.heading });
        await expect(experience.getByRole("listitem")).toHaveCount(4);
        for (const item of experienceSummary) {
          await expect(experience.getByRole("heading", { level: 3, name: item.label })).toBeVisible();
        }

        const cta = main.getByRole("region", { name: aboutCta.heading });
        await expect(cta.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");

        await expectHeadingOutline(page);
      });

      test("describes the founder as a schema.org Person", async ({ page }) => {
        await openPage(page, "/about");
        const person = (await jsonLd(page)).find((data) => data["@type"] === "Person");
        expect(person).toBeDefined();
        expect(person?.["@context"]).toBe("https://schema.org");
      });

      test("has no accessibility violations in light and dark", async ({ page }) => {
        await openPage(page, "/about");
        await expectNoAxeViolations(page, "/about");
      });
    });

    test.describe("contact page", () => {
      test("shows the hero, the form area and the e-mail, phone and location blocks", async ({ page }) => {
        await openPage(page, "/contact");
        const main = page.getByRole("main");
        await expect(page).toHaveTitle(/Contact Us/);
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(contactHero.title);

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
        const faq = page.getByRole("region", { name: faqSection.heading });
        await expect(faq.getByRole("heading", { level: 2, name: faqSection.heading })).toBeVisible();
        const items = faq.locator("details");
        await expect(items).toHaveCount(4);
        expect(faqs).toHaveLength(4);
        await expect(faq).toContainText("1-2 weeks");

        for (const [i, item] of faqs.entries()) {
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
        await expect(faq.getByText(faqs[1].answer)).toBeHidden();
      });

      test("describes the FAQ page and the organization in JSON-LD", async ({ page }) => {
        await openPage(page, "/contact");
        const data = await jsonLd(page);
        const faqPage = data.find((d) => d["@type"] === "FAQPage") as { mainEntity: { name: string }[] } | undefined;
        expect(faqPage?.mainEntity.map((q) => q.name)).toEqual(faqs.map((f) => f.question));
        const org = data.find((d) => d["@type"] === "ProfessionalService") as
          | { email: string; telephone: string; address: { addressLocality: string } }
          | undefined;
        expect(org?.email).toBe("hello@example.com");
        expect(org?.telephone).toBe("+1 (816) 555-0142");
        expect(org?.address.addressLocality).toBe("Kansas City");
      });

      test("has no accessibility violations in light and dark", async ({ page }) => {
        await openPage(page, "/contact");
        await expectNoAxeViolations(page, "/contact");
      });
    });

    for (const { path, doc } of [
      { path: "/privacy-policy", doc: privacyPolicy },
      { path: "/terms", doc: termsOfService },
    ] as const) {
      test.describe(`${path} page`, () => {
        test("shows every section in order, with today's date as Last Updated", async ({ page }) => {
          await openPage(page, path);
          const main = page.getByRole("main");
          await expect(page).toHaveTitle(new RegExp(doc.title));
          await expect(main.getByRole("heading", { level: 1 })).toHaveText(doc.title);
          await expect(main.getByText(`${doc.lastUpdatedLabel}: ${today()}`)).toBeVisible();

          const article = main.getByRole("article");
          const expected = allSections(doc.sections);
          const headings = article.getByRole("heading");
          await expect(headings).toHaveText(expected.map(({ section }) => section.title));
          for (const { section, level } of expected) {
            await expect(article.getByRole("heading", { level, name: section.title, exact: true })).toBeVisible();
          }
          // No placeholder is left unfilled.
          await expect(main).not.toContainText("{email}");
          await expectHeadingOutline(page);
        });

        test("the table of contents links to each section", async ({ page }) => {
          await openPage(page, path);
          const toc = page.getByRole("navigation", { name: "On this page" });
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

        test("has no accessibility violations in light and dark", async ({ page }) => {
          await openPage(page, path);
          await expectNoAxeViolations(page, path);
        });
      });
    }

    test("the privacy policy has every section of the product doc, GDPR Compliance with its four subsections", async ({
      page,
    }) => {
      await openPage(page, "/privacy-policy");
      const article = page.getByRole("main").getByRole("article");
      for (const title of [
        "Information We Collect",
        "How We Use Your Information",
        "Information Sharing",
        "Data Security",
        "Cookies and Tracking",
        "Your Rights",
        "GDPR Compliance",
        "Data Retention",
        "Changes to This Policy",
        "Contact Us",
      ]) {
        await expect(article.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
      }
      const gdpr = article.getByRole("region", { name: "GDPR Compliance" });
      await expect(gdpr.getByRole("heading", { level: 3 })).toHaveText([
        "Legal Bases for Processing",
        "Your Rights Under GDPR",
        "International Data Transfers",
        "Supervisory Authority",
      ]);
    });
  });
}

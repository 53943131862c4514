// What the public pages say, read from the HTML the real app serves (tests/support/page-dom.ts): the
// shell's header and footer links, the product's headings, texts and link targets on Home, Services, Expertise, About, Contact and the
// legal pages, the testimonials from the database, the pages' JSON-LD, the 404 page's ways on, and
// every panel and list in the HTML for a visitor without JavaScript. Expected texts are the
// product's (docs/product.md#home, #services, #expertise, #about, #contact), written out in
// tests/support/public-pages.ts. What needs a browser (tabs, keyboard, layout, images that fail to
// load, scrolling) is in tests/e2e/pages-*.e2e.ts; every public page's layout and axe in
// tests/e2e/public-pages.e2e.ts.
import { afterAll, describe, expect, test } from "bun:test";
import { within } from "@testing-library/dom";
import { readEnv } from "../../src/server/env";
import { e2eDraftPost, e2eTestimonials } from "../e2e/fixtures";
import { closeServedPages, headingOutlineProblems, servedPage } from "../support/page-dom";
import {
  AGILE_LEADERSHIP,
  allHeadings,
  CERTIFICATIONS,
  FAQS,
  FEATURED_AREAS,
  FOOTER_LINKS,
  HEADER_LINKS,
  HOME_CREDENTIAL_CARDS,
  HOME_SERVICE_CARDS,
  INDUSTRIES,
  LEGAL_DOCUMENTS,
  OFFERING_GROUPS,
  SERVICE_TABS,
  TECHNOLOGIES,
} from "../support/public-pages";
import { createTestApp } from "../support/test-app";

// The deployment's settings left at their defaults, as the browser tests' server runs.
const defaults = readEnv({}, { networkGuard: false });
const t = await createTestApp({
  settings: { email: defaults.siteEmail, phone: defaults.sitePhone, timeZone: defaults.siteTimeZone },
});
// The testimonials the browser tests' server adds to the seed (tests/e2e/prepare-data.ts).
for (const testimonial of e2eTestimonials) t.services.testimonials.create(testimonial);
t.services.blog.create(e2eDraftPost);
const paths = ["/", "/services", "/expertise", "/about", "/contact", ...LEGAL_DOCUMENTS.map((doc) => doc.path)];
const served = new Map(
  await Promise.all(
    [
      ...paths,
      "/a/page/that/moved",
      "/blog/some-article-that-does-not-exist",
      "/blog/unreleased-pricing-playbook",
      "/blog?q=Unreleased",
    ].map(async (path) => [path, await servedPage(t.app, path)] as const),
  ),
);
afterAll(async () => {
  await closeServedPages();
  t.close();
});

// A role query's string name must match the whole accessible name (Playwright's `exact: true`).
const texts = (elements: Element[]) => elements.map((element) => element.textContent?.trim());

describe("home", () => {
  const page = served.get("/")!;

  test("hero, services, credentials, about and closing call to action", () => {
    expect(page.status).toBe(200);
    expect(texts(page.getAllByRole("heading", { level: 1 }))).toEqual([
      "Elevating Product Development & Technology Initiatives",
    ]);
    expect(page.getByRole("link", { name: "Explore Services" }).getAttribute("href")).toBe("/services");
    expect(page.getByRole("link", { name: "Schedule Consultation" }).getAttribute("href")).toBe("/contact");

    page.getByRole("heading", { level: 2, name: "Strategic Services" });
    expect(page.getByRole("region", { name: "Strategic Services" }).querySelectorAll("article")).toHaveLength(3);
    for (const card of HOME_SERVICE_CARDS) {
      page.getByRole("heading", { level: 3, name: card.title });
      expect(page.getByRole("link", { name: `Learn More: ${card.title}` }).getAttribute("href")).toBe(
        `/services#${card.id}`,
      );
      for (const benefit of card.benefits) page.getByText(benefit, { exact: true });
    }
    expect(page.getByRole("link", { name: "View All Services" }).getAttribute("href")).toBe("/services");

    page.getByRole("heading", { level: 2, name: "What Our Clients Say" });
    page.getByRole("heading", { level: 2, name: "Professional Credentials" });
    for (const card of HOME_CREDENTIAL_CARDS) {
      page.getByRole("heading", { level: 3, name: card.title });
      const items = texts(page.getAllByRole("listitem"));
      for (const tag of card.tags) expect(items).toContain(tag);
    }

    page.getByRole("heading", { level: 2, name: "About Meridian Product Partners" });
    // No portrait on a fresh install: the founder's initials, named for the founder.
    expect(page.getByRole("img", { name: "Avery Morgan, Founder & Principal Consultant" }).textContent).toBe("AM");
    expect(page.text).toContain(
      "Great products don't happen by accident. They come from a clear strategy, disciplined execution and teams empowered to learn fast.",
    );
    page.getByText("Avery Morgan, Founder & Principal Consultant", { exact: true });
    expect(page.getByRole("link", { name: "Schedule a Consultation" }).getAttribute("href")).toBe("/contact");

    page.getByRole("heading", { level: 2, name: "Ready to Elevate Your Product Strategy?" });
    expect(page.getByRole("link", { name: "Get Started Today" }).getAttribute("href")).toBe("/contact");
  });

  test("shows the three newest featured testimonials, with initials when there is no photo", () => {
    // The two the browser tests add (after the seed) and the newest of the seed's samples.
    const newestSample = {
      name: "Priya Raman",
      position: "Co-founder and COO",
      company: "Ledgerline",
      testimonial:
        "The coaching changed how our product trio works. We went from building whatever the loudest customer asked for to running weekly discovery interviews and testing our riskiest assumptions first. The first feature we shipped that way lifted trial-to-paid conversion by eight points.",
    };
    const shown = [...[...e2eTestimonials].reverse(), newestSample];
    const cards = [...page.document.querySelectorAll("[data-testimonial]")];
    expect(cards.map((card) => card.querySelector("figcaption p:first-child")?.textContent)).toEqual(
      shown.map((s) => s.name),
    );
    for (const [i, expected] of shown.entries()) {
      const card = cards[i]!;
      expect(card.querySelector("blockquote")?.textContent?.trim()).toBe(expected.testimonial);
      expect(card.textContent).toContain(expected.position);
      expect(card.textContent).toContain(expected.company);
    }
    const sample = cards[2]!;
    expect(sample.querySelector("[data-initials]")?.textContent).toBe("PR");
    expect(sample.querySelectorAll("img")).toHaveLength(0);
  });

  test("describes the firm as JSON-LD", () => {
    const firm = page.jsonLd.find((d) => d["@type"] === "ProfessionalService") as
      | { name: string; url: string; email: string; telephone: string; location: { name: string } }
      | undefined;
    expect(firm).toBeDefined();
    expect(firm!.name).toBe("Meridian Product Partners");
    expect(firm!.url).toMatch(/^https?:\/\//);
    expect(firm!.email).toContain("@");
    expect(firm!.telephone).toBe("+1 (816) 555-0142");
    expect(firm!.location.name).toBe("Kansas City Metropolitan Area, United States");
  });
});

describe("services", () => {
  const page = served.get("/services")!;

  test("hero, offering cards linking to the four service anchors, closing call to action", () => {
    expect(texts(page.getAllByRole("heading", { level: 1 }))).toEqual(["Comprehensive Product Services"]);
    for (const group of OFFERING_GROUPS) page.getByRole("heading", { level: 2, name: group.heading });
    for (const card of OFFERING_GROUPS.flatMap((group) => group.cards)) {
      // An engagement model below may share its name ('Fractional CPO').
      expect(page.getAllByRole("heading", { level: 3, name: card.title }).length).toBeGreaterThan(0);
      expect(page.getByRole("link", { name: `Learn More: ${card.title}` }).getAttribute("href")).toBe(card.href);
    }
    for (const { id } of SERVICE_TABS) expect(page.document.querySelectorAll(`[id="${id}"]`)).toHaveLength(1);
    page.getByRole("heading", { level: 2, name: "Not Sure Which Service Fits?" });
    expect(page.getByRole("link", { name: "Schedule a Consultation" }).getAttribute("href")).toBe("/contact");
  });

  test("without JavaScript all four panels are in the page, one after another, and no tab list", () => {
    expect(page.queryAllByRole("tablist")).toHaveLength(0);
    for (const tab of SERVICE_TABS) {
      page.getByRole("heading", { level: 2, name: tab.title });
      for (const benefit of tab.keyBenefits) page.getByText(benefit, { exact: true });
    }
    page.getByRole("heading", { name: "How It Works" });
  });
});

describe("expertise", () => {
  const page = served.get("/expertise")!;

  test("hero, four featured areas with tags, eight certifications and the call to action", () => {
    expect(texts(page.getAllByRole("heading", { level: 1 }))).toEqual(["Industry & Technology Expertise"]);
    for (const area of FEATURED_AREAS) {
      const card = page.document.getElementById(area.id) as HTMLElement;
      expect(card.querySelector("h3")?.textContent).toBe(area.title);
      expect(texts([...card.querySelectorAll("li")])).toEqual([...area.tags]);
    }
    page.getByRole("heading", { level: 2, name: "Technology & Industry Landscape" });
    page.getByRole("heading", { level: 2, name: "Certifications & Credentials" });
    const strip = page.document.getElementById("certifications")!;
    const inStrip = texts([...strip.querySelectorAll("*")]);
    for (const certification of CERTIFICATIONS) expect(inStrip).toContain(certification);
    page.getByRole("heading", { level: 2, name: "Let's Apply This Expertise to Your Challenges" });
    expect(page.getByRole("link", { name: "Start a Conversation" }).getAttribute("href")).toBe("/contact");
  });

  test("without JavaScript both lists are in the page: 12 technologies and 9 industries, and no tab list", () => {
    expect(page.queryAllByRole("tablist")).toHaveLength(0);
    const items = (name: string) => page.getByRole("list", { name }).querySelectorAll(":scope > li");
    expect(items("Technologies")).toHaveLength(12);
    expect(items("Industries")).toHaveLength(9);
    const technologies = page.getByRole("list", { name: "Technologies" });
    expect(texts([...technologies.querySelectorAll("h4")])).toEqual(TECHNOLOGIES);
    const industries = page.getByRole("list", { name: "Industries" });
    expect(texts([...industries.querySelectorAll("h4")])).toEqual(INDUSTRIES);
  });
});

describe("about", () => {
  const page = served.get("/about")!;

  test("the hero, the story with the founder's initials and consultation button, values, credentials, experience and call to action", () => {
    expect(page.document.title).toMatch(/About Us/);
    const main = page.getByRole("main");
    expect(main.querySelector("h1")?.textContent).toBe("About Meridian Product Partners");
    const story = page.getByRole("region", { name: "Our Story" });
    expect(story.querySelector("h2")?.textContent).toBe("Our Story");
    const portrait = page.getByRole("img", { name: "Avery Morgan, Founder & Principal Consultant" });
    expect(story.contains(portrait)).toBe(true);
    expect(portrait.textContent).toBe("AM");
    const consultation = page.getByRole("link", { name: "Schedule a Consultation" });
    expect(story.contains(consultation)).toBe(true);
    expect(consultation.getAttribute("href")).toBe("/contact");

    const values = page.getByRole("region", { name: "Our Values" });
    expect(values.querySelectorAll("li")).toHaveLength(3);
    expect(texts([...values.querySelectorAll("h3")])).toEqual([
      "Innovation with Purpose",
      "Execution Excellence",
      "Knowledge Transfer",
    ]);

    const credentials = page.getByRole("region", { name: "Credentials" });
    for (const [name, items] of [
      ["Executive Education", ["Chief Product Officer Program, Executive Scholar"]],
      ["Agile Leadership", AGILE_LEADERSHIP],
    ] as const) {
      expect(texts([...credentials.querySelectorAll("h3")])).toContain(name);
      const list = page.getByRole("list", { name });
      expect(credentials.contains(list)).toBe(true);
      expect(list.querySelectorAll("li")).toHaveLength(items.length);
      for (const item of items) within(list).getByText(item, { exact: true });
    }

    const experience = page.getByRole("region", { name: "Experience at a Glance" });
    expect(experience.querySelectorAll("li")).toHaveLength(4);
    // Each figure's heading is the number and its label ("15+ Years of Product Leadership").
    const figures = texts([...experience.querySelectorAll("h3")]);
    for (const label of [
      "Years of Product Leadership",
      "Professional Credentials",
      "Service Offerings",
      "Weeks to Get Started",
    ]) {
      expect(figures).toContainEqual(expect.stringContaining(label));
    }

    const cta = page.getByRole("region", { name: "Let's Build Something Great Together" });
    const getInTouch = page.getByRole("link", { name: "Get in Touch" });
    expect(cta.contains(getInTouch)).toBe(true);
    expect(getInTouch.getAttribute("href")).toBe("/contact");
    expect(headingOutlineProblems(page.document)).toEqual([]);
  });

  test("describes the founder as a schema.org Person", () => {
    const person = page.jsonLd.find((data) => data["@type"] === "Person");
    expect(person?.["@context"]).toBe("https://schema.org");
    expect(person?.name).toBe("Avery Morgan");
    expect(person?.jobTitle).toBe("Founder & Principal Consultant");
  });
});

describe("contact", () => {
  const page = served.get("/contact")!;

  test("the hero, the form area and the e-mail, phone and location blocks, from the deployment's settings", () => {
    expect(page.document.title).toMatch(/Contact Us/);
    expect(page.getByRole("main").querySelector("h1")?.textContent).toBe("Contact Us");
    const formArea = page.getByRole("region", { name: "Send Us a Message" });
    expect(formArea.contains(page.getByRole("button", { name: "Send Message" }))).toBe(true);

    const blocks = page.getByRole("region", { name: "Get in Touch" }).querySelectorAll(":scope li");
    expect(blocks).toHaveLength(3);
    const [email, phone, location] = [...blocks];
    expect(email!.querySelector("h3, h2")?.textContent).toBe("Email");
    const mailto = email!.querySelector('a[href^="mailto:"]');
    expect(mailto?.getAttribute("href")).toBe("mailto:hello@example.com");
    expect(mailto?.textContent).toBe("hello@example.com");
    expect(phone!.querySelector("h3, h2")?.textContent).toBe("Phone");
    const tel = phone!.querySelector("a");
    expect(tel?.getAttribute("href")).toBe("tel:+18165550142");
    expect(tel?.textContent).toBe("+1 (816) 555-0142");
    expect(location!.querySelector("h3, h2")?.textContent).toBe("Location");
    expect(location!.textContent).toContain("Kansas City Metropolitan Area, United States");
    expect(headingOutlineProblems(page.document)).toEqual([]);
  });

  test("the FAQ's four questions, each with its answer", () => {
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    expect(faq.querySelector("h2")?.textContent).toBe("Frequently Asked Questions");
    const items = [...faq.querySelectorAll("details")];
    expect(texts(items.map((details) => details.querySelector("summary")!))).toEqual(FAQS.map((f) => f.question));
    for (const [i, item] of FAQS.entries()) expect(items[i]!.textContent).toContain(item.answer);
    // An en dash, and a no-break space before the unit (docs/product.md#contact).
    expect(faq.textContent).toContain("1–2\u00a0weeks");
  });

  test("describes the FAQ page and the organization in JSON-LD", () => {
    const faqPage = page.jsonLd.find((d) => d["@type"] === "FAQPage") as { mainEntity: { name: string }[] } | undefined;
    expect(faqPage?.mainEntity.map((q) => q.name)).toEqual(FAQS.map((f) => f.question));
    const org = page.jsonLd.find((d) => d["@type"] === "ProfessionalService") as
      | { email: string; telephone: string; location: { name: string } }
      | undefined;
    expect(org?.email).toBe("hello@example.com");
    expect(org?.telephone).toBe("+1 (816) 555-0142");
    expect(org?.location.name).toBe("Kansas City Metropolitan Area, United States");
  });
});

/** Today in the product's 'MMMM d, yyyy' format in the site's zone, computed without the code under test. */
function today(): string {
  return new Date().toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: defaults.siteTimeZone,
  });
}

for (const doc of LEGAL_DOCUMENTS) {
  describe(doc.path, () => {
    const page = served.get(doc.path)!;

    test("every section in order, with today's date as Last Updated and no placeholder left", () => {
      expect(page.document.title).toMatch(new RegExp(doc.title));
      const main = page.getByRole("main");
      expect(main.querySelector("h1")?.textContent).toBe(doc.title);
      expect(page.text).toContain(`Last Updated: ${today()}`);
      const article = main.querySelector("article")!;
      const expected = allHeadings(doc.sections);
      const headings = [...article.querySelectorAll("h1, h2, h3, h4, h5, h6")];
      expect(headings.map((h) => ({ title: h.textContent, level: Number(h.tagName.slice(1)) }))).toEqual(expected);
      // Subsections (the privacy policy's GDPR Compliance has four) sit inside their section.
      for (const section of doc.sections.filter((s) => s.subsections)) {
        const region = page.getByRole("region", { name: section.title });
        expect(texts([...region.querySelectorAll("h3")])).toEqual(section.subsections!);
      }
      expect(main.textContent).not.toContain("{email}");
      expect(headingOutlineProblems(page.document)).toEqual([]);
    });

    test("the table of contents links to each section", () => {
      const links = [...page.getByRole("navigation", { name: "On This Page" }).querySelectorAll("a")];
      expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
        doc.sections.map((section) => [section.title, `#${section.id}`]),
      );
      for (const section of doc.sections) expect(page.document.getElementById(section.id)).not.toBeNull();
    });

    test("the Contact Us section links the e-mail and the contact page", () => {
      const contact = page.getByRole("region", { name: "Contact Us" });
      const mail = [...contact.querySelectorAll("a")].find((a) => a.textContent === "hello@example.com");
      expect(mail?.getAttribute("href")).toBe("mailto:hello@example.com");
      const form = [...contact.querySelectorAll("a")].find((a) => a.textContent === "Contact form");
      expect(form?.getAttribute("href")).toBe("/contact");
    });
  });
}

describe("the 404 page", () => {
  const page = served.get("/a/page/that/moved")!;

  test("offers the main sections and the latest articles", () => {
    expect(page.status).toBe(404);
    expect(texts(page.getAllByRole("heading", { level: 1 }))).toEqual(["404 Page Not Found"]);
    expect(page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    const sections = page.getByRole("region", { name: "Where to Next" });
    for (const [name, href] of [
      ["Services", "/services"],
      ["Expertise", "/expertise"],
      ["Resources", "/resources"],
      ["Blog", "/blog"],
      ["About", "/about"],
      ["Contact", "/contact"],
    ] as const) {
      expect(
        within(sections)
          .getByRole("link", { name: new RegExp(`^${name}`) })
          .getAttribute("href"),
      ).toBe(href);
    }
    const latest = page.getByRole("region", { name: "Latest Articles" }).querySelectorAll("a");
    expect(latest).toHaveLength(3);
    expect(latest[0]!.getAttribute("href")).toMatch(/^\/blog\/[a-z0-9-]+$/);
  });
});

describe("the shell", () => {
  test("the header shows the six links and Contact, with the current one marked", () => {
    const home = served.get("/")!;
    const nav = within(home.getByRole("navigation", { name: "Main" }));
    expect(texts(nav.getAllByRole("link"))).toEqual(HEADER_LINKS.map((link) => link.label));
    for (const link of HEADER_LINKS) {
      expect(nav.getByRole("link", { name: link.label }).getAttribute("href")).toBe(link.href);
    }
    expect(nav.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");
    expect(nav.getByRole("link", { name: "Blog" }).getAttribute("aria-current")).toBeNull();
    // The button beside the links, and its copy in the phone menu (which CSS hides on a wide screen).
    const contact = within(home.getByRole("banner")).getAllByRole("link", { name: "Contact" });
    expect(contact.map((link) => link.getAttribute("href"))).toEqual(contact.map(() => "/contact"));
  });

  test("the header marks the section of a nested path", () => {
    const nested = served.get("/blog/some-article-that-does-not-exist")!;
    const nav = within(nested.getByRole("navigation", { name: "Main" }));
    expect(nav.getByRole("link", { name: "Blog" }).getAttribute("aria-current")).toBe("page");
    expect(nav.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();
  });

  test("the footer has every link of the specification, and LinkedIn opens in a new tab", () => {
    const footer = served.get("/")!.getByRole("contentinfo");
    for (const link of FOOTER_LINKS) {
      expect(within(footer).getByRole("link", { name: link.label }).getAttribute("href")).toBe(link.href);
    }
    const linkedin = within(footer).getByRole("link", { name: /LinkedIn/ });
    expect(linkedin.getAttribute("target")).toBe("_blank");
    expect(linkedin.getAttribute("rel")).toBe("noopener noreferrer");
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()}`);
    expect(footer.textContent).toContain("All rights reserved.");
  });

  test("the home page is titled for the firm", () => {
    expect(served.get("/")!.document.title).toMatch(/Meridian Product Partners/);
  });

  test("an unknown path is the 404 page with status 404", () => {
    const missing = served.get("/a/page/that/moved")!;
    expect(missing.status).toBe(404);
    expect(texts(missing.getAllByRole("heading", { level: 1 }))).toEqual(["404 Page Not Found"]);
    expect(missing.text).toMatch(/forget to add the page to the router/);
  });
});

test("a draft is neither reachable nor found by a shared search address, nor is its category offered", () => {
  const post = served.get("/blog/unreleased-pricing-playbook")!;
  expect(post.status).toBe(404);
  expect(texts(post.getAllByRole("heading", { level: 1 }))).toEqual(["Blog Post Not Found"]);
  expect(post.getByRole("link", { name: "Return to Blog" }).getAttribute("href")).toBe("/blog");
  const search = served.get("/blog?q=Unreleased")!;
  search.getByRole("heading", { name: "No articles found" });
  const chips = within(search.getByRole("navigation", { name: "Filter by category" }));
  chips.getByRole("link", { name: "All" });
  expect(chips.queryAllByRole("link", { name: "Pricing" })).toHaveLength(0);
});

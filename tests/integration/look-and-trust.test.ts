// What the public pages say about the firm at first sight, through the real app
// (docs/product.md#home, #claims, #services, #shell, #seed-content): the home hero's founder card
// (its portrait decorative, so the page still names one portrait), the proof strip's figures and
// the one experience story, the engagement steps on /services, the footer's Blog and Resources
// links, and the sample covers, which draw no type; every public page written in one English, the
// American one the product's texts use, a post page that shows its title once, and blog cards that
// name their author and date (docs/product.md#blog-list, #blog-post). Texts are written here.
import { afterAll, describe, expect, test } from "bun:test";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { send } from "../support/auth";
import { e2eCaseStudies } from "../e2e/fixtures";
import { decodeEntities, select } from "../support/html";
import { closeServedPages, servedPage } from "../support/page-dom";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(async () => {
  await closeServedPages();
  t.close();
});
// With these the blog has a second page, as on the browser tests' server (tests/e2e/prepare-data.ts).
for (const post of e2eCaseStudies) t.services.blog.create(post);

const page = async (path: string) => (await send(t.app, path)).text();

describe("/", () => {
  test("the hero's right half is the founder's card, from the settings, with a line of credentials", async () => {
    const home = await page("/");
    const card = await select(home, "[data-hero-aside] [data-hero-founder] figcaption p");
    expect(card.map((p) => p.text)).toEqual(["Your product leader", "Avery Morgan", "Founder & Principal Consultant"]);
    const credentials = await select(home, "[data-hero-founder] li");
    expect(credentials.map((li) => li.text)).toEqual([
      "CPO Program, 2024 Executive Scholar",
      "A-CSPO",
      "PMI-ACP",
      "SAFe 6.0",
      "+ 4 more credentials",
    ]);
    // The card writes the name, so its initials are hidden; the about section's stay the page's one portrait.
    const hero = await select(home, "[data-hero-portrait]");
    expect(hero.map((box) => [box.attrs["aria-hidden"], box.text])).toEqual([["true", "AM"]]);
    expect(await select(home, "[data-founder-initials]")).toHaveLength(1);
  });

  test("the proof strip sets the facts as figures, the two experience claims as one story", async () => {
    const home = await page("/");
    const strip = (await select(home, "[data-proof-strip]"))[0]!;
    expect(strip.text).toContain("The Firm in Figures");
    const values = await select(home, "[data-proof-strip] dd:first-of-type");
    expect(values.map((dd) => dd.text)).toEqual(["20+", "8", "4", "1–2"]);
    const labels = await select(home, "[data-proof-strip] dt");
    expect(labels.map((dt) => dt.text)).toEqual([
      "Years in technology",
      "Professional credentials",
      "Services",
      "Weeks to start",
    ]);
    expect(strip.text).toContain("15+ of them leading product organizations");
    expect(await page("/about")).toContain("The last 15+ of 20+ years in technology");
  });
});

test("/services: how an engagement starts, as three numbered steps", async () => {
  const services = await page("/services");
  const steps = await select(services, "#how-it-starts ol > li h3");
  expect(steps.map((h) => h.text)).toEqual(["A First Conversation", "A Written Proposal", "The First Working Session"]);
  expect((await select(services, "#how-it-starts ol > li > span")).map((s) => s.text)).toEqual(["01", "02", "03"]);
});

test("the footer links the blog and the resources beside the product's links", async () => {
  const links = await select(await page("/terms"), 'footer nav[aria-label="Company links"] a');
  expect(links.map((a) => [a.text, a.attrs.href])).toEqual([
    ["About", "/about"],
    ["Contact", "/contact"],
    ["Case Studies", "/case-studies"],
    ["Blog", "/blog"],
    ["Resources", "/resources"],
  ]);
});

test("the sample covers draw no type: the post page's title is the page's", async () => {
  // The covers' SVG art, which scripts/seed-covers.ts rasterises to the WebP the seed ships.
  const dir = join(import.meta.dir, "../../scripts/cover-art");
  const files = (await readdir(dir)).filter((file) => file.endsWith(".svg"));
  expect(files).toHaveLength(12);
  for (const file of files) expect(await Bun.file(join(dir, file)).text()).not.toMatch(/<text[\s>]/);
});

/** The seeded posts (src/db/seed-data.ts), each with a generated cover. */
const SEEDED_POSTS = [
  { slug: "from-feature-factory-to-outcome-driven-roadmaps", title: "From Feature Factory to Outcome-Driven Roadmaps" },
  {
    slug: "building-a-product-operations-function-that-scales",
    title: "Building a Product Operations Function That Scales",
  },
  { slug: "when-to-hire-a-fractional-cpo", title: "When to Hire a Fractional CPO (and When Not To)" },
  { slug: "running-your-first-product-discovery-sprint", title: "Running Your First Product Discovery Sprint" },
  { slug: "coaching-product-managers-into-product-leaders", title: "Coaching Product Managers Into Product Leaders" },
  { slug: "agile-rituals-that-actually-help-product-teams", title: "Agile Rituals That Actually Help Product Teams" },
];

/**
 * British spellings of words the site uses or is likely to: the stems, so that every form is caught
 * ("organisation", "organised", "prioritising"). Written out here, not derived from the texts.
 */
const BRITISH =
  /\b\w*(organis|behaviour|colour|favour|honour|labour|centre|theatre|catalogue|judgement|programme|licence|defence|analys(e|es|ed|ing)\b|optimis|prioritis|recognis|realis(e|es|ed|ing|ation)\b|standardis|utilis|minimis|maximis|summaris|customis|modernis|categoris|travell|modell|labell|whilst|amongst)\w*/gi;

/**
 * What a visitor reads in `html` (its title and every text of its body), scripts and styles left out,
 * as plain text: read by pattern, which for a spelling check is all it takes, at a fraction of the
 * cost of a parsed document.
 */
function readableText(html: string): string {
  const text = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ");
  return decodeEntities(text);
}

test("no public page uses a British spelling", async () => {
  const paths = [
    "/",
    "/services",
    "/expertise",
    "/about",
    "/contact",
    "/blog",
    "/resources",
    "/resources/prd-guidelines",
    "/case-studies",
    "/case-studies/ledgerline-discovery-coaching",
    "/privacy-policy",
    "/terms",
    "/no-such-page",
    "/contact?sent=1",
    "/blog?page=2",
    "/login",
    ...SEEDED_POSTS.map((post) => `/blog/${post.slug}`),
  ];
  const found: string[] = [];
  for (const path of paths) {
    const html = await page(path);
    const description = (await select(html, 'meta[name="description"]'))[0]?.attrs.content ?? "";
    for (const match of `${description}\n${readableText(html)}`.matchAll(BRITISH)) found.push(`${path}: ${match[0]}`);
  }
  expect(found).toEqual([]);
});

test("a post page shows its title once: its cover draws no text", async () => {
  for (const post of SEEDED_POSTS) {
    const html = await page(`/blog/${post.slug}`);
    const main = readableText(html.slice(html.indexOf("<main"), html.indexOf("</main>")));
    expect(main.split(post.title).length - 1, `${post.slug}: the title's occurrences`).toBe(1);
    const src = (await select(html, "main article img"))[0]!.attrs.src!;
    const file = await send(t.app, src);
    expect(file.status).toBe(200);
    if ((file.headers.get("content-type") ?? "").includes("svg")) {
      expect(await file.text(), `${post.slug}: the cover's markup`).not.toMatch(/<text[\s>]/);
    }
  }
});

test("every blog card names its author and its date", async () => {
  const DATE =
    /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;
  for (const path of ["/blog", "/blog?page=2", `/blog/${SEEDED_POSTS[2]!.slug}`]) {
    const { document } = await servedPage(t.app, path);
    const cards = [...document.querySelectorAll("[data-blog-card]")];
    expect(cards.length, `${path}: cards`).toBeGreaterThan(0);
    for (const card of cards) {
      const byline = card.querySelector("[data-post-byline]")!;
      expect(byline.querySelector("span")?.textContent, path).toMatch(/\S/);
      expect(byline.querySelector("time")?.textContent?.trim(), path).toMatch(DATE);
    }
  }
});

// What the public pages say about the firm at first sight, through the real app
// (docs/product.md#home, #claims, #services, #shell, #seed-content): the home hero's founder card
// (its portrait decorative, so the page still names one portrait), the proof strip's figures and
// the one experience story, the engagement steps on /services, the footer's Blog and Resources
// links, and the sample covers, which draw no type. Texts are written here.
import { afterAll, describe, expect, test } from "bun:test";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { send } from "../support/auth";
import { select } from "../support/html";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());

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
  const dir = join(import.meta.dir, "../../src/db/seed-files/covers");
  const files = (await readdir(dir)).filter((file) => file.endsWith(".svg"));
  expect(files).toHaveLength(12);
  for (const file of files) expect(await Bun.file(join(dir, file)).text()).not.toMatch(/<text[\s>]/);
});

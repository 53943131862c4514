// What a prospective client sees in the first seconds, in a real browser: the home hero's right
// half holds visible content at 1024 and 1440 px in both themes (the share of its pixels that differ
// from the bare hero behind them), every public page is written in one English, the American one
// the product's texts use, a post page shows its title once (no title drawn into the cover art), and
// every blog card names its author and date (docs/product.md#home, #blog-list, #blog-post, #theme);
// the first screen of a phone names the founder, and the proof renders: the engagement models on
// /services and the client logos, monochrome in both themes (docs/product.md#services, #client-logos).
import { expect, type Page, test } from "@playwright/test";
import { adminURL, test as adminTest } from "./admin-support";
import { openPage, publicPaths } from "./support";

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

const DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

async function hero(page: Page, width: number, theme: "light" | "dark") {
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
  await openPage(page, "/");
  // The art and the card may fade in; the measure is of where they end.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Share of the pixels of `a` that differ clearly from those of `b` (two PNGs of one size): by more
 * than 60 in the sum of the three channels, so that a faint glow or hairline does not count.
 */
async function differingShare(page: Page, a: Buffer, b: Buffer): Promise<number> {
  const scratch = await page.context().newPage();
  const share = await scratch.evaluate(
    async ([first, second]) => {
      const load = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, canvas.width, canvas.height).data;
      };
      const [x, y] = await Promise.all([load(first), load(second)]);
      let differing = 0;
      for (let i = 0; i < x.length; i += 4) {
        const distance = Math.abs(x[i]! - y[i]!) + Math.abs(x[i + 1]! - y[i + 1]!) + Math.abs(x[i + 2]! - y[i + 2]!);
        if (distance > 60) differing += 1;
      }
      return differing / (x.length / 4);
    },
    [a.toString("base64"), b.toString("base64")] as const,
  );
  await scratch.close();
  return share;
}

test.describe("the home hero's right half", () => {
  for (const width of [1024, 1440]) {
    for (const theme of ["light", "dark"] as const) {
      test(`holds visible content at ${width} px (${theme})`, async ({ page }) => {
        await hero(page, width, theme);
        const section = page.locator("main section").first();
        const box = (await section.boundingBox())!;
        const clip = { x: box.x + box.width / 2, y: box.y, width: box.width / 2, height: box.height };
        const shown = await page.screenshot({ clip, animations: "disabled" });
        // The same half with its content hidden: the hero's own background, gradient and all.
        await page.locator("[data-hero-aside]").evaluate((aside) => {
          (aside as HTMLElement).style.visibility = "hidden";
        });
        const bare = await page.screenshot({ clip, animations: "disabled" });
        const share = await differingShare(page, shown, bare);
        // A tenth at least: the meridian art alone, all the half held before, makes about 3 per cent.
        expect(share, `share of the right half's pixels that differ from the background`).toBeGreaterThan(0.1);
        // The card names the founder from the settings, with their title.
        await page.locator("[data-hero-aside]").evaluate((aside) => {
          (aside as HTMLElement).style.visibility = "";
        });
        const card = page.locator("[data-hero-founder]");
        await expect(card).toContainText("Avery Morgan");
        await expect(card).toContainText("Founder & Principal Consultant");
        await expect(card).toContainText("A-CSPO");
      });
    }
  }
});

test("no public page uses a British spelling", async ({ page }) => {
  test.setTimeout(120_000);
  const paths = [
    ...publicPaths,
    "/contact?sent=1",
    "/blog?page=2",
    "/login",
    ...SEEDED_POSTS.map((post) => `/blog/${post.slug}`),
  ];
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    const text = await page.locator("body").innerText();
    const title = await page.title();
    const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
    for (const match of `${title}\n${description}\n${text}`.matchAll(BRITISH)) found.push(`${path}: ${match[0]}`);
  }
  expect(found).toEqual([]);
});

test("a post page shows its title once: its cover draws no text", async ({ page }) => {
  for (const post of SEEDED_POSTS) {
    await page.goto(`/blog/${post.slug}`);
    const main = await page.locator("main").innerText();
    expect(main.split(post.title).length - 1, `${post.slug}: the title's occurrences`).toBe(1);
    const cover = page.locator("article img").first();
    const src = await cover.evaluate((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src);
    const file = await page.request.get(src);
    expect(file.ok()).toBe(true);
    const type = file.headers()["content-type"] ?? "";
    if (type.includes("svg")) expect(await file.text(), `${post.slug}: the cover's markup`).not.toMatch(/<text[\s>]/);
  }
});

test("every blog card names its author and its date", async ({ page }) => {
  for (const path of ["/blog", "/blog?page=2", `/blog/${SEEDED_POSTS[2]!.slug}`]) {
    await openPage(page, path);
    const cards = page.locator("[data-blog-card]");
    expect(await cards.count(), `${path}: cards`).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      const byline = card.locator("[data-post-byline]");
      await expect(byline.locator("span").first()).toHaveText(/\S/);
      await expect(byline.locator("time")).toHaveText(DATE);
    }
  }
});

// On the admin server, whose settings this test may change (and puts back): the logos are the settings'.
adminTest(
  "the first screen names the founder at 390 and 768 px; the engagement models and the client logos render",
  async ({ page }) => {
    for (const [width, height] of [
      [390, 844],
      [768, 1024],
    ] as const) {
      await page.setViewportSize({ width, height });
      await openPage(page, "/");
      const row = page.locator("[data-founder-row]");
      await expect(row).toBeVisible();
      await expect(row).toContainText("Avery Morgan");
      const box = (await row.boundingBox())!;
      expect(box.y + box.height, `the founder row's foot at ${width} px`).toBeLessThanOrEqual(height);
      // The booking call to action is the first button of the hero.
      await expect(page.locator("main section").first().locator("a.btn-hero").first()).toHaveText(
        "Schedule Consultation",
      );
    }

    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, "/services");
    const models = page.locator("[data-engagement-models] > li");
    await expect(models).toHaveCount(3);
    await expect(models.nth(1)).toContainText("1–3\u00a0days a week");

    const logos = [
      { company: "Harbor Health", logoUrl: "/uploads/seed/blog-agile-rituals-that-actually-help-product-teams.svg" },
      { company: "Northwind Bank", logoUrl: "/uploads/seed/blog-coaching-product-managers-into-product-leaders.svg" },
    ];
    const put = (clientLogos: typeof logos) =>
      page.request.put(`${adminURL}/api/admin/settings`, { data: { clientLogos }, headers: { Origin: adminURL } });
    expect((await put(logos)).status()).toBe(200);
    try {
      for (const theme of ["light", "dark"] as const) {
        await page.evaluate((value) => localStorage.setItem("theme", value), theme);
        await openPage(page, "/");
        const images = page.locator("[data-client-logos] img");
        await expect(images).toHaveCount(2);
        await expect(page.getByRole("img", { name: "Harbor Health" })).toBeVisible();
        const filter = await images.first().evaluate((img) => getComputedStyle(img).filter);
        expect(filter, `the logos' filter (${theme})`).toContain("grayscale(1)");
        if (theme === "dark") expect(filter).toContain("invert(1)");
      }
    } finally {
      expect((await put([])).status()).toBe(200);
    }
  },
);

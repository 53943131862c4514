// What a prospective client sees in the first seconds, in a real browser: the home hero's right
// half holds visible content at 1024 and 1440 px in both themes (the share of its pixels that differ
// from the bare hero behind them; docs/product.md#home, #theme); the first screen of a phone names
// the founder, and the proof renders: the engagement models on /services and the client logos,
// monochrome in both themes (docs/product.md#services, #client-logos). The pages' American spelling,
// a post page's title shown once and the blog cards' bylines are read from the served HTML in
// tests/integration/look-and-trust.test.ts.
import { expect, type Page, test } from "@playwright/test";
import { adminURL, test as adminTest } from "./admin-support";
import { openPage, showTheme } from "./support";

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

// One load of the home page, looked at in each width and theme in turn (the theme is the class the
// theme script sets on <html>).
test("the home hero's right half holds visible content at 1024 and 1440 px, in both themes", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await openPage(page, "/");
  // The art and the card may fade in; the measure is of where they end.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await page.evaluate(() => document.fonts.ready);
  for (const width of [1024, 1440]) {
    for (const theme of ["light", "dark"] as const) {
      const where = `${width} px (${theme})`;
      await page.setViewportSize({ width, height: 900 });
      await showTheme(page, theme);
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
      expect(share, `share of the right half's pixels that differ from the background at ${where}`).toBeGreaterThan(
        0.1,
      );
      await page.locator("[data-hero-aside]").evaluate((aside) => {
        (aside as HTMLElement).style.visibility = "";
      });
      // The card names the founder from the settings, with their title.
      const card = page.locator("[data-hero-founder]");
      await expect(card, where).toContainText("Avery Morgan");
      await expect(card, where).toContainText("Founder & Principal Consultant");
      await expect(card, where).toContainText("A-CSPO");
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
      { company: "Harbor Health", logoUrl: "/uploads/seed/blog-agile-rituals-that-actually-help-product-teams.webp" },
      { company: "Northwind Bank", logoUrl: "/uploads/seed/blog-coaching-product-managers-into-product-leaders.webp" },
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

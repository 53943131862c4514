// `bun scripts/screenshots.ts`: every public route at 390, 768, 1024 and 1440 px, in the light and
// the dark theme, as contact sheets in docs/screenshots/ (one JPEG per route and theme: the four
// widths side by side, each page whole but scaled to one column and cut at MAX_COLUMN_HEIGHT), so
// a change to the look can be seen at a glance and reviewed in a diff. Playwright drives Debian's
// Chromium (scripts/machine.ts) against the built site on a free loopback port with a fresh
// seeded data folder; nothing beyond loopback is fetched.
//
//   bun scripts/screenshots.ts [--rebuild] [--only=/,/services] [--out=DIR]
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { buildWhenNeeded, startSite } from "./bench/servers";
import { CHROMIUM, CHROMIUM_FLAGS, ensureDebianPackages, freePort, HEADLESS_SHELL } from "./machine";
import { publicRoutes } from "./public-routes";
import { installNetworkGuard } from "../src/server/network-guard";

// Nothing here may reach beyond this machine (decision 026): this process, and the site it starts.
installNetworkGuard();

const WIDTHS = [390, 768, 1024, 1440] as const;
const THEMES = ["light", "dark"] as const;
/** Each width's column on the sheet, in pixels, and the most of a page it shows. */
const COLUMN_WIDTH = 260;
const MAX_COLUMN_HEIGHT = 2400;
/** Small enough that all the sheets stay a few MB, sharp enough to see spacing and colour. */
const JPEG_QUALITY = 50;

const root = join(import.meta.dir, "..");
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const ONLY = arg("only")?.split(",").filter(Boolean);
const OUT = arg("out") ?? join(root, "docs", "screenshots");

await ensureDebianPackages(
  [
    ["chromium", CHROMIUM],
    ["chromium-headless-shell", HEADLESS_SHELL],
  ],
  "npm run screenshots",
);
await buildWhenNeeded(process.argv.includes("--rebuild"));

const work = mkdtempSync(join(tmpdir(), "site-screenshots-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const site = await startSite(join(work, "data"), port, join(work, "site.log"), { NETWORK_LOOPBACK_ONLY: "true" });
// Headless, as the browser tests run it (playwright.config.ts).
const browser = await chromium.launch({ executablePath: HEADLESS_SHELL, args: CHROMIUM_FLAGS });
try {
  mkdirSync(OUT, { recursive: true });
  // The 404 page is a public page too.
  const routes = [...(await publicRoutes(base)), "/no-such-page"].filter((path) => !ONLY || ONLY.includes(path));
  for (const path of routes) {
    for (const theme of THEMES) {
      const shots = [];
      for (const width of WIDTHS) shots.push({ width, png: await screenshot(browser, `${base}${path}`, width, theme) });
      const file = join(OUT, `${fileNameOf(path)}-${theme}.jpg`);
      await contactSheet(browser, `${path} (${theme})`, shots, file);
      console.log(file);
    }
  }
} finally {
  await browser.close();
  await site.stop();
  rmSync(work, { recursive: true, force: true });
}

/** The whole page at `width` in `theme`, once its fonts, images and entrance animations are done. */
async function screenshot(browser: Browser, url: string, width: number, theme: string): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: "light" });
  await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "load" });
  // Lazy images load once near the viewport: scroll through the page, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Instant: the site scrolls smoothly, and a capture taken on the way up shows the sticky header
    // in the middle of the page.
    window.scrollTo({ top: 0, behavior: "instant" });
    // The header's scrolled look eases back once the page is at the top again.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await document.fonts.ready;
    // The entrance animations end; one that repeats for ever (a spinner) is not waited for.
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  // A box drawn only when near the viewport (render-when-near, src/styles/app.css) is skipped again
  // once scrolled away, and a whole-page capture lies beyond the viewport: the sheet draws them all,
  // as a visitor sees each one on reaching it.
  await page.addStyleTag({ content: ".render-when-near { content-visibility: visible !important; }" });
  const png = await page.screenshot({ fullPage: true, animations: "disabled" });
  await context.close();
  return png;
}

/** The widths side by side under a caption, each scaled to a column and cut at MAX_COLUMN_HEIGHT. */
async function contactSheet(browser: Browser, caption: string, shots: { width: number; png: Buffer }[], file: string) {
  const page = await browser.newPage({ viewport: { width: COLUMN_WIDTH * shots.length + 60, height: 400 } });
  const columns = shots
    .map(
      ({ width, png }) => `<figure><figcaption>${width} px</figcaption>
        <div class="cut"><img src="data:image/png;base64,${png.toString("base64")}"></div></figure>`,
    )
    .join("");
  await page.setContent(
    `<!doctype html><html><head><style>
      body { margin: 0; padding: 12px; background: #e5e7eb; font: 14px system-ui, sans-serif; color: #111827; }
      h1 { margin: 0 0 8px; font-size: 16px; }
      main { display: flex; gap: 12px; align-items: flex-start; }
      figure { margin: 0; width: ${COLUMN_WIDTH}px; }
      figcaption { margin-bottom: 4px; }
      .cut { max-height: ${MAX_COLUMN_HEIGHT}px; overflow: hidden; box-shadow: 0 0 0 1px #9ca3af; }
      img { display: block; width: 100%; }
    </style></head><body><h1>${caption}</h1><main>${columns}</main></body></html>`,
  );
  await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode())));
  await page.screenshot({ path: file, type: "jpeg", quality: JPEG_QUALITY, fullPage: true });
  await page.close();
}

function fileNameOf(path: string): string {
  return path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
}

// Draws the sample covers: the art is SVG in scripts/cover-art/, and each is rasterised to a 1200x750
// WebP in src/db/seed-files/covers/, which the seed ships (decision 072: an SVG shown as <img> costs
// the page an isolated SVG document on its main thread; a raster image is decoded off it).
//
// The art has no type: an SVG drawn as <img> cannot load the site's web font, so a title set in it
// fell back to another face, and the post page shows the title already (docs/product.md#blog-post).
// Each cover keeps its colours, dots, glow and globe of meridians; the title, label and firm name
// gave way to an abstract motif of the post's or resource's subject (a roadmap, a cycle, a network,
// a document...), drawn in white hairlines.
// Idempotent: `bun scripts/seed-covers.ts` strips any earlier motif before drawing it again, then
// writes every WebP anew with Debian's Chromium (scripts/machine.ts), whose canvas encodes WebP.
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM, CHROMIUM_FLAGS, ensureDebianPackages } from "./machine";

const artDir = join(import.meta.dir, "cover-art");
const outDir = join(import.meta.dir, "../src/db/seed-files/covers");
/** The covers' size, which the pages' <img> width and height state (src/components/ResponsiveImage.tsx). */
const COVER = { width: 1200, height: 750 };
/** The canvas encoder's quality: 13-17 KB a cover with no banding visible in the gradients. */
const WEBP_QUALITY = 0.8;

const stroke = 'fill="none" stroke="#ffffff" stroke-linecap="round"';

/** Rounded bars along lanes, with milestones: a roadmap. */
function roadmap(accent: string): string {
  const lanes = [
    [96, 250, 0.5],
    [300, 260, 0.35],
    [180, 330, 0.25],
  ] as const;
  return lanes
    .map(([x, w, o], i) => {
      const y = 380 + i * 96;
      return `<line x1="96" y1="${y + 22}" x2="700" y2="${y + 22}" stroke="#ffffff" stroke-opacity="0.12" stroke-width="2"/><rect x="${x}" y="${y}" width="${w}" height="44" rx="22" fill="#ffffff" fill-opacity="${o}"/><circle cx="${x + w + 36}" cy="${y + 22}" r="9" fill="${accent}"/>`;
    })
    .join("");
}

/** Rising columns under a trend line: growth and measures. */
function columns(accent: string): string {
  const heights = [90, 140, 120, 200, 250, 310];
  const bars = heights
    .map(
      (h, i) =>
        `<rect x="${96 + i * 92}" y="${660 - h}" width="56" height="${h}" rx="10" fill="#ffffff" fill-opacity="${0.14 + i * 0.06}"/>`,
    )
    .join("");
  const points = heights.map((h, i) => `${124 + i * 92},${630 - h}`).join(" ");
  return `${bars}<polyline points="${points}" ${stroke} stroke-width="4" stroke-opacity="0.9"/>${heights
    .map(
      (h, i) =>
        `<circle cx="${124 + i * 92}" cy="${630 - h}" r="7" fill="${i === heights.length - 1 ? accent : "#ffffff"}"/>`,
    )
    .join("")}`;
}

/** Nodes joined into a network: teams and functions. */
function network(accent: string): string {
  const nodes = [
    [170, 420],
    [330, 360],
    [300, 540],
    [480, 470],
    [620, 380],
    [640, 600],
    [150, 620],
  ] as const;
  const edges = [
    [0, 1],
    [0, 2],
    [1, 3],
    [2, 3],
    [3, 4],
    [3, 5],
    [2, 6],
    [1, 4],
  ];
  const lines = edges
    .map(
      ([a, b]) =>
        `<line x1="${nodes[a!]![0]}" y1="${nodes[a!]![1]}" x2="${nodes[b!]![0]}" y2="${nodes[b!]![1]}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>`,
    )
    .join("");
  const dots = nodes
    .map(
      ([x, y], i) =>
        `<circle cx="${x}" cy="${y}" r="${i === 3 ? 26 : 14}" fill="${i === 3 ? accent : "#ffffff"}" fill-opacity="${i === 3 ? 1 : 0.8}"/>`,
    )
    .join("");
  return lines + dots;
}

/** A loop of arcs with a marker: a sprint or a cadence. */
function cycle(accent: string): string {
  const cx = 330;
  const cy = 500;
  return `<circle cx="${cx}" cy="${cy}" r="170" ${stroke} stroke-opacity="0.18" stroke-width="2"/><path d="M${cx} ${cy - 170}A170 170 0 0 1 ${cx + 170} ${cy}" ${stroke} stroke-width="10" stroke-opacity="0.9"/><path d="M${cx + 170} ${cy}A170 170 0 0 1 ${cx} ${cy + 170}" ${stroke} stroke-width="10" stroke-opacity="0.55"/><path d="M${cx} ${cy + 170}A170 170 0 0 1 ${cx - 170} ${cy}" ${stroke} stroke-width="10" stroke-opacity="0.3"/><circle cx="${cx}" cy="${cy - 170}" r="14" fill="${accent}"/><circle cx="${cx}" cy="${cy}" r="60" fill="#ffffff" fill-opacity="0.1"/><circle cx="${cx}" cy="${cy}" r="10" fill="#ffffff"/>`;
}

/** Steps climbing to a flag: growing into a leader. */
function steps(accent: string): string {
  const blocks = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${96 + i * 130}" y="${640 - (i + 1) * 70}" width="118" height="${(i + 1) * 70}" rx="12" fill="#ffffff" fill-opacity="${0.12 + i * 0.08}"/>`,
    )
    .join("");
  return `${blocks}<line x1="${96 + 3 * 130 + 59}" y1="350" x2="${96 + 3 * 130 + 59}" y2="${640 - 4 * 70}" stroke="#ffffff" stroke-width="4"/><path d="M${96 + 3 * 130 + 59} 350h70l-18 22 18 22h-70z" fill="${accent}"/>`;
}

/** A page of ruled lines with a check list: a document, a guide, a checklist. */
function documentPage(accent: string): string {
  const rows = [0, 1, 2, 3, 4]
    .map((i) => {
      const y = 420 + i * 52;
      const done = i < 3;
      return `<rect x="150" y="${y - 14}" width="28" height="28" rx="7" fill="${done ? accent : "none"}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/><rect x="200" y="${y - 6}" width="${[300, 250, 330, 220, 280][i]}" height="12" rx="6" fill="#ffffff" fill-opacity="${done ? 0.55 : 0.25}"/>`;
    })
    .join("");
  return `<rect x="110" y="330" width="480" height="370" rx="22" fill="#ffffff" fill-opacity="0.08" stroke="#ffffff" stroke-opacity="0.3" stroke-width="2"/><rect x="150" y="362" width="200" height="16" rx="8" fill="#ffffff" fill-opacity="0.8"/>${rows}`;
}

const motifs: Record<string, (accent: string) => string> = {
  "blog-from-feature-factory-to-outcome-driven-roadmaps": roadmap,
  "blog-building-a-product-operations-function-that-scales": network,
  "blog-when-to-hire-a-fractional-cpo": columns,
  "blog-running-your-first-product-discovery-sprint": cycle,
  "blog-coaching-product-managers-into-product-leaders": steps,
  "blog-agile-rituals-that-actually-help-product-teams": cycle,
  "product-roadmap-template": roadmap,
  "prd-guidelines": documentPage,
  "product-ops-playbook": network,
  "discovery-toolkit": cycle,
  "pm-interview-checklist": documentPage,
  "product-leadership-field-guide": steps,
};

const names: string[] = [];
for (const file of await readdir(artDir)) {
  if (!file.endsWith(".svg")) continue;
  const name = file.slice(0, -4);
  const draw = motifs[name];
  if (!draw) throw new Error(`No motif for ${file}`);
  const path = join(artDir, file);
  const svg = await Bun.file(path).text();
  // The needle's colour is the cover's accent.
  const accent = /<circle cx="\d+" cy="-70" r="7" fill="(#[0-9a-f]{6})"\/>/.exec(svg)?.[1] ?? "#a5b4fc";
  const kept = svg
    .split("\n")
    .filter((line) => !/<text|<rect x="96" y="\d+" width="\d+" height="(42|5)"|<g id="motif"/.test(line))
    .filter((line) => line.trim() !== "</svg>")
    .join("\n")
    .trimEnd();
  await Bun.write(path, `${kept}\n  <g id="motif">${draw(accent)}</g>\n</svg>\n`);
  names.push(name);
}

await ensureDebianPackages([["chromium", CHROMIUM]], "bun scripts/seed-covers.ts");
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  for (const name of names) {
    const svg = await Bun.file(join(artDir, `${name}.svg`)).text();
    const webp = await page.evaluate(
      async ({ svg, width, height, quality }) => {
        const image = new Image();
        image.src = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = width;
        canvas.height = height;
        canvas.getContext("2d")!.drawImage(image, 0, 0, width, height);
        const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, "image/webp", quality));
        if (blob?.type !== "image/webp") throw new Error("This Chromium's canvas cannot encode WebP");
        return [...new Uint8Array(await blob.arrayBuffer())];
      },
      { svg, ...COVER, quality: WEBP_QUALITY },
    );
    await Bun.write(join(outDir, `${name}.webp`), new Uint8Array(webp));
    console.log(`src/db/seed-files/covers/${name}.webp: ${webp.length} bytes`);
  }
} finally {
  await browser.close();
}

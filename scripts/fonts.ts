// The site's typeface, self-hosted: Inter (variable weight axis, Latin subset, 47 KB of WOFF2) from
// @fontsource-variable/inter, copied into the client assets under a content hash so it can be
// cached for a year, and preloaded by every page (decision 014).
// `font-display: optional`: the browser holds the first paint a moment (about 100 ms) for a
// preloaded font, and if it is not there by then the page keeps a local fallback (Arial, or its
// metric twins Liberation Sans and Arimo on Linux) whose size and vertical metrics capsize adjusts
// to Inter's; the font, cached by then, is used from the next page on. So the font never swaps in
// under text already laid out: with `swap`, the fallback's slightly different widths moved the
// header's buttons and the resource page's meta row by 2-4 px when Inter arrived (Lighthouse CLS
// 0.001), which a matched height cannot prevent.
// The font-family stacks that use these names are the `font` tokens in
// src/components/theme/tokens.css.ts.
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import inter from "@capsizecss/metrics/inter";
import { join } from "node:path";

const root = join(import.meta.dir, "..");

export const FONT_FILE = join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");

/** The unicode-range of fontsource's "latin" subset, so other scripts go straight to the fallback. */
const LATIN_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

/** Both @font-face rules: the web font at `url`, and its metric-adjusted local fallback. */
export function fontFaceCss(url: string): string {
  const [fallback] = createFontStack([inter, arial], { fontFaceFormat: "styleObject" }).fontFaces;
  const metrics = fallback?.["@font-face"];
  if (!metrics) throw new Error("capsize produced no fallback font face");
  return [
    `@font-face{font-family:"Inter Variable";font-style:normal;font-weight:100 900;font-display:optional;` +
      `src:url(${url}) format("woff2-variations");unicode-range:${LATIN_RANGE}}`,
    `@font-face{font-family:"Inter Fallback";src:local("Arial"),local("ArialMT"),local("Liberation Sans"),local("Arimo");` +
      `ascent-override:${metrics.ascentOverride};descent-override:${metrics.descentOverride};` +
      `line-gap-override:${metrics.lineGapOverride};size-adjust:${metrics.sizeAdjust}}`,
  ].join("\n");
}

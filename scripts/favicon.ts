// Draws the site's tab icons, public/favicon-32.png and public/favicon-64.png (high-density screens),
// from scripts/favicon.svg with resvg, the rasteriser the share images already use. PNG, not SVG:
// an SVG icon makes Chromium build an isolated SVG document on the page's main thread after every
// load (decision 072). Run `bun scripts/favicon.ts` after changing the SVG and commit the PNGs.
import { join } from "node:path";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm" with { type: "file" };

const root = join(import.meta.dir, "..");
const svg = await Bun.file(join(import.meta.dir, "favicon.svg")).text();

await initWasm(Bun.file(resvgWasm).arrayBuffer());
for (const size of [32, 64]) {
  const png = new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
  await Bun.write(join(root, `public/favicon-${size}.png`), png);
  console.log(`public/favicon-${size}.png: ${png.length} bytes`);
}

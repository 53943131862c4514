// Draws a share card as a 1200×630 PNG (decision 029): satori lays the card out (flexbox, line
// breaks, Inter's glyphs turned into paths) as SVG, and resvg, compiled to WebAssembly, rasterises
// it. Both are plain JavaScript and WebAssembly, so `bun build --compile` embeds them: the wasm file
// and the fonts are imported `with { type: "file" }` like the client assets (decision 001). A native
// renderer (sharp's libvips, resvg-js's .node) could not be embedded in the single binary.
// An SVG cover is drawn by resvg too, so a cover that LinkedIn and X cannot show becomes a PNG.
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm" with { type: "file" };
// satori reads WOFF (not WOFF2, which is all @fontsource-variable/inter has): the same Inter, static weights.
import interRegular from "@fontsource/inter/files/inter-latin-400-normal.woff" with { type: "file" };
import interBold from "@fontsource/inter/files/inter-latin-700-normal.woff" with { type: "file" };
import { SHARE_IMAGE_SIZE, type ShareCard } from "./cards";

/** An image to draw, as bytes with their media type. */
export type CardImage = { bytes: Uint8Array; type: string };

// The site's hero colours (src/components/theme/tokens.css.ts, light theme) and its teal accent.
const COLOURS = { from: "#1e1b4b", to: "#134e4a", text: "#ffffff", muted: "#c7d2fe", accent: "#5eead4" };

// satori and resvg are imported when the first card is drawn, not when the server starts: loading
// satori alone took about 110 ms of a start (docs/performance.md#bench-2026-11-27), and a server
// draws a card only when a share image is first asked for.
let ready:
  | Promise<{
      satori: typeof import("satori").default;
      Resvg: typeof import("@resvg/resvg-wasm").Resvg;
      fonts: Array<{ name: string; data: ArrayBuffer; weight: 400 | 700; style: "normal" }>;
    }>
  | undefined;

/** Loads satori and resvg, starts resvg's WebAssembly and reads the fonts, once per process. */
function prepare() {
  ready ??= (async () => {
    const [{ default: satori }, { initWasm, Resvg }] = await Promise.all([
      import("satori"),
      import("@resvg/resvg-wasm"),
    ]);
    await initWasm(Bun.file(resvgWasm).arrayBuffer());
    const fonts = [
      {
        name: "Inter",
        data: await Bun.file(interRegular).arrayBuffer(),
        weight: 400 as const,
        style: "normal" as const,
      },
      { name: "Inter", data: await Bun.file(interBold).arrayBuffer(), weight: 700 as const, style: "normal" as const },
    ];
    return { satori, Resvg, fonts };
  })();
  return ready;
}

// satori's element tree: React's shape without React (no JSX in services).
type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown> } };
const h = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  props: Record<string, unknown> = {},
): Node => ({
  type,
  props: { ...props, style, children },
});

/** A long title gets a smaller size, so four lines hold any title the admin allows. */
const titleSize = (title: string) => (title.length <= 40 ? 64 : title.length <= 80 ? 54 : 44);

function layout(card: ShareCard, image: string | null): Node {
  const frame = {
    display: "flex",
    width: SHARE_IMAGE_SIZE.width,
    height: SHARE_IMAGE_SIZE.height,
    backgroundImage: `linear-gradient(135deg, ${COLOURS.from}, ${COLOURS.to})`,
    color: COLOURS.text,
    fontFamily: "Inter",
  };
  const picture = (width: number) =>
    h("img", { width, height: SHARE_IMAGE_SIZE.height, objectFit: "cover" }, undefined, {
      src: image,
      width,
      height: SHARE_IMAGE_SIZE.height,
    });
  if (image && card.image?.whole) return h("div", frame, picture(SHARE_IMAGE_SIZE.width));

  const site = card.kind === "site";
  const firm = h("div", { display: "flex", alignItems: "center", fontSize: site ? 30 : 28, fontWeight: 700 }, [
    h("div", { width: 48, height: 6, borderRadius: 3, backgroundColor: COLOURS.accent, marginRight: 20 }),
    site ? "" : card.firmName,
  ]);
  const words = site
    ? [
        h("div", { fontSize: titleSize(card.firmName), fontWeight: 700, lineHeight: 1.1, lineClamp: 2 }, card.firmName),
        h("div", { marginTop: 28, fontSize: 30, color: COLOURS.muted, lineHeight: 1.35, lineClamp: 3 }, card.title),
      ]
    : [h("div", { fontSize: titleSize(card.title), fontWeight: 700, lineHeight: 1.12, lineClamp: 4 }, card.title)];
  const text = h(
    "div",
    { display: "flex", flexDirection: "column", justifyContent: "space-between", flex: 1, padding: 72 },
    [firm, h("div", { display: "flex", flexDirection: "column" }, words)],
  );
  return h("div", frame, image ? [text, picture(460)] : [text]);
}

const dataUri = (image: CardImage) => `data:${image.type};base64,${Buffer.from(image.bytes).toString("base64")}`;

/** The card as a 1200×630 PNG; an image that cannot be drawn is left out rather than failing the card. */
export async function renderShareCard(card: ShareCard, image: CardImage | null): Promise<Uint8Array<ArrayBuffer>> {
  const { satori, Resvg, fonts } = await prepare();
  const draw = async (src: string | null) => {
    const svg = await satori(layout(card, src) as never, { ...SHARE_IMAGE_SIZE, fonts });
    // A copy in a plain ArrayBuffer, out of the WebAssembly memory.
    return new Uint8Array(new Resvg(svg, { fitTo: { mode: "width", value: SHARE_IMAGE_SIZE.width } }).render().asPng());
  };
  if (!image) return draw(null);
  try {
    return await draw(dataUri(image));
  } catch {
    return draw(null);
  }
}

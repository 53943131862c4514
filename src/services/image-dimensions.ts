// An image's width and height read from its header, for the media library (docs/product.md#media):
// pages reserve the image's box from them (no layout shift) and a smaller copy is checked against
// them. Raster formats are read by the image-size package (each states its size in its first bytes;
// a JPEG after its metadata segments, which may be long, so up to HEAD_BYTES are read). SVG is read
// here: its size is attributes of its root element, which image-size finds only in the first 1,000
// characters and whose viewBox it splits on spaces alone, where browsers also take commas. A format
// or a header that cannot be read answers null, never a guess.
//
// A header may claim any size (a PNG's are 32-bit: 4294967295 × 4294967295). The site refuses an
// image beyond what a browser can draw into a canvas (where the admin makes its smaller copies):
// MAX_IMAGE_SIDE a side, MAX_IMAGE_PIXELS in all (docs/architecture.md#uploads).
import { imageSize } from "image-size";
import { SIGNATURES } from "./file-signatures";

export type Dimensions = { width: number; height: number };

/** How much of a file is read for its header: a JPEG's EXIF and ICC segments come before its size. */
export const HEAD_BYTES = 512 * 1024;

/** The longest side an image may have: the largest canvas side browsers allow. */
export const MAX_IMAGE_SIDE = 32_767;
/** The most pixels an image may have: the largest canvas area browsers allow (16,384²). */
export const MAX_IMAGE_PIXELS = 16_384 * 16_384;

/** Whether an image of these dimensions is larger than the site takes. */
export const isTooLarge = ({ width, height }: Dimensions) =>
  width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS;

const sized = (width: number | undefined, height: number | undefined): Dimensions | null =>
  Number.isInteger(width) && Number.isInteger(height) && width! > 0 && height! > 0
    ? { width: width!, height: height! }
    : null;

/** The raster formats image-size reads for us, by the signature the bytes carry. */
const RASTER = [SIGNATURES.png, SIGNATURES.jpeg, SIGNATURES.gif, SIGNATURES.webp, SIGNATURES.avif];

// A photo turned a quarter (EXIF orientation 5 to 8) is stored on its side: browsers draw it
// turned, so its width is the stored height.
function raster(head: Uint8Array): Dimensions | null {
  // image-size reads through a view of the whole buffer: a shorter view of a longer buffer (a cut
  // header) would be read past its end, so it is given bytes of their own.
  const own = head.byteOffset === 0 && head.byteLength === head.buffer.byteLength ? head : head.slice();
  try {
    const { width, height, orientation } = imageSize(own);
    return orientation !== undefined && orientation >= 5 && orientation <= 8
      ? sized(height, width)
      : sized(width, height);
  } catch {
    return null; // a header image-size cannot read (cut short, malformed)
  }
}

/** A length in an SVG's width or height: a number, in px or without a unit; null for %, em… */
function svgLength(value: string | undefined): number | null {
  const match = value && /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value);
  return match ? Math.round(Number(match[1])) : null;
}

// The root element's width and height, else its viewBox's; read from the text before it closes.
function svg(b: Uint8Array): Dimensions | null {
  const text = new TextDecoder().decode(b.subarray(0, 64 * 1024));
  const root = /<svg\b([^>]*)>/i.exec(text);
  if (!root) return null;
  const attributes = new Map<string, string>();
  for (const [, name, double, single] of root[1]!.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    attributes.set(name!.toLowerCase(), double ?? single ?? "");
  }
  const width = svgLength(attributes.get("width"));
  const height = svgLength(attributes.get("height"));
  if (width && height) return sized(width, height);
  const box = attributes
    .get("viewbox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length !== 4 || box.some((n) => !Number.isFinite(n))) return null;
  const [, , boxWidth, boxHeight] = box as [number, number, number, number];
  // One given length scales the other by the viewBox's proportions, as a browser draws it.
  if (width) return sized(width, Math.round((width * boxHeight) / boxWidth));
  if (height) return sized(Math.round((height * boxWidth) / boxHeight), height);
  return sized(Math.round(boxWidth), Math.round(boxHeight));
}

/** The width and height the header of an image states, or null when it cannot be read. */
export function imageDimensions(head: Uint8Array, contentType: string): Dimensions | null {
  if (contentType === "image/svg+xml") return svg(head);
  return RASTER.some((signature) => signature(head)) ? raster(head) : null;
}

/** The dimensions of a stored image, from its first HEAD_BYTES. */
export async function readImageDimensions(
  file: { slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> } },
  contentType: string,
): Promise<Dimensions | null> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return imageDimensions(head, contentType);
}

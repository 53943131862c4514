// An image's width and height read from its header, for the media library (docs/product.md#media):
// pages reserve the image's box from them (no layout shift) and a smaller copy is checked against
// them. The server has no image library and needs none for this: each format states its size in
// its first bytes (JPEG after its metadata segments, which may be long, so up to HEAD_BYTES are
// read). A format or a header this cannot read answers null, never a guess.
import { SIGNATURES } from "./file-signatures";

export type Dimensions = { width: number; height: number };

/** How much of a file is read for its header: a JPEG's EXIF and ICC segments come before its size. */
export const HEAD_BYTES = 512 * 1024;

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

const sized = (width: number, height: number): Dimensions | null =>
  width > 0 && height > 0 ? { width, height } : null;

// The IHDR chunk comes first: its width and height follow the signature and the chunk's header.
function png(b: Uint8Array): Dimensions | null {
  if (b.length < 24 || ascii(b, 12, 16) !== "IHDR") return null;
  return sized(u32be(b, 16), u32be(b, 20));
}

// The logical screen size follows "GIF89a".
function gif(b: Uint8Array): Dimensions | null {
  return b.length < 10 ? null : sized(u16le(b, 6), u16le(b, 8));
}

// The first chunk after "WEBP" says which of three encodings follows, each with its own header.
function webp(b: Uint8Array): Dimensions | null {
  if (b.length < 30) return null;
  switch (ascii(b, 12, 16)) {
    case "VP8 ": // lossy: a frame tag, the start code 9d 01 2a, then 14-bit width and height
      if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
      return sized(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
    case "VP8L": {
      // lossless: a signature byte, then width - 1 and height - 1 in 14 bits each
      if (b[20] !== 0x2f) return null;
      const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
      return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    }
    case "VP8X": // extended: flags, then the canvas's width - 1 and height - 1 in 24 bits each
      return sized(u24le(b, 24) + 1, u24le(b, 27) + 1);
    default:
      return null;
  }
}

// The EXIF orientation (TIFF tag 0x0112) of an APP1 segment's data starting at `from`, or 1. A
// photo turned a quarter (5 to 8) is stored on its side: browsers draw it turned, so its width is
// the stored height.
function exifOrientation(b: Uint8Array, from: number, to: number): number {
  if (to > b.length || ascii(b, from, from + 6) !== "Exif\0\0") return 1;
  const tiff = from + 6;
  const little = ascii(b, tiff, tiff + 2) === "II";
  const u16 = (at: number) => (little ? u16le(b, at) : u16be(b, at));
  const u32 = (at: number) => (little ? (u16le(b, at) | (u16le(b, at + 2) << 16)) >>> 0 : u32be(b, at));
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > to) return 1;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > to) return 1;
    if (u16(entry) === 0x0112) return u16(entry + 8);
  }
  return 1;
}

// Segments follow one another until a start-of-frame marker carries the size; the EXIF, ICC and
// other application segments before it are skipped by their lengths.
function jpeg(b: Uint8Array): Dimensions | null {
  let at = 2;
  let orientation = 1;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // the image data began without a frame
    const length = u16be(b, at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > b.length) return null;
      const [width, height] = [u16be(b, at + 7), u16be(b, at + 5)];
      return orientation >= 5 && orientation <= 8 ? sized(height, width) : sized(width, height);
    }
    if (length < 2) return null;
    if (marker === 0xe1 && orientation === 1) orientation = exifOrientation(b, at + 4, at + 2 + length);
    at += 2 + length;
  }
  return null;
}

// ISO BMFF boxes: the image's spatial extent ("ispe") is inside meta → iprp → ipco. An AVIF file
// may hold several (an alpha plane, a thumbnail); the largest is the picture.
function avif(b: Uint8Array): Dimensions | null {
  let best: Dimensions | null = null;
  const walk = (from: number, to: number) => {
    let at = from;
    while (at + 8 <= to) {
      let size = u32be(b, at);
      const type = ascii(b, at + 4, at + 8);
      if (size === 0) size = to - at;
      if (size < 8 || at + size > to) return;
      if (type === "meta")
        walk(at + 12, at + size); // a full box: version and flags first
      else if (type === "iprp" || type === "ipco") walk(at + 8, at + size);
      else if (type === "ispe" && size >= 20) {
        const found = sized(u32be(b, at + 12), u32be(b, at + 16));
        if (found && (!best || found.width > best.width)) best = found;
      }
      at += size;
    }
  };
  walk(0, b.length);
  return best;
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
  if (SIGNATURES.png(head)) return png(head);
  if (SIGNATURES.jpeg(head)) return jpeg(head);
  if (SIGNATURES.gif(head)) return gif(head);
  if (SIGNATURES.webp(head)) return webp(head);
  if (SIGNATURES.avif(head)) return avif(head);
  return null;
}

/** The dimensions of a stored image, from its first HEAD_BYTES. */
export async function readImageDimensions(
  file: { slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> } },
  contentType: string,
): Promise<Dimensions | null> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return imageDimensions(head, contentType);
}

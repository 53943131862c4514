// What a file's first bytes say it is ("magic bytes"): the one reading of file signatures, for the
// admin's uploads (an extension must be backed by its format's signature, ./upload-kinds.ts) and
// for the image proxy (a remote host's Content-Type is only a claim: an HTML page labelled
// image/png would otherwise be served from this site's origin).

export type Format =
  | "pdf"
  | "zip"
  | "ole2"
  | "png"
  | "jpeg"
  | "gif"
  | "webp"
  | "avif"
  | "windows-executable"
  | "linux-executable"
  | "macos-executable";

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);

const readU32 = (head: Uint8Array, at = 0) =>
  head.length < at + 4 ? -1 : ((head[at]! << 24) | (head[at + 1]! << 16) | (head[at + 2]! << 8) | head[at + 3]!) >>> 0;

const text = (head: Uint8Array, from: number, to: number) =>
  head.length < to ? "" : String.fromCharCode(...head.subarray(from, to));

/** How far into a file a PDF's header may start (ISO 32000 lets readers accept leading bytes). */
const PDF_HEADER_WITHIN = 1024;

function isPdf(head: Uint8Array): boolean {
  const marker = ascii("%PDF-");
  for (let i = 0; i + marker.length <= Math.min(head.length, PDF_HEADER_WITHIN); i++) {
    if (startsWith(head, marker, i)) return true;
  }
  return false;
}

// An ISO BMFF file type box: size, "ftyp", major brand, minor version, compatible brands. HEIC
// shares the container, so one of the brands must be AVIF's.
function isAvif(head: Uint8Array): boolean {
  if (head.length < 16 || text(head, 4, 8) !== "ftyp") return false;
  const boxSize = readU32(head);
  if (boxSize < 16) return false;
  const end = Math.min(boxSize, head.length);
  const brands = [text(head, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(text(head, at, at + 4));
  return brands.some((brand) => brand === "avif" || brand === "avis");
}

/** Whether the leading bytes of a file (fewer for a short one) carry each format's signature. */
export const SIGNATURES: Record<Format, (head: Uint8Array) => boolean> = {
  pdf: isPdf,
  // Containers whose signature is shared: docx, xlsx, pptx and epub are ZIP files, doc, xls and
  // ppt are OLE2 compound files.
  zip: (head) => startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]),
  ole2: (head) => startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  png: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  gif: (head) => startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a")),
  webp: (head) => startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8),
  avif: isAvif,
  "windows-executable": (head) => startsWith(head, ascii("MZ")),
  "linux-executable": (head) => startsWith(head, [0x7f, ...ascii("ELF")]),
  "macos-executable": (head) => [0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe].includes(readU32(head)),
};

/** The first of `formats` whose signature the bytes carry, or null. */
export function sniff<F extends Format>(head: Uint8Array, formats: readonly F[]): F | null {
  return formats.find((format) => SIGNATURES[format](head)) ?? null;
}

/** The raster formats browsers show in <img>; SVG, which can carry script, is never one. */
const IMAGE_FORMATS = ["png", "jpeg", "gif", "webp", "avif"] as const;

export type ImageType = `image/${(typeof IMAGE_FORMATS)[number]}`;

/** Enough bytes for every image signature, including an AVIF file type box with many brands. */
export const IMAGE_SNIFF_BYTES = 256;

/** The image type the bytes start with, or null when they are not a PNG, JPEG, GIF, WebP or AVIF image. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const format = sniff(bytes, IMAGE_FORMATS);
  return format && `image/${format}`;
}

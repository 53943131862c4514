// What an image really is, from its first bytes. A remote host's Content-Type is only a claim: an
// HTML page labelled image/png would otherwise be served from this site's origin. Only the raster
// formats browsers show in <img> are recognised; SVG, which can carry script, never is.

export type ImageType = "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "image/avif";

/** Enough bytes for every signature below, including an AVIF file type box with many brands. */
export const SNIFF_BYTES = 256;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The image type the bytes start with, or null when they are not a PNG, JPEG, GIF, WebP or AVIF image. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "image/gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (isAvif(bytes)) return "image/avif";
  return null;
}

// An ISO BMFF file type box: size, "ftyp", major brand, minor version, compatible brands. HEIC
// shares the container, so one of the brands must be AVIF's.
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (boxSize < 16) return false;
  const end = Math.min(boxSize, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.some((brand) => brand === "avif" || brand === "avis");
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  if (bytes.length < to) return "";
  return String.fromCharCode(...bytes.subarray(from, to));
}

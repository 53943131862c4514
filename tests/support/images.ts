// Small images made byte by byte, for the media library's tests: a real PNG (any viewer opens
// it), and the headers of JPEG, GIF and WebP files as their formats lay them out, with the width
// and height each test chooses.
import { deflateSync } from "node:zlib";

const encoder = new TextEncoder();

/** The parts one after another, in one array. */
export function concat(...parts: (Uint8Array | number[])[]): Uint8Array<ArrayBuffer> {
  const arrays = parts.map((p) => (p instanceof Uint8Array ? p : new Uint8Array(p)));
  const out = new Uint8Array(arrays.reduce((n, a) => n + a.length, 0));
  let at = 0;
  for (const a of arrays) {
    out.set(a, at);
    at += a.length;
  }
  return out;
}

const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const be16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const le16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const le24 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff];
const le32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat(encoder.encode(type), data);
  return concat(be32(data.length), typed, be32(Bun.hash.crc32(typed)));
}

/** A complete PNG of `width` × `height` grey pixels. */
export function pngImage(width: number, height: number): Uint8Array<ArrayBuffer> {
  const header = new Uint8Array([...be32(width), ...be32(height), 8, 0, 0, 0, 0]); // 8-bit greyscale
  const rows = new Uint8Array((width + 1) * height).fill(0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0; // each row's filter byte
  return concat(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows)),
    pngChunk("IEND", new Uint8Array(0)),
  );
}

/**
 * A JPEG's segments up to its frame header (stored `width` × `height`), with an EXIF segment of
 * `exifBytes` before it carrying `orientation` (big-endian TIFF, one entry in its first IFD).
 */
export function jpegImage(width: number, height: number, exifBytes = 0, orientation = 1): Uint8Array<ArrayBuffer> {
  const tiff = [
    ...encoder.encode("Exif\0\0MM"),
    0,
    42,
    ...be32(8),
    ...be16(1),
    ...be16(0x0112),
    ...be16(3),
    ...be32(1),
  ];
  const entry = [...be16(orientation), 0, 0, ...be32(0)];
  const data = [...tiff, ...entry];
  const exif =
    exifBytes > 0
      ? [0xff, 0xe1, ...be16(exifBytes + 2), ...data, ...new Array(Math.max(0, exifBytes - data.length)).fill(0x45)]
      : [];
  const jfif = [0xff, 0xe0, ...be16(16), ...encoder.encode("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const quantisation = [0xff, 0xdb, ...be16(67), 0, ...new Array(64).fill(1)];
  const frame = [0xff, 0xc0, ...be16(11), 8, ...be16(height), ...be16(width), 1, 1, 0x11, 0];
  return concat([0xff, 0xd8], jfif, exif, quantisation, frame, [0xff, 0xd9]);
}

/** A GIF's header and logical screen descriptor. */
export function gifImage(width: number, height: number): Uint8Array<ArrayBuffer> {
  return concat(encoder.encode("GIF89a"), le16(width), le16(height), [0, 0, 0], [0x3b]);
}

function riff(chunk: string, data: number[]): Uint8Array<ArrayBuffer> {
  const body = concat(encoder.encode("WEBP"), encoder.encode(chunk), le32(data.length), data);
  return concat(encoder.encode("RIFF"), le32(body.length), body);
}

/** A WebP file's header in each of its three encodings. */
export const webpImage = {
  lossy: (width: number, height: number) =>
    riff("VP8 ", [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height), 0, 0]),
  lossless: (width: number, height: number) => {
    const bits = ((width - 1) | ((height - 1) << 14)) >>> 0;
    return riff("VP8L", [0x2f, ...le32(bits), 0, 0, 0, 0, 0]);
  },
  extended: (width: number, height: number) => riff("VP8X", [0, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]),
};

/** A PNG's signature, IHDR and IEND with no pixels: a header that claims any 32-bit size. */
export function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const header = new Uint8Array([...be32(width), ...be32(height), 8, 0, 0, 0, 0]);
  return concat(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pngChunk("IHDR", header),
    pngChunk("IEND", new Uint8Array(0)),
  );
}

/** The GPS position a test photo carries: 51° 30' 26" N as EXIF rationals, and as XMP text. */
export const PHOTO_GPS = {
  latitude: [...be32(51), ...be32(1), ...be32(30), ...be32(1), ...be32(26), ...be32(1)],
  xmp: "<exif:GPSLatitude>51,30.43N</exif:GPSLatitude>",
};

/** The bytes of the test photo's image data (after its SOS header), to find in a stored copy. */
export const PHOTO_SCAN = [0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0, 0x13, 0x57];

/**
 * A JPEG as a phone writes it, `width` × `height` stored: JFIF, an EXIF segment (big-endian TIFF)
 * whose first IFD holds Orientation, Make and a GPS IFD with the latitude of PHOTO_GPS, an XMP
 * segment repeating it, an ICC profile segment, then its tables, frame, scan and end.
 */
export function jpegPhoto(width: number, height: number, orientation: number): Uint8Array<ArrayBuffer> {
  const make = [...encoder.encode("Phone"), 0, 0, 0]; // 8 bytes, stored after the IFDs
  // The TIFF block: header (8), IFD0 of 3 entries (2 + 36 + 4 = 42) at 8, the GPS IFD of 2 entries
  // (2 + 24 + 4 = 30) at 50, then Make at 80 and the latitude's rationals at 88.
  const entry = (tag: number, type: number, count: number, value: number[]) => [
    ...be16(tag),
    ...be16(type),
    ...be32(count),
    ...value,
  ];
  const tiff = [
    ...encoder.encode("MM"),
    0,
    42,
    ...be32(8),
    ...be16(3),
    ...entry(0x010f, 2, make.length, be32(80)), // Make, ASCII, at 80
    ...entry(0x0112, 3, 1, [...be16(orientation), 0, 0]), // Orientation
    ...entry(0x8825, 4, 1, be32(50)), // the GPS IFD, at 50
    ...be32(0),
    ...be16(2),
    ...entry(0x0001, 2, 2, [0x4e, 0, 0, 0]), // GPSLatitudeRef "N"
    ...entry(0x0002, 5, 3, be32(88)), // GPSLatitude, 3 rationals at 88
    ...be32(0),
    ...make,
    ...PHOTO_GPS.latitude,
  ];
  const segment = (marker: number, data: number[] | Uint8Array) => [0xff, marker, ...be16(data.length + 2), ...data];
  const exif = segment(0xe1, [...encoder.encode("Exif\0\0"), ...tiff]);
  const xmp = segment(0xe1, encoder.encode(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${PHOTO_GPS.xmp}</x:xmpmeta>`));
  const icc = segment(0xe2, [...encoder.encode("ICC_PROFILE\0"), 1, 1, ...new Array(32).fill(0x11)]);
  const jfif = segment(0xe0, [...encoder.encode("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const quantisation = segment(0xdb, [0, ...new Array(64).fill(1)]);
  const frame = segment(0xc0, [8, ...be16(height), ...be16(width), 1, 1, 0x11, 0]);
  const scan = segment(0xda, [1, 1, 0, 0, 63, 0]);
  return concat([0xff, 0xd8], jfif, exif, xmp, icc, quantisation, frame, scan, PHOTO_SCAN, [0xff, 0xd9]);
}

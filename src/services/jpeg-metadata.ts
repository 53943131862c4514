// A JPEG's metadata removed as it is uploaded (docs/architecture.md#uploads): a phone's photo
// carries where it was taken (the EXIF GPS tags), its camera's serial number and more, in APP1
// segments (EXIF, and XMP, which may repeat the location) and APP13 (IPTC, city and place names).
// Those segments are dropped before the file is stored, so no served copy carries them. The one
// EXIF tag a picture needs is kept: its Orientation, without which a photo taken upright would be
// drawn on its side; it is written back as an EXIF segment of that tag alone. Everything else
// (JFIF, the ICC colour profile in APP2, Adobe's APP14, the image data) passes unchanged.
//
// Segments are read as the bytes stream in, up to the start of the image data (SOS); from there
// the bytes pass through untouched. A segment is at most 64 KiB, so at most that much is held.

const SOI = [0xff, 0xd8];
const APP1 = 0xe1;
const APP13 = 0xed;
const SOS = 0xda;
const EOI = 0xd9;
const ORIENTATION_TAG = 0x0112;
/** The restart markers RST0 to RST7, and 0xff (a fill byte), carry no length. */
const carriesNoLength = (marker: number) => (marker >= 0xd0 && marker <= 0xd7) || marker === 0xff;

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u32 = (b: Uint8Array, at: number, little: boolean) =>
  little
    ? (u16le(b, at) | (u16le(b, at + 2) << 16)) >>> 0
    : ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** The EXIF Orientation (1 to 8) in an APP1 segment's data, or null when it has none. */
export function exifOrientation(data: Uint8Array): number | null {
  if (data.length < 14 || ascii(data, 0, 6) !== "Exif\0\0") return null;
  const tiff = 6;
  const little = ascii(data, tiff, tiff + 2) === "II";
  const u16 = (at: number) => (little ? u16le(data, at) : u16be(data, at));
  const ifd = tiff + u32(data, tiff + 4, little);
  if (ifd + 2 > data.length) return null;
  for (let i = 0; i < u16(ifd); i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > data.length) return null;
    if (u16(entry) === ORIENTATION_TAG) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 segment holding an EXIF block of the Orientation tag alone (big-endian TIFF). */
function orientationSegment(orientation: number): Uint8Array {
  const data = [
    ...[0x45, 0x78, 0x69, 0x66, 0, 0], // "Exif\0\0"
    ...[0x4d, 0x4d, 0, 42, 0, 0, 0, 8], // "MM", 42, the first IFD at offset 8
    ...[0, 1], // one entry
    ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0], // Orientation, SHORT, 1 value
    ...[0, 0, 0, 0], // no next IFD
  ];
  return new Uint8Array([0xff, APP1, 0, data.length + 2, ...data]);
}

/**
 * What a metadata segment becomes: an APP1 EXIF segment its Orientation alone (nothing when it is
 * the default 1), any other APP1 (XMP) and APP13 nothing; every other segment itself.
 */
function kept(marker: number, segment: Uint8Array): Uint8Array | null {
  if (marker === APP13) return null;
  if (marker !== APP1) return segment;
  const orientation = exifOrientation(segment.subarray(4));
  return orientation !== null && orientation !== 1 ? orientationSegment(orientation) : null;
}

/** Passes a JPEG's bytes on without its location and other metadata (see above); other bytes unchanged. */
export function withoutJpegMetadata(): TransformStream<Uint8Array, Uint8Array> {
  let pending: Uint8Array = new Uint8Array(0);
  let started = false;
  let passing = false;

  // Emits every complete segment at the start of `pending`; keeps an incomplete one for more bytes.
  const consume = (controller: TransformStreamDefaultController<Uint8Array>) => {
    let at = 0;
    if (!started) {
      if (pending.length < 2) return;
      started = true;
      if (pending[0] !== SOI[0] || pending[1] !== SOI[1])
        passing = true; // not a JPEG: untouched
      else at = 2;
      if (at > 0) controller.enqueue(pending.slice(0, at));
    }
    while (!passing && at + 4 <= pending.length) {
      const marker = pending[at + 1]!;
      // Anything but a length-carrying segment before the image data (fill bytes, the image data,
      // a malformed header) ends the reading: the rest is passed on as it is.
      const length = u16be(pending, at + 2);
      if (
        pending[at] !== 0xff ||
        marker < 0xc0 ||
        marker === SOS ||
        marker === EOI ||
        carriesNoLength(marker) ||
        length < 2
      ) {
        passing = true;
        break;
      }
      const end = at + 2 + length;
      if (end > pending.length) break;
      const segment = kept(marker, pending.subarray(at, end));
      if (segment) controller.enqueue(segment.slice());
      at = end;
    }
    const rest = pending.subarray(at);
    if (passing) {
      if (rest.length > 0) controller.enqueue(rest.slice());
      pending = new Uint8Array(0);
    } else pending = rest.slice();
  };

  return new TransformStream({
    transform(chunk, controller) {
      if (passing) return controller.enqueue(chunk);
      const joined = new Uint8Array(pending.length + chunk.length);
      joined.set(pending);
      joined.set(chunk, pending.length);
      pending = joined;
      consume(controller);
    },
    flush(controller) {
      if (pending.length > 0) controller.enqueue(pending);
    },
  });
}

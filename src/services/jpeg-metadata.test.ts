import { describe, expect, test } from "bun:test";
import { jpegPhoto, PHOTO_GPS, PHOTO_SCAN, pngImage } from "../../tests/support/images";
import { imageDimensions } from "./image-dimensions";
import { exifOrientation, withoutJpegMetadata } from "./jpeg-metadata";

/** The bytes after the transform, fed in chunks of `size` bytes. */
async function stripped(bytes: Uint8Array, size = bytes.length): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.slice(at, at + size));
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Uint8Array(await new Response(source.pipeThrough(withoutJpegMetadata())).arrayBuffer());
}

const contains = (haystack: Uint8Array, needle: readonly number[]) =>
  Buffer.from(haystack).includes(Buffer.from(needle as number[]));

/** The APP1 segments' data (after marker and length), in order. */
function app1Segments(jpeg: Uint8Array): Uint8Array[] {
  const found: Uint8Array[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at + 1] !== 0xda) {
    const end = at + 2 + ((jpeg[at + 2]! << 8) | jpeg[at + 3]!);
    if (jpeg[at + 1] === 0xe1) found.push(jpeg.subarray(at + 4, end));
    at = end;
  }
  return found;
}

describe("withoutJpegMetadata", () => {
  const photo = jpegPhoto(4000, 3000, 6);

  test("the photo made for the test carries its GPS position, in EXIF and in XMP", () => {
    expect(contains(photo, PHOTO_GPS.latitude)).toBe(true);
    expect(contains(photo, [...new TextEncoder().encode(PHOTO_GPS.xmp)])).toBe(true);
  });

  test("drops the GPS tags, XMP and the camera's make; keeps Orientation, the colour profile and the image data", async () => {
    for (const size of [1, 7, 64, photo.length]) {
      const out = await stripped(photo, size);
      expect(contains(out, PHOTO_GPS.latitude)).toBe(false);
      expect(contains(out, [...new TextEncoder().encode("GPSLatitude")])).toBe(false);
      expect(contains(out, [...new TextEncoder().encode("Phone")])).toBe(false);
      expect(app1Segments(out).map(exifOrientation)).toEqual([6]);
      expect(contains(out, [...new TextEncoder().encode("ICC_PROFILE")])).toBe(true);
      expect(contains(out, [0xff, 0xda, ...[0, 8, 1, 1, 0, 0, 63, 0], ...PHOTO_SCAN, 0xff, 0xd9])).toBe(true);
      // Drawn as before: on its side, so as wide as it is stored high.
      expect(imageDimensions(out, "image/jpeg")).toEqual({ width: 3000, height: 4000 });
    }
  });

  test("a photo the right way up keeps no EXIF at all", async () => {
    const out = await stripped(jpegPhoto(640, 480, 1), 5);
    expect(app1Segments(out)).toEqual([]);
    expect(imageDimensions(out, "image/jpeg")).toEqual({ width: 640, height: 480 });
  });

  test("bytes that are no JPEG, or a JPEG cut short, pass unchanged", async () => {
    const png = pngImage(3, 2);
    expect(await stripped(png, 4)).toEqual(png);
    const cut = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
    expect(await stripped(cut, 1)).toEqual(cut);
  });
});

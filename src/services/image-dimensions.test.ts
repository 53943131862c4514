import { describe, expect, test } from "bun:test";
import { gifImage, jpegImage, pngHeader, pngImage, webpImage } from "../../tests/support/images";
import { imageDimensions, isTooLarge, readImageDimensions } from "./image-dimensions";

const svg = (root: string) => new TextEncoder().encode(`<?xml version="1.0"?>\n<!-- art -->\n${root}<rect/></svg>`);

describe("imageDimensions", () => {
  test("PNG: from the IHDR chunk", () => {
    expect(imageDimensions(pngImage(37, 21), "image/png")).toEqual({ width: 37, height: 21 });
  });

  test("JPEG: from the frame header, past a long EXIF segment before it", () => {
    expect(imageDimensions(jpegImage(1600, 900), "image/jpeg")).toEqual({ width: 1600, height: 900 });
    expect(imageDimensions(jpegImage(640, 480, 40_000), "image/jpeg")).toEqual({ width: 640, height: 480 });
  });

  test("JPEG: a photo stored on its side (EXIF orientation 5 to 8) is as wide as it is drawn", () => {
    expect(imageDimensions(jpegImage(4000, 3000, 200, 6), "image/jpeg")).toEqual({ width: 3000, height: 4000 });
    expect(imageDimensions(jpegImage(4000, 3000, 200, 3), "image/jpeg")).toEqual({ width: 4000, height: 3000 });
  });

  test("JPEG: null when the header ends before the frame", () => {
    expect(imageDimensions(jpegImage(640, 480, 40_000).subarray(0, 30_000), "image/jpeg")).toBeNull();
  });

  test("GIF: the logical screen", () => {
    expect(imageDimensions(gifImage(300, 200), "image/gif")).toEqual({ width: 300, height: 200 });
  });

  test("WebP: lossy, lossless and extended headers", () => {
    expect(imageDimensions(webpImage.lossy(800, 450), "image/webp")).toEqual({ width: 800, height: 450 });
    expect(imageDimensions(webpImage.lossless(1024, 768), "image/webp")).toEqual({ width: 1024, height: 768 });
    expect(imageDimensions(webpImage.extended(4000, 3000), "image/webp")).toEqual({ width: 4000, height: 3000 });
  });

  test("SVG: width and height, else the viewBox, else scaled by it; null for relative sizes alone", () => {
    expect(
      imageDimensions(svg('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750">'), "image/svg+xml"),
    ).toEqual({
      width: 1200,
      height: 750,
    });
    expect(imageDimensions(svg("<svg viewBox='0 0 400 300'>"), "image/svg+xml")).toEqual({ width: 400, height: 300 });
    expect(imageDimensions(svg('<svg width="200px" viewBox="0,0,400,300">'), "image/svg+xml")).toEqual({
      width: 200,
      height: 150,
    });
    expect(imageDimensions(svg('<svg width="100%" height="100%">'), "image/svg+xml")).toBeNull();
  });

  test("null for bytes that are no image header it knows", () => {
    expect(imageDimensions(new TextEncoder().encode("%PDF-1.7"), "image/png")).toBeNull();
    expect(imageDimensions(pngImage(5, 5).subarray(0, 19), "image/png")).toBeNull();
  });
});

describe("isTooLarge", () => {
  test("a header may claim 4294967295 × 4294967295; that is read as said, and is too large", () => {
    const absurd = imageDimensions(pngHeader(4294967295, 4294967295), "image/png");
    expect(absurd).toEqual({ width: 4294967295, height: 4294967295 });
    expect(isTooLarge(absurd!)).toBe(true);
  });

  test("more than 32,767 pixels a side, or more than 16,384² in all, is too large; a big photo is not", () => {
    expect(isTooLarge({ width: 32_768, height: 10 })).toBe(true);
    expect(isTooLarge({ width: 10, height: 40_000 })).toBe(true);
    expect(isTooLarge({ width: 20_000, height: 20_000 })).toBe(true);
    expect(isTooLarge({ width: 32_767, height: 8_000 })).toBe(false);
    expect(isTooLarge({ width: 8_000, height: 6_000 })).toBe(false);
  });
});

test("readImageDimensions reads a stored file's head", async () => {
  expect(await readImageDimensions(new Blob([pngImage(12, 34)]), "image/png")).toEqual({ width: 12, height: 34 });
});

import { describe, expect, test } from "bun:test";
import { sniffImageType } from "./file-signatures";

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((ch) => ch.charCodeAt(0)) : part)));

// An ISO BMFF file type box: size, "ftyp", major brand, minor version, compatible brands.
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], "ftyp", major, [0, 0, 0, 0], ...compatible);
};

describe("sniffImageType", () => {
  test.each([
    ["PNG", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], "IHDR"), "image/png"],
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF"), "image/jpeg"],
    ["GIF87a", bytes("GIF87a", [1, 0, 1, 0]), "image/gif"],
    ["GIF89a", bytes("GIF89a", [1, 0, 1, 0]), "image/gif"],
    ["WebP", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "), "image/webp"],
    ["AVIF (major brand)", ftyp("avif", "mif1", "miaf"), "image/avif"],
    ["AVIF sequence", ftyp("avis", "msf1"), "image/avif"],
    ["AVIF (compatible brand)", ftyp("mif1", "avif", "miaf"), "image/avif"],
  ])("%s is %s", (_name, data, type) => {
    expect(sniffImageType(data)).toBe(type as never);
  });

  test.each([
    ["HTML", bytes("<!doctype html><html><body>hi</body></html>")],
    ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["SVG with an XML declaration", bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["a truncated PNG signature", bytes([0x89], "PNG", [0x0d, 0x0a])],
    ["a RIFF that is not WebP", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt ")],
    ["HEIC (no AVIF brand)", ftyp("heic", "mif1", "heic")],
    ["an MP4 file type box", ftyp("isom", "iso2", "mp41")],
    ["an AVIF brand past the box's end", bytes([0, 0, 0, 16], "ftyp", "mif1", [0, 0, 0, 0], "avif")],
    ["BMP", bytes("BM", [0x36, 0, 0, 0])],
    ["ICO", bytes([0, 0, 1, 0, 1, 0])],
    ["nothing", bytes()],
  ])("%s is no image", (_name, data) => {
    expect(sniffImageType(data)).toBeNull();
  });
});

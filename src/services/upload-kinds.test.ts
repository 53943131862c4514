import { describe, expect, test } from "bun:test";
import { allowedKind, recognisedFormat } from "./upload-kinds";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((ch) => ch.charCodeAt(0)) : [v])));

describe("allowedKind", () => {
  test("the product's resource extensions, case-insensitively, with the form's labels", () => {
    const labels = [
      "pdf",
      "doc",
      "docx",
      "xls",
      "xlsx",
      "ppt",
      "pptx",
      "zip",
      "epub",
      "png",
      "jpg",
      "jpeg",
      "svg",
      "txt",
      "csv",
    ].map((ext) => allowedKind("resource", `file.${ext.toUpperCase()}`)?.label);
    expect(labels).toEqual([
      "PDF",
      "DOC",
      "DOCX",
      "XLS",
      "XLSX",
      "PPT",
      "PPTX",
      "ZIP",
      "EPUB",
      "PNG",
      "JPG",
      "JPG",
      "SVG",
      "TXT",
      "CSV",
    ]);
  });

  test("covers are images only; executables and unknown names are refused everywhere", () => {
    expect(allowedKind("cover", "a.webp")?.label).toBe("WEBP");
    expect(allowedKind("cover", "a.gif")?.label).toBe("GIF");
    for (const name of ["a.pdf", "a.txt", "a.exe", "a", "a.png.exe", ".png"]) {
      expect([name, allowedKind("cover", name)?.extension ?? null]).toEqual([name, name === ".png" ? "png" : null]);
    }
    expect(allowedKind("resource", "setup.exe")).toBeNull();
    expect(allowedKind("resource", "archive.tar.gz")).toBeNull();
  });
});

describe("signatures", () => {
  const check = (name: string, head: Uint8Array) => allowedKind("resource", name)!.signature(head);

  test("each format's magic bytes", () => {
    expect(check("a.pdf", bytes("%PDF-1.4"))).toBe(true);
    expect(check("a.pdf", bytes(0xef, 0xbb, 0xbf, "%PDF-1.7"))).toBe(true);
    expect(check("a.png", bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a))).toBe(true);
    expect(check("a.jpg", bytes(0xff, 0xd8, 0xff, 0xe1))).toBe(true);
    expect(check("a.docx", bytes("PK", 3, 4))).toBe(true);
    expect(check("a.xls", bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe(true);
    expect(allowedKind("cover", "a.gif")!.signature(bytes("GIF89a"))).toBe(true);
    expect(allowedKind("cover", "a.webp")!.signature(bytes("RIFF", 0, 0, 0, 0, "WEBP"))).toBe(true);
  });

  test("another format's bytes do not pass", () => {
    expect(check("a.png", bytes("%PDF-1.4"))).toBe(false);
    expect(check("a.pdf", bytes("MZ", 0x90, 0))).toBe(false);
    expect(check("a.docx", bytes(0xd0, 0xcf, 0x11, 0xe0))).toBe(false);
    expect(check("a.jpg", bytes(0x89, "PNG"))).toBe(false);
    expect(check("a.zip", bytes("P"))).toBe(false);
  });

  test("recognisedFormat names what a refused file is", () => {
    expect(recognisedFormat(bytes("MZ", 0x90, 0))).toBe("a Windows executable");
    expect(recognisedFormat(bytes(0x7f, "ELF", 2))).toBe("a Linux executable");
    expect(recognisedFormat(bytes(0xcf, 0xfa, 0xed, 0xfe))).toBe("a macOS executable");
    expect(recognisedFormat(bytes("%PDF-1.7"))).toBe("a PDF document");
    expect(recognisedFormat(bytes("hello"))).toBeNull();
  });
});

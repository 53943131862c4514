import { describe, expect, test } from "bun:test";
import { downloadContentType, extensionOf, publicImageContentType } from "./content-types";

describe("downloadContentType", () => {
  test("from the saved name's extension, then the file type, then octet-stream", () => {
    expect(downloadContentType("guide.PDF")).toBe("application/pdf");
    expect(downloadContentType("plan.xlsx")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(downloadContentType("book.epub")).toBe("application/epub+zip");
    expect(downloadContentType("no-extension", "DOCX")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(downloadContentType("payload.exe", "PDF")).toBe("application/pdf");
    expect(downloadContentType("payload.exe")).toBe("application/octet-stream");
    // Only a resource file's types: a name the upload would refuse is sent as bytes.
    expect(downloadContentType("page.js")).toBe("application/octet-stream");
    expect(downloadContentType("chart.gif")).toBe("application/octet-stream");
  });
});

describe("publicImageContentType", () => {
  test("the images /uploads serves, by extension; nothing else", () => {
    expect(publicImageContentType("covers/a.PNG")).toBe("image/png");
    expect(publicImageContentType("covers/a.avif")).toBe("image/avif");
    expect(publicImageContentType("seed/a.svg")).toBe("image/svg+xml");
    expect(publicImageContentType("covers/a.pdf")).toBeUndefined();
    expect(publicImageContentType("png")).toBeUndefined();
  });
});

test("extensionOf takes what follows the last dot", () => {
  expect(extensionOf("report.final.PDF")).toBe("pdf");
  expect(extensionOf("README")).toBe("");
});

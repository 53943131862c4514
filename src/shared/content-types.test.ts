import { describe, expect, test } from "bun:test";
import { downloadContentType } from "./content-types";

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
  });
});

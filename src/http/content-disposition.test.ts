import { describe, expect, test } from "bun:test";
import { attachmentDisposition, safeFileName } from "./content-disposition";

describe("attachmentDisposition", () => {
  test("an ASCII name appears unchanged in both parameters", () => {
    expect(attachmentDisposition("Meridian-PRD-Guidelines.pdf")).toBe(
      `attachment; filename="Meridian-PRD-Guidelines.pdf"; filename*=UTF-8''Meridian-PRD-Guidelines.pdf`,
    );
  });

  test("spaces and non-ASCII letters are percent-encoded in UTF-8 and replaced in the fallback", () => {
    expect(attachmentDisposition("Résumé guide 2026.pdf")).toBe(
      `attachment; filename="R_sum_ guide 2026.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20guide%202026.pdf`,
    );
    expect(attachmentDisposition("路线图.xlsx")).toBe(
      `attachment; filename="___.xlsx"; filename*=UTF-8''%E8%B7%AF%E7%BA%BF%E5%9B%BE.xlsx`,
    );
  });

  test("quotes, backslashes, semicolons and line breaks cannot break out of the header", () => {
    const header = attachmentDisposition('evil"; filename="x.exe\r\nSet-Cookie: a=b;.pdf');
    expect(header).toBe(
      `attachment; filename="evil_; filename=_x.exeSet-Cookie: a=b;.pdf"; filename*=UTF-8''evil%22%3B%20filename%3D%22x.exeSet-Cookie%3A%20a%3Db%3B.pdf`,
    );
    expect(header).not.toContain("\n");
  });

  test("percent signs are encoded, so the extended value decodes to the name itself", () => {
    const header = attachmentDisposition("100% done.txt");
    expect(header).toBe(`attachment; filename="100_ done.txt"; filename*=UTF-8''100%25%20done.txt`);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe("100% done.txt");
  });
});

describe("safeFileName", () => {
  test("keeps only the last path segment and drops leading dots", () => {
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName("C:\\Users\\me\\report.docx")).toBe("report.docx");
    expect(safeFileName(".htaccess")).toBe("htaccess");
  });

  test("an empty result becomes 'download'", () => {
    expect(safeFileName("   ")).toBe("download");
    expect(safeFileName("folder/")).toBe("download");
  });
});

import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileResponse, parseRange } from "./file-response";

const dir = mkdtempSync(join(tmpdir(), "file-response-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const path = join(dir, "stored.bin");
writeFileSync(path, "0123456789abcdefghij");

const download = () => ({ file: Bun.file(path), fileName: "Report 2026.pdf", contentType: "application/pdf" });
const request = (headers: Record<string, string> = {}, method = "GET") =>
  new Request("https://site.test/file", { method, headers });

describe("parseRange", () => {
  test("first-last, open-ended and suffix ranges", () => {
    expect(parseRange("bytes=0-4", 20)).toEqual({ start: 0, end: 4 });
    expect(parseRange("bytes=15-", 20)).toEqual({ start: 15, end: 19 });
    expect(parseRange("bytes=-5", 20)).toEqual({ start: 15, end: 19 });
    expect(parseRange("bytes=10-999", 20)).toEqual({ start: 10, end: 19 });
    expect(parseRange("bytes=-50", 20)).toEqual({ start: 0, end: 19 });
  });

  test("a start past the end, or an empty suffix, cannot be satisfied", () => {
    expect(parseRange("bytes=20-", 20)).toBe("unsatisfiable");
    expect(parseRange("bytes=25-30", 20)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 20)).toBe("unsatisfiable");
  });

  test("no header, other units, several ranges and nonsense mean the whole file", () => {
    expect(parseRange(null, 20)).toBeNull();
    expect(parseRange("items=0-4", 20)).toBeNull();
    expect(parseRange("bytes=0-1,4-5", 20)).toBeNull();
    expect(parseRange("bytes=5-2", 20)).toBeNull();
    expect(parseRange("bytes=-", 20)).toBeNull();
    expect(parseRange("bytes=a-b", 20)).toBeNull();
  });
});

describe("fileResponse", () => {
  test("the whole file with download headers", async () => {
    const res = fileResponse(request(), download());
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("0123456789abcdefghij");
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-length")).toBe("20");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Report 2026.pdf"; filename*=UTF-8''Report%202026.pdf`,
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("private, no-store, no-transform");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
  });

  test("a range is answered 206 with exactly those bytes", async () => {
    const res = fileResponse(request({ Range: "bytes=5-9" }), download());
    expect(res.status).toBe(206);
    expect(await res.text()).toBe("56789");
    expect(res.headers.get("content-range")).toBe("bytes 5-9/20");
    expect(res.headers.get("content-length")).toBe("5");
  });

  test("a range outside the file is 416 with the file's size", async () => {
    const res = fileResponse(request({ Range: "bytes=40-" }), download());
    expect(res.status).toBe(416);
    expect(res.headers.get("content-range")).toBe("bytes */20");
    expect(await res.text()).toBe("");
  });

  test("If-Range with another version's validator gets the whole file", async () => {
    const current = fileResponse(request(), download()).headers.get("etag")!;
    const stale = fileResponse(request({ Range: "bytes=0-1", "If-Range": '"other"' }), download());
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe("0123456789abcdefghij");
    const same = fileResponse(request({ Range: "bytes=0-1", "If-Range": current }), download());
    expect(same.status).toBe(206);
    expect(await same.text()).toBe("01");
  });

  test("HEAD has the headers and no body", async () => {
    const res = fileResponse(request({}, "HEAD"), download());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe("20");
    expect(res.body).toBeNull();
  });
});

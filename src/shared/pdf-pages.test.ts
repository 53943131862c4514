// A PDF's pages, counted as its bytes stream past in chunks of any size (docs/product.md#resource-detail):
// pages written plainly, pages packed in a compressed object stream, the page tree's own `/Pages`
// nodes not counted, and a file without pages answering null.
import { describe, expect, test } from "bun:test";
import { deflateSync } from "node:zlib";
import { countPdfPages, createPdfPageCounter } from "./pdf-pages";

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

/** A plain PDF of `pages` pages: a catalog, the page tree and one object per page. */
function plainPdf(pages: number): Uint8Array {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(" ");
  const objects = Array.from(
    { length: pages },
    (_, i) => `${i + 3} 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n`,
  ).join("");
  return latin1(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [${kids}] /Count ${pages} >>\nendobj\n${objects}trailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** A PDF 1.5 whose page objects are packed into one deflated object stream, as most tools write them. */
function packedPdf(pages: number): Uint8Array {
  const dictionaries = Array.from({ length: pages }, () => "<</Type/Page/Parent 2 0 R>>").join(" ");
  const data = deflateSync(Buffer.from(`3 0 4 30 ${dictionaries}<</Type/Pages/Count ${pages}>>`, "latin1"));
  const head = latin1(
    `%PDF-1.5\n%\xe2\xe3\n5 0 obj\n<</Type/ObjStm/N ${pages + 1}/First 8/Filter/FlateDecode/Length ${data.length}>>stream\n`,
  );
  const tail = latin1("\nendstream\nendobj\ntrailer\n<</Root 1 0 R>>\n%%EOF\n");
  return new Uint8Array([...head, ...data, ...tail]);
}

/** Feeds `bytes` in chunks of `size`, as an upload arrives. */
function countInChunks(bytes: Uint8Array, size: number): number | null {
  const counter = createPdfPageCounter();
  for (let at = 0; at < bytes.length; at += size) counter.write(bytes.subarray(at, at + size));
  return counter.pages();
}

describe("countPdfPages", () => {
  test("counts plain page objects, not the page tree's /Pages node", () => {
    expect(countPdfPages(plainPdf(1))).toBe(1);
    expect(countPdfPages(plainPdf(12))).toBe(12);
  });

  test("counts the pages packed in a compressed object stream", () => {
    expect(countPdfPages(packedPdf(7))).toBe(7);
  });

  test("a file without pages has no count", () => {
    expect(countPdfPages(latin1("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n"))).toBeNull();
  });

  for (const size of [1, 3, 7, 64, 4096]) {
    test(`the same counts when the bytes arrive ${size} at a time`, () => {
      expect(countInChunks(plainPdf(12), size)).toBe(12);
      expect(countInChunks(packedPdf(7), size)).toBe(7);
    });
  }
});

describe("long stretches without a keyword", () => {
  // Page objects between long runs of content, as in a real file: a chunk with no "/Type" is only
  // read at its start (where a keyword begun in the chunk before may end) and its end.
  const filler = latin1(`${"x".repeat(9_999)}\n`);
  const page = (n: number) => latin1(`${n} 0 obj\n<< /Type /Page /Parent 2 0 R >>\nendobj\n`);
  const parts = [latin1("%PDF-1.4\n"), ...Array.from({ length: 7 }, (_, i) => [filler, page(i + 3)]).flat(), filler];
  const bytes = new Uint8Array(Buffer.concat(parts));

  test("every page is counted whatever the chunks' size, a page split across two chunks included", () => {
    for (const size of [200, 1_000, 4_096, 9_990, 10_007, 65_536]) expect(countInChunks(bytes, size)).toBe(7);
  });

  test("an object stream that begins in such a chunk is still read", () => {
    const packed = packedPdf(4);
    const long = new Uint8Array([...filler, ...packed]);
    for (const size of [300, 10_000 + 20, 10_000 + 40]) expect(countInChunks(long, size)).toBe(4);
  });
});

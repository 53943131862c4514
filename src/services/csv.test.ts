import { describe, expect, test } from "bun:test";
import { csvChunks, csvField, neutraliseFormula, toCsv } from "./csv";

describe("csvField", () => {
  test("quotes every field and doubles inner quotes", () => {
    expect(csvField("plain")).toBe('"plain"');
    expect(csvField('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvField("two\r\nlines")).toBe('"two\r\nlines"');
    expect(csvField(null)).toBe('""');
    expect(csvField(42)).toBe('"42"');
    expect(csvField(new Date("2026-03-04T05:06:07.000Z"))).toBe('"2026-03-04T05:06:07.000Z"');
  });

  test.each(['=HYPERLINK("http://x")', "+1+1", "-2", "@SUM(A1)", "\tcmd", "\rcmd"])(
    "a cell starting like a formula (%p) gets a leading apostrophe",
    (value) => {
      expect(neutraliseFormula(value)).toBe(`'${value}`);
    },
  );

  test("ordinary text is left alone, including a formula character further in", () => {
    expect(neutraliseFormula("Jane = CEO")).toBe("Jane = CEO");
    expect(neutraliseFormula("jane@example.com")).toBe("jane@example.com");
  });

  test("a typical lead", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
  });
});

describe("toCsv", () => {
  test("a byte order mark, the header, CRLF after every row", () => {
    expect(
      toCsv(
        ["Name", "Email"],
        [
          ["Jane", "jane@example.com"],
          ["Li", null],
        ],
      ),
    ).toBe('\uFEFF"Name","Email"\r\n"Jane","jane@example.com"\r\n"Li",""\r\n');
  });
});

describe("csvChunks", () => {
  type Row = { n: number };
  /** An export of `total` numbers in chunks of 10, counting the reads. */
  function numbers(total: number) {
    const reads: number[] = [];
    const chunks = csvChunks(
      ["N"],
      (after: Row | undefined, limit: number) => {
        const start = after ? after.n + 1 : 0;
        reads.push(start);
        return Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, i) => ({ n: start + i }));
      },
      (row) => [row.n],
      10,
    );
    return { chunks, reads };
  }

  test("reads a chunk only when asked, the first with the header, and the whole file is every row once", () => {
    const { chunks, reads } = numbers(35);
    expect(reads).toEqual([]);
    const first = chunks.next();
    expect(reads).toEqual([0]);
    expect(first.value).toStartWith('\uFEFF"N"\r\n"0"\r\n');
    const text = [first.value, ...chunks].join("");
    // The last read finds nothing: it ends the file without an empty chunk.
    expect(reads).toEqual([0, 10, 20, 30, 35]);
    expect(text).toBe(
      toCsv(
        ["N"],
        Array.from({ length: 35 }, (_, i) => [i]),
      ),
    );
  });

  test("an export of nothing is its header alone", () => {
    expect([...numbers(0).chunks]).toEqual(['\uFEFF"N"\r\n']);
  });

  test("ended early (a cancelled download), it reads nothing more", () => {
    const { chunks, reads } = numbers(1_000);
    chunks.next();
    chunks.return();
    expect(chunks.next().done).toBe(true);
    expect(reads).toEqual([0]);
  });
});

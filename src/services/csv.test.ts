import { describe, expect, test } from "bun:test";
import { csvField, neutraliseFormula, toCsv } from "./csv";

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

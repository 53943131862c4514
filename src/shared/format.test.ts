import { describe, expect, test } from "bun:test";
import { formatBytes, formatDate } from "./format";

describe("formatDate", () => {
  test("uses SPEC's 'MMMM d, yyyy'", () => {
    expect(formatDate(new Date(2026, 2, 4))).toBe("March 4, 2026");
  });
});

describe("formatBytes", () => {
  test.each([
    [512, "512 B"],
    [1536, "1.5 KB"],
    [2.5 * 1024 * 1024, "2.5 MB"],
    [50 * 1024 * 1024, "50 MB"],
  ])("%d bytes read %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

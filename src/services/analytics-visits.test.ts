import { describe, expect, test } from "bun:test";
import { VisitTable } from "./analytics-visits";

const page = (n: number) => ({ entry: n, last: n, content: 0 });

describe("VisitTable", () => {
  test("finds every visit it was given as it grows, keys that share their low bits included", () => {
    const table = new VisitTable(10_000);
    // Multiples of 2^16 all start probing at slot 0 until the table is over 65,536 slots.
    const keys = Array.from({ length: 5_000 }, (_, i) => (i % 2 === 0 ? i * 65_536 : 0x9e3779b1 * i) >>> 0);
    keys.forEach((key, i) => {
      expect(table.add(key, 1_000 + i, page(i + 1))).toBeGreaterThanOrEqual(0);
    });
    expect(table.size).toBe(5_000);
    keys.forEach((key, i) => {
      const slot = table.find(key);
      expect(slot).toBeGreaterThanOrEqual(0);
      expect([table.lastAt(slot), table.entry(slot), table.last(slot)]).toEqual([1_000 + i, i + 1, i + 1]);
    });
    expect(table.find(12_345)).toBe(-1);
  });

  test("a visit started again in its slot keeps its key and takes the new pages; a view moves its last page", () => {
    const table = new VisitTable(10);
    const slot = table.add(7, 1_000, { entry: 1, last: 2, content: 2 });
    table.start(slot, 5_000, { entry: 3, last: 3, content: 0 });
    expect(table.find(7)).toBe(slot);
    expect([table.lastAt(slot), table.entry(slot), table.last(slot), table.content(slot)]).toEqual([5_000, 3, 3, 0]);
    table.viewed(slot, 5_500, { last: 4, content: false });
    table.viewed(slot, 5_600, { last: 5, content: true });
    table.viewed(slot, 5_700);
    expect([table.lastAt(slot), table.entry(slot), table.last(slot), table.content(slot)]).toEqual([5_700, 3, 5, 5]);
    expect(() => table.start(slot, 6_000, page(0))).toThrow();
  });

  test("holds no more than its limit, and forgets everything when cleared", () => {
    const table = new VisitTable(3);
    expect([1, 2, 3, 4].map((key) => table.add(key, 1, page(1)) >= 0)).toEqual([true, true, true, false]);
    expect(table.find(4)).toBe(-1);
    table.clear();
    expect(table.size).toBe(0);
    expect(table.find(1)).toBe(-1);
    expect(table.add(4, 1, page(1))).toBeGreaterThanOrEqual(0);
  });
});

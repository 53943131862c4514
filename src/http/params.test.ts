import { describe, expect, test } from "bun:test";
import { idParam, limitQuery } from "./params";

describe("idParam", () => {
  const id = idParam("Invalid thing id.");

  test("a positive whole number in its one spelling, up to 15 digits", () => {
    expect(id.parse({ id: "1" })).toEqual({ id: 1 });
    expect(id.parse({ id: "999999999999999" })).toEqual({ id: 999_999_999_999_999 });
  });

  test("every other spelling is refused with the area's message", () => {
    for (const sent of ["0", "007", "-1", "+1", "1.0", "1e3", "0x10", " 5", "5 ", "abc", "", "1000000000000000"]) {
      const result = id.safeParse({ id: sent });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[["id"], "Invalid thing id."]]);
    }
  });
});

describe("limitQuery", () => {
  const limit = limitQuery(12, 3);

  test("1 to the maximum, the fallback when absent", () => {
    expect(limit.parse("1")).toBe(1);
    expect(limit.parse("12")).toBe(12);
    expect(limit.parse(undefined)).toBe(3);
  });

  test("anything else gets the one message", () => {
    for (const sent of ["0", "13", "2.5", "x"]) {
      expect(limit.safeParse(sent).error?.issues[0]?.message).toBe("The limit must be a whole number from 1 to 12.");
    }
  });
});

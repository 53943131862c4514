// A table of cases for a function of one argument: one test per row, each checking that the
// function gives the row's expected answer. Written once, so a test file states only the rows.
import { expect, test } from "bun:test";

/** One test per `[input, expected]` row, named by `title` (with %p or %s for both), that `fn(input)` is `expected`. */
export function givesEach<Input, Output>(title: string, fn: (input: Input) => Output, cases: [Input, Output][]) {
  test.each(cases)(title, (input, expected) => {
    expect(fn(input)).toBe(expected);
  });
}

// For the schema tests: "this input is refused with exactly these messages", written once, so a
// test states only the input and the words a form would show under each field.
import { expect } from "bun:test";
import type { z } from "zod";
import { fieldErrors } from "../../src/shared/schemas/test-support";

/** `schema` refuses each of `inputs` with `errors` (each field's first message) and nothing else. */
export function expectFieldErrors(schema: z.ZodType, errors: Record<string, string>, ...inputs: unknown[]) {
  for (const input of inputs) {
    // The input stands beside its errors, so a failure names the input at fault.
    expect({ input, errors: fieldErrors(schema, input) }).toEqual({ input, errors });
  }
}

/**
 * `refuses(changes, errors)` for one schema: `valid` with `changes` laid over it (each of them, when
 * a list) is refused with exactly `errors`.
 */
export function refusalsOf(schema: z.ZodType, valid: object) {
  return (changes: object | object[], errors: Record<string, string>) =>
    expectFieldErrors(schema, errors, ...[changes].flat().map((change) => ({ ...valid, ...change })));
}

// Helpers for the schema tests only: what a form would show under each field for an input.
import type { z } from "zod";

/** Each invalid field's first message, keyed by its path; {} when the input is valid. */
export function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.map(String).join(".");
    errors[field] ??= issue.message;
  }
  return errors;
}

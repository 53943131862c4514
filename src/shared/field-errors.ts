// What a form shows beside its inputs when a schema refuses them: each field's first message, in
// the product's words. One way for the browser's forms and the server's 400 answers alike
// (`errors` in src/http/validate.ts), so both name the same field with the same text.
import { z } from "zod";

export type FieldErrorOptions = {
  /**
   * Name a field inside a group of fields by its dotted path ("founder.name"), for a form whose
   * groups are objects (the site settings, docs/product.md#settings). An item of a list still
   * counts for its list.
   */
  nested?: boolean;
};

/**
 * Each invalid field's first message, keyed by the field. An issue inside a field (an address's
 * city, an item of a list) counts for the field it is in; one about the whole input for none.
 */
export function firstFieldErrors(error: z.core.$ZodError, options: FieldErrorOptions = {}): Record<string, string> {
  if (options.nested) return firstNestedFieldErrors(error);
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(z.flattenError(error).fieldErrors)) {
    const first = (messages as string[] | undefined)?.[0];
    if (first !== undefined) errors[field] = first;
  }
  return errors;
}

function firstNestedFieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const end = issue.path.findIndex((segment) => typeof segment !== "string");
    const field = (end === -1 ? issue.path : issue.path.slice(0, end)).join(".");
    if (field !== "") errors[field] ??= issue.message;
  }
  return errors;
}

/** The same for an input checked against `schema`: {} when it is valid. */
export function fieldErrorsOf(
  schema: z.ZodType,
  input: unknown,
  options: FieldErrorOptions = {},
): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : firstFieldErrors(result.error, options);
}

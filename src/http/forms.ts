// Reading a form post from a browser without JavaScript (application/x-www-form-urlencoded or
// multipart). Such a post is answered with a page, never with a parser's error, so a body that
// cannot be read counts as an empty form, whose fields each say they are missing.
import type { Context } from "hono";

export async function readForm(c: Context): Promise<Record<string, unknown>> {
  return c.req.parseBody().catch(() => ({}));
}

/** The named fields that came as text, each cut to `max` characters (what a page shows again); others are left out. */
export function postedFields<Field extends string>(
  form: Record<string, unknown>,
  fields: readonly Field[],
  max: number,
): Partial<Record<Field, string>> {
  const values: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const value = form[field];
    if (typeof value === "string") values[field] = value.slice(0, max);
  }
  return values;
}

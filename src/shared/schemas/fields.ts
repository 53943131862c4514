// Field builders the form schemas share, so "required", "e-mail", "optional text" and "image
// address" mean the same thing on every form. Each takes the message docs/product.md#validation gives for its field and
// uses it for a missing value as well as a wrong one, so a client that omits a field still gets
// the product's text rather than zod's generic "expected string".
import { z } from "zod";
import { SLUG_PATTERN } from "../slug";
import { isWebAddress } from "../urls";

// Zod compiles its object parsers with `new Function` when it can. The site's CSP has no
// 'unsafe-eval', so in the browser that attempt is refused (zod catches it and carries on) and
// reported as a CSP violation on every page whose islands validate forms. There, zod is told not
// to try; the server keeps the compiled parsers.
if (typeof document !== "undefined") z.config({ jitless: true });

/** Trimmed text of at least `min` characters. */
export function textOfLength(min: number, message: string) {
  return z.string({ error: message }).trim().min(min, message);
}

/** Trimmed text that must not be empty. */
export function requiredText(message: string) {
  return textOfLength(1, message);
}

/** A trimmed e-mail address. */
export function emailAddress(message: string) {
  return z
    .string({ error: message })
    .trim()
    .pipe(z.email({ error: message }));
}

/**
 * Blank, null or absent means "none" and becomes null; anything else is kept trimmed. `message`:
 * what a value that is not text gets (zod's own words otherwise).
 */
export function optionalText(message?: string) {
  return z
    .string(message === undefined ? undefined : { error: message })
    .trim()
    .nullish()
    .transform((value) => value || null);
}

/** Trimmed text of at most `max` characters; blank, null or absent becomes null. */
export function optionalTextUpTo(max: number, message: string) {
  return optionalText(message).pipe(z.string().max(max, message).nullable());
}

/** An e-mail address, or null when left blank. */
export function optionalEmailAddress(message: string) {
  return z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(z.email({ error: message }).nullable());
}

/** An absolute http(s) URL or a path on this site; blank, null or absent becomes null. */
export function optionalImageAddress(message: string) {
  return optionalText(message).refine((value) => value === null || isWebAddress(value), message);
}

const SLUG_FORMAT_MESSAGE = "Slug must be lowercase words separated by hyphens";

/** A required slug in slugify's form. */
export function slug(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .regex(SLUG_PATTERN, SLUG_FORMAT_MESSAGE);
}

/** A date as a Date or a date string; blank, null or absent becomes null. */
export function optionalDate(message: string) {
  return z
    .union([z.string(), z.date()], { error: message })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === "") return null;
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return date;
    });
}

/**
 * A post's or resource's own search and sharing fields (docs/product.md#seo-fields), each optional:
 * the meta title (at most 70 characters), meta description (at most 200) and share image (an
 * address like a cover's). Blank stands for "use the title, the excerpt or description, the cover".
 */
export const searchAndSharingFields = {
  metaTitle: optionalTextUpTo(70, "Meta title must be at most 70 characters"),
  metaDescription: optionalTextUpTo(200, "Meta description must be at most 200 characters"),
  shareImage: optionalImageAddress("Please enter a valid image URL"),
};

// Blog and resource slugs: the admin forms derive one from the title while typing (docs/product.md#states), and
// the schemas accept only what slugify could have produced, so every slug is a clean URL segment.

/** Lowercase words of letters and digits joined by single hyphens, e.g. "product-roadmap-2026". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Hello, World!  Again" → "hello-world-again": lowercase, punctuation removed, spaces to hyphens. */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

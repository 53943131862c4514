// The search of the public content lists, shared by the blog and the resources: public rows
// (./publication.ts), a category, and a literal substring.
//
// The search term is matched with LIKE, its `%`, `_` and `\` escaped, so it is always a literal
// substring. SQLite's LIKE folds case for ASCII letters only (an English site's titles and
// descriptions); that is the one difference from a Unicode-aware match.
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { publicAt } from "./publication";

/** `%`, `_` and the escape character itself, escaped for `LIKE … ESCAPE '\'`. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Any of the columns contains the term (trimmed); undefined when there is no term. */
export function containsText(columns: readonly SQLiteColumn[], term: string | undefined): SQL | undefined {
  const text = term?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(...columns.map((column) => sql`${column} LIKE ${pattern} ESCAPE '\\'`));
}

/**
 * A public list's rows at `at`: public then, of the category when one is given, holding the words
 * in `searched`.
 */
export function publishedListFilter(
  table: { published: SQLiteColumn; publishedAt: SQLiteColumn; category: SQLiteColumn },
  searched: readonly SQLiteColumn[],
  filter: { q?: string; category?: string },
  at: Date,
): SQL | undefined {
  return and(
    publicAt(table, at),
    filter.category ? eq(table.category, filter.category) : undefined,
    containsText(searched, filter.q),
  );
}

// Query pieces the content services share: the literal substring search of the public lists and
// the slug check of the admin writes.
//
// The search term is matched with LIKE, its `%`, `_` and `\` escaped, so it is always a literal
// substring. SQLite's LIKE folds case for ASCII letters only (an English site's titles and
// descriptions); that is the one difference from a Unicode-aware match.
import { and, eq, ne, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";

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

/** Whether another row (not `exceptId`) of the table already uses the slug. */
export function isSlugTaken(
  db: Db,
  table: { id: SQLiteColumn; slug: SQLiteColumn },
  slug: string,
  exceptId?: number,
): boolean {
  const where = exceptId === undefined ? eq(table.slug, slug) : and(eq(table.slug, slug), ne(table.id, exceptId));
  return db.select({ id: table.id }).from(table.id.table).where(where).get() !== undefined;
}

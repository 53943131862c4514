// The search of the public content lists, shared by the blog and the resources: public rows
// (./publication.ts), a category, and a literal substring; and the numbered page of such a list.
//
// The search term is matched with LIKE, its `%`, `_` and `\` escaped, so it is always a literal
// substring. SQLite's LIKE folds case for ASCII letters only (an English site's titles and
// descriptions); that is the one difference from a Unicode-aware match.
import { and, count, eq, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";
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

/** Trigrams: an index of them finds no term shorter than this. */
const TRIGRAM = 3;

/**
 * The rows whose id `index` (an FTS5 table of trigrams over the searched columns, kept by triggers:
 * docs/architecture.md#blog-search) finds holding the term: a superset of those the LIKE of
 * `containsText` keeps (the index folds case beyond ASCII too), so the two together answer what the
 * LIKE alone did, read through the index rather than every row. Undefined for a term too short for
 * trigrams, which the LIKE alone answers.
 */
export function indexedCandidates(id: SQLiteColumn, index: string, term: string | undefined): SQL | undefined {
  const text = term?.trim();
  if (!text || [...text].length < TRIGRAM) return undefined;
  // One phrase, its quotes doubled: the term's characters in order, whatever they are.
  const phrase = `"${text.replaceAll('"', '""')}"`;
  return sql`${id} in (select rowid from ${sql.identifier(index)} where ${sql.identifier(index)} match ${phrase})`;
}

/**
 * A public list's rows at `at`: public then, of the category when one is given, holding the words
 * in `searched`. `byIndex: false`: read without the published index (see publicAt).
 */
export function publishedListFilter(
  table: { published: SQLiteColumn; publishedAt: SQLiteColumn; category: SQLiteColumn },
  searched: readonly SQLiteColumn[],
  filter: { q?: string; category?: string },
  at: Date,
  options: { byIndex?: boolean } = {},
): SQL | undefined {
  return and(
    publicAt(table, at, options),
    filter.category ? eq(table.category, filter.category) : undefined,
    containsText(searched, filter.q),
  );
}

/** What a visitor asks of a public list (/blog, /resources). */
export type PublicListFilter = {
  /** Words to find in the list's searched columns, case-insensitively. */
  q?: string;
  /** Exact category name. */
  category?: string;
  /** 1-based. */
  page?: number;
  limit?: number;
};

/** One numbered page of a list, with the number of matches over all pages. */
export type NumberedPage<Row> = {
  rows: Row[];
  total: number;
  page: number;
  limit: number;
  /** At least 1, so "page 1 of 1" holds for an empty result. */
  pageCount: number;
};

/**
 * The page `query.page` (from 1) of `query.limit` rows (`pageSize` when not given) of the rows of
 * `table` that `where` selects, in `order`; a page or limit below 1 or not whole is read as the
 * whole number at least 1 nearest below it. `countWhere`: the same rows, written for the count
 * (which reads every one of them, where the page may stop after its last).
 */
export function numberedPage<Table extends SQLiteTable>(
  db: Db,
  table: Table,
  where: SQL | undefined,
  order: readonly (SQLiteColumn | SQL)[],
  query: { page?: number; limit?: number },
  pageSize: number,
  countWhere: SQL | undefined = where,
): NumberedPage<Table["$inferSelect"]> {
  const limit = Math.max(1, Math.floor(query.limit ?? pageSize));
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const total = db.select({ n: count() }).from(table).where(countWhere).get()?.n ?? 0;
  const rows = db
    .select()
    .from(table as SQLiteTable)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset((page - 1) * limit)
    .all() as Table["$inferSelect"][];
  return { rows, total, page, limit, pageCount: Math.max(1, Math.ceil(total / limit)) };
}

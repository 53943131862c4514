// The admin's lists that scale (docs/product.md#admin-lists): one page of 25 rows, the number of
// matches over all pages, and the counts per publication status, worked out in SQL so a list of
// thousands of posts never leaves the database whole.
//
// A post or resource is scheduled when it is published with a publication date still to come
// (docs/product.md#scheduled): public pages do not show it yet, so the admin's filter tells it apart.
import { and, count, eq, gt, not, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteSelect, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";
import { type Publishable, publicAt } from "./publication";
import { containsText } from "./sql-search";

import { ADMIN_LIST_PAGE_SIZE, type PublicationStatus } from "../shared/list-params";

export type PublicationCounts = Record<PublicationStatus, number>;

/** One page of an admin list; `nextCursor` reads the page after it (null on the last). */
export type AdminListPage<Row> = {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
  nextCursor: string | null;
};

/**
 * A list's order, which is also its keyset (below): each part's expression, direction, and value
 * in a row. The last part is unique (the id).
 */
export type ListOrder<Row> = readonly {
  by: SQLiteColumn | SQL;
  descending?: boolean;
  of: (row: Row) => string | number;
}[];

/** The tie-break that ends an order: the id, newest or oldest first. */
const byId = <Row extends { id: number }>(id: SQLiteColumn, descending: boolean) => ({
  by: id,
  descending,
  of: (row: Row) => row.id,
});

/** The newest row first by the date `column` (`of` reads it from a row); ties broken by the newest id. */
export function latestFirst<Row extends { id: number }>(
  id: SQLiteColumn,
  column: SQLiteColumn,
  of: (row: Row) => Date,
): ListOrder<Row> {
  return [{ by: column, descending: true, of: (row) => of(row).getTime() }, byId(id, true)];
}

/** A to Z by the text `column` whatever the case (`of` reads it from a row); ties broken by the oldest id. */
export function alphabetical<Row extends { id: number }>(
  id: SQLiteColumn,
  column: SQLiteColumn,
  of: (row: Row) => string,
): ListOrder<Row> {
  return [{ by: sql`${column} collate nocase`, of }, byId(id, false)];
}

/** `order` for ORDER BY. */
export const orderSql = (order: ListOrder<never>): SQL[] =>
  order.map(({ by, descending }) => (descending ? sql`${by} desc` : sql`${by} asc`));

/** A select cut to one page, in `order` (drizzle's dynamic query building: call it on `.$dynamic()`). */
export function inOrderPaged<T extends SQLiteSelect>(query: T, order: SQL[], limit: number, offset: number) {
  return query
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** A cursor this server did not make, or made for another order: the client starts again. */
export class BadCursorError extends Error {
  constructor() {
    super("This list position is not valid any more; start again from the first page.");
  }
}

/**
 * The page of the rows `where` selects: the one after `query.after` (a cursor from the page
 * before: a keyset, the same cost on every page) when given, else the one numbered `query.page`
 * (1-based; its OFFSET grows with the page). `fetch` reads the rows for a condition, the order,
 * a limit and an offset.
 */
export function adminListPage<Row>(
  db: Db,
  table: SQLiteTable,
  where: SQL | undefined,
  query: { page: number; after?: string },
  order: ListOrder<Row>,
  fetch: (where: SQL | undefined, order: SQL[], limit: number, offset: number) => Row[],
): AdminListPage<Row> {
  const total = db.select({ n: count() }).from(table).where(where).get()?.n ?? 0;
  const size = ADMIN_LIST_PAGE_SIZE;
  let rows: Row[];
  if (query.after) {
    const values = decodeCursor(query.after, order.length);
    if (!values) throw new BadCursorError();
    const after = afterKey(order.map(({ by, descending }, i) => ({ by, descending: !!descending, value: values[i] })));
    rows = fetch(and(where, after), orderSql(order), size, 0);
  } else {
    rows = fetch(where, orderSql(order), size, (query.page - 1) * size);
  }
  const last = rows.at(-1);
  const nextCursor = last !== undefined && rows.length === size ? encodeCursor(order.map(({ of }) => of(last))) : null;
  return { rows, total, page: query.page, pageSize: size, nextCursor };
}

/** The condition for one publication status at `now`: published means public now (./publication.ts). */
export function publicationStatusIs(table: Publishable, status: PublicationStatus, now: Date): SQL {
  if (status === "draft") return not(table.published);
  if (status === "scheduled") return and(table.published, gt(table.publishedAt, now)) as SQL;
  return publicAt(table, now);
}

/** In a select: how many of the rows meet `condition`. */
export const countWhere = (condition: SQL) =>
  sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`.mapWith(Number);

/** How many rows `where` selects in each publication status. */
export function publicationCounts(db: Db, table: SQLiteTable & Publishable, where: SQL | undefined, now: Date) {
  const countOf = (status: PublicationStatus) => countWhere(publicationStatusIs(table, status, now));
  const row = db
    .select({ published: countOf("published"), draft: countOf("draft"), scheduled: countOf("scheduled") })
    .from(table)
    .where(where)
    .get();
  return { published: row?.published ?? 0, draft: row?.draft ?? 0, scheduled: row?.scheduled ?? 0 };
}

type PublishableQuery = { q?: string; category?: string; status?: PublicationStatus; page: number; after?: string };

/**
 * A page of posts or resources: the search in `searchedColumns`, the category and the status,
 * with the counts per status of the search and category alone (so each status shows what it holds).
 * `fetch` reads the rows as adminListPage's does.
 */
export function publishableListPage<Row>(
  db: Db,
  /** Without a category column (case studies), the query's category is not asked. */
  table: SQLiteTable & Publishable & { category?: SQLiteColumn },
  searchedColumns: readonly SQLiteColumn[],
  query: PublishableQuery,
  now: Date,
  order: ListOrder<Row>,
  fetch: (where: SQL | undefined, order: SQL[], limit: number, offset: number) => Row[],
  /** Rows outside it are not in the list at all (an Author's own posts: docs/product.md#roles). */
  scope?: SQL,
) {
  const searched = and(
    scope,
    containsText(searchedColumns, query.q),
    query.category && table.category ? eq(table.category, query.category) : undefined,
  );
  const where = and(searched, query.status ? publicationStatusIs(table, query.status, now) : undefined);
  const page = adminListPage(db, table, where, query, order, fetch);
  return { ...page, counts: publicationCounts(db, table, searched, now) };
}

// ---------------------------------------------------------------------------------------------
// Keysets (docs/architecture.md#admin-lists; decision 035): the next page is the rows after the
// last one shown in the list's order, found through the order's index, so page 800 costs what page
// 1 does, and a row added or removed meanwhile neither repeats a row nor skips one. The order
// always ends with a unique column (the id), so "after" is exact.
// ---------------------------------------------------------------------------------------------

/** One part of an order: what is compared, which way, and the last row's value of it. */
export type KeyPart = { by: SQLiteColumn | SQL; descending: boolean; value: unknown };

/**
 * The condition "comes after the row whose key is `parts`" in the order `parts` name. The first
 * part is also given as a bound of its own (`a <= v and (a < v or …)`), which SQLite seeks to in
 * the order's index; the `or` alone would make it read the index from its start.
 */
export function afterKey(parts: readonly KeyPart[]): SQL {
  const [first, ...rest] = parts;
  if (!first) return sql`0`;
  const beyond = first.descending ? sql`${first.by} < ${first.value}` : sql`${first.by} > ${first.value}`;
  if (rest.length === 0) return beyond;
  const bound = first.descending ? sql`${first.by} <= ${first.value}` : sql`${first.by} >= ${first.value}`;
  return sql`(${bound} and (${beyond} or (${first.by} = ${first.value} and ${afterKey(rest)})))`;
}

/** A keyset's position as the API passes it: opaque to the client, the last row's key values. */
export const encodeCursor = (values: readonly (string | number)[]) =>
  Buffer.from(JSON.stringify(values)).toString("base64url");

/** The key values of a cursor, or null when it is not one this server made for an order of `length` parts. */
export function decodeCursor(cursor: string, length: number): (string | number)[] | null {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString());
    if (!Array.isArray(values) || values.length !== length) return null;
    return values.every((value) => typeof value === "string" || typeof value === "number")
      ? (values as (string | number)[])
      : null;
  } catch {
    return null;
  }
}

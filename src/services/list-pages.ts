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

/** One page of an admin list. */
export type AdminListPage<Row> = { rows: Row[]; total: number; page: number; pageSize: number };

/** A select cut to one page, in `order` (drizzle's dynamic query building: call it on `.$dynamic()`). */
export function inOrderPaged<T extends SQLiteSelect>(query: T, order: SQL[], limit: number, offset: number) {
  return query
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** The page `page` (1-based) of the rows `where` selects; `fetch` reads the rows for a limit and offset. */
export function adminListPage<Row>(
  db: Db,
  table: SQLiteTable,
  where: SQL | undefined,
  page: number,
  fetch: (limit: number, offset: number) => Row[],
): AdminListPage<Row> {
  const total = db.select({ n: count() }).from(table).where(where).get()?.n ?? 0;
  const rows = fetch(ADMIN_LIST_PAGE_SIZE, (page - 1) * ADMIN_LIST_PAGE_SIZE);
  return { rows, total, page, pageSize: ADMIN_LIST_PAGE_SIZE };
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

type PublishableQuery = { q?: string; category?: string; status?: PublicationStatus; page: number };

/**
 * A page of posts or resources: the search in `searchedColumns`, the category and the status,
 * with the counts per status of the search and category alone (so each status shows what it holds).
 * `fetch` reads the rows for the condition, a limit and an offset, in the list's order.
 */
export function publishableListPage<Row>(
  db: Db,
  table: SQLiteTable & Publishable & { category: SQLiteColumn },
  searchedColumns: readonly SQLiteColumn[],
  query: PublishableQuery,
  now: Date,
  fetch: (where: SQL | undefined, limit: number, offset: number) => Row[],
  /** Rows outside it are not in the list at all (an Author's own posts: docs/product.md#roles). */
  scope?: SQL,
) {
  const searched = and(
    scope,
    containsText(searchedColumns, query.q),
    query.category ? eq(table.category, query.category) : undefined,
  );
  const where = and(searched, query.status ? publicationStatusIs(table, query.status, now) : undefined);
  const page = adminListPage(db, table, where, query.page, (limit, offset) => fetch(where, limit, offset));
  return { ...page, counts: publicationCounts(db, table, searched, now) };
}

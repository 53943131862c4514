// The admin's list reads that scale (docs/product.md#admin-lists): a list API called with any of
// its list parameters (`q`, `status`, `category`, `featured`, `sort`, `page`, `after`) answers one page,
// `{ data, total, page, pageSize, nextCursor, counts? }` (`after=<nextCursor>` reads the next page
// at the cost of the first; a cursor it did not make is a 400); called without them it answers the plain array as it
// always has, so scripts written against it keep working. The parameters are checked with the
// shared schemas (src/shared/list-params.ts): 400 with a message per field for a bad value.
import type { Context } from "hono";
import type { AppEnv } from "./context";
import { validationFailure } from "./validate";
import { type AdminListPage, BadCursorError } from "../services/list-pages";
import { type AdminListKind, type AdminListQuery, adminListParams, adminListQueries } from "../shared/list-params";

/** A page of an admin list as the dashboard reads it. */
export type AdminListJson<Item, Counts = undefined> = {
  data: Item[];
  total: number;
  page: number;
  pageSize: number;
  nextCursor: string | null;
} & (Counts extends undefined ? unknown : { counts: Counts });

/**
 * The answer of a list read: `plain()` when the request names none of the list's parameters,
 * otherwise the page `paged` reads, each row made JSON by `toJson`.
 */
export function adminListAnswer<Kind extends AdminListKind, Row, Item, Counts = undefined>(
  c: Context<AppEnv>,
  kind: Kind,
  plain: () => Response | Promise<Response>,
  paged: (query: AdminListQuery<Kind>) => AdminListPage<Row> & { counts?: Counts },
  toJson: (row: Row) => Item,
): Response | Promise<Response> {
  const given = c.req.query();
  if (!adminListParams(kind).some((name) => name in given)) return plain();
  const parsed = adminListQueries[kind].safeParse(given);
  if (!parsed.success) return c.json(validationFailure(parsed.error), 400);
  let answer: AdminListPage<Row> & { counts?: Counts };
  try {
    answer = paged(parsed.data as AdminListQuery<Kind>);
  } catch (error) {
    if (!(error instanceof BadCursorError)) throw error;
    return c.json({ success: false, message: error.message, errors: { after: error.message } }, 400);
  }
  const { rows, ...page } = answer;
  return c.json({ data: rows.map(toJson), ...page });
}

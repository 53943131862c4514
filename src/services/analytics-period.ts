// Which rows a period's sums read (docs/architecture.md#analytics; decisions 050 and 059): the whole
// calendar months inside the period from the roll-up of the report asked for (a table per report,
// holding only the columns it groups by: `analytics_monthly_by_path`, …), and only the days at
// its edges (those of a month the period takes part of) from `analytics_daily`; or, when fewer
// rows lie outside the period than inside it, that month whole less its days outside (the month
// a period ends today: decision 064). The roll-ups are
// kept equal to the daily rows' sums by triggers (migrations/0021_analytics_rollups_search.sql), so
// a year's sum per page reads about a row per page and month, not one per page, source and device.
//
// A sum is one statement over its parts, with a turn of the event loop before it (decision 035): a
// page waits for one sum at most, never for the whole report.
import type { Db } from "../db/client";
import { nextTurn } from "./long-reads";
import { shiftDay } from "./analytics-store";

/** The reports read by month, each from its roll-up table, with the columns it groups by. */
export const ROLLUPS = {
  path: { table: "analytics_monthly_by_path", columns: ["path"] },
  item: { table: "analytics_monthly_by_item", columns: ["item"] },
  referrer: { table: "analytics_monthly_by_referrer", columns: ["referrer"] },
  campaign: { table: "analytics_monthly_by_campaign", columns: ["source", "medium", "campaign"] },
  content: { table: "analytics_monthly_by_content", columns: ["content"] },
} as const;

export type Report = keyof typeof ROLLUPS;
type ColumnsOf<R extends Report> = (typeof ROLLUPS)[R]["columns"][number];
/** A sum of one metric over the period, with the report's columns. */
export type PeriodSum<R extends Report> = Record<ColumnsOf<R>, string> & { metric: string; n: number };

/**
 * A period cut into the reads that sum it: whole months from a roll-up, days from the daily rows,
 * and the days of a month read whole that lie outside the period, taken off again.
 */
export type PeriodParts = {
  /** Ranges of days ("yyyy-MM-dd", both included) read from the daily rows and added. */
  days: Array<[string, string]>;
  /** The first and last month ("yyyy-MM") read from the monthly rows; null without one. */
  months: [string, string] | null;
  /** Ranges of days inside those months but outside the period: read from the daily rows and taken off. */
  outside: Array<[string, string]>;
};

/**
 * About how many daily rows the days from `first` to `last` hold: only compared, to choose the
 * cheaper way to read a month the period takes part of.
 */
export type RowsIn = (first: string, last: string) => number;

/** The month after `month` ("yyyy-MM"). */
const nextMonth = (month: string) => {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
};

/**
 * The parts of the period from `from` to `to` (both included). A month the period takes part of
 * is read either as its days inside the period, or whole from the roll-up with its days outside
 * taken off, whichever reads fewer daily rows by `rowsIn`: the month a period ends today is most
 * of a month, and the days after today hold none (decision 064). On a tie, the days.
 */
export function periodParts(from: string, to: string, rowsIn: RowsIn = () => 0): PeriodParts {
  const parts: PeriodParts = { days: [], months: null, outside: [] };
  if (from > to) return { ...parts, days: [[from, to]] };
  const months: string[] = [];
  const addDays = (first: string, last: string) => {
    const previous = parts.days.at(-1);
    // Days that follow on from the last range read with it (a period across a month's end).
    if (previous && shiftDay(previous[1], 1) === first) previous[1] = last;
    else parts.days.push([first, last]);
  };
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = nextMonth(month)) {
    const start = `${month}-01`;
    const end = shiftDay(`${nextMonth(month)}-01`, -1);
    const first = from > start ? from : start;
    const last = to < end ? to : end;
    const rest: Array<[string, string]> = [];
    if (first > start) rest.push([start, shiftDay(first, -1)]);
    if (last < end) rest.push([shiftDay(last, 1), end]);
    if (rest.length === 0 || rest.reduce((n, [a, b]) => n + rowsIn(a, b), 0) < rowsIn(first, last)) {
      months.push(month);
      parts.outside.push(...rest);
    } else addDays(first, last);
  }
  // The months read whole follow one another: those between the edges always are.
  if (months.length > 0) parts.months = [months[0]!, months.at(-1)!];
  return parts;
}

/**
 * The period's sums of each of `metrics` by `report`'s columns, not 0; `only`: just the rows whose
 * (first) column is one of these values; `top`: just the largest this many, largest first and
 * then by the columns in SQLite's BINARY order (else in no order). A report's roll-up holds only
 * the rows it can show (see the migration), and the days added or taken off are read with the
 * same condition.
 *
 * One statement adds the parts up and, for `top`, sorts and cuts: a year's views by page are
 * thousands of sums, and only the rows shown leave SQLite (decision 064). Its parts besides the
 * months are at most the days of two months' parts, read through the metric's index.
 */
export async function periodSums<R extends Report>(
  db: Db,
  parts: PeriodParts,
  report: R,
  metrics: readonly string[],
  options: { only?: readonly string[]; top?: number } = {},
): Promise<Array<PeriodSum<R>>> {
  const { table, columns } = ROLLUPS[report];
  const { only, top } = options;
  const list = columns.join(", ");
  const shown = [
    `metric in (${metrics.map(() => "?").join(", ")})`,
    only && `${columns[0]} in (${only.map(() => "?").join(", ")})`,
    ...(report === "campaign" ? ["(source <> '' or medium <> '' or campaign <> '')"] : []),
    ...(report === "item" || report === "content" ? [`${columns[0]} <> ''`] : []),
  ].filter(Boolean);
  const where = shown.join(" and ");
  const condition = [...metrics, ...(only ?? [])];
  const reads: string[] = [];
  const params: Array<string | number> = [];
  const read = (sum: string, from: string, range: string, bounds: [string, string]) => {
    reads.push(`select metric, ${list}, ${sum} as n from ${from} where ${where} and ${range} group by metric, ${list}`);
    params.push(...condition, ...bounds);
  };
  if (parts.months) read("sum(count)", table, "month >= ? and month <= ?", parts.months);
  for (const days of parts.days) read("sum(count)", "analytics_daily", "day >= ? and day <= ?", days);
  for (const days of parts.outside) read("-sum(count)", "analytics_daily", "day >= ? and day <= ?", days);
  await nextTurn();
  return db.$client
    .query<PeriodSum<R>, Array<string | number>>(
      // A sum the days taken off bring to 0 had no rows in the period (counts are positive).
      `select metric, ${list}, sum(n) as n from (${reads.join(" union all ")})
       group by metric, ${list} having sum(n) <> 0${top === undefined ? "" : ` order by n desc, ${list} limit ?`}`,
    )
    .all(...params, ...(top === undefined ? [] : [top]));
}

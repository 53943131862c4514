// Which rows a period's sums read (docs/architecture.md#analytics; decisions 050 and 059): the whole
// calendar months inside the period from the roll-up of the report asked for (a table per report,
// holding only the columns it groups by: `analytics_monthly_by_path`, …), and only the days at
// its edges (those of a month the period takes part of) from `analytics_daily`. The roll-ups are
// kept equal to the daily rows' sums by triggers (migrations/0021_analytics_rollups_search.sql), so
// a year's sum per page reads about a row per page and month, not one per page, source and device.
//
// Each part is its own short read, with a turn of the event loop before it (decision 035): a page
// waits for one part at most, never for the year. The parts' sums are added up here.
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

/** A period cut into the days read one by one and the whole months between them. */
export type PeriodParts = {
  /** Ranges of days ("yyyy-MM-dd", both included) read from the daily rows. */
  days: Array<[string, string]>;
  /** The first and last whole month ("yyyy-MM") read from the monthly rows; null without one. */
  months: [string, string] | null;
};

/** The month after `month` ("yyyy-MM"). */
const nextMonth = (month: string) => {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
};

/** The month before `month` ("yyyy-MM"). */
const previousMonth = (month: string) => {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, "0")}`;
};

/** The parts of the period from `from` to `to` (both included). */
export function periodParts(from: string, to: string): PeriodParts {
  const firstWhole = from.endsWith("-01") ? from.slice(0, 7) : nextMonth(from.slice(0, 7));
  const lastWhole = shiftDay(to, 1).endsWith("-01") ? to.slice(0, 7) : previousMonth(to.slice(0, 7));
  if (from > to || firstWhole > lastWhole) return { days: [[from, to]], months: null };
  const days: Array<[string, string]> = [];
  const firstDay = `${firstWhole}-01`;
  if (from < firstDay) days.push([from, shiftDay(firstDay, -1)]);
  const dayAfter = `${nextMonth(lastWhole)}-01`;
  if (to >= dayAfter) days.push([dayAfter, to]);
  return { days, months: [firstWhole, lastWhole] };
}

/**
 * The period's sums of each of `metrics` by `report`'s columns, in no order; `only`: just the rows
 * whose (first) column is one of these values. A report's roll-up holds only the rows it can show
 * (see the migration), and the edge days are read with the same condition.
 */
export async function periodSums<R extends Report>(
  db: Db,
  parts: PeriodParts,
  report: R,
  metrics: readonly string[],
  only?: readonly string[],
): Promise<Array<PeriodSum<R>>> {
  const { table, columns } = ROLLUPS[report];
  const list = columns.join(", ");
  const inMetrics = `metric in (${metrics.map(() => "?").join(", ")})`;
  const shown = [
    only && `${columns[0]} in (${only.map(() => "?").join(", ")})`,
    ...(report === "campaign" ? ["(source <> '' or medium <> '' or campaign <> '')"] : []),
    ...(report === "item" || report === "content" ? [`${columns[0]} <> ''`] : []),
  ].filter(Boolean);
  const where = [inMetrics, ...shown].join(" and ");
  const reads: Array<{ sql: string; params: string[] }> = parts.days.map(([first, last]) => ({
    sql: `select metric, ${list}, sum(count) as n from analytics_daily
          where ${where} and day >= ? and day <= ? group by metric, ${list}`,
    params: [...metrics, ...(only ?? []), first, last],
  }));
  if (parts.months)
    reads.push({
      sql: `select metric, ${list}, sum(count) as n from ${table}
            where ${where} and month >= ? and month <= ? group by metric, ${list}`,
      params: [...metrics, ...(only ?? []), ...parts.months],
    });
  const sums = new Map<string, PeriodSum<R>>();
  for (const read of reads) {
    await nextTurn();
    for (const row of db.$client.query<PeriodSum<R>, string[]>(read.sql).all(...read.params)) {
      const key = [row.metric, ...columns.map((column) => row[column as ColumnsOf<R>])].join("\u0000");
      const sum = sums.get(key);
      if (sum) sum.n += row.n;
      else sums.set(key, row);
    }
  }
  return [...sums.values()];
}

// Which rows a period's sums read (docs/architecture.md#analytics; decision 050): the whole
// calendar months inside the period from `analytics_monthly`, and only the days at its edges (those
// of a month the period takes part of) from `analytics_daily`. Both tables have the same dimensions
// and the monthly one is kept equal to the daily one's sums by triggers (migrations/0019_rollups_media_uses.sql), so a
// year's report reads twelve months' rows instead of 365 days' and costs about what a month does.
import { type DIMENSIONS, shiftDay } from "./analytics-store";

/** A column of the counted rows: a dimension or the metric. */
export type Column = "metric" | (typeof DIMENSIONS)[number];

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
 * A subquery of the period's rows of `metrics` with `columns` and `count`, and its parameters: one
 * branch per part, each read through its table's (metric, day or month) index.
 */
export function periodRows(parts: PeriodParts, metrics: readonly string[], columns: readonly Column[]) {
  const selected = [...new Set<Column>(["metric", ...columns])].join(", ");
  const inMetrics = `metric in (${metrics.map(() => "?").join(", ")})`;
  const branches: string[] = [];
  const params: string[] = [];
  for (const [first, last] of parts.days) {
    branches.push(`select ${selected}, count from analytics_daily where ${inMetrics} and day >= ? and day <= ?`);
    params.push(...metrics, first, last);
  }
  if (parts.months) {
    branches.push(`select ${selected}, count from analytics_monthly where ${inMetrics} and month >= ? and month <= ?`);
    params.push(...metrics, ...parts.months);
  }
  return { sql: branches.join(" union all "), params };
}

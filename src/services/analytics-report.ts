// The dashboard's report of what analytics counted (GET /api/admin/analytics;
// docs/product.md#analytics): sums over a period, by day and by dimension. Each sum reads the whole
// months of the period from `analytics_monthly` and its edge days from `analytics_daily`
// (./analytics-period.ts), the series by day from `analytics_day_totals`, all three kept equal to
// the daily rows by triggers (decision 050); and the report waits for a turn of the event loop
// before each read (./long-reads.ts): a year's report is a few short reads with pages served
// between them, never one long one (decision 035).
import { and, desc, eq, gt, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { analyticsDaily, resources } from "../db/schema";
import { type Column, periodParts, periodRows } from "./analytics-period";
import { nextTurn } from "./long-reads";

/** A counted metric, as the daily table names it. */
export type Metric = (typeof analyticsDaily.metric.enumValues)[number];

const TOP = 20;
/** SQLite's LIMIT for no limit. */
const ALL = -1;
const CONVERSIONS: Metric[] = ["download", "message", "booking"];
const TOTALS: Metric[] = ["visitor", "visit", "view", "converted", ...CONVERSIONS];

export type AnalyticsReport = Awaited<ReturnType<typeof analyticsReport>>;

export async function analyticsReport(db: Db, from: string, to: string) {
  const parts = periodParts(from, to);

  /** Sums of `metrics` grouped by `columns`, largest first; `where`: a condition on the columns. */
  const grouped = async <K extends Column>(
    metrics: Metric[],
    columns: K[],
    where = "",
    limit = TOP,
  ): Promise<Array<Record<K, string> & { n: number }>> => {
    await nextTurn();
    const rows = periodRows(parts, metrics, columns);
    const list = columns.join(", ");
    return db.$client
      .query<Record<K, string> & { n: number }, Array<string | number>>(
        `select ${list}, sum(count) as n from (${rows.sql}) ${where && `where ${where}`}
         group by ${list} order by n desc, ${list} limit ?`,
      )
      .all(...rows.params, limit);
  };

  /**
   * The top rows by visits grouped by `columns`, each with the conversions of the same rows: one
   * pass over the period's visits and conversions together (decision 058), not one for each.
   */
  const visitsWithConversions = async <K extends Column>(columns: K[], where = "") => {
    await nextTurn();
    const rows = periodRows(parts, ["visit", ...CONVERSIONS], columns);
    const list = columns.join(", ");
    const conversion = `metric in (${CONVERSIONS.map(() => "?").join(", ")})`;
    return db.$client
      .query<Record<K, string> & { visits: number; conversions: number }, Array<string | number>>(
        `select ${list}, sum(case when metric = 'visit' then count else 0 end) as visits,
           sum(case when ${conversion} then count else 0 end) as conversions
         from (${rows.sql}) ${where && `where ${where}`}
         group by ${list} having sum(metric = 'visit') > 0 order by visits desc, ${list} limit ?`,
      )
      .all(...CONVERSIONS, ...rows.params, TOP);
  };

  // The totals by metric from the day totals (decision 058): a row per day and metric, not one per
  // page, source and device, and equal to the daily rows' sums by triggers like the months.
  await nextTurn();
  const sums = new Map(
    db.$client
      .query<{ metric: Metric; n: number }, string[]>(
        `select metric, sum(count) as n from analytics_day_totals
         where day >= ? and day <= ? and metric in (${TOTALS.map(() => "?").join(", ")}) group by metric`,
      )
      .all(from, to, ...TOTALS)
      .map((row) => [row.metric, row.n]),
  );
  const sumOf = (metric: Metric) => sums.get(metric) ?? 0;
  const visits = sumOf("visit");
  const downloads = sumOf("download");
  const messages = sumOf("message");
  const bookings = sumOf("booking");

  const perDay = new Map<string, { visitors: number; pageViews: number; conversions: number }>();
  await nextTurn();
  for (const row of db.$client
    .query<{ day: string; metric: Metric; count: number }, string[]>(
      `select day, metric, count from analytics_day_totals
       where day >= ? and day <= ? and metric in ('visitor', 'view', 'download', 'message', 'booking')`,
    )
    .all(from, to)) {
    const entry = perDay.get(row.day) ?? { visitors: 0, pageViews: 0, conversions: 0 };
    if (row.metric === "visitor") entry.visitors += row.count;
    else if (row.metric === "view") entry.pageViews += row.count;
    else entry.conversions += row.count;
    perDay.set(row.day, entry);
  }

  // The views by path once: the top pages are its first rows, the funnels its resources' pages.
  const viewsByPath = await grouped(["view"], ["path"], "", ALL);
  const views = new Map(viewsByPath.map((row) => [row.path, row.n]));
  const topPages = viewsByPath.slice(0, TOP);
  const byItem = await grouped(["dialog", "download"], ["metric", "item"], "", ALL);
  const itemCounts = (metric: Metric) =>
    new Map(byItem.filter((row) => row.metric === metric).map((row) => [row.item, row.n]));
  const dialogs = itemCounts("dialog");
  const downloadsOf = itemCounts("download");
  const entries = await visitsWithConversions(["path"]);
  const sources = await visitsWithConversions(["referrer"]);
  const campaigns = await visitsWithConversions(
    ["source", "medium", "campaign"],
    "source <> '' or medium <> '' or campaign <> ''",
  );
  const conversionsByContent = await contentConversions(
    await grouped(CONVERSIONS, ["content", "metric"], "content <> ''", ALL),
  );
  await nextTurn();

  return {
    from,
    to,
    totals: {
      visitors: sumOf("visitor"),
      visits,
      pageViews: sumOf("view"),
      conversions: downloads + messages + bookings,
      downloads,
      messages,
      bookings,
      /** The share of visits that converted, in per cent with one decimal; null without visits. */
      conversionRate: visits ? Math.round((Math.min(sumOf("converted"), visits) / visits) * 1000) / 10 : null,
    },
    series: daysFrom(from, to).map((d) => ({
      day: d,
      ...(perDay.get(d) ?? { visitors: 0, pageViews: 0, conversions: 0 }),
    })),
    pages: {
      top: topPages.map((row) => ({ path: row.path, views: row.n })),
      entries: entries.map((row) => ({
        path: row.path,
        visits: row.visits,
        conversions: row.conversions,
      })),
    },
    sources: sources.map((row) => ({
      referrer: row.referrer,
      visits: row.visits,
      conversions: row.conversions,
    })),
    campaigns: campaigns.map((row) => ({
      source: row.source,
      medium: row.medium,
      campaign: row.campaign,
      visits: row.visits,
      conversions: row.conversions,
    })),
    conversions: conversionsByContent,
    funnels: db
      .select({ id: resources.id, slug: resources.slug, title: resources.title })
      .from(resources)
      .orderBy(resources.title)
      .all()
      .map((resource) => ({
        resourceId: resource.id,
        slug: resource.slug,
        title: resource.title,
        detailViews: views.get(`/resources/${resource.slug}`) ?? 0,
        dialogOpens: dialogs.get(String(resource.id)) ?? 0,
        downloads: downloadsOf.get(String(resource.id)) ?? 0,
      })),
  };
}

/** The articles and resources that led to conversions (the last one viewed before each), most first. */
function contentConversions(rows: Array<{ content: string; metric: string; n: number }>) {
  const byPath = new Map<string, { path: string; downloads: number; messages: number; total: number }>();
  for (const row of rows) {
    const entry = byPath.get(row.content) ?? { path: row.content, downloads: 0, messages: 0, total: 0 };
    if (row.metric === "download") entry.downloads += row.n;
    else entry.messages += row.n;
    entry.total += row.n;
    byPath.set(row.content, entry);
  }
  return [...byPath.values()].sort((a, b) => b.total - a.total || a.path.localeCompare(b.path)).slice(0, TOP);
}

/** Every calendar day from `from` to `to` ("yyyy-MM-dd", both included). */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T12:00:00Z`); ; at += 86_400_000) {
    const d = new Date(at).toISOString().slice(0, 10);
    if (d > to) break;
    days.push(d);
  }
  return days;
}

/**
 * The rows of the first day after `afterDay` (and from `from` on) up to `to` that has any, by
 * metric and largest count first: a chunk of the CSV export (src/http/csv-response.ts), found
 * through the table's key, whose first column is the day.
 */
export function rowsOfNextDay(db: Db, afterDay: string | undefined, from: string, to: string) {
  const t = analyticsDaily;
  const next = db
    .select({ day: sql<string | null>`min(${t.day})` })
    .from(t)
    // One lower bound, so that the index is sought to it (two would leave one to be scanned for).
    .where(and(afterDay ? gt(t.day, afterDay) : gte(t.day, from), lte(t.day, to)))
    .get()?.day;
  if (!next) return [];
  return db.select().from(t).where(eq(t.day, next)).orderBy(t.metric, desc(t.count)).all();
}

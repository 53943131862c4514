// The dashboard's report of what analytics counted (GET /api/admin/analytics;
// docs/product.md#analytics): sums over a period, by day and by dimension. Each sum reads the whole
// months of the period from its report's monthly roll-up and its edge days from `analytics_daily`
// (./analytics-period.ts), the series by day and the totals from `analytics_day_totals`, all kept
// equal to the daily rows by triggers (decisions 050 and 059); and the report waits for a turn of
// the event loop before each read (./long-reads.ts): a year's report is a few short reads with
// pages served between them, never one long one (decision 035).
import { and, desc, eq, gt, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { analyticsDaily, resources } from "../db/schema";
import { type PeriodSum, periodParts, periodSums, type Report, ROLLUPS } from "./analytics-period";
import { nextTurn } from "./long-reads";

/** A counted metric, as the daily table names it. */
export type Metric = (typeof analyticsDaily.metric.enumValues)[number];

const TOP = 20;
const CONVERSIONS: Metric[] = ["download", "message", "booking"];
const TOTALS: Metric[] = ["visitor", "visit", "view", "converted", ...CONVERSIONS];

export type AnalyticsReport = Awaited<ReturnType<typeof analyticsReport>>;

export async function analyticsReport(db: Db, from: string, to: string) {
  // The rows of a range of days, as the day totals count them (a row per day and metric with counts):
  // enough to tell which way of reading a month the period takes part of reads fewer.
  const dayTotalsIn = db.$client.query<{ n: number }, [string, string]>(
    "select count(*) as n from analytics_day_totals where day >= ? and day <= ?",
  );
  const parts = periodParts(from, to, (first, last) => dayTotalsIn.get(first, last)?.n ?? 0);
  const sumsBy = <R extends Report>(
    report: R,
    metrics: readonly Metric[],
    options?: { only?: string[]; top?: number },
  ) => periodSums(db, parts, report, metrics, options);

  /**
   * The report's rows by visits, largest first and at most TOP, each with the conversions of the
   * same columns, which `conversionsOf` reads for the rows shown.
   */
  const visitsWithConversions = async <R extends Report>(
    report: R,
    conversionsOf: (shown: Array<PeriodSum<R>>) => Promise<Array<PeriodSum<R>>>,
  ) => {
    const { columns } = ROLLUPS[report];
    const keyOf = (row: PeriodSum<R>) => columns.map((column) => row[column as keyof PeriodSum<R>]).join("\u0000");
    const shown = await sumsBy(report, ["visit"], { top: TOP });
    const converted = new Map<string, number>();
    for (const row of await conversionsOf(shown)) converted.set(keyOf(row), (converted.get(keyOf(row)) ?? 0) + row.n);
    return shown.map((row) => ({ row, visits: row.n, conversions: converted.get(keyOf(row)) ?? 0 }));
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

  // The top pages, and the views of the resources' pages for their funnels.
  const resourceList = db
    .select({ id: resources.id, slug: resources.slug, title: resources.title })
    .from(resources)
    .orderBy(resources.title)
    .all();
  const topPages = await sumsBy("path", ["view"], { top: TOP });
  const views = new Map(
    (await sumsBy("path", ["view"], { only: resourceList.map((resource) => `/resources/${resource.slug}`) })).map(
      (row) => [row.path, row.n],
    ),
  );
  const byItem = await sumsBy("item", ["dialog", "download"]);
  const itemCounts = (metric: Metric) =>
    new Map(byItem.filter((row) => row.metric === metric).map((row) => [row.item, row.n]));
  const dialogs = itemCounts("dialog");
  const downloadsOf = itemCounts("download");
  // Pages are many: the conversions of the entries shown are read alone. Referrers and campaigns
  // are few, so theirs are read whole.
  const entries = await visitsWithConversions("path", (shown) =>
    sumsBy("path", CONVERSIONS, { only: shown.map((row) => row.path) }),
  );
  const sources = await visitsWithConversions("referrer", () => sumsBy("referrer", CONVERSIONS));
  const campaigns = await visitsWithConversions("campaign", () => sumsBy("campaign", CONVERSIONS));
  const conversionsByContent = contentConversions(await sumsBy("content", CONVERSIONS));
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
      entries: entries.map(({ row, visits, conversions }) => ({ path: row.path, visits, conversions })),
    },
    sources: sources.map(({ row, visits, conversions }) => ({ referrer: row.referrer, visits, conversions })),
    campaigns: campaigns.map(({ row, visits, conversions }) => ({
      source: row.source,
      medium: row.medium,
      campaign: row.campaign,
      visits,
      conversions,
    })),
    conversions: conversionsByContent,
    funnels: resourceList.map((resource) => ({
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
 * metric and largest count first: a chunk of the CSV export (csvChunks in ./csv.ts), found
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

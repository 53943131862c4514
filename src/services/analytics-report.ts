// The dashboard's report of what analytics counted (GET /api/admin/analytics;
// docs/product.md#analytics): sums of `analytics_daily` over a period, by day and by dimension.
// Each sum reads one metric's rows of the period through the (metric, day) index, and the report
// waits for a turn of the event loop before each one (./long-reads.ts): a year's report is many
// short reads with pages served between them, never one long one (decision 035).
import { and, desc, eq, gt, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";
import { analyticsDaily, resources } from "../db/schema";
import { nextTurn } from "./long-reads";

/** A counted metric, as the daily table names it. */
export type Metric = (typeof analyticsDaily.metric.enumValues)[number];

const TOP = 20;
const CONVERSIONS: Metric[] = ["download", "message", "booking"];

export type AnalyticsReport = Awaited<ReturnType<typeof analyticsReport>>;

export async function analyticsReport(db: Db, from: string, to: string) {
  const t = analyticsDaily;
  const inRange = and(gte(t.day, from), lte(t.day, to));
  const total = sql<number>`sum(${t.count})`.mapWith(Number);

  const sumOf = async (metrics: Metric[], where?: SQL) => {
    await nextTurn();
    return (
      db
        .select({ n: total })
        .from(t)
        .where(and(inRange, inArray(t.metric, metrics), where))
        .get()?.n ?? 0
    );
  };

  /** Sums of `metrics` grouped by `columns`, largest first. */
  const grouped = async <K extends string>(
    metrics: Metric[],
    columns: Record<K, SQLiteColumn>,
    where?: SQL,
    limit = TOP,
  ): Promise<Array<Record<K, string> & { n: number }>> => {
    await nextTurn();
    return db
      .select({ ...columns, n: total })
      .from(t)
      .where(and(inRange, inArray(t.metric, metrics), where))
      .groupBy(...Object.values<SQLiteColumn>(columns))
      .orderBy(desc(total), ...Object.values<SQLiteColumn>(columns))
      .limit(limit)
      .all() as unknown as Array<Record<K, string> & { n: number }>;
  };

  const conversionsBy = async <K extends string>(
    columns: Record<K, SQLiteColumn>,
    keyOf: (row: Record<K, string>) => string,
  ) => {
    const counts = new Map<string, number>();
    for (const row of await grouped(CONVERSIONS, columns, undefined, 10_000)) counts.set(keyOf(row), row.n);
    return (key: string) => counts.get(key) ?? 0;
  };

  const visitors = await sumOf(["visitor"]);
  const visits = await sumOf(["visit"]);
  const downloads = await sumOf(["download"]);
  const messages = await sumOf(["message"]);
  const bookings = await sumOf(["booking"]);
  const conversions = downloads + messages + bookings;
  const convertedVisits = await sumOf(["converted"]);
  const pageViews = await sumOf(["view"]);

  const perDay = new Map<string, { visitors: number; pageViews: number; conversions: number }>();
  await nextTurn();
  for (const row of db
    .select({ day: t.day, metric: t.metric, n: total })
    .from(t)
    .where(and(inRange, inArray(t.metric, ["visitor", "view", ...CONVERSIONS])))
    .groupBy(t.day, t.metric)
    .all()) {
    const entry = perDay.get(row.day) ?? { visitors: 0, pageViews: 0, conversions: 0 };
    if (row.metric === "visitor") entry.visitors += row.n;
    else if (row.metric === "view") entry.pageViews += row.n;
    else entry.conversions += row.n;
    perDay.set(row.day, entry);
  }

  const entryConversions = await conversionsBy({ path: t.path }, (row) => row.path);
  const referrerConversions = await conversionsBy({ referrer: t.referrer }, (row) => row.referrer);
  const campaignKey = (row: { source: string; medium: string; campaign: string }) =>
    // A character no tag holds, so that ("a b", "c") and ("a", "b c") stay apart.
    [row.source, row.medium, row.campaign].join("\u0001");
  const campaignConversions = await conversionsBy(
    { source: t.source, medium: t.medium, campaign: t.campaign },
    campaignKey,
  );

  const funnelCounts = async (metric: Metric, column: SQLiteColumn) =>
    new Map((await grouped([metric], { key: column }, undefined, 10_000)).map((row) => [row.key, row.n]));
  const views = await funnelCounts("view", t.path);
  const dialogs = await funnelCounts("dialog", t.item);
  const downloadsOf = await funnelCounts("download", t.item);
  const topPages = await grouped(["view"], { path: t.path });
  const entries = await grouped(["visit"], { path: t.path });
  const sources = await grouped(["visit"], { referrer: t.referrer });
  const campaigns = await grouped(
    ["visit"],
    { source: t.source, medium: t.medium, campaign: t.campaign },
    sql`(${t.source} <> '' or ${t.medium} <> '' or ${t.campaign} <> '')`,
  );
  const conversionsByContent = await contentConversions(db, inRange);
  await nextTurn();

  return {
    from,
    to,
    totals: {
      visitors,
      visits,
      pageViews,
      conversions,
      downloads,
      messages,
      bookings,
      /** The share of visits that converted, in per cent with one decimal; null without visits. */
      conversionRate: visits ? Math.round((Math.min(convertedVisits, visits) / visits) * 1000) / 10 : null,
    },
    series: daysFrom(from, to).map((d) => ({
      day: d,
      ...(perDay.get(d) ?? { visitors: 0, pageViews: 0, conversions: 0 }),
    })),
    pages: {
      top: topPages.map((row) => ({ path: row.path, views: row.n })),
      entries: entries.map((row) => ({
        path: row.path,
        visits: row.n,
        conversions: entryConversions(row.path),
      })),
    },
    sources: sources.map((row) => ({
      referrer: row.referrer,
      visits: row.n,
      conversions: referrerConversions(row.referrer),
    })),
    campaigns: campaigns.map((row) => ({
      source: row.source,
      medium: row.medium,
      campaign: row.campaign,
      visits: row.n,
      conversions: campaignConversions(campaignKey(row)),
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

/** The articles and resources that led to conversions: the last one viewed before each, most first. */
async function contentConversions(db: Db, inRange: SQL | undefined) {
  const t = analyticsDaily;
  await nextTurn();
  const rows = db
    .select({ path: t.content, metric: t.metric, n: sql<number>`sum(${t.count})`.mapWith(Number) })
    .from(t)
    .where(and(inRange, inArray(t.metric, CONVERSIONS), ne(t.content, "")))
    .groupBy(t.content, t.metric)
    .all();
  const byPath = new Map<string, { path: string; downloads: number; messages: number; total: number }>();
  for (const row of rows) {
    const entry = byPath.get(row.path) ?? { path: row.path, downloads: 0, messages: 0, total: 0 };
    if (row.metric === "download") entry.downloads += row.n;
    else entry.messages += row.n;
    entry.total += row.n;
    byPath.set(row.path, entry);
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

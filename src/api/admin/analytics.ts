// /api/admin/analytics: what the server counted (docs/product.md#analytics), as the dashboard's
// Analytics tab reads it and as a CSV of the daily aggregates. Behind the admin guard.
//
//   GET /api/admin/analytics?from=yyyy-MM-dd&to=yyyy-MM-dd
//     → { data: { from, to, totals, series, pages, sources, campaigns, conversions, funnels, titles } }
//       (`titles`: the listed pages' names by path)
//   GET /api/admin/analytics/export.csv?from=&to=   every aggregate row of those days
//
// Both dates are days on the site's calendar and both are included; without them the period is the
// last 30 days up to today. A bad date, a start after the end or a period over 400 days is a 400.
import { Hono } from "hono";
import { z } from "zod";
import { analyticsPeriodTexts as texts } from "../../content/analytics-period";
import type { AppEnv } from "../../http/context";
import { validate } from "../../http/validate";
import type { Db } from "../../db/client";
import type { ReadWorker } from "../../db/read-worker";
import type { Services } from "../../services";
import { type AnalyticsReport, analyticsReport, daysFrom, rowsOfNextDay } from "../../services/analytics-report";
import { shiftDay } from "../../services/analytics-store";
import { csvChunks } from "../../services/csv";
import { createPageTitles, type PageTitles } from "../../services/page-titles";
import { csvResponse } from "../../http/csv-response";
import { workerJson } from "../../http/answers";
import { requires } from "../../http/route-action";

type AnalyticsRow = ReturnType<typeof rowsOfNextDay>[number];

const DEFAULT_DAYS = 30;
const MAX_DAYS = 400;

const isRealDay = (value: string) => {
  const at = Date.parse(`${value}T12:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === value;
};
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, texts.invalidDate)
  .refine(isRealDay, texts.invalidDate)
  .optional();

const periodQuery = z
  .object({ from: day, to: day })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: texts.fromAfterTo, path: ["from"] })
  .refine((q) => !q.from || !q.to || daysFrom(q.from, q.to).length <= MAX_DAYS, {
    message: texts.tooLong,
    path: ["from"],
  });

/** The period asked for, its missing ends filled: the last 30 days up to today (or up to `to`). */
function periodOf(services: Services, query: { from?: string; to?: string }) {
  const to =
    query.to ?? (query.from && query.from > services.analytics.today() ? query.from : services.analytics.today());
  const from = query.from ?? shiftDay(to, -(DEFAULT_DAYS - 1));
  return { from, to };
}

/**
 * The report with `titles`: the name of each page it lists (pages.top, pages.entries,
 * conversions) by path, a post's or resource's title or a fixed page's name; a path without one
 * (a deleted post's) is not in it. The tab shows the name, with the path beneath.
 */
function withTitles(pageTitles: PageTitles, report: AnalyticsReport) {
  const { pages, conversions } = report;
  const paths = [...pages.top, ...pages.entries, ...conversions].map((row) => row.path);
  return { ...report, titles: Object.fromEntries(pageTitles.titlesOf(paths)) as Record<string, string> };
}

export type AnalyticsJson = ReturnType<typeof withTitles>;

const CSV_COLUMNS = [
  "Day",
  "Metric",
  "Page",
  "Last Article or Resource",
  "Resource Id",
  "Referrer",
  "UTM Source",
  "UTM Medium",
  "UTM Campaign",
  "Device",
  "Count",
] as const;

/** One CSV row of the export: a daily aggregate row. */
const cells = (r: AnalyticsRow) => [
  r.day,
  r.metric,
  r.path,
  r.content,
  r.item,
  r.referrer,
  r.source,
  r.medium,
  r.campaign,
  r.device,
  r.count,
];

type Period = { from: string; to: string };

/** The report and its export, read on the read worker (src/server/long-reads.ts; decision 060). */
export function analyticsReads(db: Db) {
  const pageTitles = createPageTitles(db);
  return {
    texts: {
      analyticsReport: async ({ from, to }: Period) =>
        JSON.stringify({ data: withTitles(pageTitles, await analyticsReport(db, from, to)) }),
    },
    streams: {
      // A day a chunk: a day holds a bounded number of rows (src/services/analytics-caps.ts).
      analyticsCsv: ({ from, to }: Period) =>
        csvChunks(CSV_COLUMNS, (last: AnalyticsRow | undefined) => rowsOfNextDay(db, last?.day, from, to), cells),
    },
  };
}

/** Mounted at /api/admin/analytics; `reads`: the read worker, which reads the report and the export. */
export function createAdminAnalyticsApi(services: Services, reads: ReadWorker<ReturnType<typeof analyticsReads>>) {
  const app = new Hono<AppEnv>();

  app.get("/", requires("analytics.read"), validate("query", periodQuery), async (c) => {
    const period = periodOf(services, c.req.valid("query"));
    // The counts still in memory are written first, so the report holds every one until now.
    services.analytics.flush();
    return workerJson(c, (encoding) => reads.document("analyticsReport", encoding, period));
  });

  app.get("/export.csv", requires("analytics.read"), validate("query", periodQuery), (c) => {
    const { from, to } = periodOf(services, c.req.valid("query"));
    services.analytics.flush();
    return csvResponse(c, reads.stream("analyticsCsv", { from, to }), `analytics-${from}-to-${to}.csv`);
  });

  return app;
}

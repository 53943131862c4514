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
import type { Services } from "../../services";
import { daysFrom } from "../../services/analytics-report";
import { shiftDay } from "../../services/analytics-store";
import { csvStreamResponse } from "../../http/csv-response";
import { requires } from "../../http/route-action";

type AnalyticsRow = ReturnType<Services["analytics"]["rowsOfNextDay"]>[number];

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
function withTitles(services: Services, report: Awaited<ReturnType<Services["analytics"]["report"]>>) {
  const { pages, conversions } = report;
  const paths = [...pages.top, ...pages.entries, ...conversions].map((row) => row.path);
  return { ...report, titles: Object.fromEntries(services.pageTitles.titlesOf(paths)) as Record<string, string> };
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

/** Mounted at /api/admin/analytics. */
export function createAdminAnalyticsApi(services: Services) {
  const app = new Hono<AppEnv>();

  app.get("/", requires("analytics.read"), validate("query", periodQuery), async (c) => {
    const { from, to } = periodOf(services, c.req.valid("query"));
    return c.json({ data: withTitles(services, await services.analytics.report(from, to)) });
  });

  app.get("/export.csv", requires("analytics.read"), validate("query", periodQuery), (c) => {
    const { from, to } = periodOf(services, c.req.valid("query"));
    // A day a chunk (src/http/csv-response.ts): a day holds a bounded number of rows (./analytics-caps.ts).
    const dayAfter = (last: AnalyticsRow | undefined) => services.analytics.rowsOfNextDay(last?.day, from, to);
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
    return csvStreamResponse(c, `analytics-${from}-to-${to}.csv`, CSV_COLUMNS, dayAfter, cells);
  });

  return app;
}

// The analytics report read from rolled-up months (decision 050; docs/architecture.md#analytics):
// over any period it equals a brute-force sum of the daily rows written in this test, and the
// roll-ups kept by the triggers of migrations/0019_rollups_media_uses stay equal to a recount of the daily rows through
// flushes, a count added to a row already stored, retention's "(other)" rows and its pruning.
import type { Database } from "bun:sqlite";
import { describe, expect, test } from "bun:test";
import { migrations } from "../../migrations";
import { scheduledClock } from "../../tests/support/clock";
import { memoryDb } from "../../tests/support/memory-db";
import { openDatabase } from "../db/client";
import { migrate } from "../db/migrate";
import { analyticsDaily, resources } from "../db/schema";
import { periodParts, type Report, ROLLUPS } from "./analytics-period";
import { type AnalyticsReport, analyticsReport, daysFrom, type Metric } from "./analytics-report";
import { createAnalyticsStore, DIMENSIONS, type DailyRow, shiftDay } from "./analytics-store";

const { db, sqlite } = memoryDb();
const clock = scheduledClock(Date.parse("2026-03-10T12:00:00Z"));
const store = createAnalyticsStore(db, clock.scheduler);
const TODAY = "2026-03-10";

for (const [slug, title] of [
  ["canvas", "Discovery Canvas"],
  ["kit", "Roadmap Kit"],
]) {
  db.insert(resources)
    .values({
      slug: slug!,
      title: title!,
      description: "",
      category: "Guides",
      fileUrl: "",
      fileName: "",
      fileType: "pdf",
    })
    .run();
}

/** A small seeded generator, so every run writes the same rows. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(50);
const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;

const METRICS: Metric[] = ["view", "visit", "visitor", "dialog", "download", "message", "booking", "converted"];
const VALUES: Record<(typeof DIMENSIONS)[number], string[]> = {
  path: ["/", "/about", "/blog/roadmaps", "/resources/canvas", "/resources/kit", "/contact"],
  content: ["", "", "/blog/roadmaps", "/resources/canvas"],
  item: ["", "", "1", "2"],
  referrer: ["", "news.example", "search.example", "social.example"],
  source: ["", "", "letter", "ads"],
  medium: ["", "", "email", "cpc"],
  campaign: ["", "", "spring", "launch"],
  device: ["desktop", "mobile", "tablet"],
};

const randomRow = (day: string): DailyRow => {
  const row: DailyRow = { day, metric: pick(METRICS), count: 1 + Math.floor(next() * 9) };
  for (const name of DIMENSIONS) row[name] = pick(VALUES[name]);
  return row;
};

/** From before KEEP_DAYS to today: every day a few rows, across two year ends. */
const FIRST_DAY = "2024-02-20";
const rows = daysFrom(FIRST_DAY, TODAY).flatMap((day) => Array.from({ length: 3 }, () => randomRow(day)));
// Days with more than ROLLED_UP_ROWS rows of a metric, some old enough for retention to roll them up.
for (const day of ["2024-06-03", "2025-01-31", "2025-12-01", "2026-03-01"]) {
  for (let i = 0; i < 80; i++) rows.push({ ...randomRow(day), metric: "view", path: `/blog/post-${i}` });
}

/** The report as a brute-force pass over every daily row computes it. */
function reference(from: string, to: string): Omit<AnalyticsReport, "from" | "to"> {
  const all = sqlite.query<DailyRow & { count: number }, []>("select * from analytics_daily").all();
  const inRange = all.filter((row) => row.day >= from && row.day <= to);
  const sum = (metrics: Metric[], keep: (row: DailyRow) => boolean = () => true) =>
    inRange.filter((row) => metrics.includes(row.metric) && keep(row)).reduce((n, row) => n + row.count, 0);
  const CONVERSIONS: Metric[] = ["download", "message", "booking"];
  type Key = (typeof DIMENSIONS)[number];
  const grouped = <K extends Key>(metrics: Metric[], keys: K[], keep: (row: DailyRow) => boolean = () => true) => {
    const groups = new Map<string, Record<K, string> & { n: number }>();
    for (const row of inRange.filter((r) => metrics.includes(r.metric) && keep(r))) {
      const id = keys.map((k) => row[k]).join("\u0001");
      const group = groups.get(id) ?? ({ ...Object.fromEntries(keys.map((k) => [k, row[k]])), n: 0 } as never);
      group.n += row.count;
      groups.set(id, group);
    }
    return [...groups.values()].sort((a, b) => {
      if (a.n !== b.n) return b.n - a.n;
      for (const k of keys) if (a[k] !== b[k]) return a[k] < b[k] ? -1 : 1;
      return 0;
    });
  };
  const conversionsOf = <K extends Key>(keys: K[]) => {
    const counts = new Map(grouped(CONVERSIONS, keys).map((g) => [keys.map((k) => g[k]).join("\u0001"), g.n]));
    return (row: Record<K, string>) => counts.get(keys.map((k) => row[k]).join("\u0001")) ?? 0;
  };
  const perDay = new Map<string, { visitors: number; pageViews: number; conversions: number }>();
  for (const row of inRange) {
    const day = perDay.get(row.day) ?? { visitors: 0, pageViews: 0, conversions: 0 };
    if (row.metric === "visitor") day.visitors += row.count;
    if (row.metric === "view") day.pageViews += row.count;
    if (CONVERSIONS.includes(row.metric)) day.conversions += row.count;
    perDay.set(row.day, day);
  }
  const visits = sum(["visit"]);
  const campaignKeys: Array<"source" | "medium" | "campaign"> = ["source", "medium", "campaign"];
  const contentRows = grouped(CONVERSIONS, ["content"], (row) => row.content !== "");
  const pathConversions = conversionsOf(["path"]);
  const referrerConversions = conversionsOf(["referrer"]);
  const campaignConversions = conversionsOf(campaignKeys);
  return {
    totals: {
      visitors: sum(["visitor"]),
      visits,
      pageViews: sum(["view"]),
      conversions: sum(CONVERSIONS),
      downloads: sum(["download"]),
      messages: sum(["message"]),
      bookings: sum(["booking"]),
      conversionRate: visits ? Math.round((Math.min(sum(["converted"]), visits) / visits) * 1000) / 10 : null,
    },
    series: daysFrom(from, to).map((day) => ({
      day,
      ...(perDay.get(day) ?? { visitors: 0, pageViews: 0, conversions: 0 }),
    })),
    pages: {
      top: grouped(["view"], ["path"])
        .slice(0, 20)
        .map((g) => ({ path: g.path, views: g.n })),
      entries: grouped(["visit"], ["path"])
        .slice(0, 20)
        .map((g) => ({ path: g.path, visits: g.n, conversions: pathConversions(g) })),
    },
    sources: grouped(["visit"], ["referrer"])
      .slice(0, 20)
      .map((g) => ({ referrer: g.referrer, visits: g.n, conversions: referrerConversions(g) })),
    campaigns: grouped(["visit"], campaignKeys, (row) => !!(row.source || row.medium || row.campaign))
      .slice(0, 20)
      .map((g) => ({
        source: g.source,
        medium: g.medium,
        campaign: g.campaign,
        visits: g.n,
        conversions: campaignConversions(g),
      })),
    conversions: contentRows
      .map((g) => ({
        path: g.content,
        downloads: sum(["download"], (row) => row.content === g.content),
        messages: sum(["message", "booking"], (row) => row.content === g.content),
        total: g.n,
      }))
      .sort((a, b) => b.total - a.total || a.path.localeCompare(b.path))
      .slice(0, 20),
    funnels: [
      { resourceId: 1, slug: "canvas", title: "Discovery Canvas" },
      { resourceId: 2, slug: "kit", title: "Roadmap Kit" },
    ].map((r) => ({
      ...r,
      detailViews: sum(["view"], (row) => row.path === `/resources/${r.slug}`),
      dialogOpens: sum(["dialog"], (row) => row.item === String(r.resourceId)),
      downloads: sum(["download"], (row) => row.item === String(r.resourceId)),
    })),
  };
}

/** What each report's roll-up keeps: its metrics and rows (the migration's conditions, written again). */
const KEPT: Record<Report, { metrics: Metric[]; where: string }> = {
  path: { metrics: ["view", "visit", "download", "message", "booking"], where: "" },
  item: { metrics: ["dialog", "download"], where: "item <> ''" },
  referrer: { metrics: ["visit", "download", "message", "booking"], where: "" },
  campaign: {
    metrics: ["visit", "download", "message", "booking"],
    where: "(source <> '' or medium <> '' or campaign <> '')",
  },
  content: { metrics: ["download", "message", "booking"], where: "content <> ''" },
};

/** The roll-ups as stored and as a recount of the daily rows makes them, in the same order. */
function rollupsAndRecount(sqlite: Database) {
  const monthly = Object.entries(ROLLUPS).map(([report, { table, columns }]) => {
    const { metrics, where } = KEPT[report as Report];
    const list = columns.join(", ");
    const kept = [`metric in (${metrics.map((m) => `'${m}'`).join(", ")})`, where].filter(Boolean).join(" and ");
    return {
      report,
      stored: sqlite.query(`select month, metric, ${list}, count from ${table} order by 1, 2, ${list}`).all(),
      recount: sqlite
        .query(
          `select substr(day, 1, 7) as month, metric, ${list}, sum(count) as count from analytics_daily
           where ${kept} group by 1, 2, ${list} having sum(count) <> 0 order by 1, 2, ${list}`,
        )
        .all(),
    };
  });
  return {
    monthly: monthly.map(({ report, stored }) => ({ report, rows: stored })),
    monthlyRecount: monthly.map(({ report, recount }) => ({ report, rows: recount })),
    days: sqlite.query("select day, metric, count from analytics_day_totals order by day, metric").all(),
    daysRecount: sqlite
      .query(
        `select day, metric, sum(count) as count from analytics_daily group by day, metric
         having sum(count) <> 0 order by day, metric`,
      )
      .all(),
  };
}

function expectRollupsEqualRecount(on: Database = sqlite) {
  const { monthly, monthlyRecount, days, daysRecount } = rollupsAndRecount(on);
  for (const { rows } of monthly) expect(rows.length).toBeGreaterThan(0);
  expect(monthly).toEqual(monthlyRecount);
  expect(days).toEqual(daysRecount);
}

const RANGES: Array<[string, string, string]> = [
  ["mid-month to mid-month", "2025-01-17", "2025-04-09"],
  ["whole months", "2025-02-01", "2025-05-31"],
  ["one whole month", "2025-02-01", "2025-02-28"],
  ["one day", "2025-03-15", "2025-03-15"],
  ["a month's first day to its middle", "2025-06-01", "2025-06-20"],
  ["across a year end, no whole month", "2025-12-20", "2026-01-10"],
  ["across a year end, whole months between", "2025-11-15", "2026-02-03"],
  ["a year, edges mid-month", "2025-03-10", "2026-03-09"],
  // Months read whole less their days outside the period (decision 064).
  ["a year up to today", "2025-03-11", TODAY],
  ["most of one month", "2025-06-02", "2025-06-29"],
  ["edges that take most of their months", "2025-01-03", "2025-04-27"],
  ["everything", FIRST_DAY, TODAY],
];

async function expectReportsEqualReference() {
  for (const [, from, to] of RANGES) {
    const { from: _f, to: _t, ...report } = await analyticsReport(db, from, to);
    expect(report).toEqual(reference(from, to));
  }
}

describe("periods", () => {
  test("a period reads the days at its edges and the whole months between (rows unknown)", () => {
    expect(periodParts("2025-01-17", "2025-04-09")).toEqual({
      days: [
        ["2025-01-17", "2025-01-31"],
        ["2025-04-01", "2025-04-09"],
      ],
      months: ["2025-02", "2025-03"],
      outside: [],
    });
    expect(periodParts("2025-02-01", "2025-02-28")).toEqual({ days: [], months: ["2025-02", "2025-02"], outside: [] });
    expect(periodParts("2024-02-01", "2024-02-28")).toEqual({
      days: [["2024-02-01", "2024-02-28"]],
      months: null,
      outside: [],
    });
    expect(periodParts("2025-12-20", "2026-01-10")).toEqual({
      days: [["2025-12-20", "2026-01-10"]],
      months: null,
      outside: [],
    });
    expect(periodParts("2025-11-15", "2026-02-03")).toEqual({
      days: [
        ["2025-11-15", "2025-11-30"],
        ["2026-02-01", "2026-02-03"],
      ],
      months: ["2025-12", "2026-01"],
      outside: [],
    });
    expect(periodParts("2025-03-15", "2025-03-15")).toEqual({
      days: [["2025-03-15", "2025-03-15"]],
      months: null,
      outside: [],
    });
  });

  test("a month the period takes most of is read whole, less its days outside, when they hold fewer rows", () => {
    // Rows on every day up to TODAY (2026-03-10), none after: a year up to today takes March whole.
    const rowsIn = (first: string, last: string) => daysFrom(first, last).filter((day) => day <= TODAY).length;
    expect(periodParts("2025-03-11", TODAY, rowsIn)).toEqual({
      days: [],
      months: ["2025-03", "2026-03"],
      outside: [
        ["2025-03-01", "2025-03-10"],
        ["2026-03-11", "2026-03-31"],
      ],
    });
    // An edge of a few days is read as its days; a month's middle, whole less both ends.
    expect(periodParts("2025-01-29", "2025-04-27", rowsIn)).toEqual({
      days: [["2025-01-29", "2025-01-31"]],
      months: ["2025-02", "2025-04"],
      outside: [["2025-04-28", "2025-04-30"]],
    });
    expect(periodParts("2025-06-02", "2025-06-29", rowsIn)).toEqual({
      days: [],
      months: ["2025-06", "2025-06"],
      outside: [
        ["2025-06-01", "2025-06-01"],
        ["2025-06-30", "2025-06-30"],
      ],
    });
    // As many rows either way: the days, as before.
    expect(periodParts("2025-06-01", "2025-06-15", () => 1)).toEqual({
      days: [["2025-06-01", "2025-06-15"]],
      months: null,
      outside: [],
    });
  });
});

describe("the report from rolled-up months", () => {
  test("equals a sum of the daily rows over every kind of period, after flushes", async () => {
    // Two flushes of the same rows: the second adds to counts already stored (an update, not an insert).
    store.write(rows);
    clock.advance(0);
    store.drain(rows.filter((_, i) => i % 3 === 0));
    expectRollupsEqualRecount();
    await expectReportsEqualReference();
  });

  test("stays equal through retention's roll-up of old days and its pruning, and drops what reaches 0", async () => {
    const pruned = sqlite
      .query("select count(*) as n from analytics_daily where day < ?")
      .get(shiftDay(TODAY, -729)) as {
      n: number;
    };
    expect(pruned.n).toBeGreaterThan(0);
    store.retain(TODAY);
    clock.advance(0);
    const left = (sql: string) => (sqlite.query(sql).get() as { n: number }).n;
    // Pruned: nothing older than KEEP_DAYS, in the days or the months.
    expect(left("select count(*) as n from analytics_daily where day < '2024-03-11'")).toBe(0);
    expect(left("select count(*) as n from analytics_day_totals where day < '2024-03-11'")).toBe(0);
    // Rolled up: the old crowded day holds "(other)" rows now; the recent one still every row.
    expect(left("select count(*) as n from analytics_daily where day = '2025-01-31' and path = '(other)'")).toBe(1);
    expect(left("select count(*) as n from analytics_daily where day = '2026-03-01' and path = '(other)'")).toBe(0);
    expectRollupsEqualRecount();
    for (const { table } of Object.values(ROLLUPS))
      expect(left(`select count(*) as n from ${table} where count = 0`)).toBe(0);
    await expectReportsEqualReference();
  });
});

describe("the migrations", () => {
  /** A database migrated up to the migration tagged `*_tag`, with 1,200 of the rows written then, migrated to the end. */
  const migratedWithRowsBefore = (tag: string) => {
    const before = openDatabase(":memory:");
    const at = migrations.findIndex((m) => m.tag.endsWith(tag));
    expect(at).toBeGreaterThan(0);
    migrate(before.sqlite, migrations.slice(0, at));
    for (let i = 0; i < 1_200; i += 400)
      before.db
        .insert(analyticsDaily)
        .values(rows.slice(i, i + 400))
        .run();
    migrate(before.sqlite);
    return before.sqlite;
  };

  test("fill the roll-ups from the days already stored, before the first roll-ups and before those per report", () => {
    for (const tag of ["_rollups_media_uses", "_analytics_rollups_search"]) {
      const migrated = migratedWithRowsBefore(tag);
      expectRollupsEqualRecount(migrated);
      migrated.close();
    }
  });
});

// A flood of visits from sources that are all new (docs/product.md#analytics; decision 023): the real
// app on its own database and the app's clock (tests/support/clock.ts). Whatever arrives, a day keeps
// a bounded number of rows, with the rest counted under "(other)"; the counts are written in
// bounded batches; old days are rolled up and then deleted.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import {
  MAX_PAGE_KEYS_A_DAY,
  MAX_REFERRERS_A_DAY,
  MAX_ROWS_A_DAY,
  MAX_UTM_VALUES_A_DAY,
  OTHER,
} from "../../src/services/analytics-caps";
import { DETAIL_DAYS, KEEP_DAYS, ROLLED_UP_ROWS, WRITE_BATCH_ROWS } from "../../src/services/analytics-store";
import type { Scheduler } from "../../src/services/publication";
import { HOUR, send, sessionFor, withCookie } from "../support/auth";
import { scheduledClock } from "../support/clock";
import { createUser } from "../support/factories";
import { createTestApp } from "../support/test-app";

// 10:00 on June 10th in the test site's zone (America/Chicago).
const START = Date.parse("2026-06-10T15:00:00Z");
const TODAY = "2026-06-10";
const DAY = 24 * HOUR;

let t: Awaited<ReturnType<typeof createTestApp>>;
let clock: ReturnType<typeof scheduledClock>;
let adminId: number;
/** The rows in analytics_daily just before and just after each timer of the app ran. */
let rowsAroundTimers: Array<{ before: number; after: number }>;

const rowCount = () => (t.sqlite.query("select count(*) as n from analytics_daily").get() as { n: number }).n;

beforeEach(async () => {
  clock = scheduledClock(START);
  rowsAroundTimers = [];
  // The clock's timers, each watched for how many rows it wrote.
  const scheduler: Scheduler = {
    setTimeout: (run, ms) =>
      clock.scheduler.setTimeout(() => {
        const before = rowCount();
        run();
        rowsAroundTimers.push({ before, after: rowCount() });
      }, ms),
    clearTimeout: clock.scheduler.clearTimeout,
  };
  t = await createTestApp({ now: clock.now, scheduler });
  adminId = (await createUser(t.services, { role: "admin" })).id;
});
afterEach(() => t.close());

/**
 * `n` anonymous page views of the home page, each from a browser never seen before, with a new
 * referrer and a new utm_campaign (as a security review's flood sent them, from one address).
 */
async function flood(n: number, from = 0) {
  for (let i = from; i < from + n; i++) {
    const res = await send(
      t.app,
      `/?utm_source=flood&utm_campaign=c${i}`,
      {
        headers: {
          "User-Agent": `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${i}.0 Safari/537.36`,
          Referer: `https://r${i}.example.net/`,
        },
      },
      "198.51.100.70",
    );
    expect(res.status).toBe(200);
  }
}

type Totals = { visitors: number; visits: number; pageViews: number };

async function totals(day: string): Promise<Totals> {
  const res = await send(t.app, `/api/admin/analytics?from=${day}&to=${day}`, {
    headers: withCookie(sessionFor(t.services, adminId).cookie),
  });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { totals: Totals } };
  return { visitors: data.totals.visitors, visits: data.totals.visits, pageViews: data.totals.pageViews };
}

const distinct = (column: string, day = TODAY) =>
  (
    t.sqlite
      .query(`select distinct ${column} as v from analytics_daily where day = ? and metric = 'visit'`)
      .all(day) as Array<{
      v: string;
    }>
  ).map((row) => row.v);

const rowsOf = (day: string) =>
  t.sqlite.query("select metric, count(*) as n from analytics_daily where day = ? group by metric").all(day) as Array<{
    metric: string;
    n: number;
  }>;

describe("a flood of new referrers, campaigns and user agents", () => {
  const N = MAX_REFERRERS_A_DAY + 20;

  test("keeps the first values of each dimension and counts the rest under (other), losing no view", async () => {
    await flood(N);
    expect(await totals(TODAY)).toEqual({ visitors: N, visits: N, pageViews: N });
    const referrers = distinct("referrer");
    expect(referrers).toHaveLength(MAX_REFERRERS_A_DAY + 1);
    expect(referrers).toContain(OTHER);
    expect(referrers).toContain("r0.example.net");
    const campaigns = distinct("campaign");
    expect(campaigns).toHaveLength(MAX_UTM_VALUES_A_DAY + 1);
    expect(campaigns).toContain(OTHER);
    // Every view past the caps is in an "(other)" row.
    const otherViews = t.sqlite
      .query("select sum(count) as n from analytics_daily where metric = 'view' and referrer = ?")
      .get(OTHER) as { n: number };
    expect(otherViews.n).toBe(N - MAX_REFERRERS_A_DAY);
    expect(rowCount()).toBeLessThanOrEqual(MAX_ROWS_A_DAY);
  });

  test("beyond the day's combinations of page, source and device, new ones count as (other) and the rows stay under the cap", async () => {
    // Values each within their dimension's cap, in more combinations than a day keeps.
    const sources = Math.ceil(MAX_PAGE_KEYS_A_DAY / MAX_UTM_VALUES_A_DAY) + 1;
    const combinations = sources * MAX_UTM_VALUES_A_DAY;
    for (let i = 0; i < combinations; i++) {
      await send(
        t.app,
        `/?utm_source=s${i % sources}&utm_campaign=c${Math.floor(i / sources)}`,
        { headers: { "User-Agent": `Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.${i}.0 Safari/537.36` } },
        "198.51.100.71",
      );
    }
    expect(await totals(TODAY)).toEqual({ visitors: combinations, visits: combinations, pageViews: combinations });
    expect(rowCount()).toBeLessThanOrEqual(MAX_ROWS_A_DAY);
    const viewRows = t.sqlite
      .query("select path, referrer, source, campaign, count from analytics_daily where metric = 'view'")
      .all() as Array<{ path: string; referrer: string; source: string; campaign: string; count: number }>;
    const kept = viewRows.filter((row) => row.path !== OTHER);
    expect(kept.every((row) => row.count === 1)).toBe(true);
    expect(viewRows.filter((row) => row.path === OTHER)).toEqual([
      { path: OTHER, referrer: OTHER, source: OTHER, campaign: OTHER, count: combinations - kept.length },
    ]);
  });

  test("is written in batches of at most WRITE_BATCH_ROWS rows, one batch per timer", async () => {
    // A view row and a visit row for each new source: over two batches.
    const n = WRITE_BATCH_ROWS / 2 + 50;
    await flood(n);
    expect(rowCount()).toBe(0);
    clock.advance(10_000);
    const writes = rowsAroundTimers.map(({ before, after }) => after - before).filter((rows) => rows > 0);
    expect(writes.length).toBeGreaterThan(1);
    expect(Math.max(...writes)).toBeLessThanOrEqual(WRITE_BATCH_ROWS);
    // Every count reached the database.
    expect(rowCount()).toBe(2 * n + 1);
    expect(await totals(TODAY)).toEqual({ visitors: n, visits: n, pageViews: n });
  });
});

describe("retention", () => {
  test(`a day is kept in full for ${DETAIL_DAYS} days, then rolled up to its largest rows with the same totals, and deleted after ${KEEP_DAYS}`, async () => {
    await flood(300);
    const before = await totals(TODAY);
    const rowsBefore = rowsOf(TODAY);
    expect(rowsBefore.find((r) => r.metric === "view")!.n).toBeGreaterThan(ROLLED_UP_ROWS + 1);

    // The last day it is kept in full: 89 days later (a new day starts at the first count or at midnight).
    clock.advance((DETAIL_DAYS - 1) * DAY);
    await flood(1, 1_000);
    expect(rowsOf(TODAY)).toEqual(rowsBefore);

    clock.advance(DAY);
    expect(rowsOf(TODAY).every((r) => r.n <= ROLLED_UP_ROWS + 1)).toBe(true);
    expect(await totals(TODAY)).toEqual(before);
    const rolledUp = t.sqlite
      .query("select count from analytics_daily where day = ? and metric = 'view' and path = ? and device = ?")
      .get(TODAY, OTHER, OTHER) as { count: number };
    expect(rolledUp.count).toBe(before.pageViews - ROLLED_UP_ROWS);

    clock.advance((KEEP_DAYS - DETAIL_DAYS - 1) * DAY);
    expect(rowsOf(TODAY).length).toBeGreaterThan(0);
    clock.advance(DAY);
    expect(rowsOf(TODAY)).toEqual([]);
  });
});

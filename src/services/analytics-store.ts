// Writing the counts to `analytics_daily`, and keeping its old days small (docs/architecture.md#analytics;
// decision 023).
//
// The write is the only part of counting that holds the process for longer than a count: SQLite is
// synchronous, so while a transaction runs no other request is answered. The rows a flush gathers
// are therefore written in transactions of at most WRITE_BATCH_ROWS rows, one batch per turn of
// the event loop, so a /healthz or a page in between waits for one batch at most. Retention works
// the same way: one bounded step per turn, from each day's start.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { analyticsDaily } from "../db/schema";
import { OTHER } from "./analytics-caps";
import type { Scheduler } from "./publication";

export type DailyRow = typeof analyticsDaily.$inferInsert;

/** What a count is counted by, besides its day and metric: the columns of the table's unique key. */
export const DIMENSIONS = ["path", "content", "item", "referrer", "source", "medium", "campaign", "device"] as const;

/** Rows one transaction writes (11 values a row, well inside SQLite's limit of bound parameters). */
export const WRITE_BATCH_ROWS = 500;
/** The last this many days (today included) keep every row: the tab's longest period is 90 days. */
export const DETAIL_DAYS = 90;
/** An older day keeps its largest this many rows per metric; the rest are summed into one "(other)" row. */
export const ROLLED_UP_ROWS = 50;
/** Days older than this many (today included) are deleted. */
export const KEEP_DAYS = 730;
/** Rows one pruning step deletes. */
const PRUNE_BATCH_ROWS = 2_000;

/** `value` ("yyyy-MM-dd") moved by `days` calendar days. */
export const shiftDay = (value: string, days: number) =>
  new Date(Date.parse(`${value}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const t = analyticsDaily;
const target = [t.day, t.metric, ...DIMENSIONS.map((name) => t[name])];

export function createAnalyticsStore(db: Db, scheduler: Scheduler) {
  const queue: DailyRow[] = [];
  let batchTimer: unknown;
  let retentionTimer: unknown;
  let today = "";
  /** Days before this one have been rolled up (in this process: a restart checks them once more). */
  let rolledUpBefore = "";

  function writeBatch(rows: DailyRow[]) {
    db.insert(t)
      .values(rows)
      .onConflictDoUpdate({ target, set: { count: sql`${t.count} + excluded.count` } })
      .run();
  }

  /** Writes the next batch, and leaves the rest for the next turn of the event loop. */
  function writeNext() {
    batchTimer = undefined;
    const rows = queue.splice(0, WRITE_BATCH_ROWS);
    try {
      writeBatch(rows);
    } catch (error) {
      // A write that fails (a full disk) loses those counts, never a request, nor the process.
      console.error("Analytics: the counts could not be written:", error);
    }
    if (queue.length > 0) batchTimer = scheduler.setTimeout(writeNext, 0);
  }

  /** One step of retention: a bounded delete of days past KEEP_DAYS, or the roll-up of one old day. */
  function retentionStep() {
    retentionTimer = undefined;
    const keepFrom = shiftDay(today, -(KEEP_DAYS - 1));
    const detailFrom = shiftDay(today, -(DETAIL_DAYS - 1));
    try {
      // bun:sqlite's own statement, for the count of rows deleted that Drizzle's run() does not return.
      const pruned = db.$client
        .query("delete from analytics_daily where rowid in (select rowid from analytics_daily where day < ? limit ?)")
        .run(keepFrom, PRUNE_BATCH_ROWS);
      if (pruned.changes < PRUNE_BATCH_ROWS) {
        const from = rolledUpBefore > keepFrom ? rolledUpBefore : keepFrom;
        const due = db.$client
          .query<{ day: string }, [string, string, number]>(
            `select day from analytics_daily where day >= ? and day < ?
             group by day, metric having count(*) > ? order by day limit 1`,
          )
          .get(from, detailFrom, ROLLED_UP_ROWS + 1);
        if (!due) {
          rolledUpBefore = detailFrom;
          return;
        }
        rollUp(due.day);
        // The next step looks from the next day on, so a day never comes round twice.
        rolledUpBefore = shiftDay(due.day, 1);
      }
    } catch (error) {
      console.error("Analytics: old days could not be rolled up or deleted:", error);
      return;
    }
    retentionTimer = scheduler.setTimeout(retentionStep, 0);
  }

  /** Sums all but each metric's largest ROLLED_UP_ROWS rows of `day` into its "(other)" row. */
  function rollUp(day: string) {
    const columns = DIMENSIONS.join(", ");
    const tail = `select rowid from (
        select rowid, row_number() over (partition by metric order by count desc, rowid) as place
        from analytics_daily where day = $day and not (${DIMENSIONS.map((name) => `${name} = $other`).join(" and ")})
      ) where place > $keep`;
    const values = { day, other: OTHER, keep: ROLLED_UP_ROWS };
    db.$client
      .transaction(() => {
        db.$client
          .query(
            `insert into analytics_daily (day, metric, ${columns}, count)
           select day, metric, ${DIMENSIONS.map(() => "$other").join(", ")}, sum(count) from analytics_daily
           where rowid in (${tail}) group by day, metric
           on conflict do update set count = count + excluded.count`,
          )
          .run(values);
        db.$client.query(`delete from analytics_daily where rowid in (${tail})`).run(values);
      })
      .immediate();
  }

  return {
    /** Writes the first batch of `rows` now and the rest one batch per turn of the event loop. */
    write(rows: DailyRow[]) {
      for (const row of rows) queue.push(row);
      if (batchTimer === undefined && queue.length > 0) writeNext();
    },

    /** Writes everything still queued and `rows`, now (before an admin's read, and at shutdown). */
    drain(rows: DailyRow[]) {
      if (batchTimer !== undefined) scheduler.clearTimeout(batchTimer);
      batchTimer = undefined;
      for (const row of rows) queue.push(row);
      rows = queue.splice(0);
      if (rows.length === 0) return;
      db.transaction(() => {
        for (let i = 0; i < rows.length; i += WRITE_BATCH_ROWS) writeBatch(rows.slice(i, i + WRITE_BATCH_ROWS));
      });
    },

    /** Starts rolling up and deleting the days retention has passed, `day` being today. */
    retain(day: string) {
      today = day;
      if (retentionTimer === undefined) retentionTimer = scheduler.setTimeout(retentionStep, 0);
    },

    stop() {
      if (retentionTimer !== undefined) scheduler.clearTimeout(retentionTimer);
      retentionTimer = undefined;
    },
  };
}

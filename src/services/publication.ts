// When a post, resource or case study is public, and the timer that makes a scheduled one appear on time
// (docs/product.md#scheduled). An item is public when it is published and its publishedAt is not
// in the future; every public read (lists, pages, feed, sitemap, API, downloads) asks the same
// predicate with the app's clock, so a scheduled item stays hidden until its moment.
//
// The public answers are cached until content changes (docs/architecture.md#render-cache), and
// nothing is written when a scheduled moment comes, so one timer stands in for that write: it is
// armed for the earliest future publishedAt and, when it fires, emits the content event, which
// clears the render cache and the feed. It is armed again on every content event (a write may have
// added, moved or removed a moment), so no request ever looks at the clock for this.
import { and, eq, gt, isNull, lte, min, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";
import { blogPosts, caseStudies, resources } from "../db/schema";
import { type ContentEvents, contentTags } from "./content-events";

/** A table with a publication flag and date: posts and resources. */
export type Publishable = { published: SQLiteColumn; publishedAt: SQLiteColumn };

/**
 * The rows visitors may see at `at`: published, with a publishedAt not after it. A published row
 * without a date (none is written so, but older rows may be) counts as public, as it always did.
 * `byIndex: false`: the same condition written so that SQLite reads no index for it (`+published`),
 * for a read better driven by another condition (a search's candidates: ./sql-search.ts).
 */
export function publicAt(table: Publishable, at: Date, options: { byIndex?: boolean } = {}): SQL {
  const published = options.byIndex === false ? sql`+${table.published} = 1` : eq(table.published, true);
  return and(published, or(isNull(table.publishedAt), lte(table.publishedAt, at))) as SQL;
}

/** The row of `table` that visitors may see at `at` under `slug`; undefined for a draft, a scheduled row or none. */
export function publicRowBySlug<T extends SQLiteTable & Publishable & { slug: SQLiteColumn }>(
  db: Db,
  table: T,
  slug: string,
  at: Date,
): T["$inferSelect"] | undefined {
  return db
    .select()
    .from(table as SQLiteTable)
    .where(and(publicAt(table, at), eq(table.slug, slug)))
    .get() as T["$inferSelect"] | undefined;
}

/**
 * The publishedAt a write stores: the moment given (a future one schedules the item), else the one
 * it has (kept through unpublishing and publishing again), else now when it is published. A kept
 * moment still to come is not kept without being given: a scheduled item published with no moment
 * (the publish menu's 'Publish now') is public now (docs/product.md#scheduled).
 */
export function publicationDate(given: Date | null | undefined, kept: Date | null, published: boolean, now: Date) {
  const keptPast = kept && kept.getTime() <= now.getTime() ? kept : null;
  return given ?? keptPast ?? (published ? now : null);
}

/** Where an item stands for visitors at `now`: public, scheduled for later, or a draft. */
export type PublicationState = "public" | "scheduled" | "draft";

export function publicationState(item: { published: boolean; publishedAt: Date | null }, now: Date): PublicationState {
  if (!item.published) return "draft";
  return item.publishedAt && item.publishedAt.getTime() > now.getTime() ? "scheduled" : "public";
}

/** The earliest publishedAt after `at` of a published post, resource or case study, in ms; null when none waits. */
export function nextPublication(db: Db, at: Date): number | null {
  const earliest = (table: typeof blogPosts | typeof resources | typeof caseStudies) =>
    db
      .select({ at: min(table.publishedAt) })
      .from(table)
      .where(and(eq(table.published, true), gt(table.publishedAt, at)))
      .get()?.at ?? null;
  const moments = [earliest(blogPosts), earliest(resources), earliest(caseStudies)].filter(
    (d): d is Date => d !== null,
  );
  return moments.length ? Math.min(...moments.map((d) => d.getTime())) : null;
}

/** What the timer is armed with: the global timers, or a test's own (tests/support/clock.ts). */
export type Scheduler = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

/** The longest delay setTimeout keeps (2^31 - 1 ms, about 24.8 days); longer ones fire at once. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/** The global timers, each unref'd: a timer must not keep a script or a test process alive. */
export const globalScheduler: Scheduler = {
  setTimeout(callback, ms) {
    const handle = setTimeout(callback, ms);
    // A timer for next month (or counts waiting to be written) must not keep a script or a test
    // process alive; the server is kept alive by its socket.
    (handle as { unref?: () => void }).unref?.();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Keeps one timer armed for the next scheduled moment (`next`, read after every content event and
 * once now). When it fires at or after that moment it emits the content event; a far moment is
 * reached in steps of at most MAX_TIMER_DELAY_MS.
 */
export function startPublicationTimer(deps: {
  events: ContentEvents;
  now: () => number;
  next: (at: Date) => number | null;
  scheduler?: Scheduler;
}): { stop: () => void } {
  const scheduler = deps.scheduler ?? globalScheduler;
  let handle: unknown;
  let armed = false;

  function arm() {
    if (armed) scheduler.clearTimeout(handle);
    armed = false;
    const moment = deps.next(new Date(deps.now()));
    if (moment === null) return;
    armed = true;
    handle = scheduler.setTimeout(
      () => {
        armed = false;
        // A clamped step, or a clock behind the timer's: not yet, so wait for the rest.
        if (deps.now() < moment) arm();
        // Something scheduled is public from now: the lists that show it (its own page was a 404).
        else
          deps.events.changed([
            contentTags.list("blog"),
            contentTags.list("resources"),
            contentTags.list("case-studies"),
          ]);
      },
      Math.min(Math.max(0, moment - deps.now()), MAX_TIMER_DELAY_MS),
    );
  }

  const unsubscribe = deps.events.onChange(arm);
  arm();
  return {
    stop() {
      unsubscribe();
      if (armed) scheduler.clearTimeout(handle);
      armed = false;
    },
  };
}

// Visits, sources and conversions counted on the server as pages are served, without a cookie or a
// script (docs/product.md#analytics; docs/architecture.md#analytics).
//
// Counting is on the hot path (the cached fast path calls `view` for every anonymous page view), so
// a count only touches memory: the visitor is found by a keyed hash of address and user agent whose
// key (the salt) is random, made at the site's midnight and never written anywhere, in a table of
// numbers (./analytics-visits.ts), and what it is counted under is made once (./analytics-keys.ts);
// the counts gather in counters of daily aggregates that a timer hands to ./analytics-store.ts every
// few seconds, which writes them in bounded batches. What a day
// may hold is capped where a value is first seen (./analytics-caps.ts), so a flood of made-up
// sources costs a fixed amount.
// What reaches the database (`analytics_daily`) is a day, what was counted and how many: no address,
// no user agent, no hash. At midnight the salt and every visit are forgotten, so a visitor seen
// yesterday cannot be recognised today, and nothing identifying outlives the day, even in memory.
//
// Not counted: requests that ask not to be tracked (`DNT: 1`, `Sec-GPC: 1`), bots (a user agent
// that is not a browser's, or names itself a crawler) and the site's own admins (the caller knows:
// the fast path only answers requests without a session cookie, and the chain has validated the
// session of every other request).
import type { Db } from "../db/client";
import { formatIsoDate, nextMidnight } from "../shared/format";
import {
  DistinctValues,
  MAX_CONVERSION_KEYS_A_DAY,
  MAX_DIALOG_VISITS,
  MAX_PAGE_KEYS_A_DAY,
  MAX_PATHS_A_DAY,
  MAX_REFERRERS_A_DAY,
  MAX_UTM_VALUES_A_DAY,
  OTHER,
} from "./analytics-caps";
import {
  browserMemo,
  CONTENT_PAGE,
  type Counter,
  clip,
  type Device,
  type Browser,
  type Dimensions,
  MAX_PAGE_KEYS,
  otherDimensions,
  type PageKeys,
  SEPARATOR,
  type Source,
  sourceDimensions,
  sourceFrom,
  sourceMemo,
} from "./analytics-keys";
import { analyticsReport, type Metric, rowsOfNextDay } from "./analytics-report";
import { createAnalyticsStore, type DailyRow, DIMENSIONS } from "./analytics-store";
import { VisitTable } from "./analytics-visits";
import { globalScheduler, type Scheduler } from "./publication";

export type ConversionKind = "download" | "message" | "booking";

/**
 * What a count needs of a request: its headers, and its address (as the client-address rule reads
 * it), asked for only when the request is counted.
 */
export type CountedRequest = { headers: Headers; address: () => string };

/** A visit ends after this long without a page view (as Plausible and Google Analytics count them). */
export const VISIT_IDLE_MS = 30 * 60_000;
/** How long counts wait in memory before they are written, all in one transaction. */
export const FLUSH_DELAY_MS = 10_000;
/** Beyond this many visits in a day (an attack, not readers), new visitors are counted without a visit. */
const MAX_VISITS = 100_000;

export type AnalyticsOptions = {
  db: Db;
  now: () => number;
  /** The site's zone: days, and the salt's life, end at its midnight. */
  timeZone: string;
  /** The site's own host: a referrer from it is a page of this visit, not a source. */
  siteHost: string;
  /** ANALYTICS=off: nothing is counted (the benchmark measures the counting cost this way). */
  enabled?: boolean;
  scheduler?: Scheduler;
};

export type Analytics = ReturnType<typeof createAnalytics>;

export function createAnalytics(options: AnalyticsOptions) {
  const { db, now, timeZone, siteHost } = options;
  const enabled = options.enabled ?? true;
  const scheduler = options.scheduler ?? globalScheduler;

  let day = "";
  let dayEndsAt = 0;
  let salt = 0;
  let midnightTimer: unknown;
  let flushTimer: unknown;
  const store = createAnalyticsStore(db, scheduler);
  const visits = new VisitTable(MAX_VISITS);
  // What a visit's numbers stand for: index 0 is none.
  let pageKeys: PageKeys[] = [];
  // The day's page keys by their "view" key, each made once a day whichever source memo asks; and
  // each device's "(other)" page key, which takes the combinations past MAX_PAGE_KEYS_A_DAY.
  const pageKeysByKey = new Map<string, PageKeys>();
  let otherPageKeys = {} as Record<Device, PageKeys>;
  // The day's distinct values of each free dimension, capped (./analytics-caps.ts).
  const kept = {
    path: new DistinctValues(MAX_PATHS_A_DAY),
    referrer: new DistinctValues(MAX_REFERRERS_A_DAY),
    source: new DistinctValues(MAX_UTM_VALUES_A_DAY),
    medium: new DistinctValues(MAX_UTM_VALUES_A_DAY),
    campaign: new DistinctValues(MAX_UTM_VALUES_A_DAY),
  };
  // The day's keys of dialogs and conversions, capped at MAX_CONVERSION_KEYS_A_DAY.
  const conversionKeys = new Set<string>();
  // The resources whose download dialog each visitor's visit opened (each counted once); few visits do.
  const dialogs = new Map<number, Set<string>>();
  // The visitors whose current visit has converted: a visit counts once among those that converted.
  const converted = new Set<number>();
  // The counts not yet written: those of the counters (listed when they go from 0 to 1), and the rest.
  const dirty: Counter[] = [];
  const pending = new Map<string, number>();
  const countable = browserMemo();
  const sources = sourceMemo(siteHost, kept);
  /** The day's "visitor" aggregate counter of each device. */
  let visitors = {} as Record<Device, Counter>;

  function startDay(at: number) {
    visits.clear();
    dialogs.clear();
    converted.clear();
    pageKeys = [undefined as unknown as PageKeys];
    pageKeysByKey.clear();
    for (const values of Object.values(kept)) values.clear();
    conversionKeys.clear();
    sources.clear();
    salt = crypto.getRandomValues(new Uint32Array(1))[0]!;
    day = formatIsoDate(at, timeZone);
    const counters = (device: Device) => counterOf("visitor", { device });
    visitors = { desktop: counters("desktop"), mobile: counters("mobile"), tablet: counters("tablet") };
    const otherSource = sourceFrom("", OTHER, OTHER, OTHER, OTHER);
    const other = (device: Device) => newPageKeys(otherSource, device, OTHER);
    otherPageKeys = { desktop: other("desktop"), mobile: other("mobile"), tablet: other("tablet") };
    store.retain(day);
    dayEndsAt = nextMidnight(new Date(at), timeZone).getTime();
    if (midnightTimer !== undefined) scheduler.clearTimeout(midnightTimer);
    // Forget the day at midnight even when no request comes to notice it.
    midnightTimer = scheduler.setTimeout(() => {
      midnightTimer = undefined;
      flushInBackground();
      startDay(Math.max(now(), dayEndsAt));
    }, dayEndsAt - at);
  }

  /**
   * The visitor's key: the address hashed with the user agent's hash and the day's salt as the
   * seed. 32 bits are plenty for a day's visitors (two of 10,000 share one about once in a hundred
   * days) and keep the map's keys small numbers rather than BigInts.
   */
  function visitorKey(request: CountedRequest, browser: Browser, at: number) {
    if (at >= dayEndsAt) startDay(at);
    return Bun.hash.xxHash32(request.address(), (browser.hash ^ salt) >>> 0);
  }

  /** The visitor behind a request that is counted, now; null when counting is off or it is not counted. */
  function visitorOf(request: CountedRequest) {
    if (!enabled) return null;
    const counted = countable(request.headers);
    if (!counted) return null;
    const at = now();
    return { device: counted.device, at, key: visitorKey(request, counted, at) };
  }

  function keyOf(metric: Metric, dims: Dimensions) {
    let key = day + SEPARATOR + metric;
    for (const name of DIMENSIONS) key += SEPARATOR + (dims[name] ?? "");
    return key;
  }

  const counterOf = (metric: Metric, dims: Dimensions): Counter => ({ key: keyOf(metric, dims), count: 0 });

  function bump(counter: Counter) {
    if (counter.count++ === 0) {
      dirty.push(counter);
      flushSoon();
    }
  }

  /**
   * Adds one to an aggregate counted too rarely to hold a counter (dialogs, conversions); past the
   * day's MAX_CONVERSION_KEYS_A_DAY, a new one is counted as the metric's "(other)" on its device.
   */
  function add(metric: Metric, dims: Dimensions) {
    let key = keyOf(metric, dims);
    if (!conversionKeys.has(key)) {
      if (conversionKeys.size < MAX_CONVERSION_KEYS_A_DAY) conversionKeys.add(key);
      else key = keyOf(metric, { ...otherDimensions, device: dims.device });
    }
    pending.set(key, (pending.get(key) ?? 0) + 1);
    flushSoon();
  }

  function flushSoon() {
    if (flushTimer === undefined) {
      flushTimer = scheduler.setTimeout(() => {
        flushTimer = undefined;
        flushInBackground();
      }, FLUSH_DELAY_MS);
    }
  }

  /** The keys of add("visit" | "view", { path: page, ...source, device }). */
  function pageKeysOf(source: Source, device: Device, page: string): PageKeys {
    let pages = source.keys[device];
    if (!pages) {
      pages = new Map();
      source.keys[device] = pages;
    }
    let keys = pages.get(page);
    if (!keys) {
      keys = dayPageKeys(source, device, page);
      if (pages.size >= MAX_PAGE_KEYS) pages.clear();
      pages.set(page, keys);
    }
    return keys;
  }

  /**
   * The day's keys of a page from a source on a device, first asked for by a source's memo: the
   * same ones for every memo that asks (a source parsed again), and past the day's cap of
   * combinations, the device's "(other)" keys.
   */
  function dayPageKeys(source: Source, device: Device, page: string): PageKeys {
    const path = kept.path.keep(page);
    const known = pageKeysByKey.get(keyOf("view", { path, ...sourceDimensions(source), device }));
    if (known) return known;
    if (pageKeysByKey.size >= MAX_PAGE_KEYS_A_DAY) return otherPageKeys[device];
    return newPageKeys(source, device, path);
  }

  function newPageKeys(source: Source, device: Device, path: string): PageKeys {
    const dims = { path, ...sourceDimensions(source), device };
    const view = counterOf("view", dims);
    const keys = {
      id: pageKeys.length,
      page: path,
      content: CONTENT_PAGE.test(path),
      source,
      device,
      visit: counterOf("visit", dims),
      view,
    };
    pageKeys.push(keys);
    pageKeysByKey.set(view.key, keys);
    return keys;
  }

  /** This visitor's visit if it is still going on (not idle past VISIT_IDLE_MS): its slot, else -1. */
  function currentVisit(key: number, at: number): number {
    const slot = visits.find(key);
    return slot >= 0 && at - visits.lastAt(slot) <= VISIT_IDLE_MS ? slot : -1;
  }

  /** What a visit's conversion is attributed to: the page it entered on, its source, the last article or resource. */
  function attribution(slot: number): Dimensions {
    if (slot < 0) return {};
    const entry = pageKeys[visits.entry(slot)]!;
    const content = visits.content(slot) ? pageKeys[visits.content(slot)]!.page : "";
    return { path: entry.page, content, ...sourceDimensions(entry.source) };
  }

  /** Hands the counts gathered in memory to the store as rows, and forgets them. */
  function collect(): DailyRow[] {
    if (flushTimer !== undefined) {
      scheduler.clearTimeout(flushTimer);
      flushTimer = undefined;
    }
    // Counters of equal keys (a source parsed again after its memo was cleared) make one row.
    for (const counter of dirty) {
      pending.set(counter.key, (pending.get(counter.key) ?? 0) + counter.count);
      counter.count = 0;
    }
    dirty.length = 0;
    const rows = [...pending].map(([key, count]) => {
      const [rowDay, metric, ...dims] = key.split(SEPARATOR);
      const row = { day: rowDay!, metric: metric as Metric, count } as DailyRow;
      DIMENSIONS.forEach((name, i) => {
        row[name] = dims[i] ?? "";
      });
      return row;
    });
    pending.clear();
    return rows;
  }

  /** The timer's write: the first batch now, the rest one batch per turn of the event loop. */
  function flushInBackground() {
    store.write(collect());
  }

  /** Writes every count gathered, now: before an admin reads, and at shutdown. */
  function flush() {
    store.drain(collect());
  }

  return {
    enabled,

    /** A public page served with 200 or 304 to a request that may be counted (not an admin's). */
    view(path: string, url: string, request: CountedRequest) {
      const visitor = visitorOf(request);
      if (!visitor) return;
      const { device, at, key } = visitor;
      const page = clip(path);
      const slot = visits.find(key);
      if (slot >= 0 && at - visits.lastAt(slot) <= VISIT_IDLE_MS) {
        // A reload, or the next view of the page the visit is on, takes the key straight from it.
        const keys = pageKeys[visits.last(slot)]!;
        if (keys.page === page) {
          visits.viewed(slot, at);
          bump(keys.view);
        } else {
          const next = pageKeysOf(keys.source, keys.device, page);
          visits.viewed(slot, at, { last: next.id, content: next.content });
          bump(next.view);
        }
        return;
      }
      if (slot < 0) bump(visitors[device]);
      const keys = pageKeysOf(sources.of(url, request.headers), device, page);
      const fields = { entry: keys.id, last: keys.id, content: keys.content ? keys.id : 0 };
      if (slot >= 0) {
        visits.start(slot, at, fields);
        dialogs.delete(key);
        converted.delete(key);
      } else visits.add(key, at, fields);
      bump(keys.visit);
      bump(keys.view);
    },

    /** The download dialog of a resource was opened: counted once per visit and resource. */
    dialog(resourceId: number, request: CountedRequest) {
      const visitor = visitorOf(request);
      if (!visitor) return;
      const { device, at, key } = visitor;
      const item = String(resourceId);
      const slot = currentVisit(key, at);
      // Past MAX_DIALOG_VISITS (a flood of visits), a new visit's openings are each counted.
      if (slot >= 0 && (dialogs.has(key) || dialogs.size < MAX_DIALOG_VISITS)) {
        const opened = dialogs.get(key) ?? new Set();
        if (opened.has(item)) return;
        opened.add(item);
        dialogs.set(key, opened);
      }
      add("dialog", { ...attribution(slot), item, device: device });
    },

    /**
     * A download or an accepted contact message, attributed to the visit's entry page and the last
     * article or resource it viewed, when the visit is known (else to nothing, but still counted).
     */
    conversion(kind: ConversionKind, item: string, request: CountedRequest) {
      const visitor = visitorOf(request);
      if (!visitor) return;
      const { device, at, key } = visitor;
      const slot = currentVisit(key, at);
      add(kind, { ...attribution(slot), item, device: device });
      if (slot >= 0 && !converted.has(key)) {
        converted.add(key);
        add("converted", { ...attribution(slot), device: device });
      }
    },

    /** Writes the counts gathered in memory (the timer does it; reads and shutdown ask for it). */
    flush,

    /** Flushes and stops the timers, for a caller done with the app. */
    stop() {
      flush();
      store.stop();
      if (midnightTimer !== undefined) scheduler.clearTimeout(midnightTimer);
      midnightTimer = undefined;
    },

    /** The day counts are being gathered for, "yyyy-MM-dd" in the site's zone. */
    today: () => formatIsoDate(now(), timeZone),

    /** How many visits are held in memory (tests: the day's end forgets them). */
    visitsInMemory: () => (now() >= dayEndsAt ? 0 : visits.size),

    report: (from: string, to: string) => {
      flush();
      return analyticsReport(db, from, to);
    },

    /**
     * For the CSV export, a day at a time: the aggregate rows of the first day after `afterDay`
     * (from `from` on) up to `to` that has any; none past the last.
     */
    rowsOfNextDay(afterDay: string | undefined, from: string, to: string) {
      if (afterDay === undefined) flush();
      return rowsOfNextDay(db, afterDay, from, to);
    },
  };
}

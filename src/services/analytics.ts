import { getQueryParam } from "hono/utils/url";
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
import { analyticsReport, type Metric, rowsOfNextDay } from "./analytics-report";
import { createAnalyticsStore, type DailyRow, DIMENSIONS } from "./analytics-store";
import { VisitTable } from "./analytics-visits";
import type { Scheduler } from "./publication";

export type ConversionKind = "download" | "message";

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
const MAX_FIELD = 200;
/** How many user agents' verdicts, and sources' parsed forms, are remembered. */
const MEMO_MAX = 512;

type Device = "desktop" | "mobile" | "tablet";
type Browser = { device: Device; hash: number };
type Source = {
  /** The Referer header and (when tagged) the URL it was parsed from, to tell a memo's hit from a clash. */
  sent: string;
  referrer: string;
  source: string;
  medium: string;
  campaign: string;
  /**
   * Each page's PageKeys (its "visit" and "view" counters), per device: made once, and then shared
   * by every visit from this source (a count builds no string and hashes none anew).
   */
  keys: Partial<Record<Device, Map<string, PageKeys>>>;
};
/**
 * A page as viewed from a source on a device, with the keys its visits and views are counted
 * under. A visit holds these by `id` (its entry, last and content pages), as numbers.
 */
type PageKeys = {
  /** Its place in the day's list (never 0: a visit's 0 is none). */
  id: number;
  /** The page as counted: its path, or "(other)" past the day's cap of paths. */
  page: string;
  /** Whether the page is an article or a resource, to which conversions are attributed. */
  content: boolean;
  source: Source;
  device: Device;
  visit: Counter;
  view: Counter;
};
/**
 * The count of one aggregate key not yet written. The keys a page view adds to (its visitor, visit
 * and view) hold theirs, so counting one is an increment, not a map's lookup and store.
 */
type Counter = { key: string; count: number };

const sourceFrom = (sent: string, referrer: string, source = "", medium = "", campaign = ""): Source => ({
  sent,
  referrer,
  source,
  medium,
  campaign,
  keys: {},
});
/** Beyond this many pages a source's keys are made anew (an attack, not the site's pages). */
const MAX_PAGE_KEYS = 256;
type Dimensions = Partial<Record<(typeof DIMENSIONS)[number], string>>;
const SEPARATOR = "\u0001";

// A browser says Mozilla/5.0; a crawler, a monitor, a script or a headless browser names itself.
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|phantom|puppeteer|playwright|selenium|monitor|uptime|check|scan|fetch|feed|rss|curl|wget|python|java\/|okhttp|axios|undici|node|go-http|libwww|httpclient/i;

/** The device class of a browser's user agent, or null for anything that is not a person's browser. */
export function deviceOf(userAgent: string): Device | null {
  if (!userAgent.startsWith("Mozilla/") || BOT.test(userAgent)) return null;
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android/i.test(userAgent)) return "mobile";
  return "desktop";
}

/** The articles and resources a conversion is attributed to. */
const CONTENT_PAGE = /^\/(?:blog|resources)\/[^/]+$/;

const clip = (value: string | null | undefined) => (value ? value.slice(0, MAX_FIELD) : "");

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
  const scheduler = options.scheduler ?? unrefScheduler;

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
  // A site sees a few hundred distinct user agents a day, each on many requests: each one's verdict
  // (and hash, the half of the visitor key it gives) is made once.
  const browsers = new Map<string, Browser | null>();
  // Sources and their keys, which hold the day: made again each day. Untagged ones by their
  // Referer, tagged ones by their URL (the Referer kept in them is checked).
  const sources = { byReferrer: new Map<string, Source>(), byUrl: new Map<string, Source>() };
  let noSource = sourceFrom("", "");
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
    sources.byReferrer.clear();
    sources.byUrl.clear();
    noSource = sourceFrom("", "");
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

  /** The request's browser when it may be counted (a person's browser that did not opt out), else null. */
  function countable(headers: Headers): Browser | null {
    const userAgent = headers.get("user-agent") ?? "";
    let browser = browsers.get(userAgent);
    if (browser === undefined) {
      const device = deviceOf(userAgent);
      browser = device ? { device, hash: Bun.hash.xxHash32(userAgent) } : null;
      if (browsers.size >= MEMO_MAX) browsers.clear();
      browsers.set(userAgent, browser);
    }
    if (!browser || headers.get("dnt") === "1" || headers.get("sec-gpc") === "1") return null;
    return browser;
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

  /**
   * Where a visit came from: the referrer's host (unless it is this site) and the UTM tags. The
   * same referrer and tags arrive on many visits (a link shared, a campaign mailed), so each one's
   * parsed form is remembered, with the key ends built from it.
   */
  function sourceOf(url: string, headers: Headers): Source {
    const sent = headers.get("referer") ?? "";
    const tagged = url.includes("utm_");
    if (!sent && !tagged) return noSource;
    const memo = tagged ? sources.byUrl : sources.byReferrer;
    const memoKey = tagged ? url : sent;
    let source = memo.get(memoKey);
    if (source?.sent === sent) return source;
    // A value first seen today is kept while its dimension's cap allows (./analytics-caps.ts).
    const host = sent ? URL.parse(sent)?.hostname.toLowerCase() : undefined;
    const referrer = host && host !== siteHost ? kept.referrer.keep(clip(host)) : "";
    const utm = (name: "source" | "medium" | "campaign") =>
      kept[name].keep(clip((getQueryParam(url, `utm_${name}`) as string | undefined)?.trim().toLowerCase()));
    source = tagged
      ? sourceFrom(sent, referrer, utm("source"), utm("medium"), utm("campaign"))
      : sourceFrom(sent, referrer);
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(memoKey, source);
    return source;
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
      if (!enabled) return;
      const counted = countable(request.headers);
      if (!counted) return;
      const at = now();
      const key = visitorKey(request, counted, at);
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
      if (slot < 0) bump(visitors[counted.device]);
      const keys = pageKeysOf(sourceOf(url, request.headers), counted.device, page);
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
      if (!enabled) return;
      const counted = countable(request.headers);
      if (!counted) return;
      const item = String(resourceId);
      const at = now();
      const key = visitorKey(request, counted, at);
      const slot = currentVisit(key, at);
      // Past MAX_DIALOG_VISITS (a flood of visits), a new visit's openings are each counted.
      if (slot >= 0 && (dialogs.has(key) || dialogs.size < MAX_DIALOG_VISITS)) {
        const opened = dialogs.get(key) ?? new Set();
        if (opened.has(item)) return;
        opened.add(item);
        dialogs.set(key, opened);
      }
      add("dialog", { ...attribution(slot), item, device: counted.device });
    },

    /**
     * A download or an accepted contact message, attributed to the visit's entry page and the last
     * article or resource it viewed, when the visit is known (else to nothing, but still counted).
     */
    conversion(kind: ConversionKind, item: string, request: CountedRequest) {
      if (!enabled) return;
      const counted = countable(request.headers);
      if (!counted) return;
      const at = now();
      const key = visitorKey(request, counted, at);
      const slot = currentVisit(key, at);
      add(kind, { ...attribution(slot), item, device: counted.device });
      if (slot >= 0 && !converted.has(key)) {
        converted.add(key);
        add("converted", { ...attribution(slot), device: counted.device });
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

/** Every dimension but the device as "(other)": where the day's caps send what is past them. */
const otherDimensions = {
  path: OTHER,
  content: OTHER,
  item: OTHER,
  referrer: OTHER,
  source: OTHER,
  medium: OTHER,
  campaign: OTHER,
} as const;

/** A source's own dimensions (its cached keys left out). */
const sourceDimensions = ({ referrer, source, medium, campaign }: Source) => ({ referrer, source, medium, campaign });

const unrefScheduler: Scheduler = {
  setTimeout(callback, ms) {
    const handle = setTimeout(callback, ms);
    // Counting must not keep a script or a test alive; the server is kept alive by its socket.
    (handle as { unref?: () => void }).unref?.();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

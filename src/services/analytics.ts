// Visits, sources and conversions counted on the server as pages are served, without a cookie or a
// script (docs/product.md#analytics; docs/architecture.md#analytics).
//
// Counting is on the hot path (the cached fast path calls `view` for every anonymous page view), so
// a count only touches memory: the visitor is found by a keyed hash of address and user agent whose
// key (the salt) is random, made at the site's midnight and never written anywhere, in a table of
// numbers (./analytics-visits.ts); the counts gather in counters of daily aggregates that a timer
// writes in one transaction every few seconds.
// What reaches the database (`analytics_daily`) is a day, what was counted and how many: no address,
// no user agent, no hash. At midnight the salt and every visit are forgotten, so a visitor seen
// yesterday cannot be recognised today, and nothing identifying outlives the day, even in memory.
//
// Not counted: requests that ask not to be tracked (`DNT: 1`, `Sec-GPC: 1`), bots (a user agent
// that is not a browser's, or names itself a crawler) and the site's own admins (the caller knows:
// the fast path only answers requests without a session cookie, and the chain has validated the
// session of every other request).
import { and, desc, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { getQueryParam } from "hono/utils/url";
import type { Db } from "../db/client";
import { analyticsDaily, resources } from "../db/schema";
import { formatIsoDate, nextMidnight } from "../shared/format";
import { VisitTable } from "./analytics-visits";
import type { Scheduler } from "./publication";

export type Metric = (typeof analyticsDaily.metric.enumValues)[number];
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
/** Beyond this many pages from sources on devices in a day (an attack), new ones are counted without a visit. */
const MAX_PAGE_KEYS_A_DAY = 65_536;
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
  /** Its place in the day's list, or 0 once the list is full (then no visit may hold it). */
  id: number;
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
const DIMENSIONS = ["path", "content", "item", "referrer", "source", "medium", "campaign", "device"] as const;
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
  const visits = new VisitTable(MAX_VISITS);
  // What a visit's numbers stand for: index 0 is none.
  let pageKeys: PageKeys[] = [];
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
    sources.byReferrer.clear();
    sources.byUrl.clear();
    noSource = sourceFrom("", "");
    salt = crypto.getRandomValues(new Uint32Array(1))[0]!;
    day = formatIsoDate(at, timeZone);
    visitors = {
      desktop: counterOf("visitor", { device: "desktop" }),
      mobile: counterOf("visitor", { device: "mobile" }),
      tablet: counterOf("visitor", { device: "tablet" }),
    };
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

  /** Adds one to an aggregate counted too rarely to hold a counter (dialogs, conversions). */
  function add(metric: Metric, dims: Dimensions) {
    const key = keyOf(metric, dims);
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
    const host = sent ? URL.parse(sent)?.hostname.toLowerCase() : undefined;
    const referrer = host && host !== siteHost ? clip(host) : "";
    const utm = (name: string) => clip((getQueryParam(url, name) as string | undefined)?.trim().toLowerCase());
    source = tagged
      ? sourceFrom(sent, referrer, utm("utm_source"), utm("utm_medium"), utm("utm_campaign"))
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
      const dims = { path: page, ...sourceDimensions(source), device };
      const id = pageKeys.length < MAX_PAGE_KEYS_A_DAY ? pageKeys.length : 0;
      const content = CONTENT_PAGE.test(page);
      keys = { id, page, content, source, device, visit: counterOf("visit", dims), view: counterOf("view", dims) };
      if (id) pageKeys.push(keys);
      if (pages.size >= MAX_PAGE_KEYS) pages.clear();
      pages.set(page, keys);
    }
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

  // A write that fails (a full disk) loses those counts, never a request, nor the process.
  function flushInBackground() {
    try {
      flush();
    } catch (error) {
      console.error("Analytics: the counts could not be written:", error);
    }
  }

  function flush() {
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
    if (pending.size === 0) return;
    const rows = [...pending].map(([key, count]) => {
      const [rowDay, metric, ...dims] = key.split(SEPARATOR);
      const row = { day: rowDay!, metric: metric as Metric, count } as typeof analyticsDaily.$inferInsert;
      DIMENSIONS.forEach((name, i) => {
        row[name] = dims[i] ?? "";
      });
      return row;
    });
    pending.clear();
    const target = [analyticsDaily.day, analyticsDaily.metric, ...DIMENSIONS.map((name) => analyticsDaily[name])];
    db.transaction((tx) => {
      // 11 values a row, well inside SQLite's limit of bound parameters per statement.
      for (let i = 0; i < rows.length; i += 500) {
        tx.insert(analyticsDaily)
          .values(rows.slice(i, i + 500))
          .onConflictDoUpdate({ target, set: { count: sql`${analyticsDaily.count} + excluded.count` } })
          .run();
      }
    });
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
          // Without an id the visit stays on its last page (see MAX_PAGE_KEYS_A_DAY).
          visits.viewed(slot, at, next.id ? { last: next.id, content: next.content } : undefined);
          bump(next.view);
        }
        return;
      }
      if (slot < 0) bump(visitors[counted.device]);
      const keys = pageKeysOf(sourceOf(url, request.headers), counted.device, page);
      // Without an id (a day of too many pages and sources) the visit is counted, not kept.
      if (keys.id) {
        const fields = { entry: keys.id, last: keys.id, content: keys.content ? keys.id : 0 };
        if (slot >= 0) {
          visits.start(slot, at, fields);
          dialogs.delete(key);
          converted.delete(key);
        } else visits.add(key, at, fields);
      }
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
      if (slot >= 0) {
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

    /** Every aggregate row of the days from `from` to `to`, for the CSV export. */
    rows(from: string, to: string) {
      flush();
      return db
        .select()
        .from(analyticsDaily)
        .where(and(gte(analyticsDaily.day, from), lte(analyticsDaily.day, to)))
        .orderBy(analyticsDaily.day, analyticsDaily.metric, desc(analyticsDaily.count))
        .all();
    },
  };
}

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

// ---------------------------------------------------------------------------------------------
// The dashboard's report (GET /api/admin/analytics)

const TOP = 20;
const CONVERSIONS: Metric[] = ["download", "message"];

export type AnalyticsReport = ReturnType<typeof analyticsReport>;

function analyticsReport(db: Db, from: string, to: string) {
  const t = analyticsDaily;
  const inRange = and(gte(t.day, from), lte(t.day, to));
  const total = sql<number>`sum(${t.count})`.mapWith(Number);

  const sumOf = (metrics: Metric[], where?: SQL) =>
    db
      .select({ n: total })
      .from(t)
      .where(and(inRange, inArray(t.metric, metrics), where))
      .get()?.n ?? 0;

  /** Sums of `metrics` grouped by `columns`, largest first. */
  const grouped = <K extends string>(
    metrics: Metric[],
    columns: Record<K, SQLiteColumn>,
    where?: SQL,
    limit = TOP,
  ): Array<Record<K, string> & { n: number }> =>
    db
      .select({ ...columns, n: total })
      .from(t)
      .where(and(inRange, inArray(t.metric, metrics), where))
      .groupBy(...Object.values<SQLiteColumn>(columns))
      .orderBy(desc(total), ...Object.values<SQLiteColumn>(columns))
      .limit(limit)
      .all() as unknown as Array<Record<K, string> & { n: number }>;

  const conversionsBy = <K extends string>(
    columns: Record<K, SQLiteColumn>,
    keyOf: (row: Record<K, string>) => string,
  ) => {
    const counts = new Map<string, number>();
    for (const row of grouped(CONVERSIONS, columns, undefined, 10_000)) counts.set(keyOf(row), row.n);
    return (key: string) => counts.get(key) ?? 0;
  };

  const visitors = sumOf(["visitor"]);
  const visits = sumOf(["visit"]);
  const downloads = sumOf(["download"]);
  const messages = sumOf(["message"]);
  const conversions = downloads + messages;
  const convertedVisits = sumOf(["converted"]);

  const perDay = new Map<string, { visitors: number; pageViews: number; conversions: number }>();
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

  const entryConversions = conversionsBy({ path: t.path }, (row) => row.path);
  const referrerConversions = conversionsBy({ referrer: t.referrer }, (row) => row.referrer);
  const campaignKey = (row: { source: string; medium: string; campaign: string }) =>
    [row.source, row.medium, row.campaign].join(SEPARATOR);
  const campaignConversions = conversionsBy({ source: t.source, medium: t.medium, campaign: t.campaign }, campaignKey);

  const funnelCounts = (metric: Metric, column: SQLiteColumn) =>
    new Map(grouped([metric], { key: column }, undefined, 10_000).map((row) => [row.key, row.n]));
  const views = funnelCounts("view", t.path);
  const dialogs = funnelCounts("dialog", t.item);
  const downloadsOf = funnelCounts("download", t.item);

  return {
    from,
    to,
    totals: {
      visitors,
      visits,
      pageViews: sumOf(["view"]),
      conversions,
      downloads,
      messages,
      /** The share of visits that converted, in per cent with one decimal; null without visits. */
      conversionRate: visits ? Math.round((Math.min(convertedVisits, visits) / visits) * 1000) / 10 : null,
    },
    series: daysFrom(from, to).map((d) => ({
      day: d,
      ...(perDay.get(d) ?? { visitors: 0, pageViews: 0, conversions: 0 }),
    })),
    pages: {
      top: grouped(["view"], { path: t.path }).map((row) => ({ path: row.path, views: row.n })),
      entries: grouped(["visit"], { path: t.path }).map((row) => ({
        path: row.path,
        visits: row.n,
        conversions: entryConversions(row.path),
      })),
    },
    sources: grouped(["visit"], { referrer: t.referrer }).map((row) => ({
      referrer: row.referrer,
      visits: row.n,
      conversions: referrerConversions(row.referrer),
    })),
    campaigns: grouped(
      ["visit"],
      { source: t.source, medium: t.medium, campaign: t.campaign },
      sql`(${t.source} <> '' or ${t.medium} <> '' or ${t.campaign} <> '')`,
    ).map((row) => ({
      source: row.source,
      medium: row.medium,
      campaign: row.campaign,
      visits: row.n,
      conversions: campaignConversions(campaignKey(row)),
    })),
    conversions: contentConversions(db, inRange),
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
function contentConversions(db: Db, inRange: SQL | undefined) {
  const t = analyticsDaily;
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

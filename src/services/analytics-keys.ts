// What a count is made of (docs/architecture.md#analytics): which browsers are counted, where a
// visit came from, and the keys of the daily aggregates its pages are counted under. The counting
// itself, in memory and on the hot path, is ./analytics.ts.
import { getQueryParam } from "hono/utils/url";
import { type DistinctValues, OTHER } from "./analytics-caps";
import type { DIMENSIONS } from "./analytics-store";

const MAX_FIELD = 200;
/** How many user agents' verdicts, and sources' parsed forms, are remembered. */
const MEMO_MAX = 512;

export type Device = "desktop" | "mobile" | "tablet";
export type Browser = { device: Device; hash: number };
export type Source = {
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
export type PageKeys = {
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
export type Counter = { key: string; count: number };

export const sourceFrom = (sent: string, referrer: string, source = "", medium = "", campaign = ""): Source => ({
  sent,
  referrer,
  source,
  medium,
  campaign,
  keys: {},
});
/** Beyond this many pages a source's keys are made anew (an attack, not the site's pages). */
export const MAX_PAGE_KEYS = 256;
export type Dimensions = Partial<Record<(typeof DIMENSIONS)[number], string>>;
export const SEPARATOR = "\u0001";

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
export const CONTENT_PAGE = /^\/(?:blog|resources)\/[^/]+$/;

export const clip = (value: string | null | undefined) => (value ? value.slice(0, MAX_FIELD) : "");

/** Every dimension but the device as "(other)": where the day's caps send what is past them. */
export const otherDimensions = {
  path: OTHER,
  content: OTHER,
  item: OTHER,
  referrer: OTHER,
  source: OTHER,
  medium: OTHER,
  campaign: OTHER,
} as const;

/** A source's own dimensions (its cached keys left out). */
export const sourceDimensions = ({ referrer, source, medium, campaign }: Source) => ({
  referrer,
  source,
  medium,
  campaign,
});

/**
 * The request's browser when it may be counted (a person's browser that did not opt out), else
 * null. A site sees a few hundred distinct user agents a day, each on many requests: each one's
 * verdict (and hash, the half of the visitor key it gives) is made once.
 */
export function browserMemo() {
  const browsers = new Map<string, Browser | null>();
  return function countable(headers: Headers): Browser | null {
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
  };
}

/** The free dimensions a source's values are kept in, each capped for the day (./analytics-caps.ts). */
type KeptSourceValues = Record<"referrer" | "source" | "medium" | "campaign", DistinctValues>;

/**
 * Where a visit came from: the referrer's host (unless it is this site) and the UTM tags. The
 * same referrer and tags arrive on many visits (a link shared, a campaign mailed), so each one's
 * parsed form is remembered, with the key ends built from it. Sources and their keys hold the day:
 * `clear` at midnight. Untagged ones are remembered by their Referer, tagged ones by their URL (the
 * Referer kept in them is checked).
 */
export function sourceMemo(siteHost: string, kept: KeptSourceValues) {
  const sources = { byReferrer: new Map<string, Source>(), byUrl: new Map<string, Source>() };
  let noSource = sourceFrom("", "");
  return {
    clear() {
      sources.byReferrer.clear();
      sources.byUrl.clear();
      noSource = sourceFrom("", "");
    },
    of(url: string, headers: Headers): Source {
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
    },
  };
}

// The render cache as the app uses it: one cache of complete answers (./render/page-cache.ts) for
// everything public whose answer depends only on content, the pages of the page router and the
// public JSON reads of the API alike. A content write drops the entries built from what it changed
// (their tags, docs/architecture.md#content-tags) and its entries end at the
// site's midnight; the early path (./fast-path.ts) answers from it through `cached`, which finds a
// request's entry with the same route table and the same key as the handler that stored it.
//
// A key is the path and the declared query parameters only, so `?utm_source=…` shares the bare
// path's entry. A page reads the first non-empty value of each parameter (`queryOf`), which is
// exactly what the key holds. An API handler's validator reads every value (Hono's
// `c.req.queries()`): `?limit=` or `?q=a&q=b` would be judged on values the key does not hold,
// so such a query is never looked up or stored (`strictQuery`); the handler answers it afresh,
// with its 400 where it gives one. Whatever key a plain query makes, the validator sees exactly
// the values in it, so an entry is only ever sent for the input it was made from.
import type { Context } from "hono";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { getQueryParam, getQueryParams } from "hono/utils/url";
import { type ContentEvents, contentTags } from "../services/content-events";
import { nextMidnight } from "../shared/format";
import type { CachedJsonHandler, CachedJsonRoute, JsonAnswer } from "../http/cached-json";
import type { HeaderPairs } from "./middleware/security-headers";
import { preferredEncoding } from "../http/negotiation";
import { type CachedPage, cachedPageResponse, createPageCache, type RenderedAnswer } from "./render/page-cache";

const KEY_MEMO_MAX_ENTRIES = 256;
const KEY_MEMO_MAX_LENGTH = 256;

type CachedRoute = CachedJsonRoute & {
  /** Its reader sees every value of a declared parameter, not only the first non-empty one. */
  strictQuery?: boolean;
};

const JSON_CONTENT_TYPE = "application/json";

export type RenderCache = ReturnType<typeof createRenderCache>;

type RenderCacheOptions = {
  /** The site's zone: entries end at its midnight, since pages show the year and some today's date. */
  timeZone: string;
  events: ContentEvents;
  /** Headers every cached answer carries besides its own (the security headers). */
  headers?: HeaderPairs;
  /** Headers every cached API answer carries besides those (what the chain adds under /api). */
  apiHeaders?: HeaderPairs;
  /** The budget of the entries' bytes (./render/page-cache.ts); its default otherwise. */
  maxBytes?: number;
};

export function createRenderCache(options: RenderCacheOptions) {
  const cache = createPageCache({
    expiresAt: (now) => nextMidnight(new Date(now), options.timeZone).getTime(),
    headers: options.headers,
    maxBytes: options.maxBytes,
  });
  options.events.onChange((tags) => cache.invalidate(tags));
  const apiHeaders = options.apiHeaders ?? [];
  // Exact paths first, then patterns: the regular expression router cannot hold a path beside a
  // parameter in the same place (/api/resources/categories and /api/resources/:slug), and the
  // routers here register such a path before the parameter, so Hono also routes it there first.
  const exact = new Map<string, CachedRoute>();
  const patterns = new RegExpRouter<CachedRoute>();

  // Reading a query takes a few microseconds, a tenth of a cached answer's time, and the same few
  // queries come again and again (a list's pages, a category): the early path remembers the keys
  // of the last few hundred, as it remembers Accept-Encoding verdicts.
  const keys = new Map<string, string | null>();
  function keyRemembered(route: CachedRoute, path: string, url: string): string | null {
    const start = url.indexOf("?");
    if (start === -1 || !route.query?.length) return path;
    // The route is found by the path, and the key read from the path and what follows the "?".
    const target = path + url.slice(start);
    let key = keys.get(target);
    if (key === undefined) {
      key = keyOf(route, path, url);
      if (target.length > KEY_MEMO_MAX_LENGTH) return key;
      if (keys.size >= KEY_MEMO_MAX_ENTRIES) keys.clear();
      keys.set(target, key);
    }
    return key;
  }

  function answerEarly(route: CachedRoute) {
    if (/[:*]/.test(route.path)) patterns.add("GET", route.path, route);
    else exact.set(route.path, route);
  }

  return {
    cache,

    /** Lets the early path send the route's entries; every route is added before the first request. */
    answerEarly,

    /**
     * The entry a GET of this path (as Hono reads it) and full URL would be answered with, if the
     * cache holds one; never renders. Keyed exactly as the route's handler keys it.
     */
    cached(path: string, url: string): CachedPage | undefined {
      const route = exact.get(path) ?? patterns.match("GET", path)[0][0]?.[0];
      if (!route) return undefined;
      const key = keyRemembered(route, path, url);
      return key === null ? undefined : cache.peek(key);
    },

    /** A public JSON GET whose answer depends only on content (src/http/cached-json.ts). */
    json(declared: CachedJsonRoute): CachedJsonHandler {
      const route: CachedRoute = { ...declared, strictQuery: true };
      answerEarly(route);
      const uncached = (c: Context, result: JsonAnswer | Response) =>
        result instanceof Response ? result : c.json(result.json, 200, result.headers);

      return (c, answer) => {
        const key = keyOf(route, c.req.path, c.req.url);
        if (key === null) return uncached(c, answer());
        let own: Response | undefined;
        const found = cache.get(key, async (): Promise<RenderedAnswer | null> => {
          const result = answer();
          if (result instanceof Response) {
            own = result;
            return null;
          }
          return {
            status: 200,
            // What c.json sends, byte for byte.
            body: JSON.stringify(result.json),
            contentType: JSON_CONTENT_TYPE,
            headers: [...apiHeaders, ...Object.entries(result.headers ?? {})],
            // Like every page, as answers may name the firm or read its image hosts.
            tags: result.tags && [contentTags.settings, ...result.tags],
          };
        });
        // Not stored: this request's own answer, or (having joined another's) one made now.
        const send = (entry: CachedPage | null) => (entry ? sendCached(c, entry) : (own ?? uncached(c, answer())));
        return found instanceof Promise ? found.then(send) : send(found);
      };
    },
  };
}

/** A cached answer to a request that went through the chain: the encoding it takes, or a 304. */
export function sendCached(c: Context, entry: CachedPage): Response {
  return cachedPageResponse(entry, preferredEncoding(c), c.req.header("If-None-Match"));
}

/**
 * The cache key of a request for a route, or null when its query may not be cached (a strict
 * route's declared parameter given empty or more than once).
 */
export function keyOf(route: CachedRoute, path: string, url: string): string | null {
  if (route.strictQuery && !isPlainQuery(url, route.query)) return null;
  return cacheKey(path, url, route.query);
}

/** Each declared parameter given at most once, and not empty: the validator sees what the key holds. */
function isPlainQuery(url: string, declared: readonly string[] = []): boolean {
  if (declared.length === 0 || !url.includes("?")) return true;
  for (const name of declared) {
    const values = getQueryParams(url, name) as string[] | undefined;
    if (values && (values.length > 1 || values[0] === "")) return false;
  }
  return true;
}

// getQueryParam is what c.req.query() reads with, so both paths find the same values.
export function queryOf(url: string, declared: readonly string[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of declared) {
    const value = getQueryParam(url, name);
    if (typeof value === "string" && value !== "") query[name] = value;
  }
  return query;
}

export function cacheKey(path: string, url: string, declared: readonly string[] = []): string {
  if (declared.length === 0 || !url.includes("?")) return path;
  const pairs = Object.entries(queryOf(url, declared));
  return pairs.length ? `${path}?${new URLSearchParams(pairs)}` : path;
}

// Content negotiation and conditional requests for the responses we precompute (assets, cached
// pages), on Hono's own parsers: `parseAccept` (what Hono's `accepts` helper uses) reads
// Accept-Encoding with its q-values, so `br;q=0` is a refusal, and the `etag` middleware answers
// If-None-Match (weak validators, lists, `*`) with 304. Cached pages, which are answered before
// Hono runs (src/server/fast-path.ts), use ifNoneMatchHits: the same comparison as that middleware.
import type { Context, MiddlewareHandler } from "hono";
import { etag } from "hono/etag";
import { parseAccept } from "hono/utils/accept";

export type Encoding = "br" | "gzip" | "identity";

const SUPPORTED = ["br", "gzip"] as const;

/** Whether `name` is one of ours: a coding we compress in, or "identity". */
export const isEncoding = (name: string): name is Encoding =>
  name === "identity" || (SUPPORTED as readonly string[]).includes(name);

// Browsers send a handful of distinct Accept-Encoding values, so each is parsed once. The memo is
// bounded, and long values (which no browser sends) are parsed every time.
const MEMO_MAX_ENTRIES = 64;
const MEMO_MAX_LENGTH = 256;
const memo = new Map<string, Encoding>();

/** The best encoding an Accept-Encoding value accepts: ours in order of preference, not the client's listing. */
export function encodingFor(acceptEncoding: string | null | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const known = memo.get(acceptEncoding);
  if (known) return known;
  const accepted = parseAccept(acceptEncoding);
  const wildcard = accepted.find((a) => a.type === "*")?.q ?? 0;
  const quality = (name: string) => accepted.find((a) => a.type.toLowerCase() === name)?.q ?? wildcard;
  const encoding = SUPPORTED.find((name) => quality(name) > 0) ?? "identity";
  if (acceptEncoding.length <= MEMO_MAX_LENGTH) {
    if (memo.size >= MEMO_MAX_ENTRIES) memo.clear();
    memo.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** The best encoding the client accepts: ours in order of preference, not the client's listing. */
export function preferredEncoding(c: Context): Encoding {
  return encodingFor(c.req.header("Accept-Encoding"));
}

/**
 * Whether If-None-Match names the (strong) ETag: `*`, or any listed tag equal to it once a weak
 * prefix is set aside (the weak comparison of RFC 9110 §13.1.2), exactly as Hono's etag middleware.
 */
export function ifNoneMatchHits(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch === "*") return true;
  return ifNoneMatch.match(/"[^"]*"/g)?.some((tag) => tag === etag) ?? false;
}

/**
 * Answers 304 when the response that `respond` puts on the context carries an ETag the request's
 * If-None-Match names. Used as a route middleware, or called around a handler's own response.
 */
export const conditionalGet: MiddlewareHandler = etag();

/** Runs `respond` under conditionalGet and returns what ends up on the context. */
export async function respondConditionally(c: Context, respond: () => Response): Promise<Response> {
  await conditionalGet(c, async () => {
    c.res = respond();
  });
  return c.res;
}

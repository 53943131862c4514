// Content negotiation and conditional requests for the responses we precompute (assets, cached
// pages), on Hono's own parsers: `accepts` reads Accept-Encoding with its q-values (so `br;q=0` is
// a refusal), and the `etag` middleware answers If-None-Match (weak validators, lists, `*`) with 304.
import type { Context, MiddlewareHandler } from "hono";
import { accepts } from "hono/accepts";
import { etag } from "hono/etag";

export type Encoding = "br" | "gzip" | "identity";

/** The best encoding the client accepts: ours in order of preference, not the client's listing. */
export function preferredEncoding(c: Context): Encoding {
  return accepts(c, {
    header: "Accept-Encoding",
    supports: ["br", "gzip"],
    default: "identity",
    match: (accepted, { supports, default: fallback }) => {
      const wildcard = accepted.find((a) => a.type === "*")?.q ?? 0;
      const quality = (name: string) => accepted.find((a) => a.type.toLowerCase() === name)?.q ?? wildcard;
      return supports.find((name) => quality(name) > 0) ?? fallback;
    },
  }) as Encoding;
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

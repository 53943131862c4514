// What an API area needs of the render cache (src/server/render-cache.ts) for its public reads:
// declare a route once, then hand each request's answer to what that returns. The composition root
// passes the real cache in; the areas know only this shape, so they never import the server.
import type { Context } from "hono";
import type { JSONValue } from "hono/utils/types";
import type { AppEnv } from "./context";

/**
 * A public JSON answer: the value to send, headers of its own (X-Total-Count), and the content it
 * was built from (src/services/content-events.ts#contentTags; every change drops it when absent).
 */
export type JsonAnswer = { json: JSONValue; headers?: Record<string, string>; tags?: readonly string[] };

/** A public JSON GET whose answer depends only on content. */
export type CachedJsonRoute = {
  /** The route's full path as the app routes it, e.g. "/api/blog/:slug". */
  path: string;
  /** The query parameters the answer depends on; any others never split the cache. */
  query?: readonly string[];
};

/**
 * Called by the route's handler, once the validators have run, with the context and a function
 * that makes the answer: the cached answer for the request's key is sent if there is one, else
 * `answer`'s, stored when it is a JsonAnswer. A Response from `answer` (a 404) is sent as it is
 * and never stored.
 */
export type CachedJsonHandler = (
  // biome-ignore lint/suspicious/noExplicitAny: any route's context, whatever its validators
  c: Context<AppEnv, any, any>,
  answer: () => JsonAnswer | Response,
) => Response | Promise<Response>;

export type PublicJsonCache = {
  /** Declares the route (when its router is made, before the first request) and returns its handler. */
  json(route: CachedJsonRoute): CachedJsonHandler;
};

// The early path for cached public pages (docs/architecture.md#request-path, #performance; decision 009). Most requests to the site
// are anonymous GETs of a public page whose HTML and complete headers are already in the render
// cache (and its body in the request's encoding, but for the first request in each encoding, which
// makes it: ./render/page-cache.ts); for them the middleware chain only costs time: there is no
// session to load, no nonce to make, no body to limit. So before Hono runs, such a
// request is answered from the cache entry directly, with what the chain would have added and
// nothing else: its request id (X-Request-Id, and the id the client sent when it is a valid one,
// as hono/request-id does) and its access log line.
//
// Anything else goes through the whole chain as before: other methods; a request carrying
// credentials (an Authorization header or the session cookie), so its session is validated and
// slid as on any request; a path or query the cache holds nothing for (the chain renders it, and
// stores it when public); and a client that accepts only deflate (the compress middleware answers
// it). An entry exists only once the chain has served that path through the page router, or through
// an API route of the render cache (src/server/render-cache.ts: the public JSON reads, keyed the
// same way), and private results are never stored, so what this path sends is always what the
// chain would send to an anonymous visitor.
import { getPath } from "hono/utils/url";
import { escapeForLog, type LogLine } from "./middleware/request-log";
import { encodingFor } from "../http/negotiation";
import { type CachedPage, cachedPageResponse } from "./render/page-cache";

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

type FastPathOptions = {
  /** The cached page or API answer for a path (the request's, as Hono reads it) and its full URL, if any. */
  lookup: (path: string, url: string) => CachedPage | undefined;
  log: LogLine;
  /** The session cookie's name as browsers send it. */
  sessionCookie: string;
  /**
   * Counts a GET answered here (analytics, docs/product.md#analytics): in memory only, never a
   * write. Every request here is anonymous (no session cookie), so none is an admin's.
   */
  count?: (path: string, url: string, request: Request, server: unknown) => void;
};

export function withCachedPageFastPath<F extends Fetch>(fetch: F, options: FastPathOptions): F {
  const { lookup, log, count } = options;
  const sessionCookie = `${options.sessionCookie}=`;
  const fast = (request: Request, ...rest: never[]) => {
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") return fetch(request, ...rest);
    const started = performance.now();
    const headers = request.headers;
    if (headers.has("authorization") || headers.get("cookie")?.includes(sessionCookie)) return fetch(request, ...rest);
    // Hono's getPath reads only `url`; handing it the string read once saves Bun making it twice.
    const url = request.url;
    const path = getPath({ url } as Request);
    const entry = lookup(path, url);
    if (!entry) return fetch(request, ...rest);
    const acceptEncoding = headers.get("accept-encoding");
    const encoding = encodingFor(acceptEncoding);
    if (encoding === "identity" && acceptEncoding && mayDeflate(acceptEncoding)) return fetch(request, ...rest);

    const id = requestIdOf(headers.get("x-request-id"));
    const response = cachedPageResponse(entry, encoding, headers.get("if-none-match"));
    // A HEAD gets the GET's answer: Bun.serve sends no body for HEAD and writes the body's
    // Content-Length, as for the GET (./head-requests.ts).
    if (method === "GET") count?.(path, url, request, rest[0]);
    response.headers.set("X-Request-Id", id);
    log(`${id} ${method} ${escapeForLog(path)} ${response.status} ${(performance.now() - started).toFixed(1)}ms`);
    return response;
  };
  return fast as F;
}

// The compress middleware deflates an uncompressed answer for a client that takes deflate (named
// or through `*`) but neither of our precompressed encodings; such a rare client gets the chain.
const mayDeflate = (acceptEncoding: string) => /deflate|\*/i.test(acceptEncoding);

// hono/request-id's rule: the client's own id when it is short and plain, else a new UUID.
const REQUEST_ID_LIMIT = 255;
const UNSAFE_ID = /[^\w\-=]/;

function requestIdOf(sent: string | null): string {
  return sent && sent.length <= REQUEST_ID_LIMIT && !UNSAFE_ID.test(sent) ? sent : crypto.randomUUID();
}

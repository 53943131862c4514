// HEAD answered with the header fields its GET would carry (RFC 9110 §9.3.2), on both paths
// (docs/architecture.md#fast-path). Hono answers HEAD from the GET route and then drops the body,
// and its compress middleware leaves HEAD alone; Bun.serve, handed a bodiless answer, writes
// `Content-Length: 0`. So a HEAD said 0 bytes and lacked the GET's Vary and Content-Encoding.
//
// Here a HEAD gets the GET's whole answer, compressed as the GET's would be, and Bun.serve, which
// never sends a body for HEAD, writes what it would for the GET: the Content-Length of a body of
// known size (a page from the cache, a string, a file) and none for a streamed one (chunked).
// Called in process (app.request in tests) a HEAD answer therefore carries the body; on a socket
// it never does (tests/integration/http.test.ts checks both paths there).
import type { Context, MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

const headAnswers = new WeakMap<Request, Response>();

/** The outermost middleware: keeps the GET route's whole answer to a HEAD for withHeadAnswers. */
export const keepHeadAnswer: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method === "HEAD") headAnswers.set(c.req.raw, c.res);
};

/** Wraps Hono's fetch: a HEAD gets the answer keepHeadAnswer kept, body and all, in place of Hono's bodiless copy. */
export function withHeadAnswers<F extends Fetch>(fetch: F): F {
  const answer = (request: Request, ...rest: never[]) => {
    if (request.method !== "HEAD") return fetch(request, ...rest);
    return Promise.resolve(fetch(request, ...rest)).then((bodiless) => headAnswers.get(request) ?? bodiless);
  };
  return answer as F;
}

/**
 * Hono's compress for GET and HEAD alike. For a HEAD it is asked about the GET route's answer as if
 * the request were a GET, through a context that differs from the real one in its method only, so
 * the HEAD gets the same Vary, Content-Encoding, (weak) ETag and no Content-Length.
 */
export function compressGetAndHead(): MiddlewareHandler {
  const gzip = compress();
  return async (c, next) => {
    if (c.req.method !== "HEAD") return gzip(c, next);
    await next();
    const asGet = {
      req: { method: "GET", header: (name: string) => c.req.header(name) },
      header: (name: string, value: string) => c.header(name, value),
      get res() {
        return c.res;
      },
      set res(response: Response) {
        c.res = response;
      },
    };
    await gzip(asGet as unknown as Context, async () => {});
  };
}

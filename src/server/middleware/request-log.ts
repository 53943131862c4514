// One log line per request, tagged with the request id (hono/request-id makes it) and the same id
// in the X-Request-Id response header, so a user's report can be matched to the server's log.
// The header is set here, after the handler, because handlers that build their own Response
// (assets, cached pages, uploads) do not carry headers set on the context before them.
//
// An API request is logged by the route that answered it (`/api/admin/leads/:email`), not by its
// path: API paths carry what identifies a person (an e-mail address), and the log is a copy the
// firm cannot erase a person from (docs/architecture.md#logs). Pages and files keep their path.
import type { MiddlewareHandler } from "hono";
import { matchedRoutes, routePath } from "hono/route";
import { escapeForLog } from "../../shared/log-text";

export type LogLine = (line: string) => void;

export function requestLog(log: LogLine): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", c.get("requestId"));
    const ms = (performance.now() - started).toFixed(1);
    log(`${c.get("requestId")} ${c.req.method} ${escapeForLog(loggedPath(c))} ${c.res.status} ${ms}ms`);
  };
}

/** The answering route's pattern for the API (`/api/*` when no route has it), the path otherwise. */
function loggedPath(c: Parameters<MiddlewareHandler>[0]): string {
  const path = c.req.path;
  if (path !== "/api" && !path.startsWith("/api/")) return path;
  // After next(), the route index is that of the last handler that ran: the one that answered, or
  // a middleware (`*`) that refused first; then the first route of the request's own (Hono's order).
  const answered = routePath(c);
  if (answered && !answered.includes("*")) return answered;
  return (
    matchedRoutes(c).find((route) => route.path.startsWith("/api/") && !route.path.includes("*"))?.path ?? "/api/*"
  );
}

/** Anything from a request written to the log goes through it (src/shared/log-text.ts). */
export { escapeForLog } from "../../shared/log-text";

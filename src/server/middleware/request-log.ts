// One log line per request, tagged with the request id (hono/request-id sets it and echoes it in
// the X-Request-Id header) so a user's report can be matched to the server's log.
import type { MiddlewareHandler } from "hono";

export type LogLine = (line: string) => void;

export function requestLog(log: LogLine): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    log(`${c.get("requestId")} ${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}

// One log line per request, tagged with the request id (hono/request-id makes it) and the same id
// in the X-Request-Id response header, so a user's report can be matched to the server's log.
// The header is set here, after the handler, because handlers that build their own Response
// (assets, cached pages, uploads) do not carry headers set on the context before them.
import type { MiddlewareHandler } from "hono";
import { escapeForLog } from "../../shared/log-text";

export type LogLine = (line: string) => void;

export function requestLog(log: LogLine): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", c.get("requestId"));
    const ms = (performance.now() - started).toFixed(1);
    log(`${c.get("requestId")} ${c.req.method} ${escapeForLog(c.req.path)} ${c.res.status} ${ms}ms`);
  };
}

/** Anything from a request written to the log goes through it (src/shared/log-text.ts). */
export { escapeForLog } from "../../shared/log-text";

// One log line per request, tagged with the request id (hono/request-id makes it) and the same id
// in the X-Request-Id response header, so a user's report can be matched to the server's log.
// The header is set here, after the handler, because handlers that build their own Response
// (assets, cached pages, uploads) do not carry headers set on the context before them.
import type { MiddlewareHandler } from "hono";

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

/**
 * Anything from a request written to the log goes through here: a decoded `%0d%0a` in a path must
 * not start a forged second line, and escape sequences must not reach a terminal.
 */
export function escapeForLog(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/g, (ch) =>
    ch === "\\" ? "\\\\" : `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

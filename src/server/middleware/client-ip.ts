// The client's address, for sign-in throttling and the audit trail. By default it is the socket's
// peer (Hono's getConnInfo for Bun), which no request header can change. Behind a reverse proxy
// every request comes from the proxy, so TRUST_PROXY makes the last X-Forwarded-For entry count
// instead: the one the proxy appended itself (earlier entries are whatever the client sent).
import type { MiddlewareHandler } from "hono";
import { getConnInfo } from "hono/bun";
import type { AppEnv } from "../../http/context";

/** Used when the runtime gives no peer address (requests made in-process, as the tests do). */
const UNKNOWN_IP = "unknown";

export function clientIp(options: { trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let ip: string | undefined;
    if (options.trustProxy) {
      ip = c.req
        .header("X-Forwarded-For")
        ?.split(",")
        .map((part) => part.trim())
        .filter(Boolean)
        .pop();
    }
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address;
      } catch {
        // No Bun server behind this request.
      }
    }
    c.set("clientIp", normalise(ip));
    await next();
  };
}

// "::ffff:203.0.113.5" is the IPv4 client of a dual-stack socket; one client, one key.
function normalise(ip: string | undefined): string {
  if (!ip) return UNKNOWN_IP;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return (mapped?.[1] ?? ip).slice(0, 64);
}

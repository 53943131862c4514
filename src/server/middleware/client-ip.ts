// The client's address, for sign-in throttling, the audit trail and counting visitors. By default it
// is the socket's peer (Bun's requestIP), which no request header can change. Behind a reverse proxy
// every request comes from the proxy, so TRUST_PROXY makes the last X-Forwarded-For entry count
// instead: the one the proxy appended itself (earlier entries are whatever the client sent).
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../http/context";

/** Used when the runtime gives no peer address (requests made in-process, as the tests do). */
const UNKNOWN_IP = "unknown";

type PeerSource = { requestIP?: (request: Request) => { address: string } | null };

export function clientIp(options: { trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("clientIp", clientAddress(c.req.raw, c.env, options.trustProxy));
    await next();
  };
}

/**
 * The one rule for a request's address, shared by the chain and the early path (which runs before
 * Hono, with Bun's server as the fetch handler's second argument).
 */
export function clientAddress(request: Request, server: unknown, trustProxy: boolean): string {
  let ip: string | undefined;
  if (trustProxy) {
    const forwarded = request.headers.get("X-Forwarded-For");
    if (forwarded) ip = lastEntry(forwarded);
  }
  if (!ip) {
    // Hono's Bun adapter hands the server itself, or an object holding it.
    const holder = server as { server?: PeerSource } | undefined;
    const peer = (holder && typeof holder === "object" && "server" in holder ? holder.server : server) as
      | PeerSource
      | undefined;
    // No Bun server behind this request: the address stays unknown.
    if (typeof peer?.requestIP === "function") ip = peer.requestIP(request)?.address;
  }
  return normalise(ip);
}

/** The last non-empty entry of a comma-separated list, read from the end without splitting it (every counted page view asks). */
function lastEntry(list: string): string | undefined {
  let end = list.length;
  while (end > 0) {
    const comma = list.lastIndexOf(",", end - 1);
    const entry = list.slice(comma + 1, end).trim();
    if (entry) return entry;
    end = comma;
  }
  return undefined;
}

// "::ffff:203.0.113.5" is the IPv4 client of a dual-stack socket; one client, one key.
function normalise(ip: string | undefined): string {
  if (!ip) return UNKNOWN_IP;
  // Only an address starting with ":" may be an IPv4-mapped IPv6 one ("::ffff:1.2.3.4"); most are
  // not, and skip the match (every counted page view asks).
  if (ip.charCodeAt(0) !== 58) return ip.length > 64 ? ip.slice(0, 64) : ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return (mapped?.[1] ?? ip).slice(0, 64);
}

// The request as analytics counts it (src/services/analytics.ts), or null for the site's own admins,
// whose session the chain has already validated (docs/product.md#analytics): a page view, a dialog
// open or a conversion by a signed-in admin is never counted, and no lookup is added for it.
import type { Context } from "hono";
import type { CountedRequest } from "../services/analytics";
import type { AppEnv } from "./context";

export function countedRequest(c: Context<AppEnv>): CountedRequest | null {
  if (c.get("user")?.role === "admin") return null;
  return { headers: c.req.raw.headers, address: () => c.get("clientIp") };
}

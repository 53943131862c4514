// Nothing personal in a shared cache (decision 037): an answer to a signed-in user, or anything of
// the admin area, is `private, no-store` and names no content tags, whatever the handler said. A
// public page served from the render cache to a signed-in admin is the same HTML anyone gets, but a
// CDN must still never keep what answered a request with a session.
import type { MiddlewareHandler } from "hono";
import { PRIVATE_CACHE_CONTROL } from "../../http/cache-headers";
import type { AppEnv } from "../../http/context";

const isAdminArea = (path: string) =>
  path === "/admin" || path.startsWith("/admin/") || path === "/api/admin" || path.startsWith("/api/admin/");

export const personalAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.get("user") && !isAdminArea(c.req.path)) return;
  // A handler's own no-store (a download's, an export's) already keeps every cache out.
  if (!c.res.headers.get("Cache-Control")?.includes("no-store"))
    c.res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  c.res.headers.delete("Surrogate-Key");
  c.res.headers.delete("Cache-Tag");
};

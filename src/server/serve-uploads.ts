// Serves public uploads (cover images and avatars) from storage under /uploads/*. Resource files
// live in the private area and are never reachable here. Every response is nosniff; SVG, which can
// carry script, is additionally sandboxed by its own CSP.
import { Hono } from "hono";
import { publicImageContentType } from "../shared/content-types";
import { bodyOf, type FileStorage } from "../storage";
import type { AppEnv } from "../http/context";

/** Mounted at /uploads. */
export function createUploadsApp(storage: FileStorage) {
  const app = new Hono<AppEnv>();
  app.get("/*", async (c) => {
    const name = c.req.path.slice("/uploads/".length);
    const type = publicImageContentType(name);
    // Whatever storage cannot read (a name too long for the file system, say) simply is not there.
    const file = type ? await storage.get(`public/${name}`).catch(() => null) : null;
    if (!file || !type) return c.notFound();
    const headers = new Headers({
      "Content-Type": type,
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "cross-origin",
    });
    if (type === "image/svg+xml")
      headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return new Response(bodyOf(file), { headers });
  });
  return app;
}

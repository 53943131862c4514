// Serves public uploads (cover images and avatars) from storage under /uploads/*. Resource files
// live in the private area and are never reachable here. Every response is nosniff; SVG, which can
// carry script, is additionally sandboxed by its own CSP. Each file carries an ETag and its
// Last-Modified, and a request naming the version it holds gets 304, so a browser or feed reader
// revalidates an image after a day instead of fetching it again.
import { Hono } from "hono";
import { publicImageContentType } from "../shared/content-types";
import { bodyOf, type FileStorage } from "../storage";
import type { AppEnv } from "../http/context";
import { fileValidators, notModifiedSince } from "../http/file-response";

/** Mounted at /uploads. */
export function createUploadsApp(storage: FileStorage) {
  const app = new Hono<AppEnv>();
  app.get("/*", async (c) => {
    const name = c.req.path.slice("/uploads/".length);
    const type = publicImageContentType(name);
    // Whatever storage cannot read (a name too long for the file system, say) simply is not there.
    const file = type ? await storage.get(`public/${name}`).catch(() => null) : null;
    if (!file || !type) return c.notFound();
    const { etag, lastModified } = fileValidators(file);
    const validators = {
      "Cache-Control": "public, max-age=86400",
      ETag: etag,
      "Last-Modified": lastModified,
      // SVG is compressed on the way out; a 304 names the same variants as the 200 did.
      Vary: "Accept-Encoding",
    };
    if (notModifiedSince(c.req.raw, file)) return new Response(null, { status: 304, headers: validators });
    const headers = new Headers({
      ...validators,
      "Content-Type": type,
      "Content-Length": String(file.size),
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "cross-origin",
    });
    if (type === "image/svg+xml")
      headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return new Response(bodyOf(file), { headers });
  });
  return app;
}

// /api/images/proxy?url=…: external cover images and avatars served from this site's origin
// (docs/product.md#api), so the pages' CSP can keep img-src to 'self' and visitors' browsers never contact the
// remote host. Only addresses stored as a cover or avatar are fetched (403 otherwise); the fetch
// itself, its checks and the disk cache are in src/services/image-proxy.
//
// What is served is locked down as if it were hostile: the type read from the bytes, nosniff and a
// CSP that forbids everything, so even a file that slipped through could not run as a page.
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/context";
import type { Services } from "../services";
import { createImageProxy, ImageProxyError, type ImageProxyOptions, type ProxiedImage } from "../services/image-proxy";
import { validate } from "../http/validate";

/** How long browsers and shared caches may keep a proxied image: a year, as camo does. */
const PROXIED_IMAGE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const proxyQuery = z.object({
  url: z.string().trim().min(1, "An image URL is required.").max(2048, "The image URL is too long."),
});

const NOT_STORED = "This address is not one of the site's cover images or avatars.";

export function createImagesApi(services: Services, options: ImageProxyOptions = {}) {
  const app = new Hono<AppEnv>();
  const proxy = createImageProxy(options);

  app.get("/proxy", validate("query", proxyQuery), async (c) => {
    const { url } = c.req.valid("query");
    if (!services.imageSources.isStored(url)) return refuse(c, 403, NOT_STORED);
    let image: ProxiedImage;
    try {
      image = await proxy.load(url);
    } catch (error) {
      if (error instanceof ImageProxyError) return refuse(c, error.status, error.message);
      throw error;
    }
    return new Response(image.bytes, {
      headers: {
        "Content-Type": image.type,
        "Content-Length": String(image.bytes.length),
        "Cache-Control": `public, max-age=${PROXIED_IMAGE_MAX_AGE_SECONDS}`,
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; sandbox",
        "Cross-Origin-Resource-Policy": "cross-origin",
      },
    });
  });

  return app;
}

function refuse(c: Context<AppEnv>, status: ImageProxyError["status"], message: string) {
  return c.json({ success: false, message }, status, { "Cache-Control": "no-store" });
}

// /sitemap.xml, /robots.txt and the share images. The sitemap lists every public page route and,
// once their pages exist, every published post and resource, each with a lastmod. /share/<name>.png
// is the PNG a page names as its og:image (docs/product.md#share-images).
import { Hono } from "hono";
import type { Services } from "../services";
import type { AppEnv } from "../http/context";
import type { PageRoute } from "./pages";

const xmlEscape = (text: string) =>
  text.replace(/[<>&'"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch]!);

export function createSeoApp(deps: { siteUrl: string; services: Services; routes: readonly PageRoute[] }) {
  const { siteUrl, services, routes } = deps;
  const app = new Hono<AppEnv>();

  app.get("/robots.txt", (c) =>
    c.text(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /login",
        "Disallow: /api/",
        "",
        `Sitemap: ${siteUrl}/sitemap.xml`,
        "",
      ].join("\n"),
      200,
      { "Cache-Control": "public, max-age=3600" },
    ),
  );

  app.get("/sitemap.xml", (c) => {
    const has = (path: string) => routes.some((r) => r.path === path);
    const posts = services.sitemap.publishedPosts();
    const resources = services.sitemap.publishedResources();
    // Static pages change with the content they show: the settings (firm, founder, contact
    // details), the testimonials and the posts and resources they list. Not with a restart, which
    // changes nothing a reader sees.
    const changes = [...posts, ...resources].map((e) => e.lastModified.getTime());
    const settingsOrTestimonials = services.sitemap.settingsOrTestimonialsChanged();
    if (settingsOrTestimonials) changes.push(settingsOrTestimonials.getTime());
    const pagesModified = changes.length > 0 ? new Date(Math.max(...changes)) : null;
    const entries = [
      ...routes.filter((r) => r.inSitemap).map((r) => ({ path: r.path, lastModified: pagesModified })),
      ...(has("/blog/:slug") ? posts : []),
      ...(has("/resources/:slug") ? resources : []),
    ];
    const urls = entries.map(
      (e) =>
        `  <url><loc>${xmlEscape(siteUrl + e.path)}</loc>${e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : ""}</url>`,
    );
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
    return c.body(xml, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  });

  // A version's image never changes, so it is cached for a year; an old version's address (a share
  // made before an edit) is sent on to the current image.
  app.get("/share/:name", async (c) => {
    const answer = await services.shareImages.answer(c.req.param("name"));
    if (!answer.found) return c.notFound();
    if (!answer.current) return c.redirect(answer.path, 302);
    return c.body(answer.png, 200, {
      "Content-Type": "image/png",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "cross-origin",
    });
  });

  return app;
}

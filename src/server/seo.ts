// /sitemap.xml, /robots.txt and the share images. The sitemap lists every public page route and,
// once their pages exist, every published post, resource and case study, each with a lastmod; past
// SITEMAP_MAX_URLS addresses it is an index of parts (/sitemaps/N.xml). /share/<name>.png
// is the PNG a page names as its og:image (docs/product.md#share-images).
import { type Context, Hono } from "hono";
import type { Services } from "../services";
import type { AppEnv } from "../http/context";
import type { PageRoute } from "./pages";
import { type RenderCache, sendCached } from "./render-cache";

const xmlEscape = (text: string) =>
  text.replace(/[<>&'"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch]!);

/** The most addresses one sitemap file lists before the sitemap becomes an index of parts. */
export const SITEMAP_MAX_URLS = 10_000;
const SITEMAP_PART_PATH = "/sitemaps/:part{[1-9][0-9]{0,5}\\.xml}";
const XML_CONTENT_TYPE = "application/xml; charset=utf-8";

export function createSeoApp(deps: {
  siteUrl: string;
  services: Services;
  routes: readonly PageRoute[];
  renderCache: RenderCache;
  /** SITEMAP_MAX_URLS unless a test gives a smaller one. */
  sitemapMaxUrls?: number;
}) {
  const { siteUrl, services, routes, renderCache } = deps;
  const maxUrls = deps.sitemapMaxUrls ?? SITEMAP_MAX_URLS;
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

  /** Every address the sitemap lists, static pages first, each with its lastmod (ms; null: none). */
  const sitemapEntries = (): Array<{ path: string; lastModified: number | null }> => {
    const has = (path: string) => routes.some((r) => r.path === path);
    const posts = services.sitemap.publishedPosts();
    const resources = services.sitemap.publishedResources();
    const caseStudies = services.sitemap.publishedCaseStudies();
    // Static pages change with the content they show: the settings (firm, founder, contact
    // details), the testimonials and the posts and resources they list. Not with a restart, which
    // changes nothing a reader sees.
    let pagesModified = services.sitemap.settingsOrTestimonialsChanged();
    for (const entries of [posts, resources, caseStudies])
      for (const { lastModified } of entries)
        if (pagesModified === null || lastModified > pagesModified) pagesModified = lastModified;
    return [
      ...routes.filter((r) => r.inSitemap).map((r) => ({ path: r.path, lastModified: pagesModified })),
      ...(has("/blog/:slug") ? posts : []),
      ...(has("/resources/:slug") ? resources : []),
      ...(has("/case-studies/:slug") ? caseStudies : []),
    ];
  };
  // One string built in a loop: a sitemap lists thousands of addresses (decision 064).
  const urlset = (entries: ReturnType<typeof sitemapEntries>) => {
    let xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
    for (const e of entries) {
      const lastmod = e.lastModified === null ? "" : `<lastmod>${new Date(e.lastModified).toISOString()}</lastmod>`;
      xml += `  <url><loc>${xmlEscape(siteUrl + e.path)}</loc>${lastmod}</url>\n`;
    }
    return `${xml}</urlset>\n`;
  };
  /** The parts of a sitemap index, each `maxUrls` addresses in the listing's order. */
  const parts = (entries: ReturnType<typeof sitemapEntries>) => {
    const split = [];
    for (let at = 0; at < entries.length; at += maxUrls) split.push(entries.slice(at, at + maxUrls));
    return split;
  };
  const sitemapIndex = (count: number) => {
    const items = Array.from(
      { length: count },
      (_, i) => `  <sitemap><loc>${xmlEscape(`${siteUrl}/sitemaps/${i + 1}.xml`)}</loc></sitemap>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
  };

  // Kept in the render cache like a page (cleared by every content write, answered by the early
  // path, compressed once): reading every public row for each request grows with the content.
  const cachedXml = async (c: Context<AppEnv>, make: () => string | null) => {
    const entry = await renderCache.cache.get(c.req.path, async () => {
      const xml = make();
      return xml === null ? null : { status: 200, body: xml, contentType: XML_CONTENT_TYPE };
    });
    return entry ? sendCached(c, entry) : c.notFound();
  };
  renderCache.answerEarly({ path: "/sitemap.xml" });
  renderCache.answerEarly({ path: SITEMAP_PART_PATH });

  // One urlset while the site has at most `maxUrls` addresses; past that, an index of parts
  // (the protocol allows 50,000 a file; a smaller part stays quick to build and to fetch).
  app.get("/sitemap.xml", (c) =>
    cachedXml(c, () => {
      const entries = sitemapEntries();
      return entries.length <= maxUrls ? urlset(entries) : sitemapIndex(parts(entries).length);
    }),
  );
  app.get(SITEMAP_PART_PATH, (c) =>
    cachedXml(c, () => {
      const entries = sitemapEntries();
      const n = Number.parseInt(c.req.param("part"), 10);
      // A single urlset has no parts: /sitemaps/1.xml is not a second address of it.
      if (entries.length <= maxUrls) return null;
      const part = parts(entries)[n - 1];
      return part ? urlset(part) : null;
    }),
  );

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

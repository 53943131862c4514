// The page router: each path and the page function that renders it. Public pages go through the
// render cache; unknown paths render the 404 page with status 404.
import type { Context, Hono } from "hono";
import type { Page, PageContext } from "../pages/page";
import { homePage } from "../pages/home";
import { servicesPage } from "../pages/services";
import { expertisePage } from "../pages/expertise";
import { aboutPage } from "../pages/about";
import { contactPage } from "../pages/contact";
import { privacyPolicyPage } from "../pages/privacy-policy";
import { termsPage } from "../pages/terms";
import { notFoundPage } from "../pages/not-found";
import { renderPage } from "./render/render-page";
import { cachedResponse, createPageCache } from "./render/page-cache";
import type { AppEnv, AppDeps } from "./app";

export type PageRoute = {
  path: string;
  page: Page;
  /** Public pages depend only on content and are served from the render cache. */
  cached: boolean;
};

export const pageRoutes: PageRoute[] = [
  { path: "/", page: homePage, cached: true },
  { path: "/services", page: servicesPage, cached: true },
  { path: "/expertise", page: expertisePage, cached: true },
  { path: "/about", page: aboutPage, cached: true },
  { path: "/contact", page: contactPage, cached: true },
  { path: "/privacy-policy", page: privacyPolicyPage, cached: true },
  { path: "/terms", page: termsPage, cached: true },
];

export function mountPages(app: Hono<AppEnv>, deps: AppDeps & { services: PageContext["services"] }) {
  const cache = createPageCache();
  deps.services.events.onChange(() => cache.clear());

  const run = (page: Page, c: Context<AppEnv>) =>
    page({ url: new URL(c.req.url), params: c.req.param(), settings: deps.settings, services: deps.services });

  const render = async (page: Page, c: Context<AppEnv>) =>
    renderPage(await run(page, c), {
      assets: deps.assets,
      settings: deps.settings,
      currentPath: c.req.path,
      nonce: c.get("secureHeadersNonce"),
    });

  // Cached HTML carries no nonce: its only inline script, the theme script, is allowed by hash.
  const renderCached = async (page: Page, c: Context<AppEnv>) => {
    const key = c.req.path;
    let entry = cache.get(key);
    if (!entry) {
      const response = await renderPage(await run(page, c), {
        assets: deps.assets,
        settings: deps.settings,
        currentPath: c.req.path,
        complete: true,
      });
      entry = cache.set(key, response.status, await response.text());
    }
    return cachedResponse(entry, {
      ifNoneMatch: c.req.header("If-None-Match"),
      acceptEncoding: c.req.header("Accept-Encoding"),
    });
  };

  for (const route of pageRoutes) {
    app.get(route.path, (c) =>
      // A query string never changes a public page; it is served uncached so the cache cannot be flooded.
      route.cached && !new URL(c.req.url).search ? renderCached(route.page, c) : render(route.page, c),
    );
  }

  app.notFound((c) => {
    if (c.req.path.startsWith("/api/")) return c.json({ success: false, message: "Not found" }, 404);
    return render(notFoundPage, c);
  });

  return cache;
}

// The page router: each public path and the page function that renders it. Unknown paths render
// the 404 page with status 404.
import type { Hono } from "hono";
import type { Page, PageContext } from "../pages/page";
import { homePage } from "../pages/home";
import { notFoundPage } from "../pages/not-found";
import { renderPage } from "./render/render-page";
import type { AppEnv, AppDeps } from "./app";

export const pageRoutes: { path: string; page: Page }[] = [{ path: "/", page: homePage }];

export function mountPages(app: Hono<AppEnv>, deps: AppDeps & { services: PageContext["services"] }) {
  const render = async (page: Page, url: URL, params: Record<string, string>, nonce?: string) => {
    const result = await page({ url, params, settings: deps.settings, services: deps.services });
    return renderPage(result, { assets: deps.assets, settings: deps.settings, currentPath: url.pathname, nonce });
  };

  for (const route of pageRoutes) {
    app.get(route.path, (c) => render(route.page, new URL(c.req.url), c.req.param(), c.get("secureHeadersNonce")));
  }

  app.notFound((c) => {
    if (c.req.path.startsWith("/api/")) {
      return c.json({ success: false, message: "Not found" }, 404);
    }
    return render(notFoundPage, new URL(c.req.url), {}, c.get("secureHeadersNonce"));
  });
}

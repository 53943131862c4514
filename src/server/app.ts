// Builds the Hono application from its dependencies. The server process and the tests call
// createApp with their own database, storage and settings, so tests run the real app; the services
// are returned beside it so tests can write content through the same layer the API uses.
import { sql } from "drizzle-orm";
import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import type { Db } from "../db/client";
import type { SiteSettings } from "../pages/page";
import { createServices } from "../services";
import type { FileStorage } from "../storage";
import { serveAsset, type AssetManifest } from "./assets";
import { requestLog, type LogLine } from "./middleware/request-log";
import { securityHeaders } from "./middleware/security-headers";
import { mountPages, pageRoutes } from "./pages";
import { mountSeo } from "./seo";
import { mountUploads } from "./uploads";

export type AppDeps = {
  db: Db;
  storage: FileStorage;
  assets: AssetManifest;
  settings: SiteSettings;
  log?: LogLine;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    secureHeadersNonce?: string;
  };
};

export function createApp(deps: AppDeps) {
  const services = createServices(deps);
  const app = new Hono<AppEnv>();
  const https = deps.settings.siteUrl.startsWith("https://");

  app.use(requestId());
  app.use(requestLog(deps.log ?? ((line) => console.log(line))));
  app.use(securityHeaders({ https }));
  app.use(compress());

  // Private areas stay out of search indexes whatever their pages render.
  app.use("/admin/*", noindex);
  app.use("/admin", noindex);
  app.use("/login", noindex);
  app.use("/api/*", noindex);

  app.get("/healthz", (c) => {
    deps.db.get(sql`select 1`);
    return c.json({ status: "ok" });
  });

  // Client bundles, CSS and public/ files, looked up in the build's manifest.
  app.get("*", async (c, next) => {
    const asset = deps.assets.files[c.req.path];
    if (!asset) return next();
    return serveAsset(c, asset);
  });

  mountUploads(app, deps.storage);
  mountSeo(app, { siteUrl: deps.settings.siteUrl, services, routes: pageRoutes, startedAt: new Date() });
  mountPages(app, { ...deps, services });

  app.onError((error, c) => {
    const status = error instanceof HTTPException ? error.status : 500;
    if (status >= 500) console.error(`${c.get("requestId")} ${c.req.method} ${c.req.path}:`, error);
    const message = status >= 500 ? "Internal server error" : error.message;
    if (c.req.path.startsWith("/api/")) return c.json({ success: false, message }, status);
    return c.html(errorPage(status, message), status);
  });

  return { app, services };
}

const noindex: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
};

// Plain HTML on purpose: rendering the React shell may be what failed.
function errorPage(status: number, message: string): string {
  const text = message.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${status} ${text}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${status} ${text}</h1><p>Sorry, something went wrong on our side. Please try again, or <a href="/">return to the home page</a>.</p></body></html>`;
}

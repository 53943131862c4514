// Builds the Hono application from its dependencies. The server process and the tests call
// createApp with their own database, storage and settings, so tests run the real app; the services
// are returned beside it so tests can write content through the same layer the API uses.
//
// Each area is its own Hono app mounted here with app.route(); the cross-cutting parts (request
// guard, middleware order, 404, 405 and error answers) live only in this file.
import { sql } from "drizzle-orm";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { methodNotAllowed } from "hono/method-not-allowed";
import { requestId } from "hono/request-id";
import { TrieRouter } from "hono/router/trie-router";
import { trimTrailingSlash } from "hono/trailing-slash";
import { createAdminActivityApi } from "../api/admin/activity";
import { createAdminLeadPeopleApi, createAdminLeadsCsvApi } from "../api/admin/leads";
import { createAdminNotificationsApi } from "../api/admin/notifications";
import { createAdminWebhooksApi } from "../api/admin/webhooks";
import { createAdminCdnApi } from "../api/admin/cdn";
import { createAdminFilesApi } from "../api/admin/files";
import { createAdminAnalyticsApi } from "../api/admin/analytics";
import { createAdminMessagesApi } from "../api/admin/messages";
import { createAdminResourcesApi } from "../api/admin/resources";
import { createAdminCaseStudiesApi } from "../api/admin/case-studies";
import { createAdminMediaApi } from "../api/admin/media";
import { createAdminUploadsApi, isUploadPath } from "../api/admin/upload";
import { createAccountApi } from "../api/account";
import { createAccountFormsApp, createAuthApi } from "../api/auth";
import { createBlogApi } from "../api/blog";
import { createAdminBlogApi } from "../api/admin/blog";
import { createContactApi, createContactFormApp } from "../api/contact";
import { createBookApi, createBookingFormApp } from "../api/book";
import { createAdminBookingsApi } from "../api/admin/bookings";
import { createImagesApi } from "../api/images";
import { createDownloadFormApp, createResourcesApi } from "../api/resources";
import { createSettingsApi } from "../api/admin/settings";
import { createTestimonialsApi } from "../api/testimonials";
import { createAdminTestimonialsApi } from "../api/admin/testimonials";
import { createUsersApi } from "../api/users";
import { createAdminPeopleApi } from "../api/admin/people";
import { createAdminPagesApi } from "../api/admin/pages";
import { createAdminInvitationsApi } from "../api/admin/invitations";
import { createInvitationFormApp, createInvitationsApi } from "../api/invitations";
import { createServices } from "../services";
import { createReadWorker } from "../db/read-worker";
import { encodeDocument, longReads } from "./long-reads";
import { createAssetsApp } from "./assets";
import type { AppEnv } from "../http/context";
import type { AppDeps } from "./app-deps";
import { withCachedPageFastPath } from "./fast-path";
import { createFeedApp } from "./feed";
import { compressGetAndHead, keepHeadAnswer, withHeadAnswers } from "./head-requests";
import { adminApiGuard } from "./middleware/admin-guard";
import { clientAddress, clientIp } from "./middleware/client-ip";
import { jsonOnly } from "./middleware/json-only";
import { escapeForLog, requestLog } from "./middleware/request-log";
import { guardRequestTarget } from "./middleware/request-target";
import { fixedSecurityHeaders, securityHeaders } from "./middleware/security-headers";
import { sameOriginWrites } from "./middleware/same-origin-writes";
import { sessionLoader } from "./middleware/session";
import { personalAnswers } from "./middleware/personal-answers";
import { createPagesApp, pageRoutes } from "./pages";
import { createRenderCache } from "./render-cache";
import { createSeoApp } from "./seo";
import { sessionCookie } from "../http/session-cookie";
import { createUploadsApp } from "./serve-uploads";
import { SITE_VERSION } from "./version";
import { createAdminBackupsApi } from "../api/admin/backups";
import { createAdminOverviewApi } from "../api/admin/overview";
import { createAdminStatusApi } from "../api/admin/status";

export type { AppEnv } from "../http/context";
export type { AppDeps } from "./app-deps";

/** JSON and form bodies; file uploads set their own, larger limit on their routes. */
const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

export function createApp(deps: AppDeps) {
  const services = createServices({ ...deps, operations: { version: SITE_VERSION, ...deps.operations } });
  const log = deps.log ?? ((line: string) => console.log(line));
  // Hono's default router tries RegExpRouter first, which refuses a static path beside a parameter
  // in the same place (/api/admin/pages/make-it-yours and /:page, among others), and then settles
  // on TrieRouter at the first request. Naming TrieRouter skips the refused attempt: the first
  // request after a start took 15 ms instead of 6.
  const app = new Hono<AppEnv>({ router: new TrieRouter() });
  const https = deps.settings.siteUrl.startsWith("https://");
  const cookie = sessionCookie(deps.settings.siteUrl);
  // One cache for every public answer that depends only on content: pages and the API's public reads.
  const renderCache = createRenderCache({
    timeZone: deps.settings.timeZone,
    events: services.events,
    headers: fixedSecurityHeaders({ https }),
    apiHeaders: [NOINDEX],
    maxBytes: deps.renderCacheBytes,
  });
  const pages = createPagesApp({ ...deps, services, renderCache });
  // Exports, the year's analytics and SPEC's unpaged lists are read off this thread (decision 060).
  const reads = createReadWorker({
    sqlite: deps.db.$client,
    db: deps.db,
    registry: longReads,
    encode: encodeDocument,
    entry: deps.readWorkerEntry ?? new URL("./read-worker.ts", import.meta.url),
  });

  // Outermost: a HEAD keeps its GET's whole answer, so Bun.serve sends the GET's Content-Length (./head-requests.ts).
  app.use(keepHeadAnswer);
  app.use(requestId());
  app.use(requestLog(log));
  app.use(securityHeaders({ https }));
  // Outside every middleware that may replace the answer (the 405 below takes the place of a 404
  // after it was made): Hono carries the old answer's headers over to a replacement, so a
  // Content-Encoding set inside would stay on an uncompressed 405 body.
  app.use(compressGetAndHead());
  app.use(methodNotAllowed({ app, onMethodNotAllowed }));
  app.use(trimTrailingSlash({ alwaysRedirect: true }));
  app.use(
    sameOriginWrites(new URL(deps.settings.siteUrl).origin, (c) =>
      isApi(c) ? c.json({ success: false, message: CROSS_ORIGIN_REFUSED }, 403) : pages.refusedCrossSite(c),
    ),
  );
  // Uploads are exempt: Hono's bodyLimit holds a body without Content-Length in memory to count
  // it, and an upload is up to 50 MB; the upload service counts the bytes as it streams them to
  // disk and refuses beyond 50 MB itself (Bun.serve's maxRequestBodySize is the outer bound).
  const jsonBodyLimit = bodyLimit({
    maxSize: DEFAULT_BODY_LIMIT_BYTES,
    onError: (c) => c.json({ success: false, message: "The request body is too large." }, 413),
  });
  app.use((c, next) => (isUploadPath(c.req.path) ? next() : jsonBodyLimit(c, next)));
  // Who is asking, then the admin API's one gate (before any area's routes), then JSON-only bodies.
  app.use(clientIp({ trustProxy: deps.trustProxy ?? false }));
  app.use(sessionLoader(services, cookie));
  app.use(personalAnswers);
  app.use(
    "/api/*",
    adminApiGuard(services, () => app.routes),
  );
  app.use("/api/*", jsonOnly(isUploadPath));

  // Private areas stay out of search indexes whatever their pages render.
  app.use("/admin/*", noindex);
  app.use("/admin", noindex);
  app.use("/login", noindex);
  app.use("/api/*", noindex);

  app.get("/healthz", (c) => {
    deps.db.get(sql`select 1`);
    return c.json({ status: "ok" });
  });

  app.route("/api/auth", createAuthApi(services, cookie, deps.settings.siteUrl));
  app.route("/api/account", createAccountApi(services));
  app.route("/api/users", createUsersApi(services));
  app.route("/api/testimonials", createTestimonialsApi(services, renderCache));
  app.route("/api/images", createImagesApi(services, deps.imageProxy));
  app.route("/api/blog", createBlogApi(services, renderCache, reads));
  app.route("/api/admin/blog", createAdminBlogApi(services, reads));
  app.route("/api/admin/testimonials", createAdminTestimonialsApi(services));
  app.route("/api/admin/resources", createAdminResourcesApi(services, reads));
  app.route("/api/admin/case-studies", createAdminCaseStudiesApi(services));
  app.route("/api/admin/messages", createAdminMessagesApi(services, reads));
  app.route("/api/admin/activity", createAdminActivityApi(services));
  app.route("/api/admin/settings", createSettingsApi(services));
  app.route("/api/admin/people", createAdminPeopleApi(services));
  app.route("/api/admin/pages", createAdminPagesApi(services));
  app.route("/api/admin/invitations", createAdminInvitationsApi(services));
  app.route("/api/invitations", createInvitationsApi(services));
  app.route("/api/admin/upload", createAdminUploadsApi(services));
  app.route("/api/admin/media", createAdminMediaApi(services));
  app.route("/api/admin/backups", createAdminBackupsApi(services));
  app.route("/api/admin/status", createAdminStatusApi(services));
  app.route("/api/admin/overview", createAdminOverviewApi(services));
  app.route("/api/admin/leads", createAdminLeadPeopleApi(services, deps.settings.timeZone, reads));
  app.route("/api/admin/webhooks", createAdminWebhooksApi(services));
  app.route("/api/admin/cdn", createAdminCdnApi(services));
  app.route("/api/admin/notifications", createAdminNotificationsApi(services));
  app.route("/api/admin/analytics", createAdminAnalyticsApi(services, reads));
  app.route("/api/admin/leads.csv", createAdminLeadsCsvApi(reads));
  app.route("/api/admin/files", createAdminFilesApi(services));
  app.route("/api/contact", createContactApi(services));
  app.route("/api/book", createBookApi(services));
  app.route("/api/admin/bookings", createAdminBookingsApi(services));
  app.route("/api/resources", createResourcesApi(services, renderCache));
  app.route("/", createAssetsApp(deps.assets));
  app.route("/uploads", createUploadsApp(deps.storage));
  app.route(
    "/",
    createSeoApp({
      siteUrl: deps.settings.siteUrl,
      services,
      routes: pageRoutes,
      renderCache,
      sitemapMaxUrls: deps.sitemapMaxUrls,
    }),
  );
  app.route("/", createFeedApp({ siteUrl: deps.settings.siteUrl, services }));
  // The pages, and the form posts of visitors without JavaScript: each the API area's own work,
  // answered with a redirect or, when refused, with the page again (in this order, the one each
  // path's Allow header lists its methods in).
  app.route("/", createContactFormApp(services, pages.refusedForms.contact));
  app.route("/", createBookingFormApp(services, pages.refusedForms.booking, pages.notFound));
  app.route("/", pages.app);
  app.route("/", createAccountFormsApp(services, cookie, deps.settings.siteUrl, pages.refusedForms.login));
  app.route("/", createDownloadFormApp(services, pages.refusedForms.download));
  app.route("/", createInvitationFormApp(services, pages.refusedForms.invitation));

  app.notFound((c) => {
    if (isApi(c)) return c.json({ success: false, message: "Not found" }, 404);
    return pages.notFound(c);
  });

  app.onError((error, c) => {
    // A body that broke off while it was read (a bad chunk, a closed connection) is the client's
    // doing: one log line (the request log's, with this 400), no stack, no 500 counted.
    if (isAbortedBody(error)) {
      const message = "The request body could not be read.";
      return isApi(c) ? c.json({ success: false, message }, 400) : c.text(message, 400);
    }
    const status = error instanceof HTTPException ? error.status : 500;
    if (status >= 500) console.error(`${c.get("requestId")} ${c.req.method} ${escapeForLog(c.req.path)}:`, error);
    // An HTTPException may carry its own response.
    if (error instanceof HTTPException && error.res && !isApi(c)) return error.getResponse();
    const message = status >= 500 ? "Internal server error" : error.message || "Request refused";
    if (isApi(c)) return c.json({ success: false, message }, status);
    return c.html(errorPage(status, message), status);
  });

  // Cached public pages and API reads are answered before the middleware above, which they do not
  // need (src/server/fast-path.ts); everything else goes through it.
  const trustProxy = deps.trustProxy ?? false;
  // One object reused by every count on the early path (a count is synchronous and keeps nothing
  // of it), so counting allocates nothing per request here.
  const early = {
    headers: new Headers(),
    request: undefined as unknown as Request,
    server: undefined as unknown,
    address: () => clientAddress(early.request, early.server, trustProxy),
  };
  const fetch = withCachedPageFastPath(withHeadAnswers(app.fetch), {
    lookup: renderCache.cached,
    log,
    sessionCookie: cookie.name,
    // Pages only: the cache also holds the API's public reads, which are not page views.
    count: services.analytics.enabled
      ? (path, url, request, server) => {
          if (path.startsWith("/api/")) return;
          early.headers = request.headers;
          early.request = request;
          early.server = server;
          services.analytics.view(path, url, early);
          early.request = undefined as unknown as Request;
        }
      : undefined,
  });
  app.fetch = guardRequestTarget(fetch, deps.settings.siteUrl, (request) =>
    log(`- ${request.method} ${escapeForLog(request.url)} 400 (unparseable request target)`),
  );

  return { app, services, pageCache: renderCache.cache, renderCache, reads };
}

/** What Bun throws from reading a request body whose connection broke off or was malformed mid-way. */
const isAbortedBody = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

const isApi = (c: Context) => c.req.path === "/api" || c.req.path.startsWith("/api/");

/** docs/product.md#errors-server: the API's answer to a write that may be forged from another site. */
const CROSS_ORIGIN_REFUSED = "Cross-origin request refused.";

const NOINDEX = ["X-Robots-Tag", "noindex, nofollow"] as const;

const noindex: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set(...NOINDEX);
};

function onMethodNotAllowed(c: Context, methods: string[]) {
  const allow = methods.join(", ");
  if (isApi(c)) return c.json({ success: false, message: "Method not allowed" }, 405, { Allow: allow });
  return c.text("Method Not Allowed", 405, { Allow: allow });
}

// Plain HTML on purpose: rendering the React shell may be what failed.
function errorPage(status: number, message: string): string {
  const text = message.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${status} ${text}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${status} ${text}</h1><p>Sorry, something went wrong on our side. Please try again, or <a href="/">return to the home page</a>.</p></body></html>`;
}

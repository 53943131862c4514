// The page router: each path, the page function that renders it and the query parameters it
// reads. Pages whose result is public are served from the render cache, keyed by the path and the
// declared parameters only, so `?utm_source=…` links hit the same entry as the bare path. Private
// results (session- or form-dependent) and the 404 page are streamed per request, never stored.
import { Hono, type Context } from "hono";
import { aboutPage } from "../pages/about";
import { adminPage } from "../pages/admin";
import { adminEditorPage } from "../pages/admin-editor";
import { blogPage } from "../pages/blog";
import { blogPostPage, blogPreviewPage } from "../pages/blog-post";
import { caseStudiesPage } from "../pages/case-studies";
import { caseStudyPage } from "../pages/case-study";
import { bookListPage, bookTypePage, bookTypeView, freeDays, visitorZone } from "../pages/book";
import { bookedPage, cancelPage, cancelView, reschedulePage, rescheduleView } from "../pages/book-manage";
import { type ContactPageState, contactPage, contactView } from "../pages/contact";
import { expertisePage } from "../pages/expertise";
import { homePage } from "../pages/home";
import { loginPage, loginView } from "../pages/login";
import {
  invitationAcceptedView,
  type InvitationFormState,
  invitationFormView,
  invitationPage,
  invitationRefusedView,
} from "../pages/invitation";
import type { InvitationRefusal } from "../services/invitations";
import { missingItemView, notFoundPage } from "../pages/not-found";
import { refusedPostTexts } from "../content/site";
import { isRedirect, type Page, type PageContext, type PageView, type SiteSettings } from "../pages/page";
import { pagePreviewPage } from "../pages/page-preview";
import { privacyPolicyPage } from "../pages/privacy-policy";
import {
  type DownloadFormState,
  resourceDetailPage,
  resourceDetailView,
  resourceNotFoundView,
} from "../pages/resource-detail";
import { resourcesPage } from "../pages/resources";
import { servicesPage } from "../pages/services";
import { termsPage } from "../pages/terms";
import type { Invitation, Resource } from "../db/schema";
import type { BookingFormAnswer } from "../shared/schemas/booking";
import type { AppEnv } from "../http/context";
import { countedRequest } from "../http/visitor";
import { PRIVATE_CACHE_CONTROL } from "../http/cache-headers";
import { contentTags } from "../services/content-events";
import type { Services } from "../services";
import type { AppDeps } from "./app-deps";
import { type HeaderPairs, PUBLIC_SITE_OPENER_POLICY } from "./middleware/security-headers";
import { cacheKey, createRenderCache, queryOf, type RenderCache, sendCached } from "./render-cache";
import { renderPage } from "./render/render-page";

export type PageRoute = {
  path: string;
  page: Page;
  /** The query parameters the page reads; any others never reach it and never split the cache. */
  query?: readonly string[];
  /** A static public page listed in the sitemap. */
  inSitemap?: boolean;
  /** Always rendered for its request: never looked up in, nor stored into, the render cache. */
  private?: boolean;
  /** Not a public page view for analytics (docs/product.md#analytics): sign-in, the admin area, previews. */
  notCounted?: boolean;
  /**
   * A page of the public site, with nothing of one visitor's or account's in it: answered with
   * `Cross-Origin-Opener-Policy: unsafe-none` instead of the security headers' `same-origin`
   * (decision 075). Not set: the page keeps `same-origin`, as every other answer does.
   */
  publicSite?: boolean;
};

export const pageRoutes: readonly PageRoute[] = [
  { path: "/", publicSite: true, page: homePage, inSitemap: true },
  { path: "/services", publicSite: true, page: servicesPage, inSitemap: true },
  { path: "/expertise", publicSite: true, page: expertisePage, inSitemap: true },
  { path: "/about", publicSite: true, page: aboutPage, inSitemap: true },
  { path: "/contact", publicSite: true, page: contactPage, query: ["sent"], inSitemap: true },
  { path: "/blog", publicSite: true, page: blogPage, query: ["q", "category", "page"], inSitemap: true },
  { path: "/blog/:slug", publicSite: true, page: blogPostPage },
  // Private: a preview link is a secret and its page is never stored (docs/product.md#preview-links).
  { path: "/blog/preview/:id", page: blogPreviewPage, query: ["expires", "sig"], private: true, notCounted: true },
  { path: "/resources", publicSite: true, page: resourcesPage, query: ["q", "category", "page"], inSitemap: true },
  { path: "/resources/:slug", publicSite: true, page: resourceDetailPage },
  {
    path: "/case-studies",
    publicSite: true,
    page: caseStudiesPage,
    query: ["service", "industry", "page"],
    inSitemap: true,
  },
  { path: "/case-studies/:slug", publicSite: true, page: caseStudyPage },
  { path: "/privacy-policy", publicSite: true, page: privacyPolicyPage, inSitemap: true },
  { path: "/terms", publicSite: true, page: termsPage, inSitemap: true },
  // Booking (docs/product.md#booking): free times change with the clock, so never cached; the
  // pages of a booking's signed links are not page views.
  { path: "/book", publicSite: true, page: bookListPage, private: true },
  { path: "/book/:type", publicSite: true, page: bookTypePage, query: ["tz", "day"], private: true },
  { path: "/book/booked/:uid", page: bookedPage, query: ["sig"], private: true, notCounted: true },
  { path: "/book/cancel/:uid", page: cancelPage, query: ["sig"], private: true, notCounted: true },
  { path: "/book/reschedule/:uid", page: reschedulePage, query: ["sig", "tz", "day"], private: true, notCounted: true },
  // Private like a post's preview: a page document's version before it is published.
  {
    path: "/pages/preview/:page/:version",
    page: pagePreviewPage,
    query: ["expires", "sig"],
    private: true,
    notCounted: true,
  },
  { path: "/login", page: loginPage, notCounted: true },
  // Private: an invitation link is a secret (docs/product.md#invitations).
  { path: "/invitation/:id", page: invitationPage, query: ["sig"], private: true, notCounted: true },
  { path: "/admin", page: adminPage, query: ["tab"], notCounted: true },
  // An item's editor (docs/product.md#editor): per account, never stored.
  { path: "/admin/posts/:id", page: adminEditorPage("post"), private: true, notCounted: true },
  { path: "/admin/resources/:id", page: adminEditorPage("resource"), private: true, notCounted: true },
  { path: "/admin/case-studies/:id", page: adminEditorPage("case-study"), private: true, notCounted: true },
];

/** A refused contact form post: what the page shows again, and the stamp its form carries. */
type RefusedContactForm = NonNullable<ContactPageState["posted"]> & { stamp?: string };

type PageDeps = AppDeps & {
  services: Services;
  routes?: readonly PageRoute[];
  /** The app's render cache, which the API's public reads share; the router makes its own without it. */
  renderCache?: RenderCache;
  /** Headers every cached page carries besides its own (without renderCache): the security headers. */
  cachedPageHeaders?: HeaderPairs;
};

export function createPagesApp(deps: PageDeps) {
  const renderCache =
    deps.renderCache ??
    createRenderCache({
      timeZone: deps.settings.timeZone,
      events: deps.services.events,
      headers: deps.cachedPageHeaders,
    });
  const cache = renderCache.cache;

  // The settings as they are for this request: a save clears the render cache (a content event),
  // so no page rendered with the old ones is sent after it (docs/product.md#admin-settings).
  const settingsNow = (): SiteSettings => ({
    siteUrl: deps.settings.siteUrl,
    timeZone: deps.settings.timeZone,
    ...deps.services.settings.current(),
  });

  const contextOf = (c: Context<AppEnv>, declared: readonly string[] = []): PageContext => ({
    path: c.req.path,
    query: queryOf(c.req.url, declared),
    params: c.req.param(),
    settings: settingsNow(),
    services: deps.services,
    user: c.get("user") ?? null,
  });

  // Streamed with this request's nonce; nothing about it may be stored by anyone.
  const renderPrivate = async (view: PageView, c: Context<AppEnv>, settings = settingsNow()) => {
    const response = await renderPage(view, {
      assets: deps.assets,
      settings,
      currentPath: c.req.path,
      nonce: c.get("secureHeadersNonce"),
    });
    response.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return response;
  };

  // Cached HTML carries no nonce: its only inline script, the theme script, is allowed by hash.
  const renderForCache = async (view: PageView, route: PageRoute, path: string, settings: SiteSettings) => {
    const response = await renderPage(view, {
      assets: deps.assets,
      settings,
      currentPath: path,
      complete: true,
    });
    // Every page shows the settings (header, footer); what else is the page's to say.
    const tags = view.tags ? [contentTags.settings, ...view.tags] : undefined;
    // A missing item's 404 keeps same-origin, as every error page does.
    const headers = route.publicSite && response.ok ? [PUBLIC_SITE_OPENER_POLICY] : undefined;
    return { status: response.status, body: await response.text(), tags, headers };
  };

  // A page view served by the chain (the early path counts its own): a public page answered 200 or
  // 304, to anyone but a signed-in admin (docs/product.md#analytics).
  const count = (route: PageRoute, c: Context<AppEnv>, response: Response) => {
    if (route.notCounted || c.req.method !== "GET" || (response.status !== 200 && response.status !== 304)) return;
    const request = countedRequest(c);
    if (request) deps.services.analytics.view(c.req.path, c.req.url, request);
  };

  const serve = async (route: PageRoute, c: Context<AppEnv>) => {
    const response = await answer(route, c);
    count(route, c, response);
    return response;
  };

  const answer = async (route: PageRoute, c: Context<AppEnv>) => {
    const ctx = contextOf(c, route.query);
    let own: Awaited<ReturnType<Page>> | undefined;
    const cached = route.private
      ? undefined
      : await cache.get(cacheKey(ctx.path, c.req.url, route.query), async () => {
          own = await route.page(ctx);
          return isRedirect(own) || own.cache === "private" ? null : renderForCache(own, route, ctx.path, ctx.settings);
        });
    if (cached) return sendCached(c, cached);
    // Not cacheable: use this request's own result, or (having joined another's render) make one.
    const result = own ?? (await route.page(ctx));
    if (isRedirect(result)) return c.redirect(result.redirect, result.status ?? 302);
    const response = await renderPrivate(result, c, ctx.settings);
    // The security headers leave a header the answer already has as it is.
    if (route.publicSite && response.ok) response.headers.set(...PUBLIC_SITE_OPENER_POLICY);
    return response;
  };

  /** The 404 page, for the root app's notFound handler and a form post naming nothing. */
  const notFound = async (c: Context<AppEnv>): Promise<Response> => {
    const ctx = contextOf(c);
    const result = await notFoundPage(ctx);
    if (isRedirect(result)) return c.redirect(result.redirect, result.status ?? 302);
    return renderPrivate(result, c, ctx.settings);
  };

  const app = new Hono<AppEnv>();
  const routes = deps.routes ?? pageRoutes;
  for (const route of routes) app.get(route.path, (c) => serve(route, c));

  // The same routes for the early path, which looks a request up before Hono routes it.
  for (const route of routes) if (!route.private) renderCache.answerEarly(route);

  return {
    app,
    cache,
    /**
     * The pages a form post without JavaScript answers with when it is refused (src/api's form
     * routes): its page again, for this request only, with what was sent and what was wrong.
     */
    refusedForms: {
      contact: (c: Context<AppEnv>, { stamp, ...posted }: RefusedContactForm) => {
        const settings = settingsNow();
        return renderPrivate(contactView({ settings, services: deps.services }, { posted, stamp }), c, settings);
      },
      login: (c: Context<AppEnv>, refused: Parameters<typeof loginView>[0]) => renderPrivate(loginView(refused), c),
      invitation: {
        refused: (c: Context<AppEnv>, refusal: InvitationRefusal) => renderPrivate(invitationRefusedView(refusal), c),
        accepted: (c: Context<AppEnv>, username: string) => renderPrivate(invitationAcceptedView(username), c),
        again: (c: Context<AppEnv>, invitation: Invitation, sig: string, form: InvitationFormState) =>
          renderPrivate(invitationFormView(invitation, sig, form), c),
      },
      download: {
        refused: (c: Context<AppEnv>, resource: Resource, form: DownloadFormState) => {
          const settings = settingsNow();
          const cover = deps.services.media.srcsetFor(resource.coverImage);
          return renderPrivate(resourceDetailView(resource, settings, cover, form), c, settings);
        },
        notFound: (c: Context<AppEnv>, path: string) => renderPrivate(resourceNotFoundView(path), c),
      },
      /** A booking form's answer for this request: its page again (values, errors, notice, nearest times), or the cancellation. */
      booking: async (c: Context<AppEnv>, form: BookingFormAnswer) => {
        const ctx = contextOf(c, ["sig", "tz", "day"]);
        if (form.page === "cancelled") return renderPrivate(cancelView(ctx, true), c, ctx.settings);
        if (form.page === "reschedule") return renderPrivate(await rescheduleView(ctx, form.state), c, ctx.settings);
        const type = deps.services.booking.types.get(form.typeId);
        if (!type) return notFound(c);
        const zone = visitorZone(ctx.query, deps.services.booking.store.availability().timeZone);
        const days = await freeDays(deps.services, type, zone);
        return renderPrivate(
          bookTypeView(ctx, type, { zone, days, day: "", detect: false }, form.state),
          c,
          ctx.settings,
        );
      },
    },
    /** The 403 page for a form post that may be forged from another site (docs/architecture.md#csrf). */
    refusedCrossSite(c: Context<AppEnv>): Promise<Response> {
      const { title, text, backLabel } = refusedPostTexts;
      return renderPrivate(
        missingItemView(c.req.path, { title, text, link: { href: formPageOf(c.req.path), label: backLabel } }, 403),
        c,
      );
    },
    /** The 404 page, for the root app's notFound handler. */
    notFound,
  };
}

/** The page a form posted to `path` is on: a download form's resource, the sign-in's page, else the path itself. */
function formPageOf(path: string): string {
  if (path === "/logout") return "/admin";
  return path.replace(/\/(download|code)$/, "");
}

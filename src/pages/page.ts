// What a page is: a function from the request's context to its metadata and body, or to a
// redirect. The server's page router (src/server/pages.ts) calls it and renders the result inside
// the Document. A page says its own cache policy, so the router never guesses which pages depend
// on who is asking.
import type { ReactNode } from "react";
import type { CurrentUser } from "../http/context";
import type { Services } from "../services";
import type { ShareCard } from "../services/share-images/cards";
import type { PageName } from "../shared/schemas/pages";
import type { SettingsDocument } from "../shared/schemas/settings";

/** What the deployment fixes (SITE_URL, SITE_TIMEZONE): the same for every request. */
export type DeploymentSettings = {
  /** Absolute origin used for canonical links, Open Graph and the sitemap, without a trailing slash. */
  siteUrl: string;
  /** IANA time zone of the site: dates are shown in it, on the server and in the browser. */
  timeZone: string;
};

/**
 * What a page is rendered with: the deployment's facts and the site settings an admin keeps
 * (docs/product.md#settings), taken afresh for each request so a save shows on the next one.
 */
export type SiteSettings = DeploymentSettings & SettingsDocument;

export type PageMeta = {
  title: string;
  description: string;
  /**
   * Path of the canonical URL, e.g. "/services"; null for an address that is no page of the site
   * (the 404 page), which names no canonical URL rather than the missing one.
   */
  path: string | null;
  noindex?: boolean;
  /** What the page's share image shows (docs/product.md#share-images); the site's card when absent. */
  share?: ShareCard;
  type?: "website" | "article";
  /** Open Graph article facts (with `type: "article"`), times as ISO strings. */
  article?: { publishedTime?: string; modifiedTime?: string; section?: string };
  /** JSON-LD objects rendered into the head. */
  jsonLd?: object[];
};

export type PageContext = {
  /** The request's path, e.g. "/blog/my-post" (the Host header never takes part in URLs). */
  path: string;
  /** Only the query parameters the route declares that it reads; everything else is dropped. */
  query: Readonly<Record<string, string>>;
  params: Readonly<Record<string, string>>;
  settings: SiteSettings;
  services: Services;
  /** The signed-in user, or null. A page that reads it must answer with `cache: "private"`. */
  user: CurrentUser | null;
  /**
   * A page document's version a signed preview link shows in place of the published one
   * (src/pages/page-preview.tsx); such a page is rendered for its request only.
   */
  preview?: { page: PageName; document: unknown };
};

/**
 * "public": the HTML depends only on the path, the declared query and site content, and is served
 * from the render cache. "private": it depends on the visitor (session, form post) and is rendered
 * for this request only, with `Cache-Control: private, no-store`.
 */
type CachePolicy = "public" | "private";

export type PageView = {
  status?: number;
  cache?: CachePolicy;
  /**
   * What a public page was built from (src/services/content-events.ts#contentTags): a change to
   * any of them drops it from the render cache and the CDN. Without them any change does.
   */
  tags?: readonly string[];
  meta: PageMeta;
  body: ReactNode;
};

type PageRedirect = {
  redirect: string;
  status?: 301 | 302 | 303 | 307 | 308;
};

export type PageResult = PageView | PageRedirect;

export type Page = (ctx: PageContext) => PageResult | Promise<PageResult>;

export function isRedirect(result: PageResult): result is PageRedirect {
  return "redirect" in result;
}

// What a page is: a function from the request's context to its metadata and body. The server's
// page router (src/server/pages.ts) calls it and renders the result inside the Document.
import type { ReactNode } from "react";
import type { Services } from "../services";

export type SiteSettings = {
  /** Absolute origin used for canonical links, Open Graph and the sitemap, without a trailing slash. */
  siteUrl: string;
  email: string;
  phone: string;
  /** IANA time zone of the site: dates are shown in it, on the server and in the browser. */
  timeZone: string;
};

export type PageMeta = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/services". */
  path: string;
  noindex?: boolean;
  /** Share image path or URL; the default Open Graph image when absent. */
  image?: string;
  type?: "website" | "article";
  /** JSON-LD objects rendered into the head. */
  jsonLd?: object[];
};

export type PageContext = {
  url: URL;
  params: Record<string, string>;
  settings: SiteSettings;
  services: Services;
};

export type PageResult = {
  status?: number;
  meta: PageMeta;
  body: ReactNode;
};

export type Page = (ctx: PageContext) => PageResult | Promise<PageResult>;

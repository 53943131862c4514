// The HTML document around every page: head metadata (title, description, canonical, Open Graph,
// Twitter card, JSON-LD), the stylesheet, the inline theme script, the skip link, header and footer.
import type { ReactNode } from "react";
import { IconSprite, IconSpriteContext } from "../../components/Icon";
import type { IconName } from "../../content/icons";
import { THEME_SCRIPT } from "../../shared/theme";
import { pageShareImage, siteShareCard } from "../../services/share-images/cards";
import type { PageMeta, SiteSettings } from "../page";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { feedTitle, shellLabels } from "../../content/site";

type DocumentProps = {
  meta: PageMeta;
  settings: SiteSettings;
  stylesheet: string;
  /**
   * The web font, preloaded: Chromium lets a preloaded `font-display: optional` font hold the first
   * paint for up to 100 ms, so a first visit is set in it; one that is not preloaded is only used
   * from the next page on.
   */
  font: string;
  currentPath: string;
  children: ReactNode;
};

/** The share image of a page without its own: the settings' one, or the firm's card, drawn. */
export function defaultShareImage(settings: SiteSettings): string {
  return pageShareImage(siteShareCard(settings), settings.siteUrl).url;
}

/** "Contact Us | Meridian Product Partners": every title names the firm of the settings. */
export function documentTitle(pageTitle: string, settings: Pick<SiteSettings, "firmName">): string {
  return `${pageTitle} | ${settings.firmName}`;
}

export function Document({ meta, settings, stylesheet, font, currentPath, children }: DocumentProps) {
  const canonical = meta.path === null ? null : `${settings.siteUrl}${meta.path}`;
  const image = pageShareImage(meta.share ?? siteShareCard(settings), settings.siteUrl);
  const title = documentTitle(meta.title, settings);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={meta.description} />
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        {meta.noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content="#3730a3" />
        <meta property="og:site_name" content={settings.firmName} />
        <meta property="og:type" content={meta.type ?? "website"} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={meta.description} />
        {canonical ? <meta property="og:url" content={canonical} /> : null}
        <meta property="og:image" content={image.url} />
        {image.width && image.height ? (
          <>
            <meta property="og:image:width" content={String(image.width)} />
            <meta property="og:image:height" content={String(image.height)} />
          </>
        ) : null}
        <meta property="og:locale" content="en_US" />
        {meta.article?.publishedTime ? (
          <meta property="article:published_time" content={meta.article.publishedTime} />
        ) : null}
        {meta.article?.modifiedTime ? (
          <meta property="article:modified_time" content={meta.article.modifiedTime} />
        ) : null}
        {meta.article?.section ? <meta property="article:section" content={meta.article.section} /> : null}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={title} />
        <meta name="twitter:description" content={meta.description} />
        <meta name="twitter:image" content={image.url} />
        {/* PNG, not SVG: an SVG icon costs an isolated SVG document on the main thread (decision 072). */}
        <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />
        <link rel="icon" href="/favicon-64.png" sizes="64x64" type="image/png" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="alternate" type="application/rss+xml" title={feedTitle(settings.firmName)} href="/blog/rss.xml" />
        <link rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="stylesheet" href={stylesheet} />
        {/* Before the body and first paint, so the stored theme applies with no flash. After the
            stylesheet on purpose: a script waits for the stylesheets above it, so the body is parsed
            with the CSS in. Chromium lays out a page holding a form field at DOMContentLoaded (its
            autofill), and a layout before the CSS arrived was thrown away: one whole style and
            layout pass more at load (docs/performance.md#load-work). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, allowed by its CSP hash */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        {(meta.jsonLd ?? []).map((data, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once on the server
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by jsonForScript so it cannot close the element
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
        ))}
      </head>
      <body className="flex min-h-screen flex-col">
        <IconSpriteContext value={new Set<IconName>()}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:text-fg focus:shadow-lg"
          >
            {shellLabels.skipToContent}
          </a>
          <Header currentPath={currentPath} settings={settings} />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <Footer settings={settings} />
          <IconSprite />
        </IconSpriteContext>
      </body>
    </html>
  );
}

/** A path on this site as an absolute URL; an http(s) URL as it is. */
export function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`;
}

// JSON inside <script> must not be able to close the element.
function jsonForScript(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

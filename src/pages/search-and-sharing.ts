// A post's or resource's own search and sharing fields (docs/product.md#seo-fields), with what
// stands in for each one left blank: the title, the excerpt or description, and a card of the title
// with the cover (docs/product.md#share-images).
import { itemShareCard, pageShareImage, type ShareCard, type ShareCardKind } from "../services/share-images/cards";
import type { PageMeta, SiteSettings } from "./page";

type SharedItem = {
  id: number;
  title: string;
  coverImage: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  shareImage: string | null;
};

type SearchAndSharing = { title: string; description: string; share: ShareCard; image: string };

/**
 * The title, description and share image a page's head and JSON-LD use: `share` is the card the
 * head's og:image draws, `image` its absolute address.
 */
export function searchAndSharing(
  kind: Exclude<ShareCardKind, "site">,
  item: SharedItem,
  defaults: { title: string; description: string },
  settings: SiteSettings,
): SearchAndSharing {
  const share = itemShareCard(kind, item, settings);
  return {
    title: item.metaTitle ?? defaults.title,
    description: item.metaDescription ?? defaults.description,
    share,
    image: pageShareImage(share, settings.siteUrl).url,
  };
}

/**
 * The head of a published item's own page (a post, a resource, a case study): its search and sharing
 * fields, an Open Graph article with its dates and `section`, and its JSON-LD, at `path`.
 */
export function articleMeta(
  seo: SearchAndSharing,
  item: { publishedAt: Date | null; updatedAt: Date },
  page: { path: string; section: string; jsonLd: object },
): PageMeta {
  return {
    title: seo.title,
    description: seo.description,
    path: page.path,
    type: "article",
    share: seo.share,
    article: {
      publishedTime: item.publishedAt?.toISOString(),
      modifiedTime: item.updatedAt.toISOString(),
      section: page.section,
    },
    jsonLd: [page.jsonLd],
  };
}

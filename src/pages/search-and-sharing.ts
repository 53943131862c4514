// A post's or resource's own search and sharing fields (docs/product.md#seo-fields), with what
// stands in for each one left blank: the title, the excerpt or description, and a card of the title
// with the cover (docs/product.md#share-images).
import { itemShareCard, pageShareImage, type ShareCard, type ShareCardKind } from "../services/share-images/cards";
import type { SiteSettings } from "./page";

type SharedItem = {
  id: number;
  title: string;
  coverImage: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  shareImage: string | null;
};

/**
 * The title, description and share image a page's head and JSON-LD use: `share` is the card the
 * head's og:image draws, `image` its absolute address.
 */
export function searchAndSharing(
  kind: Exclude<ShareCardKind, "site">,
  item: SharedItem,
  defaults: { title: string; description: string },
  settings: SiteSettings,
): { title: string; description: string; share: ShareCard; image: string } {
  const share = itemShareCard(kind, item, settings);
  return {
    title: item.metaTitle ?? defaults.title,
    description: item.metaDescription ?? defaults.description,
    share,
    image: pageShareImage(share, settings.siteUrl).url,
  };
}

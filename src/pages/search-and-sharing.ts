// A post's or resource's own search and sharing fields (docs/product.md#seo-fields), with what
// stands in for each one left blank: the title, the excerpt or description, and the cover.
import type { SiteSettings } from "./page";
import { absoluteUrl } from "./layout/Document";

type SeoFields = { metaTitle: string | null; metaDescription: string | null; shareImage: string | null };

/**
 * The title, description and share image a page's head and JSON-LD use. `image` is absolute (a
 * path on this site prefixed with SITE_URL), or null when neither the share image nor the cover is
 * set, so the caller chooses the site's default.
 */
export function searchAndSharing(
  item: SeoFields,
  defaults: { title: string; description: string; image: string | null },
  settings: Pick<SiteSettings, "siteUrl">,
): { title: string; description: string; image: string | null } {
  const image = item.shareImage ?? defaults.image;
  return {
    title: item.metaTitle ?? defaults.title,
    description: item.metaDescription ?? defaults.description,
    image: image ? absoluteUrl(image, settings.siteUrl) : null,
  };
}

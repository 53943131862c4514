// What a post or a resource shows in its admin list beyond its fields (docs/product.md#admin-lists):
// a small cover, decorative (the title beside it says what it is), read only when scrolled near;
// and a link to the item on the public site while the public can see it: published, and not
// scheduled for later (docs/product.md#scheduled).
import { iconExternalLink } from "../../components/Icon";
import { adminListToolbarTexts as texts } from "../../content/admin";
import { imageSrc } from "../../shared/image-src";
import { RowLink } from "./admin-ui";

/** The cover as a 64×40 thumbnail; nothing without one. */
export function ListThumbnail({ src }: { src: string | null }) {
  const address = imageSrc(src);
  if (!address) return null;
  return (
    <img
      src={address}
      alt=""
      width={64}
      height={40}
      loading="lazy"
      decoding="async"
      className="h-10 w-16 shrink-0 rounded-md border border-border object-cover"
      data-list-thumbnail
    />
  );
}

/** Whether the public sees the item now. */
const isLive = (item: { published: boolean; publishedAt: string | null }) =>
  item.published && (item.publishedAt === null || new Date(item.publishedAt).getTime() <= Date.now());

/** 'View on site', in a new tab, for an item the public can see. */
export function ViewOnSite({
  item,
  path,
}: {
  item: { title: string; published: boolean; publishedAt: string | null };
  /** The item's public address, e.g. /blog/{slug}. */
  path: string;
}) {
  if (!isLive(item)) return null;
  return (
    <RowLink
      icon={iconExternalLink}
      href={path}
      target="_blank"
      rel="noopener"
      aria-label={texts.viewOnSiteLabel(item.title)}
      data-view-on-site
    >
      {texts.viewOnSite}
    </RowLink>
  );
}

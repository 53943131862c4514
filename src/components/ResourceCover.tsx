// A resource's cover image in its frame (docs/product.md#screens, #errors): 'No Cover Image' when there is none, and
// 'Image Not Available' when the image fails to load or is a 1x1 image (a tracking pixel or an
// empty placeholder someone uploaded). Only the browser knows either, and it may know before any
// script runs, so the frame carries both the image and the hidden notice, and the page's entry
// script (src/client/covers.ts) swaps them for every cover, whether the server or an island
// rendered it. No React is needed for that, so a page whose only island would be its cover loads
// none.
import { resourceDetailTexts } from "../content/resources";
import { imageSrc } from "../shared/image-src";
import type { ImageVariant } from "../shared/responsive-image";
import { iconImage, SvgIcon } from "./Icon";
import { CARD_IMAGE_SIZES, CoverImage, type CoverLoading } from "./ResponsiveImage";

type ResourceCoverProps = {
  /** The cover address as stored (a path on this site or an outside http(s) address), or null. */
  coverImage: string | null;
  /** The resource's title, for the image's text alternative. */
  title: string;
  /** Decorative when the title is written next to it (cards); described on the detail page. */
  decorative?: boolean;
  /** The cover's smaller copies for srcset (docs/product.md#media). */
  variants?: ImageVariant[];
  /** How wide the cover is drawn; a card's by default. */
  sizes?: string;
  loading?: CoverLoading;
  className?: string;
};

function Notice({ text, hidden = false }: { text: string; hidden?: boolean }) {
  return (
    <div
      className="flex h-full w-full flex-col items-center justify-center gap-2 text-muted"
      hidden={hidden}
      data-cover-notice
    >
      <SvgIcon drawing={iconImage} className="h-8 w-8" />
      <span className="text-sm font-medium">{text}</span>
    </div>
  );
}

export function ResourceCover({
  coverImage,
  title,
  decorative = true,
  variants,
  sizes = CARD_IMAGE_SIZES,
  loading = "lazy",
  className = "",
}: ResourceCoverProps) {
  const src = imageSrc(coverImage);
  const frame = `relative aspect-[16/10] w-full overflow-hidden bg-surface-muted ${className}`;
  if (!src) {
    return (
      <div className={frame} data-resource-cover="none">
        <Notice text={resourceDetailTexts.noCoverImage} />
      </div>
    );
  }
  return (
    <div className={frame} data-resource-cover="image">
      <CoverImage
        src={src}
        alt={decorative ? "" : resourceDetailTexts.coverAlt(title)}
        variants={variants}
        sizes={sizes}
        loading={loading}
      />
      <Notice text={resourceDetailTexts.imageNotAvailable} hidden />
    </div>
  );
}

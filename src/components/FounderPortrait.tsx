// The founder's portrait on / and /about (docs/product.md#admin-settings): the portrait of the site
// settings when one is set, otherwise the founder's initials in the brand's colours and heading
// font. Both fill the same square box, sized before anything loads, so the page never moves when
// the image arrives or when an admin adds or removes the portrait. One component, so the sizes a
// portrait is offered in (srcset) are added in one place.
import { founderSignature } from "../content/site";
import { imageSrc } from "../shared/image-src";
import type { ImageVariant } from "../shared/responsive-image";
import { initialsOf } from "./Initials";
import { ResponsiveImage } from "./ResponsiveImage";

/** The portrait's intrinsic size: square, as the admin's crop makes it. */
const PORTRAIT_SIZE = 640;

/** How wide the portrait is drawn: two fifths of the page beside the text, the column's width on a phone. */
const PORTRAIT_SIZES = "(min-width: 768px) 40vw, 384px";

const BOX_CLASS = "aspect-square h-auto w-full rounded-2xl border border-border shadow-lg";

export function FounderPortrait({
  url,
  variants,
  name,
  title,
  lazy = false,
}: {
  /** The settings' portrait address, or null for none. */
  url: string | null;
  /** Its smaller copies, made when the admin cropped it (services.media.srcsetFor). */
  variants: readonly ImageVariant[];
  name: string;
  title: string;
  lazy?: boolean;
}) {
  const label = founderSignature({ name, title });
  const src = imageSrc(url);
  if (src) {
    return (
      <ResponsiveImage
        src={src}
        variants={variants}
        sizes={PORTRAIT_SIZES}
        alt={label}
        width={PORTRAIT_SIZE}
        height={PORTRAIT_SIZE}
        loading={lazy ? "lazy" : undefined}
        className={`${BOX_CLASS} bg-surface-muted object-cover`}
        data={{ "data-founder-portrait": "" }}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={label}
      data-founder-initials=""
      className={`${BOX_CLASS} flex select-none items-center justify-center bg-primary font-heading text-7xl font-semibold tracking-tight text-primary-fg sm:text-8xl`}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </div>
  );
}

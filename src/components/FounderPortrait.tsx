// The founder's portrait on / and /about (docs/product.md#admin-settings): the portrait of the site
// settings when one is set, otherwise the founder's initials in the brand's colours and heading
// font. Both fill the same square box, sized before anything loads, so the page never moves when
// the image arrives or when an admin adds or removes the portrait. One component, so the sizes a
// portrait is offered in (srcset) are added in one place.
import { founderSignature } from "../content/site";
import { imageSrc } from "../shared/image-src";
import type { ImageVariant } from "../shared/responsive-image";
import { initialsOf } from "./Initials";
import { MonogramTile } from "./MonogramTile";
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
  decorative = false,
  sizes = PORTRAIT_SIZES,
  initialsClass = "text-7xl sm:text-8xl",
}: {
  /** The settings' portrait address, or null for none. */
  url: string | null;
  /** Its smaller copies, made when the admin cropped it (services.media.srcsetFor). */
  variants: readonly ImageVariant[];
  name: string;
  title: string;
  lazy?: boolean;
  /**
   * The name is written beside it (the home hero's card): hidden from assistive technology, and
   * marked as the hero's copy rather than as the page's portrait.
   */
  decorative?: boolean;
  /** How wide it is drawn, for srcset; by default two fifths of the page. */
  sizes?: string;
  /** The initials' type size, for the box's size. */
  initialsClass?: string;
}) {
  const label = founderSignature({ name, title });
  const src = imageSrc(url);
  if (src) {
    return (
      <ResponsiveImage
        src={src}
        variants={variants}
        sizes={sizes}
        alt={decorative ? "" : label}
        width={PORTRAIT_SIZE}
        height={PORTRAIT_SIZE}
        loading={lazy ? "lazy" : undefined}
        className={`${BOX_CLASS} bg-surface-muted object-cover`}
        data={decorative ? { "data-hero-portrait": "" } : { "data-founder-portrait": "" }}
      />
    );
  }
  return (
    <div
      {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": label })}
      {...(decorative ? { "data-hero-portrait": "" } : { "data-founder-initials": "" })}
      className={`${BOX_CLASS} overflow-hidden`}
    >
      <MonogramTile letters={initialsOf(name)} className="h-full w-full" letterClass={initialsClass} />
    </div>
  );
}

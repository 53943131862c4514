// An image with its smaller copies (docs/product.md#media): a <picture> whose WebP <source> lists
// the WebP copies, and an <img> whose srcset lists the others, so a phone loads a copy its screen
// needs and not the original. The candidates come from the media library on the server
// (services.media.srcsetFor) and reach islands as props; without any, it is a plain <img>.
// width and height keep the box reserved before the image arrives (no layout shift).
import type { ImageVariant } from "../shared/responsive-image";
import { srcsetOf } from "../shared/responsive-image";

/** How wide a card's image is drawn in the site's grids: a third of the page on wide screens, half on tablets. */
export const CARD_IMAGE_SIZES = "(min-width: 1024px) 384px, (min-width: 768px) 50vw, 100vw";

export type ResponsiveImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The srcset candidates, the original among them when its width is known. */
  variants?: readonly ImageVariant[];
  /** How wide the image is drawn, for the browser's choice ("(min-width: 1024px) 33vw, 100vw"). */
  sizes?: string;
  loading?: "lazy" | "eager";
  decoding?: "async" | "sync" | "auto";
  fetchPriority?: "high" | "low" | "auto";
  className?: string;
  /** Markers for tests and scripts (`data-founder-portrait`), set on the <img>. */
  data?: Record<`data-${string}`, string>;
};

export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  variants = [],
  sizes = "100vw",
  loading,
  decoding = "async",
  fetchPriority,
  className,
  data,
}: ResponsiveImageProps) {
  const webp = variants.filter((v) => v.contentType === "image/webp");
  const others = variants.filter((v) => v.contentType !== "image/webp");
  const img = (
    <img
      src={src}
      srcSet={others.length > 0 ? srcsetOf(others) : undefined}
      sizes={others.length > 0 ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      fetchPriority={fetchPriority}
      className={className}
      {...data}
    />
  );
  if (webp.length === 0) return img;
  return (
    // display: contents, so the <img> is laid out in the frame as if it stood there alone.
    <picture className="contents">
      <source type="image/webp" srcSet={srcsetOf(webp)} sizes={sizes} />
      {img}
    </picture>
  );
}

/**
 * How a cover is fetched: "priority" for the one likely to be the page's largest paint (a detail
 * page's cover, a list's first card), fetched at once and ahead of the other images
 * (fetchpriority="high"); "lazy" for the rest, fetched as they near the screen (on a phone every
 * card after the first is below it); "eager" at once, with no priority.
 */
export type CoverLoading = "priority" | "eager" | "lazy";

/**
 * The loading of the `index`th card's cover in a grid of three a row: the first card's is the
 * page's largest paint; the rest of the first row is on the first screen of a wide one; the rows
 * below wait until they near it.
 */
export function coverLoading(index: number): CoverLoading {
  if (index === 0) return "priority";
  return index < 3 ? "eager" : "lazy";
}

/**
 * A post's or resource's cover in its reserved 16:10 box, at the size covers are stored in (1200 by
 * 750); `alt` is empty where the title is written beside it.
 */
export function CoverImage({
  src,
  alt,
  variants,
  sizes,
  loading = "eager",
}: {
  src: string;
  alt: string;
  variants?: readonly ImageVariant[];
  sizes?: string;
  loading?: CoverLoading;
}) {
  return (
    <ResponsiveImage
      src={src}
      alt={alt}
      width={1200}
      height={750}
      variants={variants}
      sizes={sizes}
      loading={loading === "lazy" ? "lazy" : undefined}
      fetchPriority={loading === "priority" ? "high" : undefined}
      className="h-full w-full object-cover"
    />
  );
}

// The smaller copies of an image a page offers the browser in srcset (docs/product.md#media):
// the media library stores them (src/services/media.ts), pages hand them to their components as
// plain data, and src/components/ResponsiveImage.tsx writes the markup. Shared, since islands
// receive them as props.

/** One candidate of a srcset: an image address, its width in pixels and its media type. */
export type ImageVariant = { url: string; width: number; contentType: string };

/** "a.webp 480w, b.webp 960w", narrowest first. */
export function srcsetOf(candidates: readonly ImageVariant[]): string {
  return [...candidates]
    .sort((a, b) => a.width - b.width)
    .map((candidate) => `${candidate.url} ${candidate.width}w`)
    .join(", ");
}

// What the media library's views work out from an item (docs/product.md#media): the words for its
// type, size and dimensions, its name, the alt text's rule, and the image files among those dropped
// or pasted. Pure, so each is unit-tested (media.test.ts).
import { formatBytes } from "../../../../shared/format";
import type { MediaJson, MediaUse } from "../data/api-types";
import { ADMIN_MEDIA_PATH } from "../data/paths";

/** Every page of the library is read from an address under this one (for invalidate()). */
export const MEDIA_LIST_PREFIX = `${ADMIN_MEDIA_PATH}?`;

/** The type as people name it: "PNG", "JPEG", "SVG", "WEBP"; the raw type when unknown. */
export function mediaTypeLabel(contentType: string): string {
  const subtype = contentType.split(";")[0]?.trim().split("/")[1] ?? "";
  if (subtype === "") return contentType;
  return subtype.replace(/\+xml$/, "").toUpperCase();
}

/** "800 × 600", or null when the size is not known (an SVG without one). */
export function mediaDimensions(width: number | null, height: number | null): string | null {
  return width && height ? `${width} × ${height}` : null;
}

/** The facts under a thumbnail: "PNG · 800 × 600 · 24 KB". */
export function mediaFacts(item: Pick<MediaJson, "contentType" | "width" | "height" | "bytes">): string {
  return [mediaTypeLabel(item.contentType), mediaDimensions(item.width, item.height), formatBytes(item.bytes)]
    .filter(Boolean)
    .join(" · ");
}

/** The stored file's name, the last part of its address. */
export function mediaFileName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  const name = path.slice(path.lastIndexOf("/") + 1);
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** What the library calls an item: the name its file was uploaded with, else the stored file's name. */
export function mediaName(item: Pick<MediaJson, "originalName" | "url">): string {
  return item.originalName?.trim() || mediaFileName(item.url);
}

/** The uses as one line: "Cover of post “Pricing”, Avatar of Jane Doe". */
export function usesSummary(uses: readonly MediaUse[]): string {
  return uses.map((use) => use.label).join(", ");
}

/**
 * The alt text an image is saved with, or null when it cannot be saved: an image needs words for
 * people who cannot see it, unless it is marked decorative (then its alt is empty on purpose).
 */
export function altToSave(alt: string, decorative: boolean): string | null {
  if (decorative) return "";
  const trimmed = alt.trim();
  return trimmed === "" ? null : trimmed;
}

/** The image files among those dropped or pasted (a text or a document is left to the editor). */
export function imageFilesOf(files: ArrayLike<File> | null | undefined): File[] {
  return Array.from(files ?? []).filter((file) => file.type.startsWith("image/"));
}

/** The smallest copy at least `minWidth` wide for a thumbnail, or the image itself. */
export function thumbnailUrl(item: Pick<MediaJson, "url" | "variants">, minWidth: number): string {
  const wide = item.variants.filter((variant) => variant.width >= minWidth).sort((a, b) => a.width - b.width);
  return wide[0]?.url ?? item.url;
}

// A media item as the admin reads it (docs/product.md#media): the library's list, the image
// upload's answer and every media write answer the same shape.
import type { MediaEntry } from "../services/media";

export function mediaJson(entry: MediaEntry) {
  return {
    id: entry.id,
    url: entry.url,
    /** The file's name as uploaded; null for images stored before names were kept. */
    originalName: entry.originalName,
    contentType: entry.contentType,
    bytes: entry.bytes,
    width: entry.width,
    height: entry.height,
    alt: entry.alt,
    variants: entry.variants.map(({ url, width, contentType }) => ({ url, width, contentType })),
    uploadedBy: entry.uploaderUsername,
    createdAt: entry.createdAt.toISOString(),
    uses: entry.uses.map(({ kind, id, label, href }) => ({ kind, id, label, href })),
  };
}

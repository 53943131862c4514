// The media library's API as the dashboard reads it (docs/product.md#media), declared here until
// the server's answer-shaping functions exist to derive it from (./api-types.ts does that for the
// other areas); then these move there, derived, and this file goes.
import type { UploadedFile } from "./api-types";

/** A place that shows an image: a post's cover, a resource's, a testimonial's avatar… */
export type MediaUse = { kind: string; id: number; label: string; href: string | null };

/** A smaller copy offered in srcset. */
export type MediaVariant = { url: string; width: number; contentType: string };

/** An item of GET /api/admin/media. */
export type AdminMedia = {
  id: number;
  url: string;
  contentType: string;
  bytes: number;
  width: number | null;
  height: number | null;
  alt: string;
  variants: MediaVariant[];
  uploadedBy: string | null;
  createdAt: string;
  uses: MediaUse[];
};

/** GET /api/admin/media?page=&limit=: one page, newest first. */
export type MediaPage = { items: AdminMedia[]; page: number; pageCount: number; total: number };

/** The `data` of POST /api/admin/upload/image: the file, and the library's item made for it. */
export type UploadedImage = UploadedFile & { media?: AdminMedia };

/** The body of DELETE's 409: the image is in use, and where. */
export type MediaInUse = { success: false; message: string; uses: MediaUse[] };

export const ADMIN_MEDIA_PATH = "/api/admin/media";
export const mediaPath = (id: number) => `${ADMIN_MEDIA_PATH}/${id}`;

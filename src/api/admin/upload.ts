// /api/admin/upload: the resource form's two uploads (docs/product.md#api), multipart, behind the admin guard.
//
//   POST /api/admin/upload/resource   field `resourceFile` → private storage
//   POST /api/admin/upload/image      field `coverImage`   → public storage (/uploads/covers/…),
//                                     optional text field `alt`; the image becomes a media item
//                                     (docs/product.md#media), its JSON in `data.media`
//     → 201 {success: true, message, data: {fullUrl, originalName, fileType, fileSize, bytes, pageCount[, media]}}
//     → 400 (no file in the field, empty file, unreadable body), 413 (over 50 MB; SVG over 10 MB),
//       415 (not multipart, extension not allowed, content not what the extension says, unsafe SVG):
//       {success: false, message}
//
// `fullUrl` is what the form puts into fileUrl (the admin's private address of the stored file,
// /api/admin/files/…) or coverImage (/uploads/covers/…); `fileType` is the form's label ("PDF");
// `fileSize` is the size as the site shows it ("2.4 MB"); `pageCount` a PDF's pages, counted as it
// streamed in (null for any other file), which the form sends back with the resource. These routes are exempt from the
// JSON-only rule and the 1 MB body limit (src/server/app.ts): the body is streamed to disk and
// its size counted by the upload service, never buffered.
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../http/context";
import type { Services } from "../../services";
import { type StoredUpload, UploadRefusal } from "../../services/receive-uploads";
import { mediaJson } from "../../http/media-json";
import { written } from "../../http/answers";
import { requires } from "../../http/route-action";

/**
 * Whether a path is one of the multipart uploads (these routes, and a media item's smaller copy,
 * POST /api/admin/media/{id}/variants), whose bodies skip the JSON-only rule and the 1 MB limit.
 */
export function isUploadPath(path: string): boolean {
  return path.startsWith("/api/admin/upload/") || /^\/api\/admin\/media\/[^/]+\/variants$/.test(path);
}

/** A stored upload as the resource form reads it (the storage key stays on the server). */
export function uploadedFileJson({ fullUrl, originalName, fileType, fileSize, bytes, pageCount }: StoredUpload) {
  return { fullUrl, originalName, fileType, fileSize, bytes, pageCount };
}

/** An upload's refusal (400, 408, 413, 415) as its answer; anything else is no refusal and is rethrown. */
export function uploadRefused(c: Context<AppEnv>, error: unknown) {
  if (!(error instanceof UploadRefusal)) throw error;
  return c.json({ success: false as const, message: error.message }, error.status);
}

/** Mounted at /api/admin/upload. */
export function createAdminUploadsApi(services: Services) {
  const app = new Hono<AppEnv>();
  app.post("/resource", requires("files.manage"), async (c) => {
    try {
      const stored = await services.uploads.receive("resource", c.req.raw);
      return written(c, "Resource file uploaded successfully", uploadedFileJson(stored), { status: 201 });
    } catch (error) {
      return uploadRefused(c, error);
    }
  });
  app.post("/image", requires("media.upload"), async (c) => {
    try {
      const stored = await services.uploads.receive("cover", c.req.raw);
      const entry = await services.media.recordUpload(stored, c.get("user")?.id ?? null);
      const media = mediaJson(entry);
      // The same image uploaded again: the library's item, at its own address (docs/product.md#media).
      const data = { ...uploadedFileJson(stored), fullUrl: entry.url, media, reused: entry.reused };
      return written(c, "Cover image uploaded successfully", data, { status: 201 });
    } catch (error) {
      return uploadRefused(c, error);
    }
  });
  return app;
}

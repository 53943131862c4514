// /api/admin/upload: the resource form's two uploads (docs/product.md#api), multipart, behind the admin guard.
//
//   POST /api/admin/upload/resource   field `resourceFile` → private storage
//   POST /api/admin/upload/image      field `coverImage`   → public storage (/uploads/covers/…)
//     → 201 {success: true, message, data: {fullUrl, originalName, fileType, fileSize, bytes}}
//     → 400 (no file in the field, empty file, unreadable body), 413 (over 50 MB; SVG over 10 MB),
//       415 (not multipart, extension not allowed, content not what the extension says, unsafe SVG):
//       {success: false, message}
//
// `fullUrl` is what the form puts into fileUrl (the admin's private address of the stored file,
// /api/admin/files/…) or coverImage (/uploads/covers/…); `fileType` is the form's label ("PDF");
// `fileSize` is the size as the site shows it ("2.4 MB"). These routes are exempt from the
// JSON-only rule and the 1 MB body limit (src/server/app.ts): the body is streamed to disk and
// its size counted by the upload service, never buffered.
import { type Context, Hono } from "hono";
import type { AppEnv } from "../http/context";
import type { Services } from "../services";
import { type StoredUpload, type UploadPurpose, UploadRefusal } from "../services/receive-uploads";
import { written } from "./answers";

/** Where the upload routes live, for the middleware that must let their bodies through. */
export const UPLOAD_PATH_PREFIX = "/api/admin/upload/";

const SUCCESS: Record<UploadPurpose, string> = {
  resource: "Resource file uploaded successfully",
  cover: "Cover image uploaded successfully",
};

/** A stored upload as the resource form reads it (the storage key stays on the server). */
export function uploadedFileJson({ fullUrl, originalName, fileType, fileSize, bytes }: StoredUpload) {
  return { fullUrl, originalName, fileType, fileSize, bytes };
}

async function upload(c: Context<AppEnv>, services: Services, purpose: UploadPurpose) {
  try {
    const stored = await services.uploads.receive(purpose, c.req.raw);
    return written(c, SUCCESS[purpose], uploadedFileJson(stored), { status: 201 });
  } catch (error) {
    if (!(error instanceof UploadRefusal)) throw error;
    return c.json({ success: false, message: error.message }, error.status);
  }
}

/** Mounted at /api/admin/upload. */
export function createAdminUploadsApi(services: Services) {
  const app = new Hono<AppEnv>();
  app.post("/resource", (c) => upload(c, services, "resource"));
  app.post("/image", (c) => upload(c, services, "cover"));
  return app;
}

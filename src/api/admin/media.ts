// /api/admin/media: the media library (docs/product.md#media), behind the admin guard
// (src/server/middleware/admin-guard.ts), which answers 401/403 to anyone but an active admin and
// audits each successful write.
//
//   GET    /api/admin/media?page=1&limit=24&q=&unused=true
//                                           → {items: MediaJson[], page, pageCount, total}, newest first;
//                                              `q` searches file names, alt texts and addresses of the whole
//                                              library, `unused=true` keeps the items nothing uses
//   POST   /api/admin/media/bulk-delete      {ids: number[]} (1–100) → written({deleted: ids, refused:
//                                              [{id, message, uses}], missing: ids}); an item in use is kept
//   PUT    /api/admin/media/:id              {alt} (at most 300 characters) → written(MediaJson)
//   DELETE /api/admin/media/:id              → written(null); its stored files go too;
//                                              409 {success: false, message, uses} while anything uses it
//   POST   /api/admin/media/:id/variants     multipart: `file` (PNG, JPEG, WebP or AVIF, a name with
//                                              that extension) and `width` → 201 written(MediaJson)
//
// Images become items when uploaded (POST /api/admin/upload/image, src/api/admin/upload.ts). A
// smaller copy is made in the admin's browser (the server has no image library); the server only
// checks it like any upload and reads its width from its header.
import { type Context, Hono } from "hono";
import { z } from "zod";
import { mediaLibraryTexts as texts } from "../../content/media-library";
import type { AppEnv } from "../../http/context";
import { idParam, limitQuery, wholeNumberUpTo } from "../../http/params";
import { validate, type ValidationFailure } from "../../http/validate";
import type { Services } from "../../services";
import { MediaError, type MediaUse } from "../../services/media";
import { uploadRefused } from "./upload";
import { written } from "../../http/answers";
import { mediaJson } from "../../http/media-json";
import { requires } from "../../http/route-action";

/** How many images a page of the library may hold. */
const MEDIA_MAX_LIMIT = 100;
export const MEDIA_ALT_MAX_LENGTH = 300;

const mediaIdParam = idParam(texts.invalidId);

const mediaListQuery = z.object({
  page: wholeNumberUpTo(1_000_000, "The page must be a whole number from 1.").default(1),
  limit: limitQuery(MEDIA_MAX_LIMIT, 24),
  q: z.string().trim().max(200, "The search may be at most 200 characters.").optional(),
  unused: z.enum(["true", "false"], { error: "unused is true or false." }).optional(),
});

/** The most items one bulk delete takes (a page of the library). */
const BULK_DELETE_MAX = MEDIA_MAX_LIMIT;
const bulkDeleteBody = z.object({
  ids: z
    .array(z.number().int().positive(), { error: "Choose the images to delete." })
    .min(1, "Choose the images to delete.")
    .max(BULK_DELETE_MAX, `At most ${BULK_DELETE_MAX} images at once.`),
});

const mediaUpdateBody = z.object({
  alt: z.string({ error: texts.altRequired }).trim().max(MEDIA_ALT_MAX_LENGTH, texts.altTooLong),
});

/** What `GET /api/admin/media` answers. */
export function mediaPageJson(result: Awaited<ReturnType<Services["media"]["list"]>>) {
  const { items, page, pageCount, total } = result;
  return { items: items.map(mediaJson), page, pageCount, total };
}

/** A refusal of the library: 404, 409 with the uses, or 400 naming the field at fault. */
function refused(c: Context<AppEnv>, error: unknown) {
  if (!(error instanceof MediaError)) return uploadRefused(c, error);
  if (error.status === 409) return c.json({ success: false as const, message: error.message, uses: error.uses }, 409);
  if (error.status === 400) {
    const body: ValidationFailure = {
      success: false,
      message: error.message,
      errors: error.field ? { [error.field]: error.message } : {},
    };
    return c.json(body, 400);
  }
  return c.json({ success: false as const, message: error.message }, error.status);
}

/** Mounted at /api/admin/media. */
export function createAdminMediaApi(services: Services) {
  const app = new Hono<AppEnv>();

  app.get("/", requires("media.read"), validate("query", mediaListQuery), async (c) => {
    c.header("Cache-Control", "private, no-store");
    const { unused, ...query } = c.req.valid("query");
    return c.json(mediaPageJson(await services.media.list({ ...query, unused: unused === "true" })));
  });

  // Each image on its own: those in use are refused with their uses, the others deleted.
  app.post("/bulk-delete", requires("media.manage"), validate("json", bulkDeleteBody), async (c) => {
    const deleted: number[] = [];
    const refused: { id: number; message: string; uses: MediaUse[] }[] = [];
    const missing: number[] = [];
    for (const id of new Set(c.req.valid("json").ids)) {
      try {
        await services.media.delete(id);
        deleted.push(id);
      } catch (error) {
        if (!(error instanceof MediaError)) throw error;
        if (error.status === 404) missing.push(id);
        else refused.push({ id, message: error.message, uses: error.uses });
      }
    }
    const message = `${deleted.length} image${deleted.length === 1 ? "" : "s"} deleted${refused.length ? `, ${refused.length} kept: still in use` : ""}`;
    return written(c, message, { deleted, refused, missing });
  });

  app.put(
    "/:id",
    requires("media.manage"),
    validate("param", mediaIdParam),
    validate("json", mediaUpdateBody),
    async (c) => {
      try {
        const entry = await services.media.updateAlt(c.req.valid("param").id, c.req.valid("json").alt);
        return written(c, texts.updated, mediaJson(entry));
      } catch (error) {
        return refused(c, error);
      }
    },
  );

  app.delete("/:id", requires("media.manage"), validate("param", mediaIdParam), async (c) => {
    try {
      await services.media.delete(c.req.valid("param").id);
      return written(c, texts.deleted, null);
    } catch (error) {
      return refused(c, error);
    }
  });

  app.post("/:id/variants", requires("media.upload"), validate("param", mediaIdParam), async (c) => {
    // Part of the image's upload, which the trail already holds: one upload reads as one entry.
    c.set("audited", false);
    try {
      const entry = await services.media.addVariant(c.req.valid("param").id, c.req.raw);
      return written(c, texts.variantAdded, mediaJson(entry), { status: 201 });
    } catch (error) {
      return refused(c, error);
    }
  });

  return app;
}

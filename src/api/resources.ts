// /api/resources: the public reads of the resource library, the download request that captures a
// lead, and the signed file route (docs/product.md#entities, #validation, #api; docs/architecture.md#security).
//
//   GET  /                    published resources, newest first; `q` (title and description,
//                             case-insensitive) and `category` (exact) narrow the list
//   GET  /categories          distinct categories of published resources, sorted
//   GET  /{slug}              one published resource (404 for a draft or an unknown slug)
//   POST /{id}/request        {name, email, linkedinUrl} → {success, downloadUrl, fileName, message}
//   GET  /{id}/file?lead&expires&signature   the stored file, for a signed link only (also HEAD)
//
// The request is checked with the schema of the dialog that sent it (`?form=detail` for the
// detail page; the list's otherwise): both hold the LinkedIn address to the same strict rule and
// differ only in the message. A per-address budget (src/services/rate-limiter.ts) refuses scripted
// floods with 429 and Retry-After, and is wide enough for a whole office behind one address.
//
// The public JSON leaves out fileUrl: the stored address of a private file is the admin's, and a
// visitor gets a file only through a download request.
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Resource } from "../db/schema";
import type { AppEnv } from "../http/context";
import { fileResponse } from "../http/file-response";
import type { PublicJsonCache } from "../http/cached-json";
import type { Services } from "../services";
import { RESOURCE_NOT_FOUND_MESSAGE } from "../services/resources";
import { downloadRequestDetailSchema, downloadRequestSchema } from "../shared/schemas";
import { written } from "./answers";
import { validate, validationFailure } from "../http/validate";

export const DOWNLOAD_READY_MESSAGE = "Your download is ready.";
export const TOO_MANY_REQUESTS_MESSAGE = "Too many download requests from your network. Please try again later.";

const listQuery = z.object({
  q: z.string().trim().max(200, "The search may be at most 200 characters.").optional(),
  category: z.string().trim().max(200, "The category may be at most 200 characters.").optional(),
});

const slugParam = z.object({ slug: z.string().max(200, RESOURCE_NOT_FOUND_MESSAGE) });

/** A resource as the public API speaks it: docs/product.md#entities's fields but fileUrl, dates as ISO strings. */
export function publicResourceJson(resource: Resource) {
  return {
    id: resource.id,
    slug: resource.slug,
    title: resource.title,
    description: resource.description,
    category: resource.category,
    fileName: resource.fileName,
    fileSize: resource.fileSize,
    fileType: resource.fileType,
    coverImage: resource.coverImage,
    published: resource.published,
    publishedAt: resource.publishedAt?.toISOString() ?? null,
    downloadCount: resource.downloadCount,
  };
}

export type PublicResourceJson = ReturnType<typeof publicResourceJson>;

/** A positive whole number from a path segment, or null. */
export function parseId(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}

export function createResourcesApi(services: Services, renderCache: PublicJsonCache) {
  const app = new Hono<AppEnv>();
  const notFound = (c: Context<AppEnv>) => c.json({ success: false, message: RESOURCE_NOT_FOUND_MESSAGE }, 404);

  // The public reads depend only on content (a download's count too: it is a content change), so
  // they are answered from the render cache (src/server/render-cache.ts).
  const publicList = renderCache.json({ path: "/api/resources", query: Object.keys(listQuery.shape) });
  const publicCategories = renderCache.json({ path: "/api/resources/categories" });
  const publicResource = renderCache.json({ path: "/api/resources/:slug" });

  app.get("/", validate("query", listQuery), (c) =>
    publicList(c, () => {
      const { q, category } = c.req.valid("query");
      return { json: services.resources.listPublished({ q, category: category || undefined }).map(publicResourceJson) };
    }),
  );

  app.get("/categories", (c) => publicCategories(c, () => ({ json: services.resources.categories() })));

  app.get("/:slug", validate("param", slugParam), (c) =>
    publicResource(c, () => {
      const resource = services.resources.getPublishedBySlug(c.req.valid("param").slug);
      return resource ? { json: publicResourceJson(resource) } : notFound(c);
    }),
  );

  app.post("/:id/request", async (c) => {
    const budget = services.downloadRequests.hit(c.get("clientIp"));
    if (!budget.allowed) {
      return c.json({ success: false, message: TOO_MANY_REQUESTS_MESSAGE }, 429, {
        "Retry-After": String(budget.retryAfterSeconds),
      });
    }
    const id = parseId(c.req.param("id"));
    if (id === null || !services.resources.getPublishedById(id)) return notFound(c);

    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ success: false, message: "The request body is not valid JSON.", errors: {} }, 400);
    }
    const schema = c.req.query("form") === "detail" ? downloadRequestDetailSchema : downloadRequestSchema;
    const parsed = schema.safeParse(body);
    if (!parsed.success) return c.json(validationFailure(parsed.error.issues), 400);

    const ticket = services.resources.requestDownload(id, parsed.data, {
      ip: c.get("clientIp") ?? null,
      userAgent: c.req.header("User-Agent") ?? null,
    });
    // Unpublished between the check above and the transaction.
    if (!ticket) return notFound(c);
    c.header("Cache-Control", "no-store");
    const download = {
      downloadUrl: ticket.downloadUrl,
      fileName: ticket.fileName,
      downloadCount: ticket.downloadCount,
    };
    return written(c, DOWNLOAD_READY_MESSAGE, download, { aliases: download });
  });

  // GET and HEAD (Hono answers HEAD from the GET route, without the body).
  app.get("/:id/file", async (c) => {
    const opened = await services.resources.openDownload({
      resourceId: c.req.param("id"),
      lead: c.req.query("lead"),
      expires: c.req.query("expires"),
      signature: c.req.query("signature"),
    });
    if (!opened.ok) {
      return c.json({ success: false, message: opened.message }, opened.status, { "Cache-Control": "no-store" });
    }
    return fileResponse(c.req.raw, opened.download);
  });

  return app;
}

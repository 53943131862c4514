// /api/admin/resources: the dashboard's Resources tab (docs/product.md#screens, #api, #errors;
// docs/architecture.md#departures). Every route here is behind the admin guard (src/server/middleware/admin-guard.ts),
// which answers 401/403 to anyone but an active admin and audits each successful write.
//
//   GET    /api/admin/resources                      every resource, drafts included, newest first
//                                                    (one page with list parameters: src/http/list-answer.ts)
//   GET    /api/admin/resources/:id                  one resource (the editor's read, docs/product.md#editor)
//   POST   /api/admin/resources                      create  → 201 {success, message, resource, data}
//   PUT    /api/admin/resources/:id                  update  → 200 {success, message, resource, data}; 409 when
//                                                    `baseVersion` is given and a newer version exists
//   DELETE /api/admin/resources/:id                  delete (its leads, stored file and cover too)
//   POST   /api/admin/resources/:id/publish-now      a scheduled one public from now (409 if not scheduled)
//   POST   /api/admin/resources/:id/unschedule       a scheduled one a draft again (409 if not scheduled)
//   GET    /api/admin/resources/:id/downloads        its leads, newest first
//   GET    /api/admin/resources/:id/downloads.csv    the same as CSV
//   GET    /api/admin/resources/:id/file             its stored file (attachment), 404 if not stored here
//   …/:id/revisions, …/:id/revisions/:version(/restore), PUT …/:id/draft: src/http/revision-routes.ts
//
// Bodies are checked with the product's resource rules and messages (400 `{success:false, message,
// errors}`), a slug another resource has is a 409, an unknown id a 404. The service sets
// publishedAt when a resource is first published without one and emits the content event, which
// clears the render cache, so public pages show the change on the next request.
import { coverSharingAndPublicationJson } from "../../services/content-writes";
import { type Context, Hono } from "hono";
import type { Resource, ResourceDownload } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { idParam } from "../../http/params";
import { fileResponse } from "../../http/file-response";
import type { Services } from "../../services";
import { createLeadService, LEAD_COLUMNS, leadCells } from "../../services/leads";
import { csvChunks } from "../../services/csv";
import type { Db } from "../../db/client";
import type { ReadWorker } from "../../db/read-worker";
import { RESOURCE_NOT_FOUND_MESSAGE, ResourceError } from "../../services/resources";
import { resourceSchema } from "../../shared/schemas";
import { isHttpUrl } from "../../shared/urls";
import { keyFromPrivateFileUrl } from "../../storage";
import { csvResponse } from "../../http/csv-response";
import { validate, type ValidationFailure } from "../../http/validate";
import { adminListAnswer } from "../../http/list-answer";
import { scheduleActionTexts } from "../../content/schedule-actions";
import { deletedOr404, written } from "../../http/answers";
import { requires } from "../../http/route-action";
import { scheduleRoutes } from "../../http/schedule-routes";
import { optionalBaseVersion, revisionRoutes, staleAnswer } from "../../http/revision-routes";
import { z } from "zod";

const FILE_NOT_STORED_MESSAGE = "This resource's file is not stored on this site.";
const FILE_URL_MESSAGE = "Please enter a valid file URL";

const resourceIdParam = idParam("Invalid resource id.");

// A file address is an outside http(s) URL or the address the upload route gave for a stored
// file: a path on this site that stores nothing (say "/about") would only send visitors in circles.
const adminResourceBody = resourceSchema.refine(
  (data) => isHttpUrl(data.fileUrl) || keyFromPrivateFileUrl(data.fileUrl) !== null,
  { message: FILE_URL_MESSAGE, path: ["fileUrl"] },
);

/** A resource as the dashboard reads it: docs/product.md#entities's fields with fileUrl, dates as ISO strings. */
export function adminResourceJson(resource: Resource) {
  return {
    id: resource.id,
    title: resource.title,
    slug: resource.slug,
    description: resource.description,
    category: resource.category,
    fileUrl: resource.fileUrl,
    fileName: resource.fileName,
    fileType: resource.fileType,
    fileSize: resource.fileSize,
    pageCount: resource.pageCount,
    ...coverSharingAndPublicationJson(resource),
    downloadCount: resource.downloadCount,
    createdAt: resource.createdAt.toISOString(),
    updatedAt: resource.updatedAt.toISOString(),
  };
}

/** A lead as the Download History dialog reads it; `createdAt` and the product's `downloadedAt` are the same date. */
export function adminDownloadJson(lead: ResourceDownload) {
  const at = lead.downloadedAt.toISOString();
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    linkedinUrl: lead.linkedinUrl,
    createdAt: at,
    downloadedAt: at,
    ipAddress: lead.ipAddress,
    userAgent: lead.userAgent,
  };
}

const notFound = (c: Context<AppEnv>, message = RESOURCE_NOT_FOUND_MESSAGE) => c.json({ success: false, message }, 404);

/** A write the service refused: 409 for a taken slug, 400 (the validation shape) otherwise. */
function refused(c: Context<AppEnv>, error: unknown) {
  if (!(error instanceof ResourceError)) throw error;
  const body: ValidationFailure = { success: false, message: error.message, errors: { [error.field]: error.message } };
  return c.json(body, error.reason === "conflict" ? 409 : 400);
}

/** Keeps a saved resource's revision, by the signed-in account (docs/product.md#revisions); its version. */
function keepRevision(c: Context<AppEnv>, services: Services, resource: ReturnType<typeof adminResourceJson>) {
  const user = c.get("user");
  const by = user ? { id: user.id, username: user.username } : null;
  return services.revisions.record("resource", resource.id, resource, by, "save").version;
}

/** A resource's leads as CSV, read on the read worker (src/server/long-reads.ts; decision 060). */
export function resourceReads(db: Db) {
  const leads = createLeadService(db);
  return {
    texts: {},
    streams: {
      resourceLeadsCsv: ({ resourceId }: { resourceId: number }) =>
        csvChunks(
          LEAD_COLUMNS,
          (after: ResourceDownload | undefined, limit: number) => leads.resourceChunkAfter(resourceId, after, limit),
          leadCells,
        ),
    },
  };
}

/** Mounted at /api/admin/resources; `reads`: the read worker, which reads a resource's leads as CSV. */
export function createAdminResourcesApi(services: Services, reads: ReadWorker<ReturnType<typeof resourceReads>>) {
  const app = new Hono<AppEnv>();

  app.route(
    "/",
    revisionRoutes(services, "resource", {
      read: "resources.read",
      write: "resources.write",
      notFound: RESOURCE_NOT_FOUND_MESSAGE,
      schema: adminResourceBody,
      get: services.resources.getById,
      json: adminResourceJson,
      save: services.resources.update,
      refused,
    }),
  );

  app.get("/", requires("resources.read"), (c) => {
    c.header("Cache-Control", "private, no-store");
    return adminListAnswer(
      c,
      "resources",
      () => c.json(services.resources.listAll().map(adminResourceJson)),
      services.resources.adminPage,
      adminResourceJson,
    );
  });

  app.get("/:id", requires("resources.read"), validate("param", resourceIdParam), (c) => {
    const resource = services.resources.getById(c.req.valid("param").id);
    if (!resource) return notFound(c);
    c.header("Cache-Control", "private, no-store");
    return c.json({ data: adminResourceJson(resource) });
  });

  app.post("/", requires("resources.write"), validate("json", adminResourceBody), (c) => {
    try {
      const resource = adminResourceJson(services.resources.create(c.req.valid("json")));
      const version = keepRevision(c, services, resource);
      return written(c, "Resource created successfully", resource, { status: 201, aliases: { resource, version } });
    } catch (error) {
      return refused(c, error);
    }
  });

  app.put(
    "/:id",
    requires("resources.write"),
    validate("param", resourceIdParam),
    validate("json", z.intersection(adminResourceBody, optionalBaseVersion)),
    async (c) => {
      const { id } = c.req.valid("param");
      const { baseVersion, ...input } = c.req.valid("json");
      const stale = staleAnswer(c, services, "resource", id, baseVersion);
      if (stale) return stale;
      try {
        const updated = await services.resources.update(id, input);
        if (!updated) return notFound(c);
        const resource = adminResourceJson(updated);
        const version = keepRevision(c, services, resource);
        return written(c, "Resource updated successfully", resource, { aliases: { resource, version } });
      } catch (error) {
        return refused(c, error);
      }
    },
  );

  app.delete("/:id", requires("resources.write"), validate("param", resourceIdParam), async (c) => {
    const { id } = c.req.valid("param");
    const deleted = await services.resources.delete(id);
    if (deleted) services.revisions.forget("resource", id);
    return deletedOr404(c, deleted, "Resource deleted successfully", RESOURCE_NOT_FOUND_MESSAGE);
  });

  // POST /api/admin/resources/{id}/publish-now and /unschedule: a scheduled resource public from now, or a draft again.
  app.route(
    "/",
    scheduleRoutes({
      action: "resources.write",
      id: resourceIdParam,
      texts: scheduleActionTexts.resource,
      notFound: RESOURCE_NOT_FOUND_MESSAGE,
      change: (id, change) => services.resources.changeSchedule(id, change),
      json: adminResourceJson,
    }),
  );

  app.get("/:id/downloads", requires("leads.read"), validate("param", resourceIdParam), (c) => {
    const { id } = c.req.valid("param");
    if (!services.resources.getById(id)) return notFound(c);
    c.header("Cache-Control", "private, no-store");
    return c.json(services.resources.downloadsOf(id).map(adminDownloadJson));
  });

  app.get("/:id/downloads.csv", requires("leads.read"), validate("param", resourceIdParam), (c) => {
    const { id } = c.req.valid("param");
    const resource = services.resources.getById(id);
    if (!resource) return notFound(c);
    return csvResponse(c, reads.stream("resourceLeadsCsv", { resourceId: id }), `${resource.slug}-downloads.csv`);
  });

  app.get("/:id/file", requires("resources.read"), validate("param", resourceIdParam), async (c) => {
    const stored = await services.resources.storedFileOf(c.req.valid("param").id);
    if (stored === "no-resource") return notFound(c);
    if (!stored) return notFound(c, FILE_NOT_STORED_MESSAGE);
    return fileResponse(c.req.raw, stored);
  });

  return app;
}

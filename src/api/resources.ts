// /api/resources: the public reads of the resource library, the download request that captures a
// lead, and the signed file route (docs/product.md#entities, #validation, #api; docs/architecture.md#security).
//
//   GET  /                    published resources, newest first; `q` (title and description,
//                             case-insensitive) and `category` (exact) narrow the list, paged by
//                             `page` and `limit` as /api/blog is (matches over all pages in X-Total-Count)
//   GET  /categories          distinct categories of published resources, sorted
//   GET  /{slug}              one published resource (404 for a draft or an unknown slug)
//   POST /{id}/request        {name, email, linkedinUrl} → {success, downloadUrl, fileName, message}
//   POST /{id}/dialog         the download dialog was opened (analytics) → 204
//   GET  /{id}/file?lead&expires&signature   the stored file, for a signed link only (also HEAD)
//
// and, mounted at the root, the detail page's form without JavaScript:
//
//   POST /resources/{slug}/download   (application/x-www-form-urlencoded; the app's csrf check has
//                             already refused it unless it came from this site) a 303 to the signed
//                             link (which the browser saves without leaving the page), or to the
//                             outside address of a resource that has one; an invalid request shows
//                             the page again with the errors and the values sent (400), and so does
//                             a spent request budget (429 with Retry-After): the page the
//                             composition root passes in.
//
// Both ways of asking go through `requestDownload`: the request is checked with the schema of the
// dialog that sent it (`?form=detail` and the form post for the detail page; the list's otherwise):
// both hold the LinkedIn address to the same strict rule and differ only in the message. A
// per-address budget (src/services/rate-limiter.ts), spent before anything else is looked at,
// refuses scripted floods with 429 and Retry-After, and is wide enough for a whole office behind
// one address.
//
// The public JSON leaves out fileUrl: the stored address of a private file is the admin's, and a
// visitor gets a file only through a download request.
import { coverSharingAndPublicationJson } from "../services/content-writes";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { downloadDialogTexts } from "../content/resources";
import type { Resource } from "../db/schema";
import type { PublicJsonCache } from "../http/cached-json";
import type { AppEnv } from "../http/context";
import { fileResponse } from "../http/file-response";
import { postedFields, readForm } from "../http/forms";
import { idParam, searchListQuery } from "../http/params";
import { validate, validationFailure } from "../http/validate";
import { countedRequest } from "../http/visitor";
import type { Services } from "../services";
import { RESOURCE_NOT_FOUND_MESSAGE, RESOURCE_PAGE_SIZE } from "../services/resources";
import { type DownloadRequestInput, downloadRequestDetailSchema, downloadRequestSchema } from "../shared/schemas";
import { refusal, written } from "../http/answers";
import { contentTags } from "../services/content-events";
import { shownDownloadCount } from "../shared/download-count";

const DOWNLOAD_READY_MESSAGE = "Your download is ready.";
const TOO_MANY_REQUESTS_MESSAGE = "Too many download requests from your network. Please try again later.";

/** The most resources one request may ask for. */
const RESOURCES_API_MAX_LIMIT = 50;

const listQuery = searchListQuery(RESOURCES_API_MAX_LIMIT, RESOURCE_PAGE_SIZE);

const slugParam = z.object({ slug: z.string().max(200, RESOURCE_NOT_FOUND_MESSAGE) });

/**
 * A resource as the public API speaks it: docs/product.md#entities's fields but fileUrl, dates as
 * ISO strings; the download count null while below the settings' threshold (docs/product.md#resources).
 */
export function publicResourceJson(resource: Resource, downloadCountThreshold: number) {
  return {
    id: resource.id,
    slug: resource.slug,
    title: resource.title,
    description: resource.description,
    category: resource.category,
    fileName: resource.fileName,
    fileSize: resource.fileSize,
    pageCount: resource.pageCount,
    fileType: resource.fileType,
    ...coverSharingAndPublicationJson(resource),
    downloadCount: shownDownloadCount(resource.downloadCount, downloadCountThreshold),
  };
}

export type PublicResourceJson = ReturnType<typeof publicResourceJson>;

const resourceIdParam = idParam(RESOURCE_NOT_FOUND_MESSAGE);

type DownloadField = keyof DownloadRequestInput;
const FORM_FIELDS: readonly DownloadField[] = ["name", "email", "linkedinUrl"];
/** Longest value echoed back into the re-rendered form. */
const ECHO_MAX_LENGTH = 500;

/** A refused form post, for the detail page that shows it again. */
type DownloadFormRefusal = {
  values: Record<DownloadField, string>;
  errors: Partial<Record<DownloadField, string>>;
  /** A problem not tied to one field (too many requests). */
  message?: string;
  status: 400 | 429;
};

/** What the detail page's form shows when its post is refused, or when the resource is not there. */
type DownloadFormPages = {
  refused: (c: Context<AppEnv>, resource: Resource, form: DownloadFormRefusal) => Promise<Response>;
  notFound: (c: Context<AppEnv>, path: string) => Promise<Response>;
};

/** Takes one request from the client's address's budget: null while it lasts, else when to come back. */
function overBudget(c: Context<AppEnv>, services: Services) {
  const budget = services.downloadRequests.hit(c.get("clientIp"));
  return budget.allowed ? null : { retryAfterSeconds: budget.retryAfterSeconds };
}

/**
 * The one way a download is requested once its resource is found (and the budget spent): the
 * lead checked with the schema of the dialog that sent it, then stored with the count raised and a
 * link signed in one transaction. 404 when the resource was unpublished in between.
 */
function requestDownload(
  c: Context<AppEnv>,
  services: Services,
  resourceId: number,
  sent: unknown,
  dialog: "list" | "detail",
) {
  const schema = dialog === "detail" ? downloadRequestDetailSchema : downloadRequestSchema;
  const parsed = schema.safeParse(sent);
  if (!parsed.success) {
    return { ok: false, status: 400, failure: validationFailure(parsed.error) } as const;
  }
  const ticket = services.resources.requestDownload(resourceId, parsed.data, {
    ip: c.get("clientIp") ?? null,
    userAgent: c.req.header("User-Agent") ?? null,
  });
  if (!ticket) return { ok: false, status: 404 } as const;
  // A conversion, attributed to the visit that led to it (docs/product.md#analytics).
  const visitor = countedRequest(c);
  if (visitor) services.analytics.conversion("download", String(resourceId), visitor);
  c.header("Cache-Control", "no-store");
  return { ok: true, ticket } as const;
}

const resourceListTags = [contentTags.list("resources")];

export function createResourcesApi(services: Services, renderCache: PublicJsonCache) {
  const app = new Hono<AppEnv>();
  const threshold = () => services.settings.current().downloadCountThreshold;
  const notFound = (c: Context<AppEnv>) => c.json({ success: false, message: RESOURCE_NOT_FOUND_MESSAGE }, 404);

  // The public reads depend only on content (a download's count too: it is a content change), so
  // they are answered from the render cache (src/server/render-cache.ts).
  const publicList = renderCache.json({ path: "/api/resources", query: Object.keys(listQuery.shape) });
  const publicCategories = renderCache.json({ path: "/api/resources/categories" });
  const publicResource = renderCache.json({ path: "/api/resources/:slug" });

  app.get("/", validate("query", listQuery), (c) =>
    publicList(c, () => {
      const { q, category, page, limit } = c.req.valid("query");
      const result = services.resources.listPublished({ q, category: category || undefined, page, limit });
      return {
        json: result.resources.map((resource) => publicResourceJson(resource, threshold())),
        headers: { "X-Total-Count": String(result.total) },
        tags: resourceListTags,
      };
    }),
  );

  app.get("/categories", (c) =>
    publicCategories(c, () => ({ json: services.resources.categories(), tags: resourceListTags })),
  );

  app.get("/:slug", validate("param", slugParam), (c) =>
    publicResource(c, () => {
      const resource = services.resources.getPublishedBySlug(c.req.valid("param").slug);
      return resource
        ? { json: publicResourceJson(resource, threshold()), tags: [contentTags.resource(resource.id)] }
        : notFound(c);
    }),
  );

  // In this order: the budget, then the resource, then the body.
  app.post(
    "/:id/request",
    (c, next) => {
      const over = overBudget(c, services);
      return over ? refusal(c, { status: 429, message: TOO_MANY_REQUESTS_MESSAGE, ...over }) : next();
    },
    validate("param", resourceIdParam, notFound),
    (c, next) => (services.resources.getPublishedById(c.req.valid("param").id) ? next() : notFound(c)),
    validate("json", z.unknown()),
    (c) => {
      const { id } = c.req.valid("param");
      const dialog = c.req.query("form") === "detail" ? "detail" : "list";
      const outcome = requestDownload(c, services, id, c.req.valid("json"), dialog);
      if (!outcome.ok) return outcome.status === 400 ? c.json(outcome.failure, 400) : notFound(c);
      const { downloadUrl, fileName, downloadCount } = outcome.ticket;
      const download = { downloadUrl, fileName, downloadCount: shownDownloadCount(downloadCount, threshold()) };
      return written(c, DOWNLOAD_READY_MESSAGE, download, { aliases: download });
    },
  );

  // The download dialog was opened: the middle step of a resource's funnel (docs/product.md#analytics).
  // Nothing else tells the server (the dialog asks for nothing until it is sent); 204 whatever is
  // counted, so the answer says nothing about the visitor.
  app.post(
    "/:id/dialog",
    validate("param", resourceIdParam, notFound),
    (c, next) => (services.resources.getPublishedById(c.req.valid("param").id) ? next() : notFound(c)),
    (c) => {
      const visitor = countedRequest(c);
      if (visitor) services.analytics.dialog(c.req.valid("param").id, visitor);
      return c.body(null, 204, { "Cache-Control": "no-store" });
    },
  );

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

/** POST /resources/{slug}/download, mounted at the root: the detail page's form without JavaScript. */
export function createDownloadFormApp(services: Services, pages: DownloadFormPages) {
  const app = new Hono<AppEnv>();

  app.post("/resources/:slug/download", async (c) => {
    const resource = services.resources.getPublishedBySlug(c.req.param("slug"));
    if (!resource) return pages.notFound(c, `/resources/${c.req.param("slug")}`);
    const values = {
      name: "",
      email: "",
      linkedinUrl: "",
      ...postedFields(await readForm(c), FORM_FIELDS, ECHO_MAX_LENGTH),
    };

    const over = overBudget(c, services);
    if (over) {
      const form = { values, errors: {}, message: downloadDialogTexts.tooManyRequests, status: 429 } as const;
      const response = await pages.refused(c, resource, form);
      response.headers.set("Retry-After", String(over.retryAfterSeconds));
      return response;
    }
    const outcome = requestDownload(c, services, resource.id, values, "detail");
    if (outcome.ok) return c.redirect(outcome.ticket.downloadUrl, 303);
    if (outcome.status === 404) return pages.notFound(c, `/resources/${resource.slug}`);
    return pages.refused(c, resource, { values, errors: outcome.failure.errors, status: 400 });
  });

  return app;
}

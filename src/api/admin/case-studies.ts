// /api/admin/case-studies: the dashboard's Case Studies tab (docs/product.md#case-studies). Behind the
// admin guard like all of /api/admin, which audits every write; each route names its action
// (src/services/access-policy.ts).
//
//   GET    /api/admin/case-studies                    every case study, drafts included, most recently
//                                                     edited first, without problem and approach; one page
//                                                     with list parameters (src/http/list-answer.ts)
//   GET    /api/admin/case-studies/{id}               one case study whole, with its testimonialId
//   POST   /api/admin/case-studies                    create  → 201 {success, message, data, version}
//   PUT    /api/admin/case-studies/{id}               update  → 200 {success, message, data, version}; 409
//                                                     when `baseVersion` is given and a newer version exists
//   DELETE /api/admin/case-studies/{id}               delete (its address answers 410 for a while)
//   POST   /api/admin/case-studies/{id}/publish-now   a scheduled one public from now (409 if not scheduled)
//   POST   /api/admin/case-studies/{id}/unschedule    a scheduled one a draft again (409 if not scheduled)
//   …/{id}/revisions, …/{id}/revisions/{version}(/restore), PUT …/{id}/draft: src/http/revision-routes.ts
//
// A write that leaves the case study published (public or scheduled) needs caseStudies.publish
// besides caseStudies.write. Bodies are checked with the shared schema (400 with a message per
// field), a slug another case study has is a 409, an unknown id a 404.
import { type Context, Hono } from "hono";
import { scheduleActionTexts } from "../../content/schedule-actions";
import type { AppEnv } from "../../http/context";
import { adminListAnswer } from "../../http/list-answer";
import { idParam } from "../../http/params";
import { optionalBaseVersion, revisionRoutes, staleAnswer } from "../../http/revision-routes";
import { requires } from "../../http/route-action";
import { scheduleRoutes } from "../../http/schedule-routes";
import { validate, type ValidationFailure } from "../../http/validate";
import { deletedOr404, written } from "../../http/answers";
import type { Services } from "../../services";
import { may, POLICY_MESSAGES } from "../../services/access-policy";
import {
  CASE_STUDY_NOT_FOUND,
  CaseStudyError,
  type CaseStudyListItem,
  type CaseStudyWrite,
} from "../../services/case-studies";
import { coverSharingAndPublicationJson } from "../../services/content-writes";
import { caseStudySchema } from "../../shared/schemas";
import { z } from "zod";

const caseStudyIdParam = idParam("Invalid case study id.");

/** A case study as the dashboard's list reads it: dates as ISO strings, without the long texts. */
export function caseStudyListJson(row: CaseStudyListItem) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    client: row.client,
    industry: row.industry,
    companySize: row.companySize,
    stage: row.stage,
    outcomes: row.outcomes,
    timeline: row.timeline,
    services: row.services,
    featured: row.featured,
    ...coverSharingAndPublicationJson(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One case study whole, as the form and its revisions read it. */
export function caseStudyJson(
  row: CaseStudyListItem & { problem: string; approach: string; testimonialId: number | null },
) {
  return {
    ...caseStudyListJson(row),
    problem: row.problem,
    approach: row.approach,
    testimonialId: row.testimonialId,
  };
}

const notFound = (c: Context<AppEnv>) => c.json({ success: false, message: CASE_STUDY_NOT_FOUND }, 404);

/** A write the service refused: 409 for a taken slug, 400 (the validation shape) otherwise. */
function refused(c: Context<AppEnv>, error: unknown) {
  if (!(error instanceof CaseStudyError)) throw error;
  const body: ValidationFailure = { success: false, message: error.message, errors: { [error.field]: error.message } };
  return c.json(body, error.reason === "conflict" ? 409 : 400);
}

/** A write that leaves the case study published, by someone who may not publish: its 403, else null. */
function refusalToPublish(c: Context<AppEnv>, publishing: boolean) {
  const user = c.get("user");
  if (!publishing || (user && may(user.role, "caseStudies.publish"))) return null;
  return c.json({ success: false, message: POLICY_MESSAGES.notAllowed }, 403);
}

/** Mounted at /api/admin/case-studies. */
export function createAdminCaseStudiesApi(services: Services) {
  const app = new Hono<AppEnv>();
  const caseStudies = services.caseStudies;

  /** Keeps a saved case study's revision, by the signed-in account (docs/product.md#revisions); its version. */
  const keepRevision = (c: Context<AppEnv>, json: ReturnType<typeof caseStudyJson>) => {
    const user = c.get("user");
    return services.revisions.record(
      "case-study",
      json.id,
      json,
      user ? { id: user.id, username: user.username } : null,
      "save",
    ).version;
  };

  app.route(
    "/",
    revisionRoutes(services, "case-study", {
      read: "caseStudies.read",
      write: "caseStudies.write",
      notFound: CASE_STUDY_NOT_FOUND,
      schema: caseStudySchema,
      get: caseStudies.getById,
      json: caseStudyJson,
      save: (id: number, input: CaseStudyWrite) => caseStudies.update(id, input),
      refuse: (c, row, publishing) => refusalToPublish(c, publishing || row.published),
      refused,
    }),
  );

  app.get("/", requires("caseStudies.read"), (c) => {
    c.header("Cache-Control", "private, no-store");
    return adminListAnswer(
      c,
      "case-studies",
      () => c.json(caseStudies.listAll().map(caseStudyListJson)),
      caseStudies.adminPage,
      caseStudyListJson,
    );
  });

  app.get("/:id", requires("caseStudies.read"), validate("param", caseStudyIdParam), (c) => {
    const row = caseStudies.getById(c.req.valid("param").id);
    if (!row) return notFound(c);
    c.header("Cache-Control", "private, no-store");
    return c.json({ data: caseStudyJson(row) });
  });

  app.post("/", requires("caseStudies.write"), validate("json", caseStudySchema), (c) => {
    const input = c.req.valid("json");
    const refusal = refusalToPublish(c, input.published);
    if (refusal) return refusal;
    try {
      const json = caseStudyJson(caseStudies.create(input));
      const version = keepRevision(c, json);
      return written(c, "Case study created successfully", json, { status: 201, aliases: { version } });
    } catch (error) {
      return refused(c, error);
    }
  });

  app.put(
    "/:id",
    requires("caseStudies.write"),
    validate("param", caseStudyIdParam),
    validate("json", z.intersection(caseStudySchema, optionalBaseVersion)),
    (c) => {
      const id = c.req.valid("param").id;
      const { baseVersion, ...input } = c.req.valid("json");
      const existing = caseStudies.getById(id);
      if (!existing) return notFound(c);
      // Changing a public or scheduled one is publishing too.
      const refusal = refusalToPublish(c, input.published || existing.published);
      if (refusal) return refusal;
      const stale = staleAnswer(c, services, "case-study", id, baseVersion);
      if (stale) return stale;
      try {
        const updated = caseStudies.update(id, input);
        if (!updated) return notFound(c);
        const json = caseStudyJson(updated);
        const version = keepRevision(c, json);
        return written(c, "Case study updated successfully", json, { aliases: { version } });
      } catch (error) {
        return refused(c, error);
      }
    },
  );

  app.delete("/:id", requires("caseStudies.write"), validate("param", caseStudyIdParam), (c) => {
    const { id } = c.req.valid("param");
    const existing = caseStudies.getById(id);
    const refusal = existing ? refusalToPublish(c, existing.published) : null;
    if (refusal) return refusal;
    const deleted = caseStudies.delete(id);
    if (deleted) services.revisions.forget("case-study", id);
    return deletedOr404(c, deleted, "Case study deleted successfully", CASE_STUDY_NOT_FOUND);
  });

  // POST /api/admin/case-studies/{id}/publish-now and /unschedule.
  app.route(
    "/",
    scheduleRoutes({
      action: "caseStudies.publish",
      id: caseStudyIdParam,
      texts: scheduleActionTexts["case-study"],
      notFound: CASE_STUDY_NOT_FOUND,
      change: (id, change) => caseStudies.changeSchedule(id, change),
      json: (row) => caseStudyListJson(row),
    }),
  );

  return app;
}

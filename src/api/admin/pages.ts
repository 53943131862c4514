// /api/admin/pages: the public pages' documents (docs/product.md#pages-editor), for the admin's Pages
// tab, and the "Make it yours" checklist with its one-step sample switch. Behind the admin guard like
// all of /api/admin, which also records each write in the activity trail.
//
//   GET  /api/admin/pages                          → [{page, title, paths, base, draft, published}]
//   GET  /api/admin/pages/make-it-yours            → the checklist (src/services/make-it-yours.ts)
//   POST /api/admin/pages/samples/unpublish        → takes the seeded samples off the site
//   POST /api/admin/pages/samples/republish        → puts back what that took off
//   GET  /api/admin/pages/{page}                   → {page, title, paths, base, document, draft,
//                                                     published, defaults}
//   PUT  /api/admin/pages/{page}/draft             {base, document} → the page as above
//   POST /api/admin/pages/{page}/publish           {version} → the page
//   POST /api/admin/pages/{page}/preview           {version?} → {url, expiresAt} (the draft by default)
//   GET  /api/admin/pages/{page}/history           → every version, newest first
//   GET  /api/admin/pages/{page}/versions/{v}      → {version, document}
//   POST /api/admin/pages/{page}/restore           {version, base} → the page, a new draft
//   POST /api/admin/pages/{page}/reset             {field: "hero.title", base} → the page, a new draft
//
// `base` is the page's `base` as last read: the version the edit started from. A write from an older
// one is refused 409 {success: false, message, head} (head: the newer version, who and when), so two
// admins never overwrite each other; an invalid document is 400 with errors keyed "hero.title".
import { Hono } from "hono";
import { z } from "zod";
import { refusal, written } from "../../http/answers";
import type { AppEnv } from "../../http/context";
import { requires } from "../../http/route-action";
import { validate, validationFailure } from "../../http/validate";
import type { Services } from "../../services";
import type { PageContent, PageVersionSummary, PageWrite } from "../../services/page-content";
import { isPageName, PAGE_NAMES, type PageName, pagePaths, pageTitles } from "../../shared/schemas/pages";

const NESTED = { nested: true } as const;
const NO_SUCH_PAGE = "There is no such page.";

const version = z.number({ error: "Please give a version number" }).int().min(1, "Please give a version number");
const base = z.number({ error: "Please give the version you started from" }).int().min(0);

const draftBody = z.strictObject({ base, document: z.unknown() });
const publishBody = z.strictObject({ version });
const previewBody = z.strictObject({ version: version.optional() });
const restoreBody = z.strictObject({ version, base });
const resetBody = z.strictObject({
  field: z.string({ error: "Please name the field" }).regex(/^[\w-]+(\.[\w-]+)*$/, "Please name the field"),
  base,
});

/** A page as GET /api/admin/pages/{page} and every write answer it (the admin's Pages tab reads it). */
export type AdminPageJson = ReturnType<PageContent["state"]> & { title: string; paths: readonly string[] };

/** A version of GET /api/admin/pages/{page}/history. */
export type PageVersionJson = PageVersionSummary;

/** Mounted at /api/admin/pages. */
export function createAdminPagesApi(services: Services) {
  const pages = services.pageContent;
  const app = new Hono<AppEnv>();

  const actor = (c: { get(key: "user"): { id: number } | null | undefined }) => {
    const user = c.get("user");
    return user ? { id: user.id } : null;
  };

  const pageJson = (name: PageName): AdminPageJson => ({
    ...pages.state(name),
    title: pageTitles[name],
    paths: pagePaths[name],
  });

  /** A write's answer: the page as it now is, or its refusal. */
  const answer = (c: Parameters<typeof written>[0], name: PageName, result: PageWrite, done: string) => {
    if (result.ok) return written(c, done, pageJson(name));
    if (result.reason === "invalid") return c.json(validationFailure(result.error, NESTED), 400);
    if (result.reason === "missing") return refusal(c, { status: 404, message: result.message });
    return c.json({ success: false as const, message: result.message, head: result.head }, 409);
  };

  app.get("/", requires("pages.read"), (c) =>
    c.json(
      PAGE_NAMES.map((name) => {
        const { document: _document, defaults: _defaults, ...summary } = pageJson(name);
        return summary;
      }),
    ),
  );

  app.get("/make-it-yours", requires("pages.read"), (c) => c.json(services.makeItYours.checklist()));

  app.post("/samples/unpublish", requires("pages.write"), (c) =>
    written(c, "Sample content taken off the site", services.makeItYours.unpublishSamples()),
  );

  app.post("/samples/republish", requires("pages.write"), (c) =>
    written(c, "Sample content back on the site", services.makeItYours.republishSamples()),
  );

  // Every route below names a page: an unknown one is 404 before anything is read.
  app.use("/:page/*", async (c, next) => {
    if (!isPageName(c.req.param("page"))) return refusal(c, { status: 404, message: NO_SUCH_PAGE });
    await next();
  });
  const pageOf = (c: { req: { param(name: "page"): string } }) => c.req.param("page") as PageName;

  app.get("/:page", requires("pages.read"), (c) => {
    const name = c.req.param("page");
    if (!isPageName(name)) return refusal(c, { status: 404, message: NO_SUCH_PAGE });
    return c.json(pageJson(name));
  });

  app.put("/:page/draft", requires("pages.write"), validate("json", draftBody), (c) => {
    const name = pageOf(c);
    const body = c.req.valid("json");
    return answer(c, name, pages.saveDraft(name, body.document, body.base, actor(c)), "Draft saved");
  });

  app.post("/:page/publish", requires("pages.write"), validate("json", publishBody), (c) => {
    const name = pageOf(c);
    return answer(c, name, pages.publish(name, c.req.valid("json").version, actor(c)), "Published");
  });

  app.post("/:page/preview", requires("pages.write"), validate("json", previewBody), (c) => {
    const name = pageOf(c);
    const wanted = c.req.valid("json").version ?? pages.state(name).base;
    const link = wanted > 0 ? services.pagePreviewLinks.create(name, wanted) : null;
    if (!link)
      return refusal(c, { status: 404, message: "Save a draft first: there is no version of this page to preview." });
    return written(c, "Preview link created", link);
  });

  app.get("/:page/history", requires("pages.read"), (c) => c.json(pages.history(pageOf(c))));

  app.get("/:page/versions/:version", requires("pages.read"), (c) => {
    const name = pageOf(c);
    const id = Number(c.req.param("version"));
    const document = Number.isSafeInteger(id) && id > 0 ? pages.versionDocument(name, id) : null;
    if (!document) return refusal(c, { status: 404, message: "There is no such version of this page." });
    return c.json({ version: id, document });
  });

  app.post("/:page/restore", requires("pages.write"), validate("json", restoreBody), (c) => {
    const name = pageOf(c);
    const body = c.req.valid("json");
    return answer(c, name, pages.restore(name, body.version, body.base, actor(c)), "Version restored as a draft");
  });

  app.post("/:page/reset", requires("pages.write"), validate("json", resetBody), (c) => {
    const name = pageOf(c);
    const body = c.req.valid("json");
    return answer(c, name, pages.resetField(name, body.field, body.base, actor(c)), "Field put back to its default");
  });

  return app;
}

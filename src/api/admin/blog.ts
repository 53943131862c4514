// /api/admin/blog: the dashboard's list of posts and the posts' preview links (docs/product.md#admin-lists,
// #preview-links). Behind the admin guard like all of /api/admin, which audits every write; the
// posts' own writes are on /api/blog (src/api/blog.ts), under the same guard.
//
//   GET    /api/admin/blog                       every post, drafts included, most recently edited
//                                                first; one page with list parameters (src/http/list-answer.ts);
//                                                no bodies (docs/architecture.md#admin-lists)
//   GET    /api/admin/blog/{id}                  one post, drafts included, with its body (the editor's read)
//   POST   /api/admin/blog/{id}/publish-now      a scheduled post public from now (docs/product.md#scheduled)
//   POST   /api/admin/blog/{id}/unschedule       a scheduled post a draft again
//   POST   /api/admin/blog/{id}/preview-link     a new preview link of the post
//   DELETE /api/admin/blog/{id}/preview-link     every one of the post's links revoked
//   …/{id}/revisions, …/{id}/revisions/{version}(/restore), PUT …/{id}/draft: src/http/revision-routes.ts
import { Hono } from "hono";
import { scheduleActionTexts } from "../../content/schedule-actions";
import { written } from "../../http/answers";
import type { AppEnv } from "../../http/context";
import { adminListAnswer } from "../../http/list-answer";
import { idParam } from "../../http/params";
import { validate } from "../../http/validate";
import type { Services } from "../../services";
import {
  adminList,
  type BlogReads,
  blogPostJson,
  blogPostListJson,
  ownPostsOnly,
  refusalOfOwnPost,
  refused,
} from "../blog";
import { revisionRoutes } from "../../http/revision-routes";
import { blogPostSchema } from "../../shared/schemas";
import { requires } from "../../http/route-action";
import { scheduleRoutes } from "../../http/schedule-routes";

const postIdParam = idParam("Invalid blog post id.");

const BLOG_POST_NOT_FOUND = "Blog post not found";

/** Mounted at /api/admin/blog; `reads`: the read worker, which reads the unpaged list. */
export function createAdminBlogApi(services: Services, reads: BlogReads) {
  const app = new Hono<AppEnv>();
  app.get("/", requires("posts.read"), (c) =>
    adminListAnswer(
      c,
      "blog",
      () => adminList(c, reads),
      (query) => services.blog.adminPage(query, ownPostsOnly(c)),
      blogPostListJson,
    ),
  );
  app.get("/:id", requires("posts.read"), validate("param", postIdParam), (c) => {
    const post = services.blog.getById(c.req.valid("param").id);
    // An Author's list holds their own posts alone (docs/product.md#roles); so does this read.
    const owner = ownPostsOnly(c);
    if (!post || (owner !== undefined && post.ownerId !== owner)) {
      return c.json({ success: false, message: BLOG_POST_NOT_FOUND }, 404);
    }
    c.header("Cache-Control", "private, no-store");
    return c.json({ data: blogPostJson(post) });
  });
  app.post("/:id/preview-link", requires("posts.edit-any"), validate("param", postIdParam), (c) => {
    const link = services.previewLinks.create(c.req.valid("param").id);
    if (!link) return c.json({ success: false, message: BLOG_POST_NOT_FOUND }, 404);
    return written(c, "Preview link created", previewLinkJson(link));
  });
  app.delete("/:id/preview-link", requires("posts.edit-any"), validate("param", postIdParam), (c) => {
    if (!services.previewLinks.revokeAll(c.req.valid("param").id)) {
      return c.json({ success: false, message: BLOG_POST_NOT_FOUND }, 404);
    }
    return written(c, "Preview links revoked", null);
  });
  app.route(
    "/",
    revisionRoutes(services, "post", {
      read: "posts.read",
      write: "posts.write",
      notFound: BLOG_POST_NOT_FOUND,
      schema: blogPostSchema,
      get: services.blog.getById,
      json: blogPostJson,
      save: services.blog.update,
      refuse: refusalOfOwnPost,
      refused,
    }),
  );
  // POST /api/admin/blog/{id}/publish-now and /unschedule: a scheduled post public from now, or a draft again.
  app.route(
    "/",
    scheduleRoutes({
      action: "posts.publish",
      id: postIdParam,
      texts: scheduleActionTexts.post,
      notFound: BLOG_POST_NOT_FOUND,
      change: (id, change) => services.blog.changeSchedule(id, change),
      json: blogPostJson,
    }),
  );
  return app;
}

/** The `data` of POST /api/admin/blog/{id}/preview-link: the absolute link and when it stops working. */
export function previewLinkJson(link: { url: string; expiresAt: Date }) {
  return { url: link.url, expiresAt: link.expiresAt.toISOString() };
}

// /api/blog: the blog's reads and the admin's writes (docs/product.md#entities, #api).
//
// The public list is an array of published posts in the product's camelCase fields, newest first, filtered
// by `q` (title and excerpt, case-insensitive) and `category` (exact), paged by `page` and `limit`;
// the number of matches over all pages is sent in X-Total-Count. A draft is answered exactly like a
// post that does not exist. `admin_access=true` from a session the admin guard would let through
// (adminStandingOf: an active admin, not held back by the two-factor policy) answers the admin
// list instead (every post, drafts included, newest edit first); the flag alone grants nothing.
//
// The writes (POST /, PUT /:id, DELETE /:id) need "posts.write": the guard before routing
// (src/server/middleware/admin-guard.ts) answers 401/403 for anyone else and audits each one; an
// Author's write is further held to their own drafts (refusalOfPostWrite, 403).
// Bodies are checked with blogPostSchema (400 with the product's messages), a slug another post has is a
// 409, an unknown id a 404; a PUT with `baseVersion` over a newer version a 409 too (the editor's
// explicit save, staleAnswer in src/http/revision-routes.ts). The service sanitises the HTML and clears the render cache.
//
// The dashboard's own read is /api/admin/blog (src/api/admin/blog.ts).
import { searchAndSharingJson } from "../services/content-writes";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { type BlogPost, blogPosts } from "../db/schema";
import { isoTimestamp, jsonBoolean } from "../db/sql-json";
import type { SQLWrapper } from "drizzle-orm";
import type { AppEnv } from "../http/context";
import { idParam, searchListQuery } from "../http/params";
import type { PublicJsonCache } from "../http/cached-json";
import type { Db } from "../db/client";
import type { ReadWorker } from "../db/read-worker";
import type { Services } from "../services";
import { BLOG_PAGE_SIZE, BlogPostError, createBlogService, type PostSummary } from "../services/blog";
import { adminStandingOf } from "../services/users";
import { may, refusalOfPostWrite } from "../services/access-policy";
import { blogPostSchema } from "../shared/schemas";
import { validate, type ValidationFailure } from "../http/validate";
import { deletedOr404, workerJson, written } from "../http/answers";
import { contentTags, createContentEvents, postTags } from "../services/content-events";
import { PRIVATE_CACHE_CONTROL } from "../http/cache-headers";
import { requires } from "../http/route-action";
import { optionalBaseVersion, staleAnswer } from "../http/revision-routes";

/** The most posts one request may ask for. */
const BLOG_API_MAX_LIMIT = 50;

const listQuery = searchListQuery(BLOG_API_MAX_LIMIT, BLOG_PAGE_SIZE);

const slugParam = z.object({ slug: z.string().max(200, "Blog post not found") });

const postIdParam = idParam("Invalid blog post id.");

const BLOG_POST_NOT_FOUND = "Blog post not found";

/** A post as the API speaks it: docs/product.md#entities's fields, dates as ISO strings. */
export function blogPostJson(post: BlogPost) {
  return { ...blogPostListJson(post), content: post.content };
}

/** A post in an admin list: every field but the body (docs/architecture.md#admin-lists). */
export function blogPostListJson(post: PostSummary) {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    author: post.author,
    excerpt: post.excerpt,
    category: post.category,
    published: post.published,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    coverImage: post.coverImage,
    ...searchAndSharingJson(post),
    readTime: post.readTime,
  };
}

export type BlogPostJson = ReturnType<typeof blogPostJson>;

/**
 * blogPostListJson's keys in its order, each with the SQL of its value: SPEC's unpaged list is
 * written by SQLite (decision 077). The type holds the keys to blogPostListJson's; a test holds the
 * text to its JSON, byte for byte (tests/integration/post-list-json.test.ts).
 */
const postListJsonFields = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  author: blogPosts.author,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  published: jsonBoolean(blogPosts.published),
  publishedAt: isoTimestamp(blogPosts.publishedAt),
  coverImage: blogPosts.coverImage,
  metaTitle: blogPosts.metaTitle,
  metaDescription: blogPosts.metaDescription,
  shareImage: blogPosts.shareImage,
  readTime: blogPosts.readTime,
} satisfies Record<keyof ReturnType<typeof blogPostListJson>, SQLWrapper>;

/**
 * SPEC's unpaged admin list of posts (every post, drafts included, no bodies), read on the read
 * worker (src/server/long-reads.ts; decision 060). `ownerId`: an Author's own posts alone.
 */
export function blogReads(db: Db) {
  // Only the list is read through it: no write, so no content event to announce.
  const blog = createBlogService(db, createContentEvents());
  return {
    texts: {
      adminBlogList: ({ ownerId }: { ownerId: number | undefined }) => blog.listAllJson(postListJsonFields, ownerId),
    },
    streams: {},
  };
}

export type BlogReads = ReadWorker<ReturnType<typeof blogReads>>;

/** Mounted at /api/blog; `reads`: the read worker, which reads the admin's unpaged list. */
export function createBlogApi(services: Services, renderCache: PublicJsonCache, reads: BlogReads) {
  const app = new Hono<AppEnv>();

  // The public reads depend only on content: answered from the render cache (src/server/render-cache.ts).
  const publicList = renderCache.json({ path: "/api/blog", query: Object.keys(listQuery.shape) });
  const publicPost = renderCache.json({ path: "/api/blog/:slug" });

  app.get("/", validate("query", listQuery), (c) => {
    // Before the cache: the admin's list is never stored, nor answered from it.
    // The guard's own decision (the policy included), as this read is outside its paths.
    const user = c.get("user");
    const standing = adminStandingOf(user, services.settings.current().requireTwoFactorForAdmins);
    if (c.req.query("admin_access") === "true" && standing === "admin" && may(user!.role, "posts.read")) {
      return adminList(c, reads);
    }
    return publicList(c, () => {
      const { q, category, page, limit } = c.req.valid("query");
      const result = services.blog.list({ q, category: category || undefined, page, limit });
      return {
        json: result.posts.map(blogPostJson),
        headers: { "X-Total-Count": String(result.total) },
        tags: [contentTags.list("blog")],
      };
    });
  });

  app.get("/:slug", validate("param", slugParam), (c) =>
    publicPost(c, () => {
      const post = services.blog.getPublishedBySlug(c.req.valid("param").slug);
      if (!post) return c.json({ success: false, message: BLOG_POST_NOT_FOUND }, 404);
      return { json: blogPostJson(post), tags: postTags(post.id) };
    }),
  );

  app.post("/", requires("posts.write"), validate("json", blogPostSchema), (c) => {
    const input = c.req.valid("json");
    const user = c.get("user")!;
    const refusal = refusalOfPostWrite(user, null, input.published ?? true);
    if (refusal) return c.json({ success: false, message: refusal }, 403);
    try {
      const post = services.blog.create(input, user.id);
      const { version } = keepRevision(c, services, post);
      return written(c, "Blog post created successfully", blogPostJson(post), { status: 201, aliases: { version } });
    } catch (error) {
      return refused(c, error);
    }
  });

  const putBody = z.intersection(blogPostSchema, optionalBaseVersion);
  app.put("/:id", requires("posts.write"), validate("param", postIdParam), validate("json", putBody), (c) => {
    const { id } = c.req.valid("param");
    const { baseVersion, ...input } = c.req.valid("json");
    const refusal = postWriteRefusal(c, services, id, input.published ?? true);
    if (refusal) return refusal;
    const stale = staleAnswer(c, services, "post", id, baseVersion);
    if (stale) return stale;
    try {
      const post = services.blog.update(id, input);
      if (!post) return c.json({ success: false, message: BLOG_POST_NOT_FOUND }, 404);
      const { version } = keepRevision(c, services, post);
      return written(c, "Blog post updated successfully", blogPostJson(post), { aliases: { version } });
    } catch (error) {
      return refused(c, error);
    }
  });

  app.delete("/:id", requires("posts.write"), validate("param", postIdParam), (c) => {
    const { id } = c.req.valid("param");
    const refusal = postWriteRefusal(c, services, id, false);
    if (refusal) return refusal;
    const deleted = services.blog.delete(id);
    if (deleted) services.revisions.forget("post", id);
    return deletedOr404(c, deleted, "Blog post deleted successfully", BLOG_POST_NOT_FOUND);
  });

  return app;
}

/** Every post, drafts included, without bodies, as the admin reads them (also /api/admin/blog without list parameters). */
export async function adminList(c: Context<AppEnv>, reads: BlogReads) {
  // Drafts: never kept by a browser or a proxy, whichever path answered.
  c.header("Cache-Control", PRIVATE_CACHE_CONTROL);
  return workerJson(c, (encoding) => reads.document("adminBlogList", encoding, { ownerId: ownPostsOnly(c) }));
}

/** The account whose posts alone a list shows: an Author's own (docs/product.md#roles); undefined for all. */
export function ownPostsOnly(c: Context<AppEnv>): number | undefined {
  const user = c.get("user");
  return user && !may(user.role, "posts.edit-any") ? user.id : undefined;
}

/**
 * The 403 (or 404) of a write to post `id` the user's role does not allow (an Author's post that is
 * not their own draft, or one they would publish); null when it may go ahead.
 */
export function postWriteRefusal(c: Context<AppEnv>, services: Services, id: number, publishing: boolean) {
  const post = services.blog.getById(id);
  if (!post) return c.json({ success: false, message: BLOG_POST_NOT_FOUND }, 404);
  return refusalOfOwnPost(c, post, publishing);
}

/** The 403 of an Author's write to a post that is not their own draft, or that would publish it; else null. */
export function refusalOfOwnPost(c: Context<AppEnv>, post: BlogPost, publishing: boolean) {
  const refusal = refusalOfPostWrite(c.get("user")!, post, publishing);
  return refusal ? c.json({ success: false, message: refusal }, 403) : null;
}

/**
 * Keeps a saved post's revision, by the signed-in account (docs/product.md#revisions), and its images' alt texts;
 * the revision (its version is the answer's, the editor's next base version).
 */
function keepRevision(c: Context<AppEnv>, services: Services, post: BlogPost) {
  // The alt texts the editor gave its images go with them into the library (docs/product.md#media).
  services.media.keepAltTexts(post.content);
  const user = c.get("user");
  return services.revisions.record(
    "post",
    post.id,
    blogPostJson(post),
    user ? { id: user.id, username: user.username } : null,
    "save",
  );
}

/** A write the service refused: 409 for a taken slug, 400 (the validation shape) otherwise. */
export function refused(c: Context<AppEnv>, error: unknown) {
  if (!(error instanceof BlogPostError)) throw error;
  const body: ValidationFailure = { success: false, message: error.message, errors: { [error.field]: error.message } };
  return c.json(body, error.reason === "conflict" ? 409 : 400);
}

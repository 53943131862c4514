// /api/blog: the public reads of the blog (SPEC §3, §7). The list is an array of published posts in
// SPEC's camelCase fields, newest first, filtered by `q` (title and excerpt, case-insensitive) and
// `category` (exact), paged by `page` and `limit`; the number of matches over all pages is sent in
// X-Total-Count. A draft is answered exactly like a post that does not exist. Until the accounts
// issue brings sessions there is no one to show drafts to; the admin writes (POST, PUT, DELETE)
// come with the admin dashboard, on the blog service's create, update and delete.
import { Hono } from "hono";
import { z } from "zod";
import type { BlogPost } from "../db/schema";
import type { AppEnv } from "../server/context";
import type { Services } from "../services";
import { BLOG_PAGE_SIZE } from "../services/blog";
import { validate } from "./validate";

/** The most posts one request may ask for. */
export const BLOG_API_MAX_LIMIT = 50;

const pageNumber = (message: string, max: number) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);

const listQuery = z.object({
  q: z.string().trim().max(200, "The search may be at most 200 characters.").optional(),
  category: z.string().trim().max(200, "The category may be at most 200 characters.").optional(),
  page: pageNumber("The page must be a whole number from 1.", 100_000).default(1),
  limit: pageNumber(`The limit must be a whole number from 1 to ${BLOG_API_MAX_LIMIT}.`, BLOG_API_MAX_LIMIT).default(
    BLOG_PAGE_SIZE,
  ),
});

const slugParam = z.object({ slug: z.string().max(200, "Blog post not found") });

/** A post as the API speaks it: SPEC §3's fields, dates as ISO strings. */
export function blogPostJson(post: BlogPost) {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    author: post.author,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    published: post.published,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    coverImage: post.coverImage,
    readTime: post.readTime,
  };
}

export type BlogPostJson = ReturnType<typeof blogPostJson>;

export function createBlogApi(services: Services) {
  const app = new Hono<AppEnv>();

  app.get("/", validate("query", listQuery), (c) => {
    const { q, category, page, limit } = c.req.valid("query");
    const result = services.blog.list({ q, category: category || undefined, page, limit });
    c.header("X-Total-Count", String(result.total));
    return c.json(result.posts.map(blogPostJson));
  });

  app.get("/:slug", validate("param", slugParam), (c) => {
    const post = services.blog.getPublishedBySlug(c.req.valid("param").slug);
    if (!post) return c.json({ success: false, message: "Blog post not found" }, 404);
    return c.json(blogPostJson(post));
  });

  return app;
}

// Blog posts: the public reads (the list with its search, category filter and pages, one post, its
// related posts, the feed's newest) and the writes the admin dashboard will call.
//
// Only public posts (published, and not scheduled for later: ./publication.ts) are ever returned by
// the public reads; drafts and scheduled posts exist for the admin alone.
// Post HTML is sanitised (./post-html) before it is stored and again on every read, so what any
// reader gets is inert even for rows that never went through `create` or `update`. Every write
// emits the content event, which clears the render cache of public pages.
//
// Search runs in SQL (./sql-search): the database filters, counts and pages with the published
// index, and post bodies are loaded only for the page being shown. The public search's term is
// looked up in the titles' and excerpts' trigram index first (docs/architecture.md#blog-search).
import { PUBLIC_LIST_PAGE_SIZE } from "../shared/list-params";
import { and, asc, desc, eq, getTableColumns, getTableName, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogPosts, type BlogPost } from "../db/schema";
import { jsonArrayOf, type SqlJsonFields } from "../db/sql-json";
import { readTimeOf } from "../shared/read-time";
import type { BlogPostData } from "../shared/schemas";
import { answerTags, type ContentEvents, contentTags, postTags } from "./content-events";
import {
  ContentWriteError,
  type SearchAndSharingOptional,
  storedPublishable,
  publishableWrites,
} from "./content-writes";
import type { ScheduleChange } from "../shared/schedule-changes";
import { publicAt, publicRowBySlug } from "./publication";
import { createFormerSlugs, type FormerSlugs } from "./former-slugs";
import { indexedCandidates, numberedPage, type PublicListFilter, publishedListFilter } from "./sql-search";
import { alphabetical, inOrderPaged, latestFirst, type ListOrder, publishableListPage } from "./list-pages";
import type { AdminListQuery } from "../shared/list-params";
import { sanitizePostHtml } from "./post-html";

/** A post as the admin's lists carry it: every column but the body. */
export type PostListItem = Omit<BlogPost, "content">;

const { content: _content, ...postListColumns } = getTableColumns(blogPosts);

/**
 * What a list's JSON sends of a post (src/api/blog.ts, blogPostListJson) and the owner an Author's
 * list is filtered by: listAll reads these columns alone (decoding the three dates a post it does
 * not send took half of its read at 5,000 posts, docs/performance.md#scale).
 */
export type PostSummary = Omit<PostListItem, "previewsRevokedAt" | "createdAt" | "updatedAt">;
const {
  previewsRevokedAt: _previewsRevokedAt,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  ...postSummaryColumns
} = postListColumns;

/** The admin's unpaged order: the most recently edited first. */
const latestEditFirst = [desc(blogPosts.updatedAt), desc(blogPosts.id)];
/** Every post, or `ownerId`'s alone (an Author's list). */
const ownedBy = (ownerId: number | undefined) => (ownerId === undefined ? undefined : eq(blogPosts.ownerId, ownerId));

/** Posts per page of /blog (and the API's default page size). */
export const BLOG_PAGE_SIZE = PUBLIC_LIST_PAGE_SIZE;

/**
 * What an admin sends to create or update a post. `publishedAt`: the moment it goes public (a
 * future one schedules it, docs/product.md#scheduled); absent or null, the server sets it.
 */
export type BlogPostWrite = SearchAndSharingOptional<Omit<BlogPostData, "publishedAt" | "published">> & {
  published?: boolean;
  publishedAt?: Date | null;
};

/** A write the service refuses; `field` names the input at fault (for the API's 400/409 shape). */
export class BlogPostError extends ContentWriteError<keyof BlogPostWrite> {
  override name = "BlogPostError";
}

export const SLUG_TAKEN_MESSAGE = "A blog post with this slug already exists";
const EMPTY_CONTENT_MESSAGE = "Content is required";

export function createBlogService(
  db: Db,
  events: ContentEvents,
  options: {
    clock?: () => Date /** SITE_URL: its own absolute addresses are stored as paths. */;
    siteUrl?: string;
    /** Where renamed and deleted posts' addresses are kept (docs/product.md#slug-redirects). */
    formerSlugs?: FormerSlugs;
  } = {},
) {
  const clock = options.clock ?? (() => new Date());
  /** Public now: published, and not scheduled for later. */
  const published = () => publicAt(blogPosts, clock());
  const formerSlugs = options.formerSlugs ?? createFormerSlugs(db, () => clock().getTime());
  const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)] as const;
  const safeContent = memoized(sanitizePostHtml);
  const readable = (row: BlogPost): BlogPost => ({ ...row, content: safeContent(row.content) });

  const slugTaken = () => new BlogPostError(SLUG_TAKEN_MESSAGE, "slug", "conflict");
  const writes = publishableWrites(db, "post", formerSlugs, clock, slugTaken);

  /** The stored form of an admin's input: sanitised body, read time from its words when blank, no blank cover. */
  function stored(input: BlogPostWrite) {
    // The API validates with blogPostSchema first; these guard the rules any caller must keep.
    const common = storedPublishable(input, options.siteUrl, BlogPostError);
    const content = sanitizePostHtml(input.content).trim();
    if (content === "") throw new BlogPostError(EMPTY_CONTENT_MESSAGE, "content", "invalid");
    return {
      ...common,
      author: input.author.trim(),
      excerpt: input.excerpt.trim(),
      content,
      published: input.published ?? true,
      // Blank: worked out from the words, as the editor's hint does (docs/product.md#admin-blog).
      readTime: input.readTime?.trim() || readTimeOf(content),
    };
  }

  let publishedCategories: string[] | null = null;
  // Kept through changes that touch no post (a settings save, a page's edit): only a post's write,
  // a scheduled post's moment or a change that cannot say what it touched names these.
  const categoryTags = answerTags([contentTags.list("blog")]);
  events.onChange((tags) => {
    if (tags.some((tag) => categoryTags.includes(tag))) publishedCategories = null;
  });

  return {
    /** Published posts, newest first, filtered and paged; `filter.q` finds words in the title or the excerpt. */
    list(filter: PublicListFilter = {}) {
      const at = clock();
      const searched = [blogPosts.title, blogPosts.excerpt];
      const candidates = indexedCandidates(blogPosts.id, "blog_posts_search", filter.q);
      const where = and(publishedListFilter(blogPosts, searched, filter, at), candidates);
      // The count checks every match, so it starts from the index's candidates, each found by its
      // id; left to itself SQLite (without statistics) walks every public post's index entry
      // instead. The page keeps that walk: newest first, it stops at its last post.
      const countWhere =
        candidates && and(publishedListFilter(blogPosts, searched, filter, at, { byIndex: false }), candidates);
      const { rows, ...paging } = numberedPage(db, blogPosts, where, newestFirst, filter, BLOG_PAGE_SIZE, countWhere);
      return { posts: rows.map(readable), ...paging };
    },

    /**
     * The distinct categories of published posts, alphabetically: read once per change to the
     * blog's list (every post's write and every scheduled publication announces one), since /blog
     * shows them on every render and reading them touches every published row.
     */
    categories(): string[] {
      publishedCategories ??= db
        .selectDistinct({ category: blogPosts.category })
        .from(blogPosts)
        .where(published())
        .orderBy(asc(blogPosts.category))
        .all()
        .map((row) => row.category);
      return publishedCategories;
    },

    /** A published post by its slug; drafts and unknown slugs give null. */
    getPublishedBySlug(slug: string): BlogPost | null {
      const row = publicRowBySlug(db, blogPosts, slug, clock());
      return row ? readable(row) : null;
    },

    /** Up to `limit` other published posts of the same category, newest first. */
    related(post: Pick<BlogPost, "id" | "category">, limit = 3): BlogPost[] {
      return db
        .select()
        .from(blogPosts)
        .where(and(published(), eq(blogPosts.category, post.category), ne(blogPosts.id, post.id)))
        .orderBy(...newestFirst)
        .limit(limit)
        .all()
        .map(readable);
    },

    // ---- Admin: every post, drafts included, and the writes ----

    /**
     * Every post, drafts included, most recently edited first, as SPEC's unpaged list sends it: no
     * body, no dates it does not send (PostSummary). `ownerId`: only that account's posts (an Author's list).
     * The list's answer itself is written by SQLite (listAllJson); a test holds that text to
     * JSON.stringify of these posts through blogPostListJson (decision 077).
     */
    listAll(ownerId?: number): PostSummary[] {
      return db
        .select(postSummaryColumns)
        .from(blogPosts)
        .where(ownedBy(ownerId))
        .orderBy(...latestEditFirst)
        .all();
    },

    /**
     * The posts of listAll, in its order, as one JSON array made by SQLite: each post an object of
     * `fields` (a key and the SQL of its value, src/db/sql-json.ts). SPEC's unpaged list at
     * 5,000 posts: 12 ms where reading the rows and writing their JSON in JavaScript took 16–36 ms
     * (decision 077).
     */
    listAllJson(fields: SqlJsonFields, ownerId?: number): string {
      // The posts in order in a subquery named as the table, so that `fields` (the table's columns)
      // name its columns: SQLite reads it in blog_posts_updated_idx's order straight into the array,
      // where an ORDER BY inside the aggregate sorted the 2 MB of JSON again (twice the time).
      const posts = db
        .select(postListColumns)
        .from(blogPosts)
        .where(ownedBy(ownerId))
        .orderBy(...latestEditFirst)
        .as(getTableName(blogPosts));
      const [row] = db
        .select({ json: jsonArrayOf(fields) })
        .from(posts)
        .all();
      return row?.json ?? "[]";
    },

    /** One page of the admin's list (docs/product.md#admin-lists), with the counts per status of the search. */
    adminPage(query: AdminListQuery<"blog">, ownerId?: number) {
      const byId = { by: blogPosts.id, descending: true, of: (post: PostListItem) => post.id };
      const order = (
        {
          updated: latestFirst(blogPosts.id, blogPosts.updatedAt, (post: PostListItem) => post.updatedAt),
          // Dated posts first, newest first, then the undated ones.
          published: [
            { by: sql`(${blogPosts.publishedAt} is null)`, of: (post) => (post.publishedAt ? 0 : 1) },
            {
              by: sql`coalesce(${blogPosts.publishedAt}, 0)`,
              descending: true,
              of: (post) => post.publishedAt?.getTime() ?? 0,
            },
            byId,
          ],
          title: alphabetical(blogPosts.id, blogPosts.title, (post: PostListItem) => post.title),
        } satisfies Record<string, ListOrder<PostListItem>>
      )[query.sort ?? "updated"];
      const searched = [blogPosts.title, blogPosts.slug, blogPosts.author, blogPosts.excerpt];
      // A list carries no bodies (docs/architecture.md#admin-lists): the editor reads its post by id.
      const page = publishableListPage(
        db,
        blogPosts,
        searched,
        query,
        clock(),
        order,
        (where, order, limit, offset) =>
          inOrderPaged(db.select(postListColumns).from(blogPosts).where(where).$dynamic(), order, limit, offset).all(),
        ownerId === undefined ? undefined : eq(blogPosts.ownerId, ownerId),
      );
      // Categories are free text: the filter and the form's suggestions offer every post's, drafts included.
      const categories = db
        .selectDistinct({ category: blogPosts.category })
        .from(blogPosts)
        .orderBy(asc(blogPosts.category))
        .all()
        .map((row) => row.category);
      return { ...page, categories };
    },

    getById(id: number): BlogPost | null {
      const row = db.select().from(blogPosts).where(eq(blogPosts.id, id)).get();
      return row ? readable(row) : null;
    },

    /**
     * Creates a post; publishedAt is the given moment, else now when it is created published.
     * `ownerId`: the account creating it (an Author may change it while it is a draft).
     */
    create(input: BlogPostWrite, ownerId: number | null = null): BlogPost {
      const values = { ...stored(input), ownerId };
      const row = writes.create(values, input.publishedAt);
      events.changed(postTags(row.id));
      return row;
    },

    /**
     * Updates a post; null when there is none with this id. publishedAt is the given moment, else
     * the one it had: set the first time the post is published and kept from then on, through
     * unpublishing and publishing again.
     */
    update(id: number, input: BlogPostWrite): BlogPost | null {
      const existing = writes.existing(id);
      if (!existing) return null;
      const values = stored(input);
      const row = writes.update(id, existing, values, input.publishedAt);
      events.changed(postTags(id));
      return row ?? null;
    },

    /** 'Publish now' or 'Unschedule' of a scheduled post (docs/product.md#scheduled); see publishableWrites. */
    changeSchedule: (id: number, change: ScheduleChange) =>
      writes.changeSchedule(id, change, () => events.changed(postTags(id))),

    delete(id: number): boolean {
      const deleted = db.transaction(() => {
        const [row] = db
          .delete(blogPosts)
          .where(eq(blogPosts.id, id))
          .returning({
            id: blogPosts.id,
            slug: blogPosts.slug,
            published: blogPosts.published,
            publishedAt: blogPosts.publishedAt,
          })
          .all();
        if (row) formerSlugs.deleted("post", row);
        return row;
      });
      if (deleted) events.changed(postTags(id));
      return deleted !== undefined;
    },

    /** What a slug no published post has answers: a 301 to the post now, a 410, or a 404 (null). */
    formerAddress(slug: string) {
      return formerSlugs.answer("post", slug);
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;

/**
 * Remembers the last results of a pure string function. Sanitising a post takes about a
 * millisecond and every read does it; the stored HTML rarely changes, and a changed body is a
 * different key, so an entry can never be stale.
 */
function memoized(fn: (input: string) => string, size = 200): (input: string) => string {
  const results = new Map<string, string>();
  return (input) => {
    const hit = results.get(input);
    if (hit !== undefined) {
      // Most recently used last, so the oldest entry is the first one dropped.
      results.delete(input);
      results.set(input, hit);
      return hit;
    }
    const result = fn(input);
    results.set(input, result);
    if (results.size > size) results.delete(results.keys().next().value!);
    return result;
  };
}

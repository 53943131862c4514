// The blog service on a real, migrated SQLite file without sample content: the public reads only
// ever see published posts, search and filters match as docs/product.md says, and the writes keep the rules
// (sanitised HTML, unique slugs, default read time, publishedAt set once by the server unless the
// admin gives it, a future one hiding the post until then (docs/product.md#scheduled), the
// content event on every change).
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { migratedDb } from "../../tests/support/memory-db";
import { tempFolders } from "../../tests/support/temp-folders";
import type { Db } from "../db/client";
import { blogPosts } from "../db/schema";
import { createBlogService, type BlogPostWrite, type BlogService } from "./blog";
import { escapeLike } from "./sql-search";
import { contentTags, createContentEvents } from "./content-events";

const newFolder = tempFolders("blog-service-");
let dir: string;
let db: Db;
let close: () => void;
let blog: BlogService;
let changes: number;
let now: Date;
let events: ReturnType<typeof createContentEvents>;

beforeEach(() => {
  dir = newFolder();
  const opened = migratedDb(join(dir, "site.db"));
  db = opened.db;
  close = () => opened.sqlite.close();
  events = createContentEvents();
  changes = 0;
  events.onChange(() => changes++);
  now = new Date("2026-03-04T15:00:00.000Z");
  blog = createBlogService(db, events, { clock: () => now });
});

afterEach(() => close());

function post(overrides: Partial<BlogPostWrite> & { title: string }): BlogPostWrite {
  return {
    slug: overrides.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, ""),
    author: "Jordan Ellis",
    category: "Product Strategy",
    excerpt: `About ${overrides.title}.`,
    content: `<p>${overrides.title} body.</p>`,
    coverImage: null,
    readTime: null,
    published: true,
    ...overrides,
  };
}

/** Creates posts one day apart, the first the oldest. */
function createDaily(...inputs: BlogPostWrite[]) {
  return inputs.map((input) => {
    now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    return blog.create(input);
  });
}

const titles = (posts: { title: string }[]) => posts.map((p) => p.title);
/** The titles of the posts `blog.list(query)` answers, in order. */
const listed = (query: Parameters<BlogService["list"]>[0] = {}) => titles(blog.list(query).posts);

describe("create", () => {
  test("a published post gets publishedAt from the server's clock; a draft gets none", () => {
    const live = blog.create(post({ title: "Live" }));
    const draft = blog.create(post({ title: "Draft", published: false }));
    expect(live.publishedAt?.toISOString()).toBe("2026-03-04T15:00:00.000Z");
    expect(draft.publishedAt).toBeNull();
  });

  test("a publishedAt sent by the admin sets the moment; a future one hides the post until then", () => {
    const dated = blog.create(post({ title: "Sent date", publishedAt: new Date("2001-01-01T00:00:00Z") }));
    expect(dated.publishedAt?.toISOString()).toBe("2001-01-01T00:00:00.000Z");
    blog.create(post({ title: "Scheduled", publishedAt: new Date("2026-03-04T15:00:05.000Z") }));
    expect(listed()).toEqual(["Sent date"]);
    expect(blog.getPublishedBySlug("scheduled")).toBeNull();
    expect(blog.related({ id: dated.id, category: "Product Strategy" })).toEqual([]);
    now = new Date("2026-03-04T15:00:05.000Z");
    expect(listed()).toEqual(["Scheduled", "Sent date"]);
    expect(blog.getPublishedBySlug("scheduled")?.title).toBe("Scheduled");
    expect(titles(blog.related({ id: dated.id, category: "Product Strategy" }))).toEqual(["Scheduled"]);
  });

  test("readTime is worked out from the words at 200 a minute when none is given, and is kept when given", () => {
    expect(blog.create(post({ title: "No time" })).readTime).toBe("1 min read");
    const long = `<p>${"word ".repeat(450)}</p><ul><li>${"item ".repeat(10)}</li></ul>`;
    expect(blog.create(post({ title: "Blank time", readTime: "  ", content: long })).readTime).toBe("3 min read");
    const updated = blog.update(blog.create(post({ title: "Grown" })).id, post({ title: "Grown", content: long }));
    expect(updated?.readTime).toBe("3 min read");
    expect(blog.create(post({ title: "Own time", readTime: "12 min read" })).readTime).toBe("12 min read");
  });

  test("the body is sanitised before it is stored", () => {
    const created = blog.create(
      post({
        title: "Hostile",
        content: '<p onclick="x()">Hi</p><script>alert(1)</script><a href="javascript:x()">l</a>',
      }),
    );
    const stored = db.select({ content: blogPosts.content }).from(blogPosts).all()[0]!.content;
    expect(stored).toBe("<p>Hi</p>l");
    expect(created.content).toBe("<p>Hi</p>l");
  });

  test("a slug already in use is refused as a conflict on the slug, and nothing is written", () => {
    blog.create(post({ title: "First", slug: "same-slug" }));
    changes = 0;
    expect(() => blog.create(post({ title: "Second", slug: "same-slug" }))).toThrow(
      expect.objectContaining({
        field: "slug",
        reason: "conflict",
        message: "A blog post with this slug already exists",
      }),
    );
    expect(db.select().from(blogPosts).all()).toHaveLength(1);
    expect(changes).toBe(0);
  });

  test("a malformed slug, a cover that is not an image address and a body with nothing left are refused", () => {
    expect(() => blog.create(post({ title: "A", slug: "Not A Slug" }))).toThrow(
      expect.objectContaining({ field: "slug" }),
    );
    expect(() => blog.create(post({ title: "B", coverImage: "javascript:alert(1)" }))).toThrow(
      expect.objectContaining({ field: "coverImage" }),
    );
    expect(() => blog.create(post({ title: "C", content: "<script>alert(1)</script>" }))).toThrow(
      expect.objectContaining({ field: "content", message: "Content is required" }),
    );
    expect(db.select().from(blogPosts).all()).toHaveLength(0);
  });

  test("emits the content event", () => {
    blog.create(post({ title: "Event" }));
    expect(changes).toBe(1);
  });
});

describe("update", () => {
  test("publishing a draft sets publishedAt then; unpublishing and publishing again keep the first date", () => {
    const draft = blog.create(post({ title: "Later", published: false }));
    now = new Date("2026-04-01T09:30:00.000Z");
    const published = blog.update(draft.id, post({ title: "Later", published: true }))!;
    expect(published.publishedAt?.toISOString()).toBe("2026-04-01T09:30:00.000Z");

    now = new Date("2026-05-01T00:00:00.000Z");
    const hidden = blog.update(draft.id, post({ title: "Later", published: false }))!;
    expect(hidden.publishedAt?.toISOString()).toBe("2026-04-01T09:30:00.000Z");
    now = new Date("2026-06-01T00:00:00.000Z");
    const again = blog.update(draft.id, post({ title: "Later", published: true }))!;
    expect(again.publishedAt?.toISOString()).toBe("2026-04-01T09:30:00.000Z");
    expect(again.updatedAt.toISOString()).toBe("2026-06-01T00:00:00.000Z");
  });

  test("keeps its own slug, refuses another post's, and answers null for an unknown id", () => {
    const a = blog.create(post({ title: "Alpha" }));
    blog.create(post({ title: "Beta" }));
    expect(blog.update(a.id, post({ title: "Alpha renamed", slug: "alpha" }))?.title).toBe("Alpha renamed");
    expect(() => blog.update(a.id, post({ title: "Alpha", slug: "beta" }))).toThrow(
      expect.objectContaining({ field: "slug", reason: "conflict" }),
    );
    expect(blog.update(9999, post({ title: "Ghost" }))).toBeNull();
  });

  test("sanitises the new body and emits the content event", () => {
    const a = blog.create(post({ title: "Alpha" }));
    changes = 0;
    const updated = blog.update(
      a.id,
      post({ title: "Alpha", content: '<p style="color:red">New</p><img src=x onerror=alert(1)>' }),
    )!;
    expect(updated.content).toBe("<p>New</p>");
    expect(changes).toBe(1);
  });
});

describe("delete", () => {
  test("removes the post and emits the content event; an unknown id changes nothing", () => {
    const a = blog.create(post({ title: "Alpha" }));
    changes = 0;
    expect(blog.delete(a.id)).toBe(true);
    expect(blog.getById(a.id)).toBeNull();
    expect(changes).toBe(1);
    expect(blog.delete(a.id)).toBe(false);
    expect(changes).toBe(1);
  });
});

describe("public reads", () => {
  test("list: published posts only, newest first", () => {
    createDaily(post({ title: "Oldest" }), post({ title: "Hidden", published: false }), post({ title: "Newest" }));
    const result = blog.list();
    expect(titles(result.posts)).toEqual(["Newest", "Oldest"]);
    expect(result.total).toBe(2);
  });

  test("getPublishedBySlug: a draft or an unknown slug is null", () => {
    blog.create(post({ title: "Draft", published: false }));
    blog.create(post({ title: "Live" }));
    expect(blog.getPublishedBySlug("draft")).toBeNull();
    expect(blog.getPublishedBySlug("nope")).toBeNull();
    expect(blog.getPublishedBySlug("live")?.title).toBe("Live");
  });

  test("q matches the title or the excerpt, case-insensitively, and never the body", () => {
    createDaily(
      post({ title: "Outcome Roadmaps", excerpt: "Plans." }),
      post({ title: "Hiring", excerpt: "Why the ROADMAP matters to hiring." }),
      post({ title: "Discovery", excerpt: "Interviews.", content: "<p>roadmap in the body only</p>" }),
    );
    expect(listed({ q: "roadmap" })).toEqual(["Hiring", "Outcome Roadmaps"]);
    expect(listed({ q: "  RoadMap  " })).toEqual(["Hiring", "Outcome Roadmaps"]);
    expect(blog.list({ q: "interviews" }).total).toBe(1);
    expect(blog.list({ q: "" }).total).toBe(3);
  });

  test("q is a literal substring: %, _ and \\ are not wildcards", () => {
    createDaily(
      post({ title: "Grow 20% faster", slug: "grow-20-faster" }),
      post({ title: "snake_case names", slug: "snake-case-names" }),
      post({ title: "Paths like C:\\temp", slug: "paths-like-c-temp" }),
      post({ title: "Plain title", slug: "plain-title" }),
    );
    expect(listed({ q: "%" })).toEqual(["Grow 20% faster"]);
    expect(listed({ q: "_" })).toEqual(["snake_case names"]);
    expect(listed({ q: "\\" })).toEqual(["Paths like C:\\temp"]);
    expect(listed({ q: "e_c" })).toEqual(["snake_case names"]);
    expect(blog.list({ q: "P%n" }).total).toBe(0);
  });

  test("category is an exact match, and combines with q", () => {
    createDaily(
      post({ title: "Coaching leaders", category: "Product Leadership" }),
      post({ title: "Hiring leaders", category: "Product Leadership" }),
      post({ title: "Leaders in strategy", category: "Product Strategy" }),
    );
    expect(listed({ category: "Product Leadership" })).toEqual(["Hiring leaders", "Coaching leaders"]);
    expect(blog.list({ category: "product leadership" }).total).toBe(0);
    expect(blog.list({ category: "Product" }).total).toBe(0);
    expect(listed({ category: "Product Leadership", q: "coach" })).toEqual(["Coaching leaders"]);
    expect(listed({ category: "Product Strategy", q: "coach" })).toEqual([]);
  });

  test("pages of 12 by default, with the total and the page count", () => {
    createDaily(...Array.from({ length: 14 }, (_, i) => post({ title: `Post ${String(i + 1).padStart(2, "0")}` })));
    const first = blog.list();
    expect(first.posts).toHaveLength(12);
    expect(first.posts[0]!.title).toBe("Post 14");
    expect({ total: first.total, page: first.page, pageCount: first.pageCount }).toEqual({
      total: 14,
      page: 1,
      pageCount: 2,
    });
    const second = blog.list({ page: 2 });
    expect(titles(second.posts)).toEqual(["Post 02", "Post 01"]);
    expect(blog.list({ page: 3 }).posts).toEqual([]);
    expect(blog.list({ page: 2, limit: 5 }).posts.map((p) => p.title)).toEqual([
      "Post 09",
      "Post 08",
      "Post 07",
      "Post 06",
      "Post 05",
    ]);
    expect(blog.list({ q: "nothing matches" }).pageCount).toBe(1);
  });

  test("categories: the distinct categories of published posts, alphabetically", () => {
    createDaily(
      post({ title: "A", category: "Product Strategy" }),
      post({ title: "B", category: "Agile Delivery" }),
      post({ title: "C", category: "Product Strategy" }),
      post({ title: "D", category: "Secret Plans", published: false }),
    );
    expect(blog.categories()).toEqual(["Agile Delivery", "Product Strategy"]);
  });

  test("related: up to 3 other published posts of the same category, newest first", () => {
    const [a] = createDaily(
      post({ title: "A", category: "Leadership" }),
      post({ title: "B", category: "Leadership" }),
      post({ title: "C", category: "Leadership" }),
      post({ title: "D", category: "Leadership", published: false }),
      post({ title: "E", category: "Strategy" }),
      post({ title: "F", category: "Leadership" }),
      post({ title: "G", category: "Leadership" }),
    );
    expect(titles(blog.related(a!))).toEqual(["G", "F", "C"]);
    expect(titles(blog.related(a!, 10))).toEqual(["G", "F", "C", "B"]);
  });

  test("rows written around the service are sanitised when read", () => {
    db.insert(blogPosts)
      .values({
        title: "Legacy",
        slug: "legacy",
        author: "Old Import",
        excerpt: "Imported before the rules.",
        content: '<p onmouseover="alert(1)">Old</p><script>alert(2)</script><svg onload="alert(3)"></svg>',
        category: "Archive",
        published: true,
        publishedAt: now,
      })
      .run();
    expect(blog.getPublishedBySlug("legacy")?.content).toBe("<p>Old</p>");
    expect(blog.list().posts[0]!.content).toBe("<p>Old</p>");
  });
});

test("escapeLike escapes the LIKE wildcards and the escape character", () => {
  expect(escapeLike("50%_off\\now")).toBe("50\\%\\_off\\\\now");
  expect(escapeLike("plain")).toBe("plain");
});

describe("the published categories", () => {
  test("are read once per change to the blog's list, not once per call nor per other change", () => {
    blog.create(post({ title: "First", category: "Strategy" }));
    expect(blog.categories()).toEqual(["Strategy"]);
    // A row written beside the service announces nothing: the list read before stands...
    db.insert(blogPosts)
      .values({ ...post({ title: "Beside", category: "Operations" }), published: true, publishedAt: now })
      .run();
    expect(blog.categories()).toEqual(["Strategy"]);
    // ...and through changes that touch no post (a settings save, a page's edit)...
    events.changed([contentTags.settings]);
    events.changed([contentTags.page("home")]);
    expect(blog.categories()).toEqual(["Strategy"]);
    // ...until a change that may have: a write through the service, or one that names everything.
    blog.create(post({ title: "Second", category: "Leadership" }));
    expect(blog.categories()).toEqual(["Leadership", "Operations", "Strategy"]);
    db.insert(blogPosts)
      .values({ ...post({ title: "Beside again", category: "Hiring" }), published: true, publishedAt: now })
      .run();
    events.changed([contentTags.site]);
    expect(blog.categories()).toEqual(["Hiring", "Leadership", "Operations", "Strategy"]);
  });
});

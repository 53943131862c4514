// The admin's blog API through the real app: POST /api/blog, PUT and DELETE
// /api/blog/{id}, the admin list at /api/admin/blog and /api/blog?admin_access=true. Only an active
// admin's session may write or see drafts; bodies get the product's messages; a taken slug is a 409; the
// stored HTML is sanitised; every write is audited and clears the render cache, so the public pages
// show it on the next request. Expected texts are written here, not imported.
import { afterAll, describe, expect, test } from "bun:test";
import { collectionWrites, postBody } from "../support/admin-api";
import { expectWritten, fieldRefusal } from "../support/answers";
import { send, sessionFor, withBearer, withCookie } from "../support/auth";
import { signedInUser } from "../support/factories";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());

const admin = sessionFor(t.services, 1);
const asAdmin: Record<string, string> = withCookie(admin.cookie);
const asReader = (await signedInUser(t.services)).headers;

type ApiPost = {
  id: number;
  title: string;
  slug: string;
  author: string;
  excerpt: string;
  content: string;
  category: string;
  published: boolean;
  publishedAt: string | null;
  coverImage: string | null;
  readTime: string | null;
};

const posts = collectionWrites<ApiPost>(t.app, "/api/blog", asAdmin);
const { create, update, remove } = posts;
const createOk = (overrides: Record<string, unknown>) => posts.createOk(postBody(overrides));

const adminList = async (headers = asAdmin) =>
  (await (await send(t.app, "/api/admin/blog", { headers })).json()) as ApiPost[];
const publicSlugs = async (query = "") =>
  ((await (await send(t.app, `/api/blog?limit=50${query}`)).json()) as ApiPost[]).map((p) => p.slug);
const page = async (path: string) => {
  const res = await send(t.app, path);
  return { status: res.status, html: await res.text() };
};
const auditActions = () =>
  t.sqlite
    .query<{ action: string; target_id: string | null }, []>("SELECT action, target_id FROM audit_log ORDER BY id")
    .all();

describe("who may write", () => {
  const writes: [string, () => Promise<Response>, () => Promise<Response>][] = [
    [
      "POST /api/blog",
      () => create(postBody({ slug: "anon-post" }), {}),
      () => create(postBody({ slug: "reader-post" }), asReader),
    ],
    [
      "PUT /api/blog/1",
      () => update(1, postBody({ slug: "anon-edit" }), {}),
      () => update(1, postBody({ slug: "reader-edit" }), asReader),
    ],
    ["DELETE /api/blog/1", () => remove(1, {}), () => remove(1, asReader)],
  ];

  test.each(writes)(
    "%s: 401 without a session, 403 for a 'user' role, nothing changed",
    async (_name, anon, reader) => {
      const before = await adminList();
      const anonymous = await anon();
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ success: false, message: "Authentication required. Please sign in." });
      const plain = await reader();
      expect(plain.status).toBe(403);
      expect(await plain.json()).toEqual({ success: false, message: "Administrator access required." });
      expect(await adminList()).toEqual(before);
    },
  );

  test("the admin list is admin-only too, and never cached", async () => {
    expect((await send(t.app, "/api/admin/blog")).status).toBe(401);
    expect(
      (await send(t.app, "/api/admin/blog?admin_access=true", { headers: { "X-Admin-Access": "true" } })).status,
    ).toBe(401);
    expect((await send(t.app, "/api/admin/blog", { headers: asReader })).status).toBe(403);
    const res = await send(t.app, "/api/admin/blog", { headers: withBearer(admin.token) });
    expect(res.status).toBe(200);
    // The list's own policy; the guard adds "no-store" only to answers that have none.
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("POST /api/blog", () => {
  test("creates a post: 201 with the post, readable on the public API, audited with its id", async () => {
    const body = await expectWritten<{ data: ApiPost }>(create(postBody()), 201, "Blog post created successfully");
    expect(body.data).toMatchObject({
      title: "Outcome Roadmaps in Practice",
      slug: "outcome-roadmaps-in-practice",
      author: "Jordan Admin",
      category: "Roadmapping",
      published: true,
      coverImage: null,
      // No read time sent: worked out from the content's six words.
      readTime: "1 min read",
      content: "<h2>Why outcomes</h2><p>A <strong>bold</strong> claim.</p>",
    });
    expect(body.data.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const read = await send(t.app, "/api/blog/outcome-roadmaps-in-practice");
    expect(read.status).toBe(200);
    expect(((await read.json()) as ApiPost).id).toBe(body.data.id);
    expect(auditActions()).toContainEqual({ action: "POST /api/blog", target_id: String(body.data.id) });
  });

  test("an empty body: 400 naming each required field", async () => {
    const res = await create({});
    expect(res.status).toBe(400);
    const body = (await res.json()) as { success: boolean; message: string; errors: Record<string, string> };
    expect({ success: body.success, message: body.message }).toEqual({ success: false, message: "Title is required" });
    // Each field's own message is the schema's test; here, that every required field is named.
    expect(Object.keys(body.errors).sort()).toEqual(["author", "category", "content", "excerpt", "slug", "title"]);
  });

  test.each([
    [{ slug: "Not A Slug" }, "slug", "Slug must be lowercase words separated by hyphens"],
    [{ coverImage: "javascript:alert(1)" }, "coverImage", "Please enter a valid image URL"],
    [{ published: "yes" }, "published", expect.any(String)],
    [{ title: "   " }, "title", "Title is required"],
  ])("%p: 400 on %s", async (overrides, field, message) => {
    const res = await create(postBody({ slug: "never-created", ...overrides }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(body.errors[field]).toEqual(message);
    expect(await publicSlugs()).not.toContain("never-created");
  });

  test("content that sanitises to nothing is 'Content is required'", async () => {
    const res = await create(postBody({ slug: "only-a-script", content: "<script>alert(1)</script>" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(fieldRefusal("content", "Content is required"));
  });

  test("a slug another post has: 409 with a clear message", async () => {
    const res = await create(postBody({ title: "Another Title", slug: "when-to-hire-a-fractional-cpo" }));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual(fieldRefusal("slug", "A blog post with this slug already exists"));
  });

  test("the stored HTML is sanitised: scripts, handlers and javascript: links are gone", async () => {
    const post = await createOk({
      title: "Sanitised On Write",
      slug: "sanitised-on-write",
      content:
        '<p onclick="alert(1)" style="color:red">Safe <a href="javascript:alert(2)">text</a></p><script>alert(3)</script><img src="x" onerror="alert(4)">',
    });
    expect(post.content).toBe("<p>Safe text</p>");
    const stored = t.sqlite
      .query<{ content: string }, [string]>("SELECT content FROM blog_posts WHERE slug = ?")
      .get("sanitised-on-write")!;
    expect(stored.content).toBe("<p>Safe text</p>");
  });

  test("a body that is not JSON: 415", async () => {
    expect((await posts.createNotJson()).status).toBe(415);
  });
});

describe("PUT /api/blog/:id", () => {
  test("updates every field and keeps the id; audited", async () => {
    const post = await createOk({ title: "Before The Edit", slug: "before-the-edit" });
    const edited = {
      title: "After The Edit",
      slug: "after-the-edit",
      author: "Sam Editor",
      category: "Leadership",
      excerpt: "Edited.",
      content: "<p>Edited <em>body</em>.</p>",
      readTime: "7 min read",
      coverImage: "https://cdn.example.com/cover.png",
    };
    const res = await update(post.id, postBody(edited));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; data: ApiPost };
    expect(body.message).toBe("Blog post updated successfully");
    expect(body.data).toMatchObject({ id: post.id, ...edited });
    expect((await send(t.app, "/api/blog/before-the-edit")).status).toBe(404);
    expect((await send(t.app, "/api/blog/after-the-edit")).status).toBe(200);
    expect(auditActions()).toContainEqual({ action: `PUT /api/blog/${post.id}`, target_id: String(post.id) });
  });

  test("keeping its own slug is fine; taking another post's slug is a 409", async () => {
    const post = await createOk({ title: "Own Slug", slug: "own-slug" });
    expect((await update(post.id, postBody({ title: "Own Slug, Renamed", slug: "own-slug" }))).status).toBe(200);
    const res = await update(post.id, postBody({ slug: "when-to-hire-a-fractional-cpo" }));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe("A blog post with this slug already exists");
  });

  test("an unknown id is a 404; an id that is no number a 400; a bad body a 400", async () => {
    const missing = await update(999_999, postBody({ slug: "ghost-post" }));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: "Blog post not found" });
    const bad = await update("abc", postBody());
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.id).toBe("Invalid blog post id.");
    const post = await createOk({ title: "Bad Body", slug: "bad-body" });
    const invalid = await update(post.id, { ...postBody({ slug: "bad-body" }), excerpt: "" });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { errors: Record<string, string> }).errors).toEqual({
      excerpt: "Excerpt is required",
    });
  });
});

describe("DELETE /api/blog/:id", () => {
  test("deletes once; the second time is a 404; audited", async () => {
    const post = await createOk({ title: "Short Lived", slug: "short-lived" });
    const res = await remove(post.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Blog post deleted successfully", data: null });
    expect((await send(t.app, "/api/blog/short-lived")).status).toBe(404);
    expect((await remove(post.id)).status).toBe(404);
    expect(auditActions().filter((entry) => entry.action === `DELETE /api/blog/${post.id}`)).toHaveLength(1);
  });
});

describe("drafts", () => {
  test("a draft is only in the admin lists: /api/admin/blog and admin_access=true from an admin session", async () => {
    const draft = await createOk({ title: "Quiet Draft", slug: "quiet-draft", published: false });
    expect(draft.published).toBe(false);
    expect(draft.publishedAt).toBeNull();

    expect((await adminList()).map((p) => p.slug)).toContain("quiet-draft");
    expect(await publicSlugs()).not.toContain("quiet-draft");
    expect((await send(t.app, "/api/blog/quiet-draft")).status).toBe(404);

    // The flag from an admin session: the admin list. From anyone else: the public list.
    const flagged = await send(t.app, "/api/blog?admin_access=true", { headers: asAdmin });
    expect(flagged.headers.get("cache-control")).toBe("private, no-store");
    expect(((await flagged.json()) as ApiPost[]).map((p) => p.slug)).toContain("quiet-draft");
    expect(await publicSlugs("&admin_access=true")).not.toContain("quiet-draft");
    const asReaderFlagged = await send(t.app, "/api/blog?admin_access=true&limit=50", { headers: asReader });
    expect(((await asReaderFlagged.json()) as ApiPost[]).map((p) => p.slug)).not.toContain("quiet-draft");
    // Without the flag an admin sees what everyone sees.
    const plain = await send(t.app, "/api/blog?limit=50", { headers: asAdmin });
    expect(((await plain.json()) as ApiPost[]).map((p) => p.slug)).not.toContain("quiet-draft");
  });

  test("the admin list has every post, newest edit first", async () => {
    const total = t.sqlite.query<{ n: number }, []>("SELECT count(*) AS n FROM blog_posts").get()!.n;
    const list = await adminList();
    expect(list).toHaveLength(total);
    const edited = await createOk({ title: "Freshly Edited", slug: "freshly-edited" });
    expect((await adminList())[0]!.id).toBe(edited.id);
  });
});

describe("writes clear the render cache", () => {
  test("/blog, the post page and the sitemap follow create, edit, unpublish and delete at once", async () => {
    // Warm the cache first, so a stale entry would be what answers.
    expect((await page("/blog")).html).not.toContain("Cache Clearing Notes");
    expect((await page("/blog/cache-clearing-notes")).status).toBe(404);
    expect((await page("/sitemap.xml")).html).not.toContain("/blog/cache-clearing-notes");

    const post = await createOk({ title: "Cache Clearing Notes", slug: "cache-clearing-notes" });
    expect((await page("/blog")).html).toContain("Cache Clearing Notes");
    const created = await page("/blog/cache-clearing-notes");
    expect(created.status).toBe(200);
    expect(created.html).toContain("<h2>Why outcomes</h2>");
    expect((await page("/sitemap.xml")).html).toContain("/blog/cache-clearing-notes");

    await update(post.id, postBody({ title: "Cache Clearing Notes, Revised", slug: "cache-clearing-notes" }));
    expect((await page("/blog")).html).toContain("Cache Clearing Notes, Revised");
    expect((await page("/blog/cache-clearing-notes")).html).toContain("Cache Clearing Notes, Revised");

    await update(
      post.id,
      postBody({ title: "Cache Clearing Notes, Revised", slug: "cache-clearing-notes", published: false }),
    );
    expect((await page("/blog")).html).not.toContain("Cache Clearing Notes");
    expect((await page("/blog/cache-clearing-notes")).status).toBe(404);
    expect((await page("/sitemap.xml")).html).not.toContain("/blog/cache-clearing-notes");

    await update(post.id, postBody({ title: "Cache Clearing Notes, Back", slug: "cache-clearing-notes" }));
    expect((await page("/blog")).html).toContain("Cache Clearing Notes, Back");
    await remove(post.id);
    expect((await page("/blog")).html).not.toContain("Cache Clearing Notes");
    // A deleted post's address answers 410 Gone (docs/product.md#slug-redirects).
    expect((await page("/blog/cache-clearing-notes")).status).toBe(410);
  });

  test("a refused write leaves the cache alone", async () => {
    await page("/blog");
    const before = t.pageCache.size;
    expect(before).toBeGreaterThan(0);
    expect((await create(postBody({ slug: "when-to-hire-a-fractional-cpo" }))).status).toBe(409);
    expect((await create({})).status).toBe(400);
    expect(t.pageCache.size).toBe(before);
  });
});

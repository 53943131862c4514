// The admin's lists that scale (docs/product.md#admin-lists) through the real app: each list API
// answers one page of 25 with its total and counts when called with list parameters, searches and
// filters in SQL, refuses a bad parameter with a 400 naming the field, and keeps answering the plain
// array when called without them. The sample content is removed first, so every count is this file's.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { blogPosts, contactMessages, resources, testimonials } from "../../src/db/schema";
import { send, sessionFor, withCookie } from "../support/auth";
import { expectFieldsRefused } from "../support/answers";
import { createPost, createResource, createTestimonial, createUser } from "../support/factories";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());

const asAdmin = withCookie(sessionFor(t.services, 1).cookie);
const get = (path: string) => send(t.app, path, { headers: asAdmin });
const json = async (path: string) => {
  const res = await get(path);
  expect(res.status).toBe(200);
  return (await res.json()) as {
    data: Record<string, unknown>[];
    total: number;
    page: number;
    pageSize: number;
    counts?: unknown;
  };
};

/** The `key` of each item the list at `path` answers, in order. */
const listed = async (path: string, key = "title") => (await json(path)).data.map((item) => item[key]);

const YEAR = 365 * 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t.db.delete(blogPosts).run();
  t.db.delete(resources).run();
  t.db.delete(testimonials).run();
  t.db.delete(contactMessages).run();
  // 27 published posts about pricing, 2 drafts about roadmaps, 1 scheduled roadmap post.
  for (let i = 1; i <= 27; i += 1) createPost(t.services, { title: `Pricing note ${i}`, category: "Pricing" });
  createPost(t.services, { title: "Roadmap draft one", published: false, category: "Roadmapping" });
  createPost(t.services, { title: "Roadmap draft two", published: false, author: "Sam Writer" });
  const scheduled = createPost(t.services, { title: "Roadmap coming soon", excerpt: "Outcomes over features." });
  t.db
    .update(blogPosts)
    .set({ publishedAt: new Date(Date.now() + YEAR) })
    .where(eq(blogPosts.id, scheduled.id))
    .run();

  createResource(t.services, { title: "Roadmap Canvas", category: "Templates" });
  createResource(t.services, {
    title: "Pricing Worksheet",
    description: "Work out a roadmap price.",
    published: false,
  });
  createResource(t.services, {
    title: "Discovery Guide",
    category: "Checklists",
    publishedAt: new Date(Date.now() + YEAR),
  });

  createTestimonial(t.services, { name: "Ada Lovelace", company: "Engines Ltd", featured: true });
  createTestimonial(t.services, { name: "Grace Hopper", testimonial: "Compilers and roadmaps." });

  await createUser(t.services, {
    username: "kim",
    firstName: "Kim",
    lastName: "Roadmapper",
    email: "kim@example.test",
  });

  t.db
    .insert(contactMessages)
    .values([
      { name: "Olive Open", email: "olive@example.test", service: "other", message: "Help with pricing." },
      { name: "Hank Handled", email: "hank@example.test", service: "other", message: "A roadmap please.", read: true },
      { name: "Sid Spam", email: "spam@example.test", service: "other", message: "Cheap roadmap pills.", spam: true },
    ])
    .run();
});

describe("GET /api/admin/blog with list parameters", () => {
  test("pages of 25 with the total and the counts per status", async () => {
    const first = await json("/api/admin/blog?page=1");
    expect(first.total).toBe(30);
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(25);
    expect(first.data.length).toBe(25);
    expect(first.counts).toEqual({ published: 27, draft: 2, scheduled: 1 });
    // Every post's category, drafts' included, for the category filter and the form's suggestions.
    expect((first as { categories?: string[] }).categories).toEqual(["Pricing", "Product Strategy", "Roadmapping"]);
    const second = await json("/api/admin/blog?page=2");
    expect(second.data.length).toBe(5);
    expect(second.page).toBe(2);
  });

  test("search reads title, slug, author and excerpt; counts follow the search", async () => {
    const roadmap = await json("/api/admin/blog?q=roadmap&sort=title");
    expect(roadmap.data.map((p) => p.title)).toEqual(["Roadmap coming soon", "Roadmap draft one", "Roadmap draft two"]);
    expect(roadmap.counts).toEqual({ published: 0, draft: 2, scheduled: 1 });
    expect(await listed("/api/admin/blog?q=sam%20writer")).toEqual(["Roadmap draft two"]);
    expect(await listed("/api/admin/blog?q=outcomes%20over")).toEqual(["Roadmap coming soon"]);
    expect((await json("/api/admin/blog?q=pricing-note-1")).total).toBe(0);
  });

  test("status and category filter", async () => {
    expect(await listed("/api/admin/blog?status=draft&sort=title")).toEqual(["Roadmap draft one", "Roadmap draft two"]);
    expect(await listed("/api/admin/blog?status=scheduled")).toEqual(["Roadmap coming soon"]);
    expect((await json("/api/admin/blog?status=published")).total).toBe(27);
    const roadmapping = await json("/api/admin/blog?category=Roadmapping");
    expect(roadmapping.data.map((p) => p.title)).toEqual(["Roadmap draft one"]);
  });

  test("bad values are a 400 naming each field", async () => {
    await expectFieldsRefused(get("/api/admin/blog?status=live&sort=best&page=0"), {
      sort: "The sort must be one of: updated, published, title.",
      page: "The page must be a whole number from 1.",
      status: "The status must be one of: published, draft, scheduled.",
    });
  });
});

describe("GET /api/admin/resources with list parameters", () => {
  test("search, status, category and counts", async () => {
    const roadmap = await json("/api/admin/resources?q=roadmap&sort=title");
    expect(roadmap.data.map((r) => r.title)).toEqual(["Pricing Worksheet", "Roadmap Canvas"]);
    expect(roadmap.counts).toEqual({ published: 1, draft: 1, scheduled: 0 });
    expect(await listed("/api/admin/resources?status=scheduled")).toEqual(["Discovery Guide"]);
    expect(await listed("/api/admin/resources?category=Templates")).toEqual(["Roadmap Canvas"]);
    const all = await json("/api/admin/resources?page=1");
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 25, counts: { published: 1, draft: 1, scheduled: 1 } });
  });
});

describe("GET /api/admin/testimonials with list parameters", () => {
  test("search name, company and text; featured filter", async () => {
    expect(await listed("/api/admin/testimonials?q=engines", "name")).toEqual(["Ada Lovelace"]);
    expect(await listed("/api/admin/testimonials?q=compilers", "name")).toEqual(["Grace Hopper"]);
    expect(await listed("/api/admin/testimonials?featured=false", "name")).toEqual(["Grace Hopper"]);
    const named = await json("/api/admin/testimonials?sort=name");
    expect(named).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(named.data.map((x) => x.name)).toEqual(["Ada Lovelace", "Grace Hopper"]);
  });
});

describe("GET /api/users with list parameters", () => {
  test("search username, names and e-mail", async () => {
    expect(await listed("/api/users?q=roadmapper", "username")).toEqual(["kim"]);
    expect(await listed("/api/users?q=kim@example", "username")).toEqual(["kim"]);
    // The admin, the sample posts' two authors, and kim.
    const page = await json("/api/users?sort=newest");
    expect(page.total).toBe(4);
    expect(page.data[0]!.username).toBe("kim");
    expect(page.data[0]).not.toHaveProperty("passwordHash");
  });
});

describe("GET /api/admin/messages with list parameters", () => {
  test("search name, e-mail and message; status filter; counts", async () => {
    const roadmap = await json("/api/admin/messages?q=roadmap&sort=oldest");
    expect(roadmap.data.map((m) => m.name)).toEqual(["Hank Handled", "Sid Spam"]);
    expect(roadmap.counts).toEqual({ open: 0, handled: 1, spam: 1 });
    expect(await listed("/api/admin/messages?status=open", "name")).toEqual(["Olive Open"]);
    expect(await listed("/api/admin/messages?q=hank@", "name")).toEqual(["Hank Handled"]);
    expect((await json("/api/admin/messages?status=spam")).total).toBe(1);
  });
});

// Each list: a bad value is a 400 naming its field; without list parameters, the plain array of all.
test.each([
  [
    "/api/admin/resources?status=gone",
    { status: "The status must be one of: published, draft, scheduled." },
    "/api/admin/resources",
    3,
  ],
  [
    "/api/admin/testimonials?featured=yes",
    { featured: "Featured must be true or false." },
    "/api/admin/testimonials",
    2,
  ],
  ["/api/users?sort=age", { sort: "The sort must be one of: username, newest." }, "/api/users", 4],
  [
    "/api/admin/messages?status=read",
    { status: "The status must be one of: open, handled, spam." },
    "/api/admin/messages",
    3,
  ],
  ["/api/admin/blog?page=x", { page: "The page must be a whole number from 1." }, "/api/admin/blog", 30],
])("%s is a 400 naming the field; the plain call is the whole array", async (bad, errors, plain, length) => {
  const res = await get(bad);
  expect(res.status).toBe(400);
  expect(((await res.json()) as { errors: unknown }).errors).toEqual(errors);
  const all = await (await get(plain)).json();
  expect(Array.isArray(all)).toBe(true);
  expect((all as unknown[]).length).toBe(length);
});

test("the list parameters are the admin's alone", async () => {
  expect((await send(t.app, "/api/admin/blog?page=1")).status).toBe(401);
  expect((await send(t.app, "/api/users?q=kim")).status).toBe(401);
});

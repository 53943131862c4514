// The admin's lists read by cursor (docs/architecture.md#admin-lists): `after=<nextCursor>` reads
// the page after the one before, at the cost of the first page however far in, with no row twice
// and none missed while rows arrive between the pages; a cursor the server did not make is a 400.
// The blog list carries no bodies; the editor reads one post with its body by id. Rows are made
// with straight SQL where there are many (tests/support/scale-data.ts).
import { afterAll, describe, expect, test } from "bun:test";
import { send, sessionFor, withCookie } from "../support/auth";
import { createPost } from "../support/factories";
import { insertMessages } from "../support/scale-data";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());

const asAdmin = withCookie(sessionFor(t.services, 1).cookie);
type Page = { data: Record<string, unknown>[]; total: number; nextCursor: string | null };

async function pageAt(path: string): Promise<Page> {
  const res = await send(t.app, path, { headers: asAdmin });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

/** Every page of the list at `path`, each after the one before, calling `between` after each; the `key` of each row. */
async function walk(path: string, key: string, between: (page: number) => void = () => {}) {
  const seen: unknown[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const page = await pageAt(`${path}${after ? `&after=${encodeURIComponent(after)}` : ""}`);
    seen.push(...page.data.map((row) => row[key]));
    after = page.nextCursor;
    pages += 1;
    between(pages);
  } while (after);
  return { seen, pages };
}

describe("messages by cursor", () => {
  test("newest first and oldest first: every message once while new ones arrive between the pages", async () => {
    const now = Date.now();
    const ids = insertMessages(t.sqlite, 60, now - 60_000);
    // New messages arrive between the pages: newer than every listed one, so never on a later page.
    const arrive = () => void insertMessages(t.sqlite, 1, Date.now());
    const newest = await walk("/api/admin/messages?q=writer&sort=newest", "id", arrive);
    expect(newest.pages).toBe(3);
    expect(newest.seen).toEqual(ids);

    const oldest = await walk("/api/admin/messages?q=writer&sort=oldest", "id");
    expect(oldest.seen.filter((id) => ids.includes(id as number))).toEqual(ids.slice().reverse());
    expect(new Set(oldest.seen).size).toBe(oldest.seen.length);
  });

  test("a cursor the server did not make, or one of another order, is a 400 naming the field", async () => {
    for (const after of ["not-a-cursor", Buffer.from('["x"]').toString("base64url")]) {
      const res = await send(t.app, `/api/admin/messages?after=${after}`, { headers: asAdmin });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: Record<string, string> };
      expect(body.errors.after).toBe("This list position is not valid any more; start again from the first page.");
    }
  });
});

describe("blog posts by cursor, without bodies", () => {
  test("by title: every post once, in order, with no body in the list", async () => {
    const titles = Array.from({ length: 30 }, (_, i) => `Cursor Post ${String(i).padStart(2, "0")}`);
    for (const title of titles.slice().reverse()) {
      createPost(t.services, { title, slug: title.toLowerCase().replaceAll(" ", "-"), content: "<p>Long body.</p>" });
    }
    const { seen, pages } = await walk("/api/admin/blog?q=cursor%20post&sort=title", "title");
    expect(seen).toEqual(titles);
    expect(pages).toBe(2);
    const page = await pageAt("/api/admin/blog?q=cursor%20post");
    expect(page.data.every((post) => !("content" in post))).toBe(true);
  });

  test("by publication date and by last edit: every post once", async () => {
    const published = await walk("/api/admin/blog?q=cursor%20post&sort=published", "id");
    const updated = await walk("/api/admin/blog?q=cursor%20post&sort=updated", "id");
    expect(new Set(published.seen).size).toBe(30);
    expect(new Set(updated.seen).size).toBe(30);
  });

  test("the plain list has no bodies; GET /api/admin/blog/{id} answers the post with its body", async () => {
    const draft = createPost(t.services, { title: "Draft With Body", slug: "draft-with-body", published: false });
    const plain = await send(t.app, "/api/admin/blog", { headers: asAdmin });
    const posts = (await plain.json()) as Record<string, unknown>[];
    expect(posts.length).toBeGreaterThan(30);
    expect(posts.some((post) => "content" in post)).toBe(false);

    const one = await send(t.app, `/api/admin/blog/${draft.id}`, { headers: asAdmin });
    expect(one.status).toBe(200);
    expect(one.headers.get("cache-control")).toBe("private, no-store");
    expect(((await one.json()) as { data: Record<string, unknown> }).data).toMatchObject({
      id: draft.id,
      title: "Draft With Body",
      content: "<p>Post body.</p>",
      published: false,
    });
    expect((await send(t.app, "/api/admin/blog/999999", { headers: asAdmin })).status).toBe(404);
    expect((await send(t.app, `/api/admin/blog/${draft.id}`)).status).toBe(401);
  });
});

// SPEC's unpaged list of posts is written by SQLite (src/db/sql-json.ts; decision 077), not by
// blogPostListJson. The two must not drift: on posts that reach each of the helpers' cases (a draft,
// no date, a date before 1970 and one with milliseconds, text that JSON escapes, absent images),
// the worker's read gives the very bytes JSON.stringify makes of blogPostListJson's objects, for
// every post and for an Author's own.
import { afterAll, describe, expect, test } from "bun:test";
import { blogPostListJson } from "../../src/api/blog";
import { longReads } from "../../src/server/long-reads";
import { createPost } from "../support/factories";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());

const list = (ownerId?: number) => longReads(t.db).texts.adminBlogList({ ownerId });
const expected = (ownerId?: number) => JSON.stringify(t.services.blog.listAll(ownerId).map(blogPostListJson));

const draft = createPost(t.services, {
  title: 'Quotes " and \\ backslashes, a tab\there, a line\nbreak, é, 中文, 🚀 and \u2028',
  excerpt: "<b>markup</b> & </script>",
  published: false,
  readTime: "7 min read",
});
const dated = createPost(t.services, {
  publishedAt: new Date("2025-03-04T05:06:07.089Z"),
  coverImage: "/uploads/a.webp",
});
const beforeEpoch = createPost(t.services, { title: "Before 1970" });
const wholeSecond = createPost(t.services, { title: "On a whole second" });
t.sqlite.run("UPDATE blog_posts SET published_at = ?, owner_id = 7 WHERE id = ?", [-86_399_999, beforeEpoch.id]);
t.sqlite.run("UPDATE blog_posts SET published_at = ?, owner_id = 7 WHERE id = ?", [1_700_000_000_000, wholeSecond.id]);
t.sqlite.run("UPDATE blog_posts SET published_at = NULL WHERE id = ?", [draft.id]);

describe("SPEC's unpaged list of posts, written by SQLite", () => {
  test("is byte for byte the JSON of blogPostListJson, every post in the same order", async () => {
    const text = await list();
    expect(text).toBe(expected());
    const posts = JSON.parse(text) as ReturnType<typeof blogPostListJson>[];
    const byId = new Map(posts.map((post) => [post.id, post]));
    expect(byId.get(draft.id)).toMatchObject({ published: false, publishedAt: null, readTime: "7 min read" });
    expect(byId.get(dated.id)).toMatchObject({
      publishedAt: "2025-03-04T05:06:07.089Z",
      coverImage: "/uploads/a.webp",
    });
    expect(byId.get(beforeEpoch.id)?.publishedAt).toBe("1969-12-31T00:00:00.001Z");
    expect(byId.get(wholeSecond.id)?.publishedAt).toBe("2023-11-14T22:13:20.000Z");
  });

  test("an Author's own posts alone, and none as an empty array", async () => {
    const own = JSON.parse(await list(7)) as { id: number }[];
    expect(own.map((post) => post.id).sort()).toEqual([beforeEpoch.id, wholeSecond.id].sort());
    expect(await list(7)).toBe(expected(7));
    expect(await list(9_999)).toBe("[]");
  });
});

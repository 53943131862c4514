// The reads that grew with the content at ×100, fixed at their cause (decision 058;
// docs/performance.md#scale): the posts' table with the body last, so that a read of the other
// columns never walks a body's overflow pages; the messages' counts per status from an index; the
// analytics totals from the day totals; and the sitemap's posts from their published index
// (decision 064). Each at a small scale: the same answers as before, read the new way.
import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { migrations } from "../../migrations";
import { migrate } from "../../src/db/migrate";
import { contactMessages } from "../../src/db/schema";
import { sessionFor, withCookie } from "../support/auth";
import { planOf, preparedBy } from "../support/prepared-sql";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());
const asAdmin = withCookie(sessionFor(t.services, 1).cookie);
const plan = (sql: string) =>
  t.sqlite
    .query<{ detail: string }, []>(`EXPLAIN QUERY PLAN ${sql}`)
    .all()
    .map((row) => row.detail)
    .join(" | ");

describe("the posts' table", () => {
  test("holds the body as its last column, so the lists' columns sit before it", () => {
    const columns = t.sqlite
      .query<{ name: string }, []>("PRAGMA table_info(blog_posts)")
      .all()
      .map((c) => c.name);
    expect(columns.at(-1)).toBe("content");
    expect(columns).toContain("updated_at");
  });

  test("the migration that moves the body keeps every post, its id and the id counter", () => {
    const sqlite = new Database(":memory:");
    const at = migrations.findIndex((m) => m.tag.endsWith("_scale_indexes"));
    migrate(sqlite, migrations.slice(0, at));
    const insert = sqlite.query(
      `INSERT INTO blog_posts (title, slug, author, excerpt, content, category, published, published_at, owner_id, meta_title)
       VALUES (?, ?, 'Ann', 'An excerpt.', ?, 'Strategy', ?, ?, ?, ?)`,
    );
    insert.run("One", "one", "<p>First body.</p>", 1, 1000, 1, "Meta one");
    insert.run("Two", "two", "<p>Second body.</p>", 0, null, null, null);
    insert.run("Three", "three", "<p>Third body.</p>", 1, 3000, 2, null);
    // The newest post deleted: its id must not be given again after the rebuild.
    sqlite.exec("DELETE FROM blog_posts WHERE slug = 'three'");
    const before = sqlite.query("SELECT * FROM blog_posts ORDER BY id").all();

    migrate(sqlite);
    expect(sqlite.query("SELECT * FROM blog_posts ORDER BY id").all()).toEqual(before);
    sqlite.exec(`INSERT INTO blog_posts (title, slug, author, excerpt, content, category)
      VALUES ('Four', 'four', 'Ann', 'An excerpt.', '<p>Fourth.</p>', 'Strategy')`);
    expect(sqlite.query("SELECT id FROM blog_posts WHERE slug = 'four'").get()).toEqual({ id: 4 });
    expect(
      sqlite
        .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'blog_posts'")
        .all()
        .map((row) => row.name)
        .sort(),
    ).toEqual([
      "blog_posts_category_idx",
      "blog_posts_published_idx",
      "blog_posts_slug_unique",
      "blog_posts_updated_idx",
    ]);
    sqlite.close();
  });
});

describe("the sitemap's posts", () => {
  test("are read from the published index alone, which still gives the public list its order", () => {
    const { result, statements } = preparedBy(t.sqlite, () => t.services.sitemap.publishedPosts());
    expect(result.length).toBeGreaterThan(0);
    const read = statements.find((sql) => sql.includes('from "blog_posts"'));
    expect(read).toBeDefined();
    // Its parameters: published, the moment.
    expect(planOf(t.sqlite, read!, 1, Date.now())).toContain("USING COVERING INDEX blog_posts_published_idx");
    // The blog's pages, newest first then by id, walk the same index without sorting.
    const page = preparedBy(t.sqlite, () => t.services.blog.list({ page: 1 })).statements.find((sql) =>
      sql.startsWith('select "id"'),
    );
    const pagePlan = planOf(t.sqlite, page!, 1, Date.now(), 12);
    expect(pagePlan).toContain("USING INDEX blog_posts_published_idx");
    expect(pagePlan).not.toContain("TEMP B-TREE");
  });
});

describe("the people summary's lookups", () => {
  test("find a person's messages by the e-mail index, not by the counts' index of every message", () => {
    // Each message's trigger recounts its sender through this view: on the counts' index it read
    // every non-spam message, and a table of messages grew quadratically as it was written.
    const lookup = plan("SELECT count(*) FROM lead_person_activity WHERE email_key = lower('ann@example.test')");
    expect(lookup).toContain("SEARCH contact_messages USING INDEX contact_messages_email_idx");
    expect(lookup).not.toContain("contact_messages_status_idx");
  });
});

describe("the messages' counts per status", () => {
  test("equal a recount, and are read from the status index alone", async () => {
    const values = (i: number) => ({
      name: `Person ${i}`,
      email: `person${i}@example.com`,
      service: "product-operations",
      message: "Hello there, about our roadmap.",
      read: i % 3 === 0,
      spam: i % 5 === 0,
      createdAt: new Date(Date.UTC(2026, 10, 1 + (i % 20))),
    });
    t.db
      .insert(contactMessages)
      .values(Array.from({ length: 30 }, (_, i) => values(i)))
      .run();
    const recount = (where: string) =>
      (t.sqlite.query(`SELECT count(*) AS n FROM contact_messages WHERE ${where}`).get() as { n: number }).n;
    const answer = await t.app.request("/api/admin/messages?page=1", { headers: asAdmin });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { total: number; counts: Record<string, number> };
    expect(body.counts).toEqual({
      open: recount("read = 0 AND spam = 0"),
      handled: recount("read = 1 AND spam = 0"),
      spam: recount("spam = 1"),
    });
    expect(body.total).toBe(recount("1"));
    expect(body.counts.spam).toBeGreaterThan(0);
    // Covered by the index: the table's rows, each with its message, are not read to count them.
    expect(plan("SELECT sum(read = 0 AND spam = 0), sum(spam = 1) FROM contact_messages")).toContain(
      "USING COVERING INDEX contact_messages_status_idx",
    );
  });
});

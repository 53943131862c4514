// The public blog's search through its trigram index (docs/architecture.md#blog-search; decision
// 059): on a seeded set of posts, every term's answer — which posts, in which order, how many —
// equals what the LIKE over titles and excerpts alone gave before the index, through writes,
// renames and deletes; and the index is what the search reads.
import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { desc } from "drizzle-orm";
import { migrations } from "../../migrations";
import { migrate } from "../../src/db/migrate";
import { blogPosts } from "../../src/db/schema";
import { BLOG_PAGE_SIZE } from "../../src/services/blog";
import { numberedPage, publishedListFilter } from "../../src/services/sql-search";
import { createPost } from "../support/factories";
import { planOf, preparedBy } from "../support/prepared-sql";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());

const WORDS = ["Roadmap", "roadmaps", "discovery", "Éclair", "éclair", "100%", "a_b", 'say "ship"', "OKR", "naïve"];
/** Titles and excerpts made of the words above, so that terms match some posts and not others. */
const posts = Array.from({ length: 120 }, (_, i) => ({
  title: `${WORDS[i % WORDS.length]} post ${i}`,
  excerpt: `About ${WORDS[(i * 7) % WORDS.length]} and ${WORDS[(i * 3) % WORDS.length]}.`,
  // Some drafts and posts scheduled for later: never in the public search.
  published: i % 11 !== 0,
  publishedAt: new Date(Date.UTC(2026, 0, 1) + (i % 13 === 0 ? 10 * 365 : i) * 86_400_000),
}));
const made = posts.map((fields, i) => createPost(t.services, { ...fields, slug: `search-post-${i}` }));
// A rename and a delete after the posts were indexed.
t.services.blog.update(made[5]!.id, {
  ...made[5]!,
  title: "Renamed to quarterly planning",
  publishedAt: made[5]!.publishedAt,
});
t.services.blog.delete(made[6]!.id);

const TERMS = [
  "roadmap",
  "ROADMAPS",
  "discovery",
  "éclair",
  "ÉCLAIR",
  "100%",
  "a_b",
  '"ship"',
  "okr",
  "ok",
  "a",
  "naïve",
  "quarterly",
  "post 6",
  "About discovery and",
  "nothing like this",
  "ai",
];

/** The answer of the LIKE over titles and excerpts alone: the search as it was before the index. */
function likeAnswer(q: string, page: number) {
  const where = publishedListFilter(blogPosts, [blogPosts.title, blogPosts.excerpt], { q }, new Date());
  const answer = numberedPage(
    t.db,
    blogPosts,
    where,
    [desc(blogPosts.publishedAt), desc(blogPosts.id)],
    { page },
    BLOG_PAGE_SIZE,
  );
  return { ids: answer.rows.map((row) => row.id), total: answer.total };
}

describe("the blog's search", () => {
  test("finds the same posts in the same order as the LIKE it replaces, for every kind of term", () => {
    let found = 0;
    for (const q of TERMS) {
      for (const page of [1, 2]) {
        const answer = t.services.blog.list({ q, page });
        const ids = answer.posts.map((post) => post.id);
        expect({ q, page, ids, total: answer.total }).toEqual({ q, page, ...likeAnswer(q, page) });
        found += ids.length;
      }
    }
    expect(found).toBeGreaterThan(50);
    expect(t.services.blog.list({ q: "quarterly" }).total).toBe(1);
    expect(t.services.blog.list({ q: "post 6" }).posts.map((post) => post.slug)).not.toContain("search-post-6");
  });

  test("reads the trigram index for a term of three characters or more", () => {
    const plan = (q: string) =>
      JSON.stringify(
        t.sqlite
          .query("EXPLAIN QUERY PLAN SELECT rowid FROM blog_posts_search WHERE blog_posts_search MATCH ?")
          .all(`"${q}"`),
      );
    expect(plan("roadmap")).toContain("VIRTUAL TABLE INDEX");
    const indexed = t.sqlite
      .query<{ id: number }, [string]>("SELECT rowid AS id FROM blog_posts_search WHERE blog_posts_search MATCH ?")
      .all('"quarterly planning"');
    expect(indexed).toEqual([{ id: made[5]!.id }]);
    // The search reads it: with the index emptied, a term of three characters finds nothing, a
    // shorter one (answered by the LIKE alone) still does; rebuilt, both find again.
    const totals = () => [t.services.blog.list({ q: "roadmap" }).total, t.services.blog.list({ q: "ok" }).total];
    const [roadmaps, oks] = totals();
    expect(roadmaps).toBeGreaterThan(0);
    t.sqlite.exec("INSERT INTO blog_posts_search (blog_posts_search) VALUES ('delete-all')");
    expect(totals()).toEqual([0, oks!]);
    t.sqlite.exec("INSERT INTO blog_posts_search (blog_posts_search) VALUES ('rebuild')");
    expect(totals()).toEqual([roadmaps!, oks!]);
  });

  test("counts its matches from the index's candidates, not by walking every public post", () => {
    const now = Date.now();
    const { result, statements } = preparedBy(t.sqlite, () => t.services.blog.list({ q: "roadmap" }));
    expect(result.total).toBe(likeAnswer("roadmap", 1).total);
    const count = statements.find((sql) => sql.startsWith("select count(*)"));
    expect(count).toBeDefined();
    // Its parameters as the search binds them: the moment, the pattern twice, the phrase.
    const plan = planOf(t.sqlite, count!, now, "%roadmap%", "%roadmap%", '"roadmap"');
    expect(plan).toContain("SEARCH blog_posts USING INTEGER PRIMARY KEY (rowid=?)");
    expect(plan).not.toMatch(/blog_posts_(published|category)_idx/);
  });

  test("the migration indexes the posts already stored", () => {
    const sqlite = new Database(":memory:");
    const at = migrations.findIndex((m) => m.tag.endsWith("_analytics_rollups_search"));
    expect(at).toBeGreaterThan(0);
    migrate(sqlite, migrations.slice(0, at));
    sqlite.exec(`INSERT INTO blog_posts (title, slug, author, excerpt, content, category)
      VALUES ('Roadmap basics', 'one', 'Ann', 'An excerpt.', '<p>One.</p>', 'Strategy'),
             ('Other', 'two', 'Ann', 'A discovery excerpt.', '<p>Two.</p>', 'Strategy')`);
    migrate(sqlite);
    const match = (q: string) =>
      sqlite.query("SELECT rowid AS id FROM blog_posts_search WHERE blog_posts_search MATCH ?").all(`"${q}"`);
    expect(match("roadmap")).toEqual([{ id: 1 }]);
    expect(match("discovery")).toEqual([{ id: 2 }]);
    sqlite.close();
  });
});

// `npm run seed:scale` at a small factor: a fresh DATA_DIR the server can open, holding the seed and
// the scale rows in the counts the factor gives, and a refusal to write into a used one.
import { afterAll, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedScale } from "../../scripts/seed-scale";
import { scaleCounts } from "../../scripts/scale/seed";
const folder = mkdtempSync(join(tmpdir(), "seed-scale-"));
const dir = join(folder, "data");
const counts = await seedScale(dir, 0.2, () => {}, { username: "admin", password: "scale-admin-password" });
const sqlite = new Database(join(dir, "site.db"), { readonly: true });
afterAll(() => {
  sqlite.close();
  rmSync(folder, { recursive: true, force: true });
});
const count = (sql: string) => sqlite.query<{ n: number }, []>(sql).get()!.n;

test("writes the factor's counts beside the first-start seed", () => {
  expect(counts).toEqual(scaleCounts(0.2));
  expect(count("SELECT count(*) AS n FROM blog_posts WHERE slug LIKE 'scale-post-%' AND published = 1")).toBe(
    counts.posts,
  );
  expect(count("SELECT count(*) AS n FROM blog_posts WHERE slug NOT LIKE 'scale-post-%'")).toBeGreaterThan(0);
  expect(count("SELECT count(*) AS n FROM resources WHERE slug LIKE 'scale-resource-%'")).toBe(counts.resources);
  expect(count("SELECT count(*) AS n FROM resource_downloads")).toBe(counts.downloads);
  expect(count("SELECT count(DISTINCT lower(email)) AS n FROM resource_downloads")).toBe(counts.people);
  expect(count("SELECT count(*) AS n FROM contact_messages")).toBe(counts.messages);
  expect(count("SELECT count(*) AS n FROM audit_log")).toBe(counts.activity);
  expect(count("SELECT count(DISTINCT day) AS n FROM analytics_daily")).toBe(365);
  // Each resource's count is its downloads, as the download service keeps it.
  expect(
    count(
      "SELECT count(*) AS n FROM resources r WHERE download_count != (SELECT count(*) FROM resource_downloads d WHERE d.resource_id = r.id)",
    ),
  ).toBe(0);
});

test("posts are long articles of sentences, not filler", () => {
  const post = sqlite
    .query<{ content: string }, []>("SELECT content FROM blog_posts WHERE slug = 'scale-post-1'")
    .get()!;
  expect(post.content.split(" ").length).toBeGreaterThan(1300);
  expect(post.content).toMatch(/^<p>[A-Z]/);
});

test("refuses a DATA_DIR that already has a database", async () => {
  await expect(seedScale(dir, 0.2, () => {})).rejects.toThrow("already has a database");
});

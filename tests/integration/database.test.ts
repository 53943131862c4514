// Migrations and first-start seeding on a real SQLite file: applied once, seeded once.
import { afterEach, expect, test } from "bun:test";
import { count } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../src/db/client";
import { migrate } from "../../src/db/migrate";
import { blogPosts, resources, testimonials, users } from "../../src/db/schema";
import { seed } from "../../src/db/seed";
import { createLocalStorage, keyFromPrivateFileUrl } from "../../src/storage";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshDatabase() {
  const dir = mkdtempSync(join(tmpdir(), "site-db-"));
  dirs.push(dir);
  const { sqlite, db } = openDatabase(join(dir, "site.db"));
  return { dir, sqlite, db, storage: createLocalStorage(join(dir, "uploads")) };
}

test("migrations apply once and the database runs in WAL with foreign keys", () => {
  const { sqlite } = freshDatabase();
  expect(migrate(sqlite)).toEqual(["0000_init"]);
  expect(migrate(sqlite)).toEqual([]);
  expect(sqlite.query<{ journal_mode: string }, []>("PRAGMA journal_mode").get()?.journal_mode).toBe("wal");
  expect(sqlite.query<{ foreign_keys: number }, []>("PRAGMA foreign_keys").get()?.foreign_keys).toBe(1);
  sqlite.close();
});

test("first start seeds samples and an admin with a printed password; a second start changes nothing", async () => {
  const { sqlite, db, storage } = freshDatabase();
  migrate(sqlite);
  const printed: string[] = [];
  const first = await seed({ db, storage, env: { adminUsername: "admin", adminPassword: undefined }, print: (l) => printed.push(l) });
  expect(first.seeded).toBe(true);
  const password = first.admin?.generatedPassword;
  expect(password).toMatch(/^[a-z2-7]{16}$/);
  expect(printed.join("\n")).toContain(`password: ${password}`);

  const counts = () => ({
    testimonials: db.select({ n: count() }).from(testimonials).get()?.n,
    posts: db.select({ n: count() }).from(blogPosts).get()?.n,
    resources: db.select({ n: count() }).from(resources).get()?.n,
    users: db.select({ n: count() }).from(users).get()?.n,
  });
  const before = counts();
  expect(before).toEqual({ testimonials: 3, posts: 2, resources: expect.any(Number), users: 1 });
  expect(before.resources).toBeGreaterThanOrEqual(4);

  const admin = db.select().from(users).get()!;
  expect(admin.role).toBe("admin");
  expect(admin.passwordHash).toStartWith("$argon2id$");
  expect(await Bun.password.verify(password!, admin.passwordHash)).toBe(true);

  // The two sample posts are seven days apart.
  const dates = db.select({ at: blogPosts.publishedAt }).from(blogPosts).all().map((r) => r.at!.getTime());
  expect(Math.abs(dates[0]! - dates[1]!)).toBe(7 * 24 * 60 * 60 * 1000);

  // Every sample resource has its real file in private storage and a measured size.
  for (const r of db.select().from(resources).all()) {
    const file = await storage.get(keyFromPrivateFileUrl(r.fileUrl)!);
    expect(file?.size).toBeGreaterThan(500);
    expect(r.fileSize).toMatch(/^\d+(\.\d)? (B|KB|MB)$/);
  }

  printed.length = 0;
  const second = await seed({ db, storage, env: { adminUsername: "admin", adminPassword: undefined }, print: (l) => printed.push(l) });
  expect(second.seeded).toBe(false);
  expect(printed).toEqual([]);
  expect(counts()).toEqual(before);
  sqlite.close();
});

test("ADMIN_PASSWORD from the environment is used and not printed", async () => {
  const { sqlite, db, storage } = freshDatabase();
  migrate(sqlite);
  const printed: string[] = [];
  await seed({ db, storage, env: { adminUsername: "owner", adminPassword: "from-the-env-123" }, print: (l) => printed.push(l) });
  const admin = db.select().from(users).get()!;
  expect(admin.username).toBe("owner");
  expect(await Bun.password.verify("from-the-env-123", admin.passwordHash)).toBe(true);
  expect(printed.join("\n")).not.toContain("from-the-env-123");
  sqlite.close();
});

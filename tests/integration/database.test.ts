// Migrations and first-start seeding on a real SQLite file: applied once, seeded once.
import { Database } from "bun:sqlite";
import { expect, test } from "bun:test";
import { count, eq, ne } from "drizzle-orm";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { migrations } from "../../migrations";
import { openDatabase } from "../../src/db/client";
import { migrate } from "../../src/db/migrate";
import { appMeta, blogPosts, resources, testimonials, users } from "../../src/db/schema";
import { seed } from "../../src/db/seed";
import { createLocalStorage, type FileStorage, keyFromPrivateFileUrl } from "../../src/storage";
import { tempFolders } from "../support/temp-folders";

const migrationsDir = join(import.meta.dir, "..", "..", "migrations");
/** The SQL files drizzle-kit generated, by name, in the order they must run. */
const migrationFiles = readdirSync(migrationsDir)
  .filter((name) => name.endsWith(".sql"))
  .map((name) => name.slice(0, -".sql".length))
  .sort();

const newFolder = tempFolders("site-db-");

function freshDatabase() {
  const dir = newFolder();
  const { sqlite, db } = openDatabase(join(dir, "site.db"));
  return { dir, sqlite, db, storage: createLocalStorage(join(dir, "uploads")) };
}

test("every migration file is applied once, a second run applies none, and the app's tables exist", () => {
  const { sqlite } = freshDatabase();
  expect(migrationFiles.length).toBeGreaterThan(0);
  expect(migrate(sqlite)).toEqual(migrationFiles);
  expect(
    sqlite
      .query<{ tag: string }, []>("SELECT tag FROM __migrations ORDER BY tag")
      .all()
      .map((r) => r.tag),
  ).toEqual(migrationFiles);
  expect(migrate(sqlite)).toEqual([]);

  const tables = sqlite
    .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table'")
    .all()
    .map((r) => r.name);
  const needed = [
    "users",
    "sessions",
    "blog_posts",
    "testimonials",
    "resources",
    "resource_downloads",
    "contact_messages",
    "app_meta",
  ];
  expect(needed.filter((table) => !tables.includes(table))).toEqual([]);
  sqlite.close();
});

test("the database runs in WAL with foreign keys and secure_delete on and a 5 s busy timeout, also after migrating", () => {
  const { sqlite } = freshDatabase();
  migrate(sqlite);
  expect(sqlite.query<{ journal_mode: string }, []>("PRAGMA journal_mode").get()?.journal_mode).toBe("wal");
  expect(sqlite.query<{ foreign_keys: number }, []>("PRAGMA foreign_keys").get()?.foreign_keys).toBe(1);
  expect(sqlite.query<{ timeout: number }, []>("PRAGMA busy_timeout").get()?.timeout).toBe(5000);
  expect(sqlite.query<{ secure_delete: number }, []>("PRAGMA secure_delete").get()?.secure_delete).toBe(1);
  sqlite.close();
});

test("a transaction takes the write lock as it begins: no other connection writes between its read and its write, so that write cannot fail at once", () => {
  const { dir, sqlite, db } = freshDatabase();
  migrate(sqlite);
  // Another connection on the same file (another server, a data command), not waiting at all.
  const other = new Database(join(dir, "site.db"));
  other.exec("PRAGMA busy_timeout = 0");
  const otherWrite = () => other.run("INSERT INTO app_meta (key, value) VALUES ('other', 'x')");
  const written = db.transaction((tx) => {
    tx.select({ n: count() }).from(appMeta).get();
    // Under SQLite's default (deferred) this write would go through, and the insert below would
    // fail at once with SQLITE_BUSY: this transaction's snapshot would be older than the file.
    expect(otherWrite).toThrow("database is locked");
    return tx.insert(appMeta).values({ key: "ours", value: "y" }).returning().get();
  });
  expect(written.key).toBe("ours");
  otherWrite();
  expect(
    db
      .select({ key: appMeta.key })
      .from(appMeta)
      .all()
      .map((row) => row.key),
  ).toEqual(expect.arrayContaining(["ours", "other"]));
  // A transaction may still name another behavior.
  db.transaction(
    (tx) => {
      tx.select({ n: count() }).from(appMeta).get();
      other.run("DELETE FROM app_meta WHERE key = 'other'");
    },
    { behavior: "deferred" },
  );
  other.close();
});

test("a migration another server applied after this one looked is not applied again", () => {
  const { dir, sqlite } = freshDatabase();
  const other = openDatabase(join(dir, "site.db")).sqlite;
  // This server has read which migrations are applied when the other one applies them all.
  function* appliedMeanwhile() {
    migrate(other);
    yield* migrations;
  }
  expect(migrate(sqlite, appliedMeanwhile())).toEqual([]);
  expect(sqlite.query<{ n: number }, []>("SELECT count(*) AS n FROM __migrations").get()?.n).toBe(
    migrationFiles.length,
  );
  other.close();
  sqlite.close();
});

test("first start seeds samples and an admin with a printed password; a second start changes nothing", async () => {
  const { sqlite, db, storage } = freshDatabase();
  migrate(sqlite);
  const printed: string[] = [];
  // A start without ADMIN_PASSWORD: the seed makes one up and prints it.
  const start = () =>
    seed({ db, storage, env: { adminUsername: "admin", adminPassword: undefined }, print: (l) => printed.push(l) });
  const first = await start();
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
  // The admin, and the sample posts' two authors (docs/product.md#people).
  expect(before).toEqual({ testimonials: 3, posts: 6, resources: expect.any(Number), users: 3 });
  expect(before.resources).toBeGreaterThanOrEqual(4);

  const admin = db.select().from(users).where(eq(users.username, "admin")).get()!;
  expect(admin.role).toBe("admin");
  expect(admin.passwordHash).toStartWith("$argon2id$");
  expect(await Bun.password.verify(password!, admin.passwordHash)).toBe(true);
  // The sample authors are shown, never signed in as: inactive users, and only the admin's password is printed.
  const people = db
    .select({ username: users.username, role: users.role, isActive: users.isActive, displayName: users.displayName })
    .from(users)
    .where(ne(users.username, "admin"))
    .all();
  expect(people).toEqual([
    { username: "avery.morgan", role: "user", isActive: false, displayName: "Avery Morgan" },
    { username: "jordan.ellis", role: "user", isActive: false, displayName: "Jordan Ellis" },
  ]);
  expect(printed.filter((line) => line.includes("password:"))).toEqual([`    password: ${password}`]);

  // the product's two built-in sample posts, seeded first, are seven days apart.
  const dates = db
    .select({ at: blogPosts.publishedAt })
    .from(blogPosts)
    .orderBy(blogPosts.id)
    .all()
    .map((r) => r.at!.getTime());
  expect(Math.abs(dates[0]! - dates[1]!)).toBe(7 * 24 * 60 * 60 * 1000);

  // Every sample resource has its real file in private storage and a measured size.
  for (const r of db.select().from(resources).all()) {
    const file = await storage.get(keyFromPrivateFileUrl(r.fileUrl)!);
    expect(file?.size).toBeGreaterThan(500);
    expect(r.fileSize).toMatch(/^\d+(\.\d)? (B|KB|MB)$/);
  }

  printed.length = 0;
  const second = await start();
  expect(second.seeded).toBe(false);
  expect(printed).toEqual([]);
  expect(counts()).toEqual(before);
  sqlite.close();
});

test("ADMIN_PASSWORD from the environment is used and not printed", async () => {
  const { sqlite, db, storage } = freshDatabase();
  migrate(sqlite);
  const printed: string[] = [];
  await seed({
    db,
    storage,
    env: { adminUsername: "owner", adminPassword: "from-the-env-123" },
    print: (l) => printed.push(l),
  });
  const admin = db.select().from(users).get()!;
  expect(admin.username).toBe("owner");
  expect(await Bun.password.verify("from-the-env-123", admin.passwordHash)).toBe(true);
  expect(printed.join("\n")).not.toContain("from-the-env-123");
  sqlite.close();
});

test("a seed whose file writes fail part-way leaves no files and no rows, and the next start seeds", async () => {
  const { dir, sqlite, db, storage } = freshDatabase();
  migrate(sqlite);
  let puts = 0;
  const failing: FileStorage = {
    ...storage,
    async put(key, data) {
      if (++puts === 6) throw new Error("disk full");
      return storage.put(key, data);
    },
  };
  const env = { adminUsername: "admin", adminPassword: "from-the-env-123" };
  await expect(seed({ db, storage: failing, env })).rejects.toThrow("disk full");
  expect(puts).toBe(6);
  const uploads = join(dir, "uploads");
  const files = readdirSync(uploads, { recursive: true, encoding: "utf8" });
  expect(files.filter((path) => statSync(join(uploads, path)).isFile())).toEqual([]);
  expect(db.select().from(testimonials).all()).toEqual([]);
  expect(db.select().from(users).all()).toEqual([]);
  expect(db.select().from(appMeta).all()).toEqual([]);

  expect((await seed({ db, storage, env })).seeded).toBe(true);
  expect(db.select({ n: count() }).from(testimonials).get()?.n).toBe(3);
  sqlite.close();
});

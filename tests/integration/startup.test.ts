// The real server process started on a DATA_DIR the way an operator starts it: two at once on a
// fresh folder, after a first start killed mid-seed, on a folder it cannot use, and the file modes
// it creates. Each test spawns `bun src/server/index.ts` and reads the folder and database after.
import { afterEach, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../src/db/client";
import { appMeta, blogPosts, resources, testimonials, users } from "../../src/db/schema";
import { samplePosts } from "../../src/db/seed-data";
import { keyFromPrivateFileUrl } from "../../src/storage";
import { spawnBun, startServer, type ServerProcess } from "../support/startup-server";

const TIMEOUT_MS = 30_000;
const dirs: string[] = [];
const servers: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshDataDir(): string {
  const parent = mkdtempSync(join(tmpdir(), "site-startup-"));
  dirs.push(parent);
  return join(parent, "data");
}

function start(dataDir: string): ServerProcess {
  const server = startServer(dataDir);
  servers.push(server);
  return server;
}

/** Every file under uploads/, hidden ones included, as storage keys ("public/seed/x.webp"). */
function filesOnDisk(dataDir: string): string[] {
  const uploads = join(dataDir, "uploads");
  return readdirSync(uploads, { recursive: true, encoding: "utf8" })
    .filter((path) => statSync(join(uploads, path)).isFile())
    .sort();
}

const publicKey = (url: string | null) =>
  url?.startsWith("/uploads/") ? `public/${url.slice("/uploads/".length)}` : null;

/** Opens the database the servers left and checks the sample content is there exactly once. */
function expectSeededOnce(dataDir: string) {
  const { sqlite, db } = openDatabase(join(dataDir, "site.db"));
  try {
    expect(db.select().from(testimonials).all()).toHaveLength(3);
    expect(db.select().from(blogPosts).all()).toHaveLength(6);
    // The admin and the sample posts' two authors.
    expect(db.select().from(users).all()).toHaveLength(3);
    // The seed's one marker (and the media uses' table's, once it was built: decision 050).
    expect(
      db
        .select()
        .from(appMeta)
        .all()
        .map((row) => row.key)
        .filter((key) => key !== "media_uses_built"),
    ).toEqual(["seeded_at"]);
    const resourceRows = db.select().from(resources).all();
    expect(resourceRows.length).toBeGreaterThanOrEqual(4);

    // What is on disk is exactly what the rows point at: no stray file, no missing one.
    const referenced = new Set<string>();
    for (const r of resourceRows) {
      referenced.add(keyFromPrivateFileUrl(r.fileUrl)!);
      if (r.coverImage) referenced.add(publicKey(r.coverImage)!);
    }
    for (const post of db.select().from(blogPosts).all())
      if (post.coverImage) referenced.add(publicKey(post.coverImage)!);
    for (const t of db.select().from(testimonials).all()) if (publicKey(t.avatar)) referenced.add(publicKey(t.avatar)!);
    expect(filesOnDisk(dataDir)).toEqual([...referenced].sort());
    for (const r of resourceRows) {
      expect(statSync(join(dataDir, "uploads", keyFromPrivateFileUrl(r.fileUrl)!)).size).toBeGreaterThan(500);
    }
  } finally {
    sqlite.close();
  }
}

const seededLines = (servers: ServerProcess[]) =>
  servers.flatMap((s) => s.stdout().split("\n")).filter((line) => line.startsWith("Seeded sample content"));

test(
  "two servers started at once on a fresh DATA_DIR both come up, and the samples are seeded once",
  async () => {
    const dataDir = freshDataDir();
    const pair = [start(dataDir), start(dataDir)];
    const urls = await Promise.all(pair.map((server) => server.listening));
    for (const [i, url] of urls.entries()) {
      expect({ url: url !== null, stderr: pair[i]!.stderr() }).toEqual({ url: true, stderr: "" });
      expect((await fetch(`${url}/`)).status).toBeLessThan(500);
    }
    expect(seededLines(pair)).toHaveLength(1);
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    expectSeededOnce(dataDir);
  },
  TIMEOUT_MS,
);

test(
  "a first start killed half-way through seeding leaves no stray file once the server starts again",
  async () => {
    const dataDir = freshDataDir();
    // The seed writes each post's cover, then each resource's cover and file: the put after the post
    // covers and the first resource's two files is the second resource's cover, and the one after it
    // its private file. By then covers and one private file are complete.
    const secondResourceFile = samplePosts.length + 4;
    const killed = spawnBun("tests/support/startup-interrupted-seed.ts", {
      DATA_DIR: dataDir,
      KILL_AT_PUT: String(secondResourceFile),
    });
    await killed.exited;
    expect({ signal: killed.signalCode, stderr: await new Response(killed.stderr).text() }).toEqual({
      signal: "SIGKILL",
      stderr: "",
    });
    // Left behind: the covers, one complete private file and one partly written.
    expect(filesOnDisk(dataDir).filter((key) => key.startsWith("private/")).length).toBeGreaterThanOrEqual(2);

    const server = start(dataDir);
    expect(await server.listening).not.toBeNull();
    expect(seededLines([server])).toHaveLength(1);
    await server.stop();
    expectSeededOnce(dataDir);
  },
  TIMEOUT_MS,
);

test(
  "unfinished uploads an earlier process left behind are removed at start-up, and the log says how many",
  async () => {
    const dataDir = freshDataDir();
    const folder = join(dataDir, "uploads", "private", "resources");
    mkdirSync(folder, { recursive: true });
    const left = [1, 2].map((n) => join(folder, `.guide-${n}.pdf.0000000${n}-0000-4000-8000-000000000000.partial`));
    const recent = join(folder, ".guide-3.pdf.00000003-0000-4000-8000-000000000000.partial");
    for (const path of [...left, recent]) writeFileSync(path, "x".repeat(1024));
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    for (const path of left) utimesSync(path, twoHoursAgo, twoHoursAgo);

    const server = start(dataDir);
    expect(await server.listening).not.toBeNull();
    expect(server.stdout()).toContain("Removed 2 unfinished uploads left by an earlier run.");
    expect(readdirSync(folder)).toEqual([".guide-3.pdf.00000003-0000-4000-8000-000000000000.partial"]);
  },
  TIMEOUT_MS,
);

test.each([
  ["is a regular file", (parent: string) => parent],
  ["lies under a regular file", (parent: string) => join(parent, "data")],
])(
  "a DATA_DIR that %s stops the server with one sentence naming it, and exit code 1",
  async (_case, dataDirUnder) => {
    const parent = mkdtempSync(join(tmpdir(), "site-startup-"));
    dirs.push(parent);
    const file = join(parent, "file.txt");
    writeFileSync(file, "not a folder");
    const dataDir = dataDirUnder(file);
    const server = start(dataDir);
    expect(await server.listening).toBeNull();
    expect(await server.exited).toBe(1);
    const stderr = server.stderr().trim();
    expect(stderr.split("\n")).toHaveLength(1);
    expect(stderr).toStartWith(`The data folder ${dataDir} cannot be used (`);
    expect(stderr).toContain("set DATA_DIR to a folder");
  },
  TIMEOUT_MS,
);

test(
  "the data folder, the database files and the private uploads are for the server's user only",
  async () => {
    const dataDir = freshDataDir();
    const server = start(dataDir);
    expect(await server.listening).not.toBeNull();
    const mode = (path: string) => (statSync(join(dataDir, path)).mode & 0o777).toString(8);
    // Read while the server runs: the -wal and -shm files go away when it closes the database.
    expect({
      dataDir: mode("."),
      database: mode("site.db"),
      wal: mode("site.db-wal"),
      shm: mode("site.db-shm"),
      privateUploads: mode("uploads/private"),
      seededPrivateFiles: mode("uploads/private/seed"),
    }).toEqual({
      dataDir: "700",
      database: "600",
      wal: "600",
      shm: "600",
      privateUploads: "700",
      seededPrivateFiles: "700",
    });
  },
  TIMEOUT_MS,
);

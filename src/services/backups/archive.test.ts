// The archive on its own (docs/architecture.md#backups): a tar that the system's tar reads, long
// names included; a restore that refuses a backup from a newer schema, a file whose bytes do not
// match the manifest, a name outside the archive's layout, and any entry that is not a regular file
// or whose metadata would take the memory, leaving the data folder as it was.
import { afterAll, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../db/client";
import { migrate } from "../../db/migrate";
import { migrations } from "../../../migrations";
import { createLocalStorage } from "../../storage";
import { BACKUP_FORMAT, createBackupArchive } from "./archive";
import { RestoreError, restoreArchive } from "./restore";
import { packTar, type TarHeader } from "modern-tar";
import { readTarGz, tarGzStream } from "./tar";

const root = mkdtempSync(join(tmpdir(), "archive-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const text = (value: string) => {
  const bytes = new TextEncoder().encode(value);
  return { size: bytes.length, body: () => new Blob([bytes]).stream() };
};

async function* entries(list: { name: string; content: string }[]) {
  for (const { name, content } of list) yield { name, ...text(content) };
}

const LONG_NAME = `uploads/private/${"folder-".repeat(15)}/file.pdf`;

test("the archive is a tar.gz the system's tar lists, long names included, and reads back", async () => {
  const file = join(root, "plain.tar.gz");
  await Bun.write(
    file,
    new Response(
      tarGzStream(
        entries([
          { name: "site.db", content: "database" },
          { name: LONG_NAME, content: "x".repeat(700) },
        ]),
      ),
    ),
  );
  const listed = Bun.spawnSync(["tar", "tzf", file]);
  expect(listed.stdout.toString()).toBe(`site.db\n${LONG_NAME}\n`);

  const read: [string, string][] = [];
  await readTarGz(Bun.file(file).stream(), async (name, body) => {
    read.push([name, await new Response(body).text()]);
  });
  expect(read).toEqual([
    ["site.db", "database"],
    [LONG_NAME, "x".repeat(700)],
  ]);
});

/** A data folder with a migrated database (and `extraTag` recorded as applied) and one stored file. */
async function dataFolder(name: string, extraTag?: string) {
  const dir = join(root, name);
  mkdirSync(dir);
  const { sqlite } = openDatabase(join(dir, "site.db"));
  migrate(sqlite);
  if (extraTag) sqlite.query("INSERT INTO __migrations (tag, applied_at) VALUES (?, 0)").run(extraTag);
  sqlite.close();
  const storage = createLocalStorage(join(dir, "uploads"));
  await storage.put("private/resources/guide.pdf", "%PDF guide");
  return { dir, storage };
}

test("a backup from a newer schema is refused, and nothing is put in place", async () => {
  const source = await dataFolder("newer", "9999_from_the_future");
  const archive = createBackupArchive({
    databaseFile: join(source.dir, "site.db"),
    dataDir: source.dir,
    storage: source.storage,
    version: "9.0.0",
  });
  const target = join(root, "newer-target");
  const refused = restoreArchive({
    archive: archive.stream,
    dataDir: target,
    storage: createLocalStorage(join(target, "uploads")),
  });
  await expect(refused).rejects.toThrow(RestoreError);
  await expect(refused).rejects.toThrow(
    "This backup comes from a newer version of the site (9.0.0; its database has migrations this version does not know: 9999_from_the_future). Restore it with that version or a later one.",
  );
  expect(readdirSync(target)).toEqual([]);
});

test("a file whose bytes do not match the manifest is refused", async () => {
  const manifest = {
    format: BACKUP_FORMAT,
    createdAt: "2026-06-01T00:00:00.000Z",
    version: "0.1.0",
    migrations: [],
    counts: {},
    files: [
      { path: "site.db", size: 8, sha256: "0".repeat(64) },
      { path: "uploads/private/a.pdf", size: 3, sha256: "0".repeat(64) },
    ],
  };
  const target = join(root, "damaged-target");
  const refused = restoreArchive({
    archive: tarGzStream(
      entries([
        { name: "site.db", content: "database" },
        { name: "uploads/private/a.pdf", content: "pdf" },
        { name: "manifest.json", content: JSON.stringify(manifest) },
      ]),
    ),
    dataDir: target,
    storage: createLocalStorage(join(target, "uploads")),
  });
  await expect(refused).rejects.toThrow("site.db does not match its hash in the manifest: the archive is damaged.");
  expect(readdirSync(target)).toEqual([]);
});

test("a file a backup never holds is refused", async () => {
  const target = join(root, "foreign-target");
  const refused = restoreArchive({
    archive: tarGzStream(entries([{ name: "../../etc/passwd", content: "root" }])),
    dataDir: target,
    storage: createLocalStorage(join(target, "uploads")),
  });
  await expect(refused).rejects.toThrow("The archive holds a file a backup never has: ../../etc/passwd.");
});

test("a backup from an older schema is restored and migrated forward", async () => {
  const dir = join(root, "older");
  mkdirSync(dir);
  const { sqlite } = openDatabase(join(dir, "site.db"));
  migrate(sqlite, migrations.slice(0, 6));
  sqlite.close();
  const archive = createBackupArchive({
    databaseFile: join(dir, "site.db"),
    dataDir: dir,
    storage: createLocalStorage(join(dir, "uploads")),
    version: "0.0.9",
  });
  const target = join(root, "older-target");
  const restored = await restoreArchive({
    archive: archive.stream,
    dataDir: target,
    storage: createLocalStorage(join(target, "uploads")),
  });
  expect(restored.migrated[0]).toBe("0006_publishing");
  expect(restored.manifest.migrations.at(-1)).toBe("0005_settings_people_media");
});

/** A tar.gz of crafted headers, as a hostile archive would be made. */
async function crafted(headers: { header: TarHeader; body?: string }[]): Promise<ReadableStream<Uint8Array>> {
  const tar = await packTar(headers);
  return new Blob([tar]).stream().pipeThrough(new CompressionStream("gzip"));
}

const restoreInto = async (name: string, archive: ReadableStream<Uint8Array>) => {
  const target = join(root, name);
  const refused = restoreArchive({ archive, dataDir: target, storage: createLocalStorage(join(target, "uploads")) });
  await expect(refused).rejects.toThrow(RestoreError);
  return { refused, target };
};

test.each([
  ["symbolic link", { name: "uploads/private/a.pdf", type: "symlink", linkname: "/etc/passwd", size: 0 }],
  ["hard link", { name: "site.db", type: "link", linkname: "/etc/shadow", size: 0 }],
  ["device", { name: "uploads/private/disk", type: "block-device", size: 0 }],
  ["device", { name: "uploads/private/tty", type: "character-device", size: 0 }],
  ["folder", { name: "uploads/private/", type: "directory", size: 0 }],
  ["FIFO", { name: "uploads/private/pipe", type: "fifo", size: 0 }],
] as const)("an archive holding a %s is refused", async (kind, header) => {
  const { refused, target } = await restoreInto(`entry-${header.type}`, await crafted([{ header }]));
  await expect(refused).rejects.toThrow(`The archive holds a ${kind} (${header.name}), which a backup never has.`);
  expect(readdirSync(target)).toEqual([]);
});

test("metadata too large to hold (a PAX header of 9 MB) is refused, not read into memory", async () => {
  const { refused, target } = await restoreInto(
    "pax-bomb",
    await crafted([
      { header: { name: "site.db", size: 2, pax: { comment: "x".repeat(9 * 1024 * 1024) } }, body: "db" },
    ]),
  );
  await expect(refused).rejects.toThrow("The archive cannot be read: Tar metadata entry exceeds maximum size.");
  expect(readdirSync(target)).toEqual([]);
});

test("an entry claiming more bytes than the archive holds is refused as incomplete", async () => {
  const whole = new Uint8Array(await packTar([{ header: { name: "site.db", size: 4096 }, body: "x".repeat(4096) }]));
  const cut = new Blob([whole.subarray(0, 1024)]).stream().pipeThrough(new CompressionStream("gzip"));
  const { refused, target } = await restoreInto("truncated", cut);
  await expect(refused).rejects.toThrow(/^The archive cannot be read: .+\.$/);
  expect(readdirSync(target)).toEqual([]);
});

test("a file that is not gzip is refused with a sentence", async () => {
  const { refused } = await restoreInto("not-gzip", new Blob(["just some text"]).stream());
  await expect(refused).rejects.toThrow(/^The archive cannot be read: .+\.$/);
});

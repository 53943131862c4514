// One backup archive (docs/architecture.md#backups): a gzip-compressed tar holding
//   site.db            a consistent snapshot of the database (VACUUM INTO, taken while the server
//                      keeps writing: never a copy of a live WAL database's files)
//   secret.key.sealed  only when the admin asks for it: the installation's secret, sealed with a
//                      passphrase (./sealed-secret.ts); never the bare secret (decision 025)
//   uploads/<key>      every stored file, from the local disk or the bucket
//   manifest.json      last: schema version, counts, and the size and SHA-256 of each file above
// Written as a stream; restoring (./restore.ts) checks every hash before anything is put in place.
import { Database } from "bun:sqlite";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { appliedTags } from "../../db/migrate";
import type { FileStorage } from "../../storage";
import { MIN_PASSPHRASE_LENGTH, sealSecret } from "./sealed-secret";
import { type TarEntry, tarGzStream } from "./tar";

export const BACKUP_FORMAT = "site-backup/1";
export const MANIFEST = "manifest.json";
export const DATABASE = "site.db";
/** The bare secret: in archives written before decision 025 only, still restored. */
export const SECRET_KEY = "secret.key";
export const SEALED_SECRET = "secret.key.sealed";
export const UPLOADS = "uploads/";

export type ManifestFile = { path: string; size: number; sha256: string };

/** What an archive carries of the installation's secret. */
export const secretIn = (manifest: BackupManifest): "sealed" | "bare" | "none" =>
  manifest.files.some((f) => f.path === SEALED_SECRET)
    ? "sealed"
    : manifest.files.some((f) => f.path === SECRET_KEY)
      ? "bare"
      : "none";

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** The version of the site that wrote it. */
  version: string;
  /** The database's applied migrations: its schema version is the last. */
  migrations: string[];
  counts: Record<string, number>;
  files: ManifestFile[];
};

/** What the manifest counts, by table. */
const COUNTED = {
  leads: "resource_downloads",
  messages: "contact_messages",
  posts: "blog_posts",
  resources: "resources",
  users: "users",
} as const;

function countRows(sqlite: Database): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(COUNTED)) {
    const found = sqlite.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table);
    counts[name] = found ? sqlite.query<{ n: number }, []>(`SELECT count(*) AS n FROM "${table}"`).get()!.n : 0;
  }
  return counts;
}

/**
 * A stream that passes its bytes through and adds them to `hasher`. Bun's native SHA-256, not
 * @oslojs/crypto's as elsewhere: an archive's files may weigh gigabytes, and the JavaScript one
 * hashes about 37 MB/s here against Bun's 540.
 */
export function hashing(stream: ReadableStream<Uint8Array>, hasher: Bun.CryptoHasher): ReadableStream<Uint8Array> {
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        hasher.update(chunk);
        controller.enqueue(chunk);
      },
    }),
  );
}

export type BackupSource = {
  /** The live database file (DATA_DIR/site.db). */
  databaseFile: string;
  /** DATA_DIR: the snapshot is written there for the time of the backup. */
  dataDir: string;
  storage: FileStorage;
  version: string;
  now?: () => number;
  /** The installation's secret and the passphrase to seal it with, to carry it; none by default. */
  includeSecret?: { secret: Uint8Array; passphrase: string };
};

/**
 * Takes the database snapshot now (so every write acknowledged before this call is in it) and
 * answers the archive as a stream to be read once, and its manifest once the stream has ended.
 */
export function createBackupArchive(source: BackupSource): {
  stream: ReadableStream<Uint8Array>;
  manifest: Promise<BackupManifest>;
} {
  if (source.includeSecret && source.includeSecret.passphrase.length < MIN_PASSPHRASE_LENGTH) {
    throw new Error(`The passphrase must be at least ${MIN_PASSPHRASE_LENGTH} characters.`);
  }
  const now = source.now ?? Date.now;
  const createdAt = new Date(now()).toISOString();
  const snapshot = join(source.dataDir, `.backup-snapshot-${crypto.randomUUID()}.db`);
  // A connection of its own: VACUUM INTO reads one consistent state of the database in one read
  // transaction while the server's connection goes on writing through the WAL.
  const reader = new Database(source.databaseFile, { readonly: true });
  let migrations: string[];
  let counts: Record<string, number>;
  try {
    reader.exec("PRAGMA busy_timeout = 5000");
    reader.query("VACUUM INTO ?").run(snapshot);
  } finally {
    reader.close();
  }
  const copy = new Database(snapshot, { readonly: true });
  try {
    migrations = [...appliedTags(copy)];
    counts = countRows(copy);
  } finally {
    copy.close();
  }

  const files: ManifestFile[] = [];
  let settle!: { resolve: (m: BackupManifest) => void; reject: (e: unknown) => void };
  const manifest = new Promise<BackupManifest>((resolve, reject) => (settle = { resolve, reject }));
  // Nobody may be waiting on the manifest when the stream is all that is read.
  manifest.catch(() => {});

  /** An entry whose bytes are hashed into the manifest as they are archived. */
  const entry = (path: string, size: number, body: () => ReadableStream<Uint8Array>): TarEntry => ({
    name: path,
    size,
    body: () => {
      const hasher = new Bun.CryptoHasher("sha256");
      const recorded: ManifestFile = { path, size, sha256: "" };
      files.push(recorded);
      return hashing(body(), hasher).pipeThrough(
        new TransformStream({
          flush() {
            recorded.sha256 = hasher.digest("hex");
          },
        }),
      );
    },
  });

  async function* entries(): AsyncGenerator<TarEntry> {
    try {
      const database = Bun.file(snapshot);
      yield entry(DATABASE, database.size, () => database.stream());
      if (source.includeSecret) {
        const sealed = await sealSecret(source.includeSecret.secret, source.includeSecret.passphrase);
        yield entry(SEALED_SECRET, sealed.length, () => new Blob([sealed]).stream());
      }
      for await (const { key } of source.storage.list()) {
        // A file deleted since it was listed is not part of the backup.
        const file = await source.storage.get(key);
        if (file) yield entry(UPLOADS + key, file.size, () => file.stream());
      }
      const written: BackupManifest = {
        format: BACKUP_FORMAT,
        createdAt,
        version: source.version,
        migrations,
        counts: { ...counts, files: files.filter((f) => f.path.startsWith(UPLOADS)).length },
        files,
      };
      const text = new TextEncoder().encode(`${JSON.stringify(written, null, 2)}\n`);
      yield { name: MANIFEST, size: text.length, body: () => new Blob([text]).stream() };
      settle.resolve(written);
    } catch (error) {
      settle.reject(error);
      throw error;
    } finally {
      await rm(snapshot, { force: true });
    }
  }

  const stream = tarGzStream(entries());
  return { stream, manifest };
}

// Where backup archives are kept (docs/architecture.md#backups): DATA_DIR/backups on the local
// disk, or "<prefix>/backups/" in the bucket of STORAGE_URL (beside, never among, the stored files,
// so a backup never holds the backups before it). An archive is written as a stream: on disk under
// a hidden temporary name renamed into place once complete; in a bucket as a multipart upload,
// which appears only once complete.
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { writePrivateFile } from "../../storage/private-file";
import { writeWhole } from "../../storage/write-whole";
import { type S3Location, listObjects, s3ClientFor } from "../../storage/s3";

/** `withSecret`: the archive carries the installation's secret, sealed with a passphrase (decision 025). */
export type BackupEntry = { name: string; size: number; createdAt: Date; withSecret: boolean };
/** An archive to send: its size, date and bytes. */
export type BackupFile = { size: number; lastModified: number; stream(): ReadableStream<Uint8Array> };

export interface BackupStore {
  /** Newest first. */
  list(): Promise<BackupEntry[]>;
  /** Writes the archive under `name`; answers its size in bytes. */
  write(name: string, archive: ReadableStream<Uint8Array>): Promise<number>;
  open(name: string): Promise<BackupFile | null>;
  delete(name: string): Promise<void>;
  /** For messages: "/data/backups", "s3://bucket/prefix/backups". */
  readonly describe: string;
}

/**
 * backup-2026-05-04T03-00-00-000Z.tar.gz: sortable, safe on every file system and in a URL; an
 * archive that carries the sealed secret says so in its name (…Z-with-secret.tar.gz), so whoever
 * holds the file knows it needs the passphrase and deserves more care.
 */
export const BACKUP_NAME = /^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z(?:-with-secret)?\.tar\.gz$/;
const WITH_SECRET = "-with-secret.tar.gz";

export function backupNameAt(time: number, withSecret = false): string {
  return `backup-${new Date(time).toISOString().replace(/[:.]/g, "-")}${withSecret ? WITH_SECRET : ".tar.gz"}`;
}

const entryOf = (name: string, size: number): BackupEntry => ({
  name,
  size,
  createdAt: createdAtOf(name),
  withSecret: name.endsWith(WITH_SECRET),
});

const newestFirst = (a: BackupEntry, b: BackupEntry) => b.name.localeCompare(a.name);

export function createLocalBackupStore(folder: string): BackupStore {
  const pathOf = (name: string) => {
    if (!BACKUP_NAME.test(name)) throw new Error(`Not a backup name: ${name}`);
    return join(folder, name);
  };
  return {
    describe: folder,
    async list() {
      const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [] as string[];
        throw error;
      });
      const entries: BackupEntry[] = [];
      for (const name of names.filter((n) => BACKUP_NAME.test(n))) {
        const info = await stat(join(folder, name)).catch(() => null);
        if (info) entries.push(entryOf(name, info.size));
      }
      return entries.sort(newestFirst);
    },
    async write(name, archive) {
      const path = pathOf(name);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      return writeWhole(path, (temporary) => writePrivateFile(temporary, archive));
    },
    async open(name) {
      if (!BACKUP_NAME.test(name)) return null;
      const file = Bun.file(pathOf(name));
      return (await file.exists()) ? file : null;
    },
    async delete(name) {
      await rm(pathOf(name), { force: true });
    },
  };
}

export function createS3BackupStore(location: S3Location): BackupStore {
  const client = s3ClientFor(location);
  const root = `${location.prefix ? `${location.prefix}/` : ""}backups/`;
  const keyOf = (name: string) => {
    if (!BACKUP_NAME.test(name)) throw new Error(`Not a backup name: ${name}`);
    return root + name;
  };
  return {
    describe: `s3://${location.bucket}/${root}`,
    async list() {
      const entries: BackupEntry[] = [];
      for await (const object of listObjects(client, root)) {
        const name = object.key.slice(root.length);
        if (!BACKUP_NAME.test(name)) continue;
        entries.push(entryOf(name, object.size));
      }
      return entries.sort(newestFirst);
    },
    async write(name, archive) {
      return client.file(keyOf(name)).write(new Response(archive));
    },
    async open(name) {
      if (!BACKUP_NAME.test(name)) return null;
      const file = client.file(keyOf(name));
      const found = await file.stat().catch(() => null);
      if (!found) return null;
      return { size: found.size, lastModified: found.lastModified.getTime(), stream: () => file.stream() };
    },
    async delete(name) {
      await client.delete(keyOf(name));
    },
  };
}

/** The time a backup's name records. */
export function createdAtOf(name: string): Date {
  const [, date, h, m, s, ms] = /^backup-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z/.exec(name)!;
  return new Date(`${date}T${h}:${m}:${s}.${ms}Z`);
}

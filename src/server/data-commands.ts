// The operator's data commands (README "Backups and restore"; docs/architecture.md#backups), run
// as `site <command>` or `npm run backup`:
//   site backup [--out FILE]          a consistent archive of the database, the secret key and
//                                     every stored file, written while the server keeps serving
//                                     (default: DATA_DIR/backups/backup-<time>.tar.gz)
//   site restore FILE [--force]       into an empty DATA_DIR (--force moves what it holds aside)
//   site storage migrate --to s3|local  copies every stored file between the disk and STORAGE_URL's bucket
import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { createBackupArchive, RestoreError, restoreArchive } from "../services/backups/archive";
import { backupNameAt } from "../services/backups/store";
import { copyStoredFiles } from "../services/backups/copy-files";
import { createLocalStorage } from "../storage";
import { openStorage, type StorageConfig } from "../storage/open";
import { createS3Storage } from "../storage/s3";
import { SITE_VERSION } from "./version";

export type CommandIo = { out: (line: string) => void; err: (line: string) => void };
export type DataCommandEnv = { dataDir: string; storage: StorageConfig };

const BACKUP_USAGE = "Usage: site backup [--out FILE]";
const RESTORE_USAGE = "Usage: site restore FILE [--force]";
const MIGRATE_USAGE = "Usage: site storage migrate --to s3|local";

/** `site backup`: returns the exit code. */
export async function backupCommand(args: string[], env: DataCommandEnv, io: CommandIo): Promise<number> {
  const outAt = args.indexOf("--out");
  const out = outAt >= 0 ? args[outAt + 1] : undefined;
  if ((outAt >= 0 && !out) || args.length !== (outAt >= 0 ? 2 : 0)) {
    io.err(BACKUP_USAGE);
    return 2;
  }
  const dataDir = resolve(env.dataDir);
  const databaseFile = join(dataDir, "site.db");
  if (!existsSync(databaseFile)) {
    io.err(`There is no database at ${databaseFile}; set DATA_DIR to the server's data folder.`);
    return 1;
  }
  const target = resolve(out ?? join(dataDir, "backups", backupNameAt(Date.now())));
  await mkdir(dirname(target), { recursive: true, mode: 0o700 });
  const temporary = `${target}.${crypto.randomUUID()}.partial`;
  const storage = openStorage(env.storage, dataDir);
  try {
    const archive = createBackupArchive({ databaseFile, dataDir, storage, version: SITE_VERSION });
    const size = await Bun.write(temporary, new Response(archive.stream));
    await rename(temporary, target);
    const manifest = await archive.manifest;
    const counts = Object.entries(manifest.counts)
      .map(([name, n]) => `${n} ${name}`)
      .join(", ");
    io.out(`Backup written to ${target} (${size} bytes; ${counts}).`);
    return 0;
  } catch (error) {
    await rm(temporary, { force: true });
    io.err(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

/** `site restore`: returns the exit code. */
export async function restoreCommand(args: string[], env: DataCommandEnv, io: CommandIo): Promise<number> {
  const force = args.includes("--force");
  const files = args.filter((a) => a !== "--force");
  if (files.length !== 1 || files[0]!.startsWith("-")) {
    io.err(RESTORE_USAGE);
    return 2;
  }
  const archive = Bun.file(resolve(files[0]!));
  if (!(await archive.exists())) {
    io.err(`There is no file ${resolve(files[0]!)}.`);
    return 1;
  }
  const dataDir = resolve(env.dataDir);
  try {
    const result = await restoreArchive({
      archive: archive.stream(),
      dataDir,
      storage: openStorage(env.storage, dataDir),
      force,
    });
    if (result.keptAside) io.out(`What ${dataDir} held was moved to ${result.keptAside}.`);
    io.out(
      `Restored the backup of ${result.manifest.createdAt} into ${dataDir}: ${result.manifest.files.length} files, every hash checked.`,
    );
    if (result.migrated.length) io.out(`Migrated forward: ${result.migrated.join(", ")}.`);
    return 0;
  } catch (error) {
    if (!(error instanceof RestoreError)) throw error;
    io.err(error.message);
    return 1;
  }
}

/** `site storage migrate --to s3|local`: returns the exit code. */
export async function storageCommand(args: string[], env: DataCommandEnv, io: CommandIo): Promise<number> {
  const to = args[0] === "migrate" && args[1] === "--to" && args.length === 3 ? args[2] : undefined;
  if (to !== "s3" && to !== "local") {
    io.err(MIGRATE_USAGE);
    return 2;
  }
  if (env.storage.kind !== "s3") {
    io.err("Set STORAGE_URL to the bucket (s3://bucket/prefix?endpoint=…) to copy files to or from it.");
    return 1;
  }
  const disk = createLocalStorage(join(resolve(env.dataDir), "uploads"));
  const bucket = createS3Storage(env.storage);
  const [from, into] = to === "s3" ? [disk, bucket] : [bucket, disk];
  const copied = await copyStoredFiles(from, into);
  io.out(
    `Copied ${copied.copied} files (${copied.bytes} bytes) from ${from.describe} to ${into.describe}; ${copied.same} were there already.`,
  );
  return 0;
}

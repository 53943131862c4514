// The operator's data commands (docs/operations.md#backups-and-restore, docs/architecture.md#backups), run
// as `site <command>` or `npm run backup`:
//   site backup [--out FILE] [--with-secret]
//                                     a consistent archive of the database and every stored file,
//                                     written while the server keeps serving (default:
//                                     DATA_DIR/backups/backup-<time>.tar.gz), readable by the
//                                     server's user only; --with-secret adds the installation's
//                                     secret sealed with the passphrase read from standard input
//   site restore FILE [--force] [--passphrase-stdin | --without-secret]
//                                     into an empty DATA_DIR (--force moves what it holds aside);
//                                     the passphrase opens an archive's sealed secret (decision 025)
//   site storage migrate --to s3|local  copies every stored file between the disk and STORAGE_URL's bucket
import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { decodeHex } from "@oslojs/encoding";
import { createBackupArchive } from "../services/backups/archive";
import { RestoreError, type RestoreResult, restoreArchive } from "../services/backups/restore";
import { MIN_PASSPHRASE_LENGTH } from "../services/backups/sealed-secret";
import { writePrivateFile } from "../storage/private-file";
import { backupNameAt } from "../services/backups/store";
import { copyStoredFiles } from "../services/backups/copy-files";
import { createLocalStorage } from "../storage";
import { openStorage, type StorageConfig } from "../storage/open";
import { createS3Storage } from "../storage/s3";
import { SITE_VERSION } from "./version";

export type CommandIo = {
  out: (line: string) => void;
  err: (line: string) => void;
  /** The whole of standard input (read only for a passphrase). */
  readStdin: () => Promise<string>;
};
/** `secretKey`: SECRET_KEY, hex. */
export type DataCommandEnv = { dataDir: string; storage: StorageConfig; secretKey?: string };

const BACKUP_USAGE = "Usage: site backup [--out FILE] [--with-secret] (the passphrase is read from standard input)";
const RESTORE_USAGE = "Usage: site restore FILE [--force] [--passphrase-stdin | --without-secret]";
const MIGRATE_USAGE = "Usage: site storage migrate --to s3|local";

/**
 * When `asked`, the passphrase on standard input (its first line); an exit code when it will not do,
 * having said why.
 */
async function passphraseIfAsked(asked: boolean, io: CommandIo): Promise<{ passphrase?: string } | { exit: number }> {
  if (!asked) return {};
  const passphrase = (await io.readStdin()).split(/\r?\n/)[0] ?? "";
  if (passphrase.length < MIN_PASSPHRASE_LENGTH) {
    io.err(`The passphrase (read from standard input) must be at least ${MIN_PASSPHRASE_LENGTH} characters.`);
    return { exit: 1 };
  }
  return { passphrase };
}

/** `site backup`: returns the exit code. */
export async function backupCommand(args: string[], env: DataCommandEnv, io: CommandIo): Promise<number> {
  const withSecret = args.includes("--with-secret");
  const rest = args.filter((a) => a !== "--with-secret");
  const outAt = rest.indexOf("--out");
  const out = outAt >= 0 ? rest[outAt + 1] : undefined;
  if ((outAt >= 0 && !out) || rest.length !== (outAt >= 0 ? 2 : 0)) {
    io.err(BACKUP_USAGE);
    return 2;
  }
  const asked = await passphraseIfAsked(withSecret, io);
  if ("exit" in asked) return asked.exit;
  const secretPassphrase = asked.passphrase;
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
    const includeSecret =
      secretPassphrase === undefined
        ? undefined
        : { secret: await installationSecret(dataDir, env), passphrase: secretPassphrase };
    const archive = createBackupArchive({ databaseFile, dataDir, storage, version: SITE_VERSION, includeSecret });
    const size = await writePrivateFile(temporary, archive.stream);
    await rename(temporary, target);
    const manifest = await archive.manifest;
    const counts = Object.entries(manifest.counts)
      .map(([name, n]) => `${n} ${name}`)
      .join(", ");
    io.out(`Backup written to ${target} (${size} bytes; ${counts}).`);
    io.out(
      withSecret
        ? "It carries the installation's secret, sealed with your passphrase: keep the passphrase apart from the archive."
        : "It does not carry the installation's secret: see docs/operations.md#backups-and-restore for what that means on restore.",
    );
    return 0;
  } catch (error) {
    await rm(temporary, { force: true });
    io.err(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

/** The secret the server signs with: DATA_DIR/secret.key, which it writes at its first start (from SECRET_KEY if set). */
async function installationSecret(dataDir: string, env: DataCommandEnv): Promise<Uint8Array> {
  const file = Bun.file(join(dataDir, "secret.key"));
  if (await file.exists()) return file.bytes();
  if (env.secretKey) return decodeHex(env.secretKey);
  throw new Error(`there is no secret key in ${dataDir} to include (the server writes it at its first start)`);
}

/** `site restore`: returns the exit code. */
export async function restoreCommand(args: string[], env: DataCommandEnv, io: CommandIo): Promise<number> {
  const flags = ["--force", "--passphrase-stdin", "--without-secret"];
  const files = args.filter((a) => !flags.includes(a));
  const withoutSecret = args.includes("--without-secret");
  const fromStdin = args.includes("--passphrase-stdin");
  if (files.length !== 1 || files[0]!.startsWith("-") || (withoutSecret && fromStdin)) {
    io.err(RESTORE_USAGE);
    return 2;
  }
  const archive = Bun.file(resolve(files[0]!));
  if (!(await archive.exists())) {
    io.err(`There is no file ${resolve(files[0]!)}.`);
    return 1;
  }
  const asked = await passphraseIfAsked(fromStdin, io);
  if ("exit" in asked) return asked.exit;
  const { passphrase } = asked;
  const dataDir = resolve(env.dataDir);
  try {
    const result = await restoreArchive({
      archive: archive.stream(),
      dataDir,
      storage: openStorage(env.storage, dataDir),
      force: args.includes("--force"),
      passphrase,
      withoutSecret,
      secretKey: env.secretKey ? decodeHex(env.secretKey) : undefined,
    });
    if (result.keptAside) io.out(`What ${dataDir} held was moved to ${result.keptAside}.`);
    io.out(
      `Restored the backup of ${result.manifest.createdAt} into ${dataDir}: ${result.manifest.files.length} files, every hash checked.`,
    );
    if (result.migrated.length) io.out(`Migrated forward: ${result.migrated.join(", ")}.`);
    for (const line of secretReport(result)) io.out(line);
    return 0;
  } catch (error) {
    // Whatever went wrong, one sentence: a RestoreError is one already.
    io.err(error instanceof RestoreError ? error.message : `The restore failed: ${String(error)}.`);
    return 1;
  }
}

/** What the restore did with the installation's secret, and what that means for two-factor sign-in. */
function secretReport(result: RestoreResult): string[] {
  const lines = [
    {
      restored:
        "The installation's secret was restored from the backup: download links and two-factor keys work as before.",
      kept: "The backup does not carry the installation's secret: this site keeps its own, so download and preview links made by the backed-up site no longer work.",
      new: "The backup does not carry the installation's secret: the server makes a new one when it starts, so download and preview links made by the backed-up site no longer work.",
    }[result.secret],
  ];
  const names = result.totpUnreadable;
  if (names.length > 0) {
    lines.push(
      `${names.length} account${names.length === 1 ? "'s" : "s'"} authenticator app${names.length === 1 ? " was" : "s were"} enrolled under the backed-up site's secret and cannot be used here (${names.join(", ")}): ` +
        "each signs in with a recovery code or a passkey, or is reset with `site reset-password <username> --reset-2fa`, and enrols again.",
    );
  }
  return lines;
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

// Restoring an archive (docs/architecture.md#backups, decision 025). An archive is untrusted input:
// everything is unpacked into a staging folder inside DATA_DIR and checked there before anything
// of the site is moved: the manifest (read with a size cap), every file's hash, the sealed secret
// (its passphrase), and the database (a SQLite file, whole, with exactly the migrations' schema,
// then migrated forward). Only then is what DATA_DIR held moved aside and the restored files put in
// place; a failure while they are rolls everything back. Every refusal is one sentence.
import { Database } from "bun:sqlite";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, rmdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { z } from "zod";
import { knownMigrationTags } from "../../db/migrate";
import { type FileStorage, isValidKey } from "../../storage";
import { writePrivateFile } from "../../storage/private-file";
import { deriveKey } from "../secret";
import { opensUnder, TOTP_KEYS_PURPOSE } from "../two-factor";
import {
  BACKUP_FORMAT,
  type BackupManifest,
  DATABASE,
  hashing,
  MANIFEST,
  SEALED_SECRET,
  SECRET_KEY,
  secretIn,
  UPLOADS,
} from "./archive";
import { checkAndMigrate, DatabaseCheckError, NewerDatabaseError } from "./check-database";
import { openSealedSecret, SealedSecretError } from "./sealed-secret";
import { ForeignEntryError, readTarGz } from "./tar";

export class RestoreError extends Error {}

/**
 * The largest manifest read: about 150 bytes a file, so room for some 200,000 files, while a
 * crafted one cannot take the restore's memory (it is parsed whole).
 */
export const MAX_MANIFEST_BYTES = 32 * 1024 * 1024;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  version: z.string(),
  migrations: z.array(z.string()),
  counts: z.record(z.string(), z.number()),
  files: z.array(
    z.object({
      path: z.string(),
      size: z.number().int().nonnegative(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

/** Where the site's secret comes from after the restore. */
export type SecretOutcome =
  /** The archive's, unsealed with its passphrase (or an old archive's bare one). */
  | "restored"
  /** The archive carried none (or --without-secret): the installation's own, kept. */
  | "kept"
  /** The archive carried none and there is none: the server makes a new one when it starts. */
  | "new";

export type RestoreResult = {
  manifest: BackupManifest;
  migrated: string[];
  keptAside: string | null;
  secret: SecretOutcome;
  /** Accounts whose authenticator app's key does not open under the secret now in force. */
  totpUnreadable: string[];
};

/** Names a restore leaves alone when it asks whether DATA_DIR is empty. */
const IGNORED_IN_EMPTY_DIR = (name: string) => name === "lost+found" || name.startsWith("before-restore-");
const STAGING_PREFIX = ".restore-";
const STAGED_SECRET = "secret.key.restored";

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/\.$/, "");

export type RestoreOptions = {
  archive: ReadableStream<Uint8Array>;
  dataDir: string;
  storage: FileStorage;
  /** Move what DATA_DIR holds aside (into DATA_DIR/before-restore-<time>) rather than refuse. */
  force?: boolean;
  now?: () => number;
  /** Opens an archive's sealed secret. */
  passphrase?: string;
  /** Restore without the archive's secret: the site keeps (or makes) its own. */
  withoutSecret?: boolean;
  /** SECRET_KEY, when the operator keeps the secret outside DATA_DIR. */
  secretKey?: Uint8Array;
};

/** Restores an archive into `dataDir`; throws a RestoreError (one sentence) and leaves DATA_DIR as it was. */
export async function restoreArchive(options: RestoreOptions): Promise<RestoreResult> {
  const { dataDir } = options;
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const present = (await readdir(dataDir)).filter((name) => !IGNORED_IN_EMPTY_DIR(name));
  if (present.length > 0 && !options.force) {
    throw new RestoreError(
      `The data folder ${dataDir} is not empty; restore into an empty folder, or add --force to move what it holds aside first.`,
    );
  }
  const staging = join(dataDir, `${STAGING_PREFIX}${crypto.randomUUID()}`);
  await mkdir(staging, { mode: 0o700 });
  try {
    const manifest = await unpack(options.archive, staging);
    const secret = await secretToRestore(manifest, staging, options);
    const { migrated } = await checkDatabase(join(staging, DATABASE), manifest);
    if (secret) await writePrivateFile(join(staging, STAGED_SECRET), secret);
    const keptAside = await putInPlace(
      manifest,
      staging,
      present.filter((n) => !n.startsWith(STAGING_PREFIX)),
      {
        ...options,
        secretFromArchive: secret !== null,
      },
    );
    const { outcome, totpUnreadable } = await secretInForce(dataDir, secret !== null, options.secretKey).catch(
      (error: unknown) => {
        throw new RestoreError(`The backup is restored, but its two-factor keys cannot be checked: ${reason(error)}.`);
      },
    );
    return { manifest, migrated, keptAside, secret: outcome, totpUnreadable };
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`The restore failed, and the data folder is as it was: ${reason(error)}.`);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Unpacks every file into `staging`, checking each against the manifest; answers the manifest. */
async function unpack(archive: ReadableStream<Uint8Array>, staging: string): Promise<BackupManifest> {
  const hashes = new Map<string, { size: number; sha256: string }>();
  let manifest: BackupManifest | undefined;
  await readTarGz(archive, async (name, body) => {
    if (name === MANIFEST) {
      manifest = await readManifest(body);
      return;
    }
    const known =
      name === DATABASE ||
      name === SECRET_KEY ||
      name === SEALED_SECRET ||
      (name.startsWith(UPLOADS) && isValidKey(name.slice(UPLOADS.length)));
    if (!known) throw new RestoreError(`The archive holds a file a backup never has: ${name}.`);
    if (hashes.has(name)) throw new RestoreError(`The archive holds ${name} twice.`);
    const hasher = new Bun.CryptoHasher("sha256");
    const target = join(staging, name);
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    const written = await writePrivateFile(target, hashing(body, hasher));
    hashes.set(name, { size: written, sha256: hasher.digest("hex") });
  }).catch((error: unknown) => {
    if (error instanceof RestoreError) throw error;
    if (error instanceof ForeignEntryError) throw new RestoreError(error.message);
    throw new RestoreError(`The archive cannot be read: ${reason(error)}.`);
  });

  if (!manifest) throw new RestoreError("This file is not a backup of this site (it has no manifest).");
  for (const file of manifest.files) {
    const found = hashes.get(file.path);
    if (!found) throw new RestoreError(`The archive lacks ${file.path}, which its manifest lists.`);
    if (found.size !== file.size || found.sha256 !== file.sha256) {
      throw new RestoreError(`${file.path} does not match its hash in the manifest: the archive is damaged.`);
    }
    hashes.delete(file.path);
  }
  if (hashes.size > 0) {
    throw new RestoreError(`The archive holds files its manifest does not list: ${[...hashes.keys()].join(", ")}.`);
  }
  if (!manifest.files.some((f) => f.path === DATABASE)) throw new RestoreError("The archive holds no database.");
  return manifest;
}

/** The manifest, read up to MAX_MANIFEST_BYTES and checked for its shape. */
async function readManifest(body: ReadableStream<Uint8Array>): Promise<BackupManifest> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.length;
    if (size > MAX_MANIFEST_BYTES) {
      await reader.cancel();
      throw new RestoreError(
        `The archive's manifest is larger than ${MAX_MANIFEST_BYTES / 1024 / 1024} MB: this is not a backup of this site.`,
      );
    }
    chunks.push(next.value);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(Buffer.concat(chunks)));
  } catch {
    throw new RestoreError("The archive's manifest is not JSON: this is not a backup of this site.");
  }
  const checked = manifestSchema.safeParse(parsed);
  if (!checked.success) throw new RestoreError("This file is not a backup of this site (its manifest is not one).");
  return checked.data as BackupManifest;
}

/** The secret to install from the archive, or null to keep (or make) the installation's own. */
async function secretToRestore(
  manifest: BackupManifest,
  staging: string,
  options: RestoreOptions,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const carried = secretIn(manifest);
  if (carried === "none" || options.withoutSecret) return null;
  let secret: Uint8Array<ArrayBuffer>;
  if (carried === "bare") {
    secret = new Uint8Array(await readFile(join(staging, SECRET_KEY)));
  } else {
    if (options.passphrase === undefined) {
      throw new RestoreError(
        "This backup carries the installation's secret sealed with a passphrase: give the passphrase (--passphrase-stdin), or restore without the secret (--without-secret).",
      );
    }
    try {
      secret = await openSealedSecret(await Bun.file(join(staging, SEALED_SECRET)).bytes(), options.passphrase);
    } catch (error) {
      if (error instanceof SealedSecretError) throw new RestoreError(error.message);
      throw error;
    }
  }
  if (options.secretKey && Buffer.compare(Buffer.from(options.secretKey), Buffer.from(secret)) !== 0) {
    throw new RestoreError(
      "This backup carries another secret than SECRET_KEY: unset SECRET_KEY, or restore without the secret (--without-secret).",
    );
  }
  return secret;
}

async function checkDatabase(file: string, manifest: BackupManifest): Promise<{ migrated: string[] }> {
  try {
    const newer = manifest.migrations.filter((tag) => !knownTags().has(tag));
    if (newer.length > 0) throw new NewerDatabaseError(newer);
    return await checkAndMigrate(file);
  } catch (error) {
    if (error instanceof NewerDatabaseError) {
      throw new RestoreError(
        `This backup comes from a newer version of the site (${manifest.version}; its database has ` +
          `migrations this version does not know: ${error.tags.join(", ")}). Restore it with that version or a later one.`,
      );
    }
    if (error instanceof DatabaseCheckError) throw new RestoreError(error.message);
    throw error;
  }
}

let known: Set<string> | undefined;
const knownTags = () => (known ??= new Set(knownMigrationTags()));

/**
 * Moves what DATA_DIR held aside and puts the staged files in place; on any failure removes what it
 * put and moves everything back. Answers the folder things were moved to, or null.
 */
async function putInPlace(
  manifest: BackupManifest,
  staging: string,
  present: string[],
  options: RestoreOptions & { secretFromArchive: boolean },
): Promise<string | null> {
  const { dataDir } = options;
  const aside = present.length > 0 ? await keepAside(dataDir, present, (options.now ?? Date.now)()) : null;
  try {
    for (const file of manifest.files) {
      if (!file.path.startsWith(UPLOADS)) continue;
      await options.storage.put(file.path.slice(UPLOADS.length), Bun.file(join(staging, file.path)));
    }
    if (options.secretFromArchive) {
      await rename(join(staging, STAGED_SECRET), join(dataDir, SECRET_KEY));
    } else if (aside && existsSync(join(aside, SECRET_KEY))) {
      // The installation keeps its own secret: what it signed and sealed stays valid.
      await writePrivateFile(join(dataDir, SECRET_KEY), await Bun.file(join(aside, SECRET_KEY)).bytes());
    }
    await rename(join(staging, DATABASE), join(dataDir, DATABASE));
    return aside;
  } catch (error) {
    await rollBack(dataDir, staging, aside);
    throw new RestoreError(
      `The restore failed while putting files in place, and the data folder is as it was: ${reason(error)}.`,
    );
  }
}

/** Moves `names` (DATA_DIR's contents) into DATA_DIR/before-restore-<time>; answers that folder. */
async function keepAside(dataDir: string, names: string[], now: number): Promise<string> {
  const aside = join(dataDir, `before-restore-${new Date(now).toISOString().replace(/[:.]/g, "-")}`);
  await mkdir(aside, { mode: 0o700 });
  for (const name of names) await rename(join(dataDir, name), join(aside, name));
  return aside;
}

/** Removes what the restore put into DATA_DIR and moves back what it had moved aside. */
async function rollBack(dataDir: string, staging: string, aside: string | null): Promise<void> {
  for (const name of await readdir(dataDir)) {
    const path = join(dataDir, name);
    if (path === staging || path === aside || IGNORED_IN_EMPTY_DIR(name)) continue;
    await rm(path, { recursive: true, force: true });
  }
  if (!aside) return;
  for (const name of await readdir(aside)) await rename(join(aside, name), join(dataDir, name));
  await rmdir(aside);
}

/**
 * The secret in force once restored (DATA_DIR/secret.key, else SECRET_KEY, else a new one the server
 * makes at its start), and the accounts whose TOTP key it cannot open: sealed under the secret of
 * the installation that made the backup, they must enrol their authenticator app again.
 */
async function secretInForce(
  dataDir: string,
  fromArchive: boolean,
  given: Uint8Array | undefined,
): Promise<{ outcome: SecretOutcome; totpUnreadable: string[] }> {
  const file = join(dataDir, SECRET_KEY);
  const secret = existsSync(file) ? new Uint8Array(await readFile(file)) : (given ?? null);
  const outcome: SecretOutcome = fromArchive ? "restored" : secret ? "kept" : "new";
  const key = secret ? deriveKey(secret, TOTP_KEYS_PURPOSE) : null;
  // Read-write, though it only reads: closing the last read-write connection of a WAL database
  // removes its -wal and -shm files, where a read-only one would leave them beside the restored file.
  const sqlite = new Database(join(dataDir, DATABASE));
  try {
    const rows = sqlite
      .query<{ username: string; secret: string }, []>(
        "SELECT u.username, t.secret FROM totp_credentials t JOIN users u ON u.id = t.user_id WHERE t.confirmed_at IS NOT NULL ORDER BY u.username",
      )
      .all();
    return {
      outcome,
      totpUnreadable: rows.filter((row) => !key || !opensUnder(key, row.secret)).map((row) => row.username),
    };
  } finally {
    sqlite.close();
  }
}

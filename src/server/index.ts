// The only process entry: read the configuration, open and migrate the database, seed it on first
// start, then serve. `bun build --compile` turns this file (and all it imports) into dist/site.
// A problem the operator must fix (bad configuration, an unusable DATA_DIR) ends the process with
// one sentence on stderr and exit code 1 rather than a stack trace.
// The network guard (tests only, NETWORK_LOOPBACK_ONLY) goes first, before anything can connect.
// Only what every run needs is imported here: each command imports its own module, and the server's
// (the app, its pages and services: a CPU-second to load) come once the data folder is usable.
import "./network-guard-from-env";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { type Env, readEnv } from "./env";

const started = performance.now();
// process.env.NODE_ENV is fixed to "production" in the compiled binary (scripts/build.ts).
const env = readEnvOrExit();

// `site healthcheck`: the container's HEALTHCHECK (slim images have no curl) asks the running
// server's /healthz, which checks the database, and exits 0 or 1.
if (process.argv[2] === "healthcheck") {
  const ok = await fetch(`http://127.0.0.1:${env.port}/healthz`, { signal: AbortSignal.timeout(2500) })
    .then((res) => res.ok)
    .catch(() => false);
  process.exit(ok ? 0 : 1);
}
// `site reset-password <username> [--stdin]`: a new password for a locked-out owner (docs/operations.md#accounts-and-sessions).
if (process.argv[2] === "reset-password") {
  const { resetPasswordCommand } = await import("./reset-password");
  const code = await resetPasswordCommand(process.argv.slice(3), env.dataDir, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    readStdin: () => new Response(Bun.stdin.stream()).text(),
  });
  process.exit(code);
}
// `site backup`, `site restore FILE`, `site storage migrate`: the data commands (docs/operations.md#backups-and-restore).
if (process.argv[2] === "backup" || process.argv[2] === "restore" || process.argv[2] === "storage") {
  const { backupCommand, restoreCommand, storageCommand } = await import("./data-commands");
  const dataCommand = { backup: backupCommand, restore: restoreCommand, storage: storageCommand }[process.argv[2]];
  const io = {
    out: (line: string) => console.log(line),
    err: (line: string) => console.error(line),
    readStdin: () => new Response(Bun.stdin.stream()).text(),
  };
  process.exit(await dataCommand(process.argv.slice(3), env, io));
}
const dataDir = resolve(env.dataDir);
await prepareDataDir(dataDir);

// The server's modules, imported here rather than at the top so that a command does not load them.
const { decodeHex } = await import("@oslojs/encoding");
const { manifest } = await import("#build/assets");
const { openDatabase } = await import("../db/client");
const { migrate } = await import("../db/migrate");
const { seed } = await import("../db/seed");
const { openStorage } = await import("../storage/open");
const { createLocalBackupStore, createS3BackupStore } = await import("../services/backups/store");
const { createAccessLog } = await import("./access-log");
const { createApp } = await import("./app");
const { LONGEST_UPLOAD_MS } = await import("../services/multipart-file");
const { loadSecretKey } = await import("./secret-key");

const { sqlite, db } = openDatabase(join(dataDir, "site.db"));
const applied = migrate(sqlite);
if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);

const secretKey = await loadSecretKey(dataDir, env.secretKey ? decodeHex(env.secretKey) : undefined).catch(
  (error: unknown) =>
    exitWith(`The server's secret key cannot be used: ${error instanceof Error ? error.message : String(error)}.`),
);

const storage = openStorage(env.storage, dataDir);
// A process killed mid-upload leaves its temporary file; none this old can still be in use.
const leftBehind = await storage.removeUnfinished(LONGEST_UPLOAD_MS);
if (leftBehind > 0)
  console.log(`Removed ${leftBehind} unfinished upload${leftBehind === 1 ? "" : "s"} left by an earlier run.`);
await seed({ db, storage, env, print: (line) => console.log(line) });

// The access log is written in batches, asynchronously: no request waits for stdout.
const accessLog = createAccessLog();

const { app, services, reads } = createApp({
  db,
  log: accessLog.line,
  trustProxy: env.trustProxy,
  analytics: env.analytics,
  renderCacheBytes: env.renderCacheBytes,
  storage,
  assets: manifest,
  settings: { siteUrl: env.siteUrl, email: env.siteEmail, phone: env.sitePhone, timeZone: env.siteTimeZone },
  imageProxy: { ...env.imageProxy, cacheDir: join(dataDir, "cache", "images") },
  downloadSigningKey: env.downloadSigningKey ? new TextEncoder().encode(env.downloadSigningKey) : undefined,
  secretKey,
  webhooks: { allowLoopback: env.webhooksAllowLoopback },
  cdn: env.cdn,
  contact: {
    // Nodemailer is loaded only where e-mail is configured: a site without SMTP starts without it.
    mailer: env.smtpUrl ? (await import("../services/mailer")).createSmtpMailer(env.smtpUrl) : undefined,
    from: env.mailFrom,
    minFillMs: env.contactMinFillMs,
    log: (line) => console.log(line),
  },
  operations: {
    startedAt: Date.now() - Math.round(performance.now() - started),
    replicaUrl: env.replicaUrl,
    dataDir,
    backupStores: {
      local: createLocalBackupStore(join(dataDir, "backups")),
      bucket: env.storage.kind === "s3" ? createS3BackupStore(env.storage) : undefined,
    },
  },
});

// Images stored before the media library existed, or by the seed, become its items
// (docs/product.md#media); a start finds nothing left to add.
await services.media.recordStoredImages();

const server = Bun.serve({
  hostname: env.host,
  port: env.port,
  fetch: app.fetch,
  // Uploads are limited to 50 MB by the upload route; this is the outer bound.
  maxRequestBodySize: 64 * 1024 * 1024,
  idleTimeout: 60,
});

// Sign-ins purge ended sessions as they happen; this catches a site where nobody signs in for a while.
setInterval(
  () => {
    services.sessions.purgeExpired();
    services.loginThrottle.purgeStale();
  },
  60 * 60 * 1000,
).unref();

// The daily backup, when the admin scheduled one, is made once its hour has come (docs/product.md#admin-backups).
setInterval(() => {
  services.backups.runIfDue().catch((error: unknown) => console.error("The scheduled backup failed:", error));
}, 60 * 1000).unref();

// Contact messages and leads are stored whatever happens to e-mail or webhooks; the outbox's sender
// delivers what they owe in the background (docs/architecture.md#outbox).
const contactSender = services.contact.sender;
const outboxSender = services.deliveries.sender;
outboxSender.start();

console.log(
  `Listening on http://${env.host === "0.0.0.0" ? "localhost" : env.host}:${server.port} ` +
    `(site URL ${env.siteUrl}, data in ${dataDir}, ${env.production ? "production" : "development"}, ` +
    `ready in ${Math.round(performance.now() - started)} ms)`,
);
console.log(
  contactSender
    ? `Contact messages are stored and forwarded to the settings' e-mail (now ${services.settings.current().email}) through ${services.deliveries.mailTo}.`
    : "Contact messages are only stored (no SMTP_URL, so no e-mail is sent); the admin area lists them.",
);

function shutdown() {
  void server
    .stop()
    // A send in progress is finished and recorded first; anything still due is sent after the next start.
    .then(() => outboxSender.stop())
    // The counts still in memory are written before the database closes.
    .then(() => services.analytics.stop())
    .then(() => accessLog.flush())
    .then(() => {
      reads.close();
      sqlite.close();
      process.exit(0);
    });
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);

function exitWith(sentence: string): never {
  console.error(sentence);
  process.exit(1);
}

function readEnvOrExit(): Env {
  try {
    return readEnv({ ...process.env, NODE_ENV: process.env.NODE_ENV });
  } catch (error) {
    exitWith(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Creates DATA_DIR and its upload areas when missing and proves the folder writable. DATA_DIR and
 * the private uploads are for the server's user only (the database holds password hashes and
 * leads); public uploads are plain images.
 */
async function prepareDataDir(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await mkdir(join(dir, "uploads"), { recursive: true, mode: 0o755 });
    await mkdir(join(dir, "uploads", "private"), { recursive: true, mode: 0o700 });
    // mkdir succeeds on a folder that exists but cannot be written; a probe file finds out.
    const probe = join(dir, `.write-check-${process.pid}`);
    await writeFile(probe, "");
    await rm(probe);
  } catch (error) {
    exitWith(
      `The data folder ${dir} cannot be used (${whyUnusable(error)}); set DATA_DIR to a folder ` +
        "this server's user can create and write to, or give that user write permission on it.",
    );
  }
}

function whyUnusable(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case "EEXIST":
      return "it is a file, not a folder";
    case "ENOTDIR":
      return "part of that path is a file, not a folder";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "EROFS":
      return "the file system is read-only";
    case "ENOSPC":
      return "the disk is full";
    default:
      return code ?? String(error);
  }
}

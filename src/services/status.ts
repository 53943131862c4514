// The operators' view of one installation (GET /api/admin/status; docs/architecture.md#operations):
// version and uptime, the database's and the stored files' sizes, the last backup and its age,
// mail still waiting in the outbox, and whether Litestream replicates the database. /healthz
// stays the cheap probe; this one lists the stored files, which may take a moment in a bucket.
import { readFileSync, statSync } from "node:fs";
import type { Db } from "../db/client";
import type { FileStorage } from "../storage";
import type { BackupService } from "./backups";
import { outboxBacklog } from "./outbox-backlog";
import type { CdnPurge } from "./cdn-purge";

/** A backup older than this is a warning on the dashboard (docs/product.md#admin-backups). */
export const BACKUP_STALE_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

export type OperationsOptions = {
  version: string;
  /** When the process started (ms since the epoch). */
  startedAt: number;
  /** LITESTREAM_REPLICA_URL, when set. */
  replicaUrl?: string;
  /** Whether this process runs under `litestream replicate -exec` (by default: its parent is litestream). */
  underLitestream?: () => boolean;
};

/** Whether the parent process is Litestream (Linux: /proc; elsewhere, false). */
function parentIsLitestream(): boolean {
  try {
    return readFileSync(`/proc/${process.ppid}/comm`, "utf8").trim() === "litestream";
  } catch {
    return false;
  }
}

const fileSize = (path: string) => statSync(path, { throwIfNoEntry: false })?.size ?? 0;

export function createStatusService(deps: {
  db: Db;
  storage: FileStorage;
  backups: BackupService;
  cdn: Pick<CdnPurge, "status">;
  now: () => number;
  options: OperationsOptions;
}) {
  const { db, storage, backups, now, options } = deps;
  return {
    async current() {
      const databaseFile = db.$client.filename;
      let files = 0;
      let bytes = 0;
      for await (const entry of storage.list()) {
        files += 1;
        bytes += entry.size;
      }
      const [last] = await backups.list();
      const ageMs = last ? now() - last.createdAt.getTime() : null;
      const failure = backups.lastFailure();
      const failedSince = failure && (!last || Date.parse(failure.at) > last.createdAt.getTime()) ? failure : null;
      return {
        version: options.version,
        uptimeSeconds: Math.floor((now() - options.startedAt) / 1000),
        database: { bytes: fileSize(databaseFile) + fileSize(`${databaseFile}-wal`) },
        storage: { location: storage.describe, files, bytes },
        backups: {
          last: last
            ? { name: last.name, location: last.location, size: last.size, createdAt: last.createdAt.toISOString() }
            : null,
          ageSeconds: ageMs === null ? null : Math.floor(ageMs / 1000),
          /** No backup yet, or the last is older than two days. */
          stale: ageMs === null || ageMs > BACKUP_STALE_AFTER_MS,
          lastFailure: failedSince,
          running: backups.isRunning(),
        },
        outbox: outboxBacklog(db),
        /** The CDN purged on publish, if any, and how its last purge went (docs/deploying.md#cdn). */
        cdn: deps.cdn.status(),
        replication: {
          configured: Boolean(options.replicaUrl),
          running: (options.underLitestream ?? parentIsLitestream)(),
        },
      };
    },
  };
}

export type StatusService = ReturnType<typeof createStatusService>;
export type InstallationStatus = Awaited<ReturnType<StatusService["current"]>>;

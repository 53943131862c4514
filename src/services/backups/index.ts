// Backups from the admin (docs/product.md#admin-backups; docs/architecture.md#backups): "Back up
// now", the list of archives with size and date, download and delete, and the daily schedule (at an
// hour in the site's time zone, keeping the last N) to DATA_DIR/backups or to the bucket of
// STORAGE_URL. One backup runs at a time. The schedule is kept in app_meta, beside the other facts
// about this installation, not in the site settings document that pages render from.
import { TZDate } from "@date-fns/tz";
import { eq } from "drizzle-orm";
import { dirname } from "node:path";
import type { Db } from "../../db/client";
import { appMeta } from "../../db/schema";
import { type BackupSchedule, backupScheduleSchema } from "../../shared/schemas/backup-schedule";
import type { FileStorage } from "../../storage";
import { createBackupArchive } from "./archive";
import { type BackupEntry, type BackupFile, type BackupStore, backupNameAt, createLocalBackupStore } from "./store";

export type BackupLocation = "local" | "bucket";

const DEFAULT_SCHEDULE: BackupSchedule = { enabled: false, hour: 3, keep: 7, destination: "local" };
const SCHEDULE_KEY = "backup_schedule";
const LAST_FAILURE_KEY = "backup_last_failure";

export type BackupListEntry = BackupEntry & { location: BackupLocation };
export type BackupFailure = { at: string; message: string };

export class BackupError extends Error {
  constructor(
    readonly status: 404 | 409 | 400,
    message: string,
  ) {
    super(message);
  }
}

export function createBackupService(deps: {
  db: Db;
  storage: FileStorage;
  /** The installation's secret, sealed into an archive only when an admin asks, with a passphrase. */
  secret: Uint8Array;
  version: string;
  now: () => number;
  timeZone: string;
  /** DATA_DIR; by default the database file's folder. */
  dataDir?: string;
  /** Where archives are kept: DATA_DIR/backups, and the bucket's when STORAGE_URL names one. */
  stores?: { local: BackupStore; bucket?: BackupStore };
  audit?: {
    record(entry: { actor: null; action: string; targetId: string; targetTitle: string; detail?: string }): void;
  };
}) {
  const { db, now } = deps;
  const databaseFile = db.$client.filename;
  const dataDir = deps.dataDir ?? dirname(databaseFile);
  const stores = deps.stores ?? { local: createLocalBackupStore(`${dataDir}/backups`) };
  let running: Promise<BackupListEntry> | null = null;

  const readMeta = (key: string): unknown => {
    const row = db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key)).get();
    if (!row) return undefined;
    try {
      return JSON.parse(row.value);
    } catch {
      return undefined;
    }
  };
  const writeMeta = (key: string, value: unknown) => {
    const text = JSON.stringify(value);
    db.insert(appMeta)
      .values({ key, value: text })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: text } })
      .run();
  };

  function storeOf(location: BackupLocation): BackupStore {
    const store = stores[location];
    if (!store) throw new BackupError(400, "Backups can be kept in the bucket only when STORAGE_URL names one.");
    return store;
  }

  function schedule(): BackupSchedule {
    const parsed = backupScheduleSchema.safeParse(readMeta(SCHEDULE_KEY));
    return parsed.success ? parsed.data : DEFAULT_SCHEDULE;
  }

  async function list(): Promise<BackupListEntry[]> {
    const all: BackupListEntry[] = [];
    for (const location of ["local", "bucket"] as const) {
      const store = stores[location];
      if (store) for (const entry of await store.list()) all.push({ ...entry, location });
    }
    return all.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  /**
   * Writes one archive to `location`; refused while another backup runs. With `secretPassphrase`
   * it carries the installation's secret sealed with it (never on the schedule: decision 025).
   */
  function create(location: BackupLocation, options: { secretPassphrase?: string } = {}): Promise<BackupListEntry> {
    if (running) throw new BackupError(409, "A backup is already being made; please wait for it to finish.");
    const store = storeOf(location);
    const withSecret = options.secretPassphrase !== undefined;
    const name = backupNameAt(now(), withSecret);
    running = (async () => {
      try {
        const archive = createBackupArchive({
          databaseFile,
          dataDir,
          storage: deps.storage,
          version: deps.version,
          now,
          includeSecret:
            options.secretPassphrase === undefined
              ? undefined
              : { secret: deps.secret, passphrase: options.secretPassphrase },
        });
        const size = await store.write(name, archive.stream);
        await archive.manifest;
        return { name, size, createdAt: new Date(now()), withSecret, location };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        writeMeta(LAST_FAILURE_KEY, { at: new Date(now()).toISOString(), message } satisfies BackupFailure);
        throw error;
      } finally {
        running = null;
      }
    })();
    return running;
  }

  /** The date (yyyy-MM-dd) and hour of `time` in the site's time zone. */
  function zoned(time: number) {
    const date = new TZDate(time, deps.timeZone);
    const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
    return { day, hour: date.getHours() };
  }

  return {
    list,
    create,
    schedule,
    saveSchedule(next: BackupSchedule): BackupSchedule {
      storeOf(next.destination);
      writeMeta(SCHEDULE_KEY, next);
      return next;
    },
    /** Whether the bucket can hold backups (STORAGE_URL names one). */
    bucketAvailable: () => Boolean(stores.bucket),
    isRunning: () => running !== null,
    /** The last backup that failed, if any (shown until a later one succeeds). */
    lastFailure(): BackupFailure | null {
      const failure = readMeta(LAST_FAILURE_KEY) as BackupFailure | undefined;
      return failure?.at && failure.message ? failure : null;
    },
    async open(location: BackupLocation, name: string): Promise<BackupFile | null> {
      return stores[location]?.open(name) ?? null;
    },
    async delete(location: BackupLocation, name: string): Promise<void> {
      const store = storeOf(location);
      if (!(await store.open(name))) throw new BackupError(404, "There is no such backup.");
      await store.delete(name);
    },

    /**
     * Makes the day's scheduled backup if it is due: enabled, the hour has come in the site's time
     * zone and there is none of today (in that zone) at the destination. Then keeps the newest
     * `keep` there. Answers the backup made, or null.
     */
    async runIfDue(): Promise<BackupListEntry | null> {
      const current = schedule();
      if (!current.enabled || running || !stores[current.destination]) return null;
      const today = zoned(now());
      if (today.hour < current.hour) return null;
      const kept = await storeOf(current.destination).list();
      if (kept.some((entry) => zoned(entry.createdAt.getTime()).day === today.day)) return null;
      const made = await create(current.destination);
      const store = storeOf(current.destination);
      for (const old of (await store.list()).slice(current.keep)) await store.delete(old.name);
      deps.audit?.record({
        actor: null,
        action: "backup_scheduled",
        targetId: made.name,
        targetTitle: made.name,
        detail: `${made.size} bytes to ${store.describe}`,
      });
      return made;
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;

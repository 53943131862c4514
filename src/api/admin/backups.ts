// /api/admin/backups (docs/product.md#admin-backups; docs/architecture.md#operations):
// behind the admin guard like all of /api/admin, which also records every write in the activity trail.
//
//   GET    /api/admin/backups                    {backups: [{id, name, location, size, createdAt, withSecret,
//                                                downloadUrl}], schedule, bucketAvailable, running, lastFailure}
//   POST   /api/admin/backups                    makes one now, at the schedule's destination; the body
//                                                {includeSecret, passphrase} is optional (decision 025)
//                                                → 201 {success, message, data: the backup}; 409 while one runs
//   PUT    /api/admin/backups/schedule           {enabled, hour, keep, destination} → {success, message, data}
//   GET    /api/admin/backups/:location/:name    the archive, streamed as a download
//   DELETE /api/admin/backups/:location/:name    {success, message, data: null}
import { Hono } from "hono";
import { z } from "zod";
import { attachmentDisposition } from "../../http/content-disposition";
import type { AppEnv } from "../../http/context";
import { validate } from "../../http/validate";
import type { Services } from "../../services";
import { BackupError, type BackupFailure, type BackupListEntry } from "../../services/backups";
import type { BackupSchedule } from "../../shared/schemas/backup-schedule";
import { BACKUP_NAME } from "../../services/backups/store";
import { backupRequestSchema, backupScheduleSchema } from "../../shared/schemas/backup-schedule";
import { refusal, written } from "../../http/answers";
import { requires } from "../../http/route-action";

const BACKUP_NOT_FOUND = "There is no such backup.";

const backupParam = z.object({
  location: z.enum(["local", "bucket"], { error: BACKUP_NOT_FOUND }),
  name: z.string().regex(BACKUP_NAME, BACKUP_NOT_FOUND),
});

/** A backup as the dashboard lists it. */
export function backupJson(entry: BackupListEntry) {
  return {
    id: entry.name,
    name: entry.name,
    location: entry.location,
    size: entry.size,
    createdAt: entry.createdAt.toISOString(),
    withSecret: entry.withSecret,
    downloadUrl: `/api/admin/backups/${entry.location}/${entry.name}`,
  };
}

export type BackupJson = ReturnType<typeof backupJson>;

/** GET /api/admin/backups. */
export type BackupsAnswer = {
  backups: BackupJson[];
  schedule: BackupSchedule;
  bucketAvailable: boolean;
  running: boolean;
  lastFailure: BackupFailure | null;
};

/** Mounted at /api/admin/backups. */
export function createAdminBackupsApi(services: Services) {
  const app = new Hono<AppEnv>();
  const { backups } = services;

  app.onError((error, c) => {
    if (error instanceof BackupError) return refusal(c, { status: error.status, message: error.message });
    throw error;
  });

  app.get("/", requires("backups.manage"), async (c) => {
    const answer: BackupsAnswer = {
      backups: (await backups.list()).map(backupJson),
      schedule: backups.schedule(),
      bucketAvailable: backups.bucketAvailable(),
      running: backups.isRunning(),
      lastFailure: backups.lastFailure(),
    };
    return c.json(answer);
  });

  // A request without a JSON body reads as {}: a backup without the secret.
  app.post("/", requires("backups.manage"), validate("json", backupRequestSchema), async (c) => {
    const { includeSecret, passphrase } = c.req.valid("json");
    const made = await backups.create(backups.schedule().destination, {
      secretPassphrase: includeSecret ? passphrase : undefined,
    });
    return written(c, "Backup made", backupJson(made), { status: 201 });
  });

  app.put("/schedule", requires("backups.manage"), validate("json", backupScheduleSchema), (c) =>
    written(c, "Backup schedule saved", backups.saveSchedule(c.req.valid("json"))),
  );

  app.get("/:location/:name", requires("backups.manage"), validate("param", backupParam), async (c) => {
    const { location, name } = c.req.valid("param");
    const file = await backups.open(location, name);
    if (!file) return refusal(c, { status: 404, message: BACKUP_NOT_FOUND });
    // Streamed from disk or the bucket: an archive of any size never sits in memory.
    return new Response(file.stream(), {
      headers: {
        "Content-Type": "application/gzip",
        "Content-Length": String(file.size),
        "Content-Disposition": attachmentDisposition(name),
        "Cache-Control": "private, no-store, no-transform",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });

  app.delete("/:location/:name", requires("backups.manage"), validate("param", backupParam), async (c) => {
    const { location, name } = c.req.valid("param");
    await backups.delete(location, name);
    return written(c, "Backup deleted", null);
  });

  return app;
}

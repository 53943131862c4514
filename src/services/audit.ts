// The audit trail: sign-ins (success and failure), sign-outs and every admin write, with who did
// it, what, to which record, when and from which address. Written by the auth service and by the
// admin guard (src/server/middleware/admin-guard.ts) after each successful admin write; read by the
// admin dashboard. Nothing secret goes in: no password, token, session id or typed username of a
// failed sign-in that matches no account (it may well be a password typed in the wrong field).
import { desc, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog, type AuditEntry } from "../db/schema";

type AuditActor = { id: number; username: string } | null;

type AuditRecord = {
  actor: AuditActor;
  action: string;
  targetId?: string | number | null;
  ip?: string | null;
  detail?: string | null;
};

export function createAuditService(db: Db, now: () => number) {
  return {
    record(entry: AuditRecord): void {
      db.insert(auditLog)
        .values({
          at: new Date(now()),
          actorId: entry.actor?.id ?? null,
          actorUsername: entry.actor?.username ?? null,
          action: entry.action,
          targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
          ip: entry.ip ?? null,
          detail: entry.detail ?? null,
        })
        .run();
    },

    /** Newest first, `limit` at a time; pass the last id seen as `beforeId` for the next page. */
    list(options: { limit?: number; beforeId?: number } = {}): AuditEntry[] {
      const limit = Math.min(Math.max(options.limit ?? 100, 1), 500);
      return db
        .select()
        .from(auditLog)
        .where(options.beforeId === undefined ? undefined : lt(auditLog.id, options.beforeId))
        .orderBy(desc(auditLog.id))
        .limit(limit)
        .all();
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

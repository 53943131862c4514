// The audit trail: sign-ins (success and failure), sign-outs and every admin write, with who did
// it, what, to which record, when and from which address. Written by the auth service and by the
// admin guard (src/server/middleware/admin-guard.ts) after each successful admin write; read by the
// admin dashboard. Nothing secret goes in: no password, token, session id or typed username of a
// failed sign-in that matches no account (it may well be a password typed in the wrong field).
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog, type AuditEntry } from "../db/schema";
import type { TargetKind } from "./audit-targets";

/** The trail's sign-in entries, which the Activity tab filters as one kind (docs/product.md#admin-activity). */
export const SIGN_IN_ACTIONS = ["login", "login_failed", "login_throttled", "logout"] as const;

type AuditActor = { id: number; username: string } | null;

type AuditRecord = {
  actor: AuditActor;
  action: string;
  targetId?: string | number | null;
  /** What the target is and what it was called then (docs/product.md#admin-activity). */
  targetKind?: TargetKind | null;
  targetTitle?: string | null;
  ip?: string | null;
  detail?: string | null;
};

export function createAuditService(db: Db, now: () => number) {
  return {
    /** The usernames that appear in the trail, for the Activity tab's person filter. */
    actors(): string[] {
      return db
        .selectDistinct({ username: auditLog.actorUsername })
        .from(auditLog)
        .orderBy(auditLog.actorUsername)
        .all()
        .flatMap((row) => (row.username ? [row.username] : []));
    },

    record(entry: AuditRecord): void {
      db.insert(auditLog)
        .values({
          at: new Date(now()),
          actorId: entry.actor?.id ?? null,
          actorUsername: entry.actor?.username ?? null,
          action: entry.action,
          targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
          targetKind: entry.targetKind ?? null,
          targetTitle: entry.targetTitle ?? null,
          ip: entry.ip ?? null,
          detail: entry.detail ?? null,
        })
        .run();
    },

    /**
     * Newest first, `limit` at a time; pass the last id seen as `beforeId` for the next page.
     * `actor`: one username's entries (case-insensitively); `kind`: one kind of target, or "sign-in".
     */
    list(
      options: { limit?: number; beforeId?: number; actor?: string; kind?: TargetKind | "sign-in" } = {},
    ): AuditEntry[] {
      const limit = Math.min(Math.max(options.limit ?? 100, 1), 500);
      const { actor, kind } = options;
      return db
        .select()
        .from(auditLog)
        .where(
          and(
            options.beforeId === undefined ? undefined : lt(auditLog.id, options.beforeId),
            actor === undefined ? undefined : eq(sql`lower(${auditLog.actorUsername})`, actor.toLowerCase()),
            kind === undefined
              ? undefined
              : kind === "sign-in"
                ? inArray(auditLog.action, [...SIGN_IN_ACTIONS])
                : eq(auditLog.targetKind, kind),
          ),
        )
        .orderBy(desc(auditLog.id))
        .limit(limit)
        .all();
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

// Revisions of posts and resources (docs/product.md#revisions): every save keeps the item as it was
// saved, who saved it and when, numbered per item from 1. The post editor lists them and restores
// one; its autosave names the version it started from, and a save from an older one is refused
// (the API answers 409), so two people never overwrite each other silently.
//
// A revision holds the item as the admin API answers it (its JSON), which is also what the item's
// write schema takes back on a restore.
import { and, desc, eq, max } from "drizzle-orm";
import type { Db } from "../db/client";
import { type ContentRevision, contentRevisions } from "../db/schema";

export type RevisionKind = ContentRevision["kind"];
export type RevisionReason = ContentRevision["reason"];

/** Who saved: the signed-in account (its username is kept, so the list outlives the account). */
export type Saver = { id: number; username: string } | null;

/** A revision as the API lists it (without its data). */
export function revisionJson(row: ContentRevision) {
  return {
    version: row.version,
    savedAt: row.savedAt.toISOString(),
    savedBy: row.savedBy,
    savedByName: row.savedByName,
    reason: row.reason,
    restoredFrom: row.restoredFrom,
  };
}

export function createRevisionService(db: Db, now: () => number) {
  const of = (kind: RevisionKind, itemId: number) =>
    and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemId, itemId));

  const latestVersion = (kind: RevisionKind, itemId: number): number =>
    db
      .select({ version: max(contentRevisions.version) })
      .from(contentRevisions)
      .where(of(kind, itemId))
      .get()?.version ?? 0;

  return {
    /** The item's newest version: 0 before its first save was kept. */
    latestVersion,

    /** Keeps a save; its version is the next of the item's (one immediate transaction). */
    record(
      kind: RevisionKind,
      itemId: number,
      data: Record<string, unknown>,
      by: Saver,
      reason: RevisionReason,
      restoredFrom: number | null = null,
    ): ContentRevision {
      return db.transaction((tx) => {
        const version =
          (tx
            .select({ version: max(contentRevisions.version) })
            .from(contentRevisions)
            .where(of(kind, itemId))
            .get()?.version ?? 0) + 1;
        return tx
          .insert(contentRevisions)
          .values({
            kind,
            itemId,
            version,
            data,
            savedBy: by?.id ?? null,
            savedByName: by?.username ?? null,
            reason,
            restoredFrom,
            savedAt: new Date(now()),
          })
          .returning()
          .get();
      });
    },

    /** The item's revisions, newest first. */
    list(kind: RevisionKind, itemId: number): ContentRevision[] {
      return db.select().from(contentRevisions).where(of(kind, itemId)).orderBy(desc(contentRevisions.version)).all();
    },

    get(kind: RevisionKind, itemId: number, version: number): ContentRevision | null {
      return (
        db
          .select()
          .from(contentRevisions)
          .where(and(of(kind, itemId), eq(contentRevisions.version, version)))
          .get() ?? null
      );
    },

    /** Drops a deleted item's revisions. */
    forget(kind: RevisionKind, itemId: number): void {
      db.delete(contentRevisions).where(of(kind, itemId)).run();
    },
  };
}

export type RevisionService = ReturnType<typeof createRevisionService>;

// Where the firm stands with each lead, and its notes about them (docs/product.md#leads). Kept apart
// from the people themselves (./leads.ts), keyed by the lower-cased e-mail like them: a person with
// no row is "new". Erasing a person erases these too (LeadPeople.erase calls `eraseIn`).
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { leadNotes, leadStatuses } from "../db/schema";
import type { LeadStatus } from "../shared/lead-statuses";

export type LeadNote = {
  id: number;
  body: string;
  authorId: number | null;
  authorName: string | null;
  createdAt: Date;
};

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const keyOf = (email: string) => email.trim().toLowerCase();

export function createLeadStatus(db: Db, now: () => number) {
  return {
    /** Each person's status by key; a key with none is "new". */
    statusesOf(keys: readonly string[]): Map<string, LeadStatus> {
      if (keys.length === 0) return new Map();
      const rows = db
        .select({ email: leadStatuses.email, status: leadStatuses.status })
        .from(leadStatuses)
        .where(inArray(leadStatuses.email, [...keys]))
        .all();
      return new Map(rows.map((row) => [row.email, row.status]));
    },

    set(email: string, status: LeadStatus, by: number | null): void {
      const values = { email: keyOf(email), status, updatedBy: by, updatedAt: new Date(now()) };
      db.insert(leadStatuses)
        .values(values)
        .onConflictDoUpdate({ target: leadStatuses.email, set: { status, updatedBy: by, updatedAt: values.updatedAt } })
        .run();
    },

    /** The person's notes, oldest first. */
    notesOf(email: string): LeadNote[] {
      return db
        .select()
        .from(leadNotes)
        .where(eq(leadNotes.email, keyOf(email)))
        .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id))
        .all();
    },

    addNote(email: string, body: string, by: { id: number; username: string }): LeadNote {
      return db
        .insert(leadNotes)
        .values({
          email: keyOf(email),
          body,
          authorId: by.id,
          authorName: by.username,
          createdAt: new Date(now()),
        })
        .returning()
        .get();
    },

    /** False when the person has no such note. */
    deleteNote(email: string, id: number): boolean {
      const deleted = db
        .delete(leadNotes)
        .where(and(eq(leadNotes.id, id), eq(leadNotes.email, keyOf(email))))
        .returning({ id: leadNotes.id })
        .all();
      return deleted.length > 0;
    },

    /** Removes the person's status and notes inside the erasure's transaction. */
    eraseIn(tx: Tx, key: string): void {
      tx.delete(leadStatuses).where(eq(leadStatuses.email, key)).run();
      tx.delete(leadNotes).where(eq(leadNotes.email, key)).run();
    },
  };
}

export type LeadStatusService = ReturnType<typeof createLeadStatus>;

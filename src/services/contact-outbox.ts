// The e-mail outbox of contact messages: which messages still have to be forwarded, when each is
// next due, and every attempt with its outcome. The sender (src/services/contact-sender.ts) claims
// due deliveries, sends them and reports back here.
//
// Exactly once: a claim is one UPDATE that gives the due rows a lease and a claim token, so two
// senders (two processes on one database, or an old and a new app in one process) never hold the
// same row; completing or failing a delivery only counts for the holder of its token. A process
// that dies mid-send leaves a lease that runs out after LEASE_MS, and the row is due again; the
// mail carries a fixed Message-ID, so the rare resend after a crash between the SMTP server's
// acceptance and our record of it is recognisably the same mail.
//
// Retries back off exponentially (RETRY_FIRST_MS doubling up to RETRY_LONGEST_MS) until 24 hours
// after the message arrived; the last try happens at that deadline, and a failure after it ends
// the delivery as "failed". The message itself is never touched: it stays stored whatever happens.
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { and, asc, eq, inArray, isNull, lte, min, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type ContactMessage, contactDeliveries, contactDeliveryAttempts, contactMessages } from "../db/schema";

const RETRY_FIRST_MS = 30_000;
const RETRY_LONGEST_MS = 60 * 60_000;
const DELIVERY_WINDOW_MS = 24 * 60 * 60_000;
/** Longer than any one send may take (the SMTP timeouts of src/services/mailer.ts). */
const LEASE_MS = 5 * 60_000;
/** Stored errors and server answers are cut to this length. */
const DETAIL_MAX = 1000;

/** The wait before the next try after the `failures`-th failure: 30 s, 1 min, 2 min … 1 h. */
export function retryDelay(failures: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.min(Math.max(failures - 1, 0), 20), RETRY_LONGEST_MS);
}

/** A delivery this sender holds until it reports the outcome. */
type ClaimedDelivery = {
  deliveryId: number;
  attemptId: number;
  claimToken: string;
  /** This try's number, 1 for the first. */
  attempt: number;
  message: ContactMessage;
};

export type DeliveryStatus = {
  status: "pending" | "sent" | "failed";
  attempts: number;
  nextAttemptAt: Date;
  sentAt: Date | null;
  lastError: string | null;
};

export type ContactOutbox = ReturnType<typeof createContactOutbox>;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export function createContactOutbox(db: Db, now: () => number) {
  return {
    /**
     * Queues a stored message for forwarding, inside the transaction that stored it (or that marked
     * it not spam). A message has one delivery at most: false when it already had one.
     */
    enqueue(tx: Tx | Db, messageId: number): boolean {
      const at = now();
      return (
        tx
          .insert(contactDeliveries)
          .values({ messageId, nextAttemptAt: new Date(at), deadlineAt: new Date(at + DELIVERY_WINDOW_MS) })
          .onConflictDoNothing({ target: contactDeliveries.messageId })
          .returning({ id: contactDeliveries.id })
          .all().length > 0
      );
    },

    /** Takes up to `limit` due deliveries for this sender and opens an attempt for each. */
    claimDue(limit: number): ClaimedDelivery[] {
      const at = now();
      const claimToken = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(12)));
      return db.transaction((tx) => {
        const due = tx
          .select({ id: contactDeliveries.id })
          .from(contactDeliveries)
          .where(
            and(
              eq(contactDeliveries.status, "pending"),
              lte(contactDeliveries.nextAttemptAt, new Date(at)),
              or(isNull(contactDeliveries.leaseUntil), lte(contactDeliveries.leaseUntil, new Date(at))),
            ),
          )
          .orderBy(asc(contactDeliveries.nextAttemptAt), asc(contactDeliveries.id))
          .limit(limit);
        const claimed = tx
          .update(contactDeliveries)
          .set({ leaseUntil: new Date(at + LEASE_MS), claimToken, attempts: sql`${contactDeliveries.attempts} + 1` })
          .where(inArray(contactDeliveries.id, due))
          .returning({
            id: contactDeliveries.id,
            messageId: contactDeliveries.messageId,
            attempts: contactDeliveries.attempts,
          })
          .all();
        if (claimed.length === 0) return [];
        const messages = new Map(
          tx
            .select()
            .from(contactMessages)
            .where(
              inArray(
                contactMessages.id,
                claimed.map((c) => c.messageId),
              ),
            )
            .all()
            .map((m) => [m.id, m]),
        );
        return claimed.map((row) => {
          const attempt = tx
            .insert(contactDeliveryAttempts)
            .values({ deliveryId: row.id, startedAt: new Date(at) })
            .returning({ id: contactDeliveryAttempts.id })
            .get();
          return {
            deliveryId: row.id,
            attemptId: attempt.id,
            claimToken,
            attempt: row.attempts,
            // The foreign key cascades deletes, so a claimed delivery always has its message.
            message: messages.get(row.messageId)!,
          };
        });
      });
    },

    /** Records that the SMTP server accepted the mail (`detail`: its answer). */
    complete(claim: ClaimedDelivery, detail: string): boolean {
      const at = new Date(now());
      return db.transaction((tx) => {
        finishAttempt(tx, claim, at, "sent", detail);
        const done = tx
          .update(contactDeliveries)
          .set({ status: "sent", sentAt: at, leaseUntil: null, claimToken: null, lastError: null })
          .where(and(eq(contactDeliveries.id, claim.deliveryId), eq(contactDeliveries.claimToken, claim.claimToken)))
          .returning({ id: contactDeliveries.id })
          .all();
        return done.length > 0;
      });
    },

    /** Records a failed try and schedules the next one, or ends the delivery after its deadline. */
    fail(claim: ClaimedDelivery, error: string): { gaveUp: boolean; nextAttemptAt: Date | null } {
      const at = now();
      return db.transaction((tx) => {
        finishAttempt(tx, claim, new Date(at), "failed", error);
        const row = tx
          .select({ deadlineAt: contactDeliveries.deadlineAt })
          .from(contactDeliveries)
          .where(and(eq(contactDeliveries.id, claim.deliveryId), eq(contactDeliveries.claimToken, claim.claimToken)))
          .get();
        // Not ours any more (the lease ran out and another sender took it): its outcome is theirs.
        if (!row) return { gaveUp: false, nextAttemptAt: null };
        const deadline = row.deadlineAt.getTime();
        const gaveUp = at >= deadline;
        const nextAttemptAt = gaveUp ? null : new Date(Math.min(at + retryDelay(claim.attempt), deadline));
        tx.update(contactDeliveries)
          .set({
            status: gaveUp ? "failed" : "pending",
            nextAttemptAt: nextAttemptAt ?? new Date(at),
            leaseUntil: null,
            claimToken: null,
            lastError: truncate(error),
          })
          .where(eq(contactDeliveries.id, claim.deliveryId))
          .run();
        return { gaveUp, nextAttemptAt };
      });
    },

    /** When the earliest pending delivery is due (now or in the past if one is due), or null. */
    nextDueAt(): number | null {
      const row = db
        .select({
          at: min(sql<number>`max(${contactDeliveries.nextAttemptAt}, coalesce(${contactDeliveries.leaseUntil}, 0))`),
        })
        .from(contactDeliveries)
        .where(eq(contactDeliveries.status, "pending"))
        .get();
      return row?.at == null ? null : Number(row.at);
    },

    /** The forwarding state of one message, or null if it was never queued. */
    statusOf(messageId: number): DeliveryStatus | null {
      return (
        db
          .select({
            status: contactDeliveries.status,
            attempts: contactDeliveries.attempts,
            nextAttemptAt: contactDeliveries.nextAttemptAt,
            sentAt: contactDeliveries.sentAt,
            lastError: contactDeliveries.lastError,
          })
          .from(contactDeliveries)
          .where(eq(contactDeliveries.messageId, messageId))
          .get() ?? null
      );
    },
  };
}

function finishAttempt(tx: Tx, claim: ClaimedDelivery, at: Date, outcome: "sent" | "failed", detail: string) {
  tx.update(contactDeliveryAttempts)
    .set({ finishedAt: at, outcome, detail: truncate(detail) })
    .where(eq(contactDeliveryAttempts.id, claim.attemptId))
    .run();
}

function truncate(text: string): string {
  return text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX - 1)}…` : text;
}

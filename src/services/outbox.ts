// The one outbox (docs/architecture.md#outbox): every delivery the site owes, of every kind (a
// contact message's e-mail, a lead's e-mail, the daily digest, a webhook POST), which of them are
// still to be done, when each is next due, and every attempt with its outcome. The sender
// (src/services/outbox-sender.ts) claims due deliveries, hands each to the handler of its kind and
// reports back here.
//
// Exactly once: a claim is one UPDATE that gives the due rows a lease and a claim token, so two
// senders (two processes on one database, or an old and a new app in one process) never hold the
// same row; completing or failing a delivery only counts for the holder of its token. A process
// that dies mid-send leaves a lease that runs out after LEASE_MS, and the row is due again; mails
// carry a fixed Message-ID and webhooks a fixed event id, so the rare resend after a crash between
// the other side's acceptance and our record of it is recognisably the same.
//
// Retries back off exponentially (RETRY_FIRST_MS doubling up to RETRY_LONGEST_MS) until 24 hours
// after the delivery was first due; the last try happens at that deadline, and a failure after it
// ends the delivery as "failed". The record a delivery is about is never touched by it.
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { and, asc, eq, inArray, isNull, lte, min, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type OutboxRow, outbox as deliveries, outboxAttempts } from "../db/schema";

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

export type DeliveryKind = OutboxRow["kind"];

/** A delivery this sender holds until it reports the outcome. */
export type ClaimedDelivery = {
  deliveryId: number;
  attemptId: number;
  claimToken: string;
  /** This try's number, 1 for the first. */
  attempt: number;
  delivery: OutboxRow;
};

/** What a new delivery is about; `dedupeKey` names it so that it is queued once at most. */
export type NewDelivery = {
  kind: DeliveryKind;
  dedupeKey: string;
  messageId?: number;
  downloadId?: number;
  endpointId?: number;
  bookingId?: number;
  event?: string;
  payload?: Record<string, unknown>;
  /** When it is first due (now unless told); its 24 hours of retries count from then. */
  dueAt?: number;
};

/** One try at a delivery, for the dashboard. */
export type DeliveryAttempt = {
  startedAt: Date;
  finishedAt: Date | null;
  outcome: "sent" | "failed" | null;
  detail: string | null;
};

export type DeliveryStatus = {
  status: "pending" | "sent" | "failed";
  attempts: number;
  nextAttemptAt: Date;
  sentAt: Date | null;
  lastError: string | null;
};

export type Outbox = ReturnType<typeof createOutbox>;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export function createOutbox(db: Db, now: () => number) {
  const statusColumns = {
    status: deliveries.status,
    attempts: deliveries.attempts,
    nextAttemptAt: deliveries.nextAttemptAt,
    sentAt: deliveries.sentAt,
    lastError: deliveries.lastError,
  };
  return {
    /**
     * Queues a delivery inside the transaction that stored its record. A delivery is queued once:
     * false when one with this `dedupeKey` was already there.
     */
    enqueue(tx: Tx | Db, delivery: NewDelivery): boolean {
      const { dueAt, ...values } = delivery;
      const at = dueAt ?? now();
      return (
        tx
          .insert(deliveries)
          .values({ ...values, nextAttemptAt: new Date(at), deadlineAt: new Date(at + DELIVERY_WINDOW_MS) })
          .onConflictDoNothing({ target: deliveries.dedupeKey })
          .returning({ id: deliveries.id })
          .all().length > 0
      );
    },

    /** Takes up to `limit` due deliveries of these kinds for this sender and opens an attempt for each. */
    claimDue(limit: number, kinds: readonly DeliveryKind[]): ClaimedDelivery[] {
      if (kinds.length === 0) return [];
      const at = now();
      const claimToken = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(12)));
      return db.transaction((tx) => {
        const due = tx
          .select({ id: deliveries.id })
          .from(deliveries)
          .where(
            and(
              eq(deliveries.status, "pending"),
              inArray(deliveries.kind, [...kinds]),
              lte(deliveries.nextAttemptAt, new Date(at)),
              or(isNull(deliveries.leaseUntil), lte(deliveries.leaseUntil, new Date(at))),
            ),
          )
          .orderBy(asc(deliveries.nextAttemptAt), asc(deliveries.id))
          .limit(limit);
        const claimed = tx
          .update(deliveries)
          .set({ leaseUntil: new Date(at + LEASE_MS), claimToken, attempts: sql`${deliveries.attempts} + 1` })
          .where(inArray(deliveries.id, due))
          .returning()
          .all();
        claimed.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id);
        return claimed.map((row) => {
          const attempt = tx
            .insert(outboxAttempts)
            .values({ deliveryId: row.id, startedAt: new Date(at) })
            .returning({ id: outboxAttempts.id })
            .get();
          return { deliveryId: row.id, attemptId: attempt.id, claimToken, attempt: row.attempts, delivery: row };
        });
      });
    },

    /** Records that the other side accepted the delivery (`detail`: its answer). */
    complete(claim: ClaimedDelivery, detail: string): boolean {
      const at = new Date(now());
      return db.transaction((tx) => {
        finishAttempt(tx, claim, at, "sent", detail);
        const done = tx
          .update(deliveries)
          .set({ status: "sent", sentAt: at, leaseUntil: null, claimToken: null, lastError: null })
          .where(and(eq(deliveries.id, claim.deliveryId), eq(deliveries.claimToken, claim.claimToken)))
          .returning({ id: deliveries.id })
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
          .select({ deadlineAt: deliveries.deadlineAt })
          .from(deliveries)
          .where(and(eq(deliveries.id, claim.deliveryId), eq(deliveries.claimToken, claim.claimToken)))
          .get();
        // Not ours any more (the lease ran out and another sender took it): its outcome is theirs.
        if (!row) return { gaveUp: false, nextAttemptAt: null };
        const deadline = row.deadlineAt.getTime();
        const gaveUp = at >= deadline;
        const nextAttemptAt = gaveUp ? null : new Date(Math.min(at + retryDelay(claim.attempt), deadline));
        tx.update(deliveries)
          .set({
            status: gaveUp ? "failed" : "pending",
            nextAttemptAt: nextAttemptAt ?? new Date(at),
            leaseUntil: null,
            claimToken: null,
            lastError: truncate(error),
          })
          .where(eq(deliveries.id, claim.deliveryId))
          .run();
        return { gaveUp, nextAttemptAt };
      });
    },

    /** When the earliest pending delivery of these kinds is due (now or in the past if one is due), or null. */
    nextDueAt(kinds: readonly DeliveryKind[]): number | null {
      if (kinds.length === 0) return null;
      const row = db
        .select({
          at: min(sql<number>`max(${deliveries.nextAttemptAt}, coalesce(${deliveries.leaseUntil}, 0))`),
        })
        .from(deliveries)
        .where(and(eq(deliveries.status, "pending"), inArray(deliveries.kind, [...kinds])))
        .get();
      return row?.at == null ? null : Number(row.at);
    },

    /** The state of one delivery by its key, or null if it was never queued. */
    statusOf(dedupeKey: string): DeliveryStatus | null {
      return db.select(statusColumns).from(deliveries).where(eq(deliveries.dedupeKey, dedupeKey)).get() ?? null;
    },

    /** The forwarding state of one contact message, or null if it was never queued. */
    statusOfMessage(messageId: number): DeliveryStatus | null {
      return this.statusOf(contactMailKey(messageId));
    },

    /** Every try at one delivery, oldest first. */
    attemptsOf(deliveryId: number): DeliveryAttempt[] {
      return db
        .select({
          startedAt: outboxAttempts.startedAt,
          finishedAt: outboxAttempts.finishedAt,
          outcome: outboxAttempts.outcome,
          detail: outboxAttempts.detail,
        })
        .from(outboxAttempts)
        .where(eq(outboxAttempts.deliveryId, deliveryId))
        .orderBy(asc(outboxAttempts.id))
        .all();
    },
  };
}

/** The key of a contact message's e-mail: one per message. */
export const contactMailKey = (messageId: number) => `contact.mail:${messageId}`;

function finishAttempt(tx: Tx, claim: ClaimedDelivery, at: Date, outcome: "sent" | "failed", detail: string) {
  tx.update(outboxAttempts)
    .set({ finishedAt: at, outcome, detail: truncate(detail) })
    .where(eq(outboxAttempts.id, claim.attemptId))
    .run();
}

function truncate(text: string): string {
  return text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX - 1)}…` : text;
}

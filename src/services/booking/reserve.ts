// Reserving, moving and cancelling a booking (docs/product.md#booking, decision 038). No double
// booking, ever: each write is one BEGIN IMMEDIATE transaction that takes SQLite's write lock
// first, then computes the free slots from the bookings as they are inside it and inserts only if
// the asked start is one of them. A second request for the slot waits for the lock and then sees
// the first booking. Under that, the unique index on `held_start` refuses two held bookings with
// one start even if the check were ever wrong. Whatever a write owes (e-mails, the calendar,
// webhooks) is queued in the same transaction (the outbox), so a slow mail server or calendar
// never slows the visitor and nothing is lost on a crash.
import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type Booking, bookings, type MeetingType } from "../../db/schema";
import type { Availability } from "../../shared/schemas/booking";
import { freeSlots, type Interval, nearestSlots, type Slot, type TakenTime } from "./slots";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Bookings a visitor's address may make in RATE_WINDOW_MS (the contact form allows 5 in 10 minutes). */
export const RATE_LIMIT = 5;
export const RATE_WINDOW_MS = 60 * 60_000;
const MINUTE = 60_000;

export type Visitor = {
  name: string;
  email: string;
  company: string | null;
  topic: string;
  answers: { question: string; answer: string }[];
  timeZone: string;
};

/** What each write owes, queued in its transaction: true when the outbox's sender should look now. */
export type BookingHooks = {
  created(tx: Tx, booking: Booking, type: MeetingType): boolean;
  moved(tx: Tx, booking: Booking, type: MeetingType): boolean;
  cancelled(tx: Tx, booking: Booking, type: MeetingType): boolean;
};

export type ReserveResult =
  | { ok: true; booking: Booking }
  | { ok: false; reason: "taken"; nearest: Slot[] }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

export type MoveResult =
  | { ok: true; booking: Booking }
  | { ok: false; reason: "taken"; nearest: Slot[] }
  | { ok: false; reason: "not-found" | "not-movable" };

/** Raised inside a transaction to roll it back with an answer. */
class Refused extends Error {
  constructor(readonly result: ReserveResult | MoveResult) {
    super("refused");
  }
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed: bookings\.held_start/.test(error.message);

export function createReservations(deps: {
  db: Db;
  now: () => number;
  availability: () => Availability;
  hooks: BookingHooks;
}) {
  const { db, now, hooks } = deps;

  /** The held bookings that still matter to slots (ending after now), as slot computation sees them. */
  function taken(tx: Tx | Db, except?: number): TakenTime[] {
    return tx
      .select({
        start: bookings.blockStart,
        end: bookings.blockEnd,
        startsAt: bookings.startsAt,
        meetingTypeId: bookings.meetingTypeId,
      })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, "confirmed"),
          gt(bookings.blockEnd, new Date(now())),
          except === undefined ? undefined : ne(bookings.id, except),
        ),
      )
      .all()
      .map((b) => ({ ...b, start: b.start.getTime(), end: b.end.getTime(), startsAt: b.startsAt.getTime() }));
  }

  function slotsOf(
    tx: Tx | Db,
    type: MeetingType,
    busy: readonly Interval[],
    range: { from?: number; to?: number } = {},
    except?: number,
  ) {
    return freeSlots({
      rules: type,
      availability: deps.availability(),
      bookings: taken(tx, except),
      busy,
      now: now(),
      ...range,
    });
  }

  const isFree = (tx: Tx, type: MeetingType, busy: readonly Interval[], start: number, except?: number) =>
    slotsOf(tx, type, busy, { from: start, to: start + 1 }, except).some((s) => s.start === start);

  const takenAnswer = (type: MeetingType, busy: readonly Interval[], start: number, except?: number) => ({
    ok: false as const,
    reason: "taken" as const,
    nearest: nearestSlots(slotsOf(db, type, busy, {}, except), start),
  });

  const blockOf = (type: MeetingType, start: number) => {
    const end = start + type.durationMinutes * MINUTE;
    return {
      startsAt: new Date(start),
      endsAt: new Date(end),
      blockStart: new Date(start - type.bufferBeforeMinutes * MINUTE),
      blockEnd: new Date(end + type.bufferAfterMinutes * MINUTE),
      heldStart: start,
    };
  };

  /** Runs `write` under the write lock; a Refused or a unique violation is answered, anything else thrown. */
  function locked<T extends ReserveResult | MoveResult>(
    write: (tx: Tx) => { result: T; nudge: boolean },
    onTaken: () => T,
  ): { result: T; nudge: boolean } {
    try {
      return db.transaction(write);
    } catch (error) {
      if (error instanceof Refused) return { result: error.result as T, nudge: false };
      if (isUniqueViolation(error)) return { result: onTaken(), nudge: false };
      throw error;
    }
  }

  return {
    /** Free slots of a type from now (or within a range), for the booking page. */
    slots: (type: MeetingType, busy: readonly Interval[], range?: { from?: number; to?: number }) =>
      slotsOf(db, type, busy, range),
    /** Free slots for moving booking `id`: its own time counts as free. */
    slotsExcept: (type: MeetingType, busy: readonly Interval[], id: number) => slotsOf(db, type, busy, {}, id),

    reserve(input: {
      type: MeetingType;
      start: number;
      visitor: Visitor;
      ipHash: string;
      privacyVersion: string;
      uid: string;
      busy: readonly Interval[];
    }): { result: ReserveResult; nudge: boolean } {
      const { type, start, busy } = input;
      return locked<ReserveResult>(
        (tx) => {
          const at = now();
          const recent = tx
            .select({ count: sql<number>`count(*)`, oldest: sql<number | null>`min(${bookings.createdAt})` })
            .from(bookings)
            .where(and(eq(bookings.ipHash, input.ipHash), gt(bookings.createdAt, new Date(at - RATE_WINDOW_MS))))
            .get();
          if (recent && recent.count >= RATE_LIMIT) {
            const waitMs = Number(recent.oldest ?? at) + RATE_WINDOW_MS - at;
            throw new Refused({
              ok: false,
              reason: "limited",
              retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
            });
          }
          if (!isFree(tx, type, busy, start)) throw new Refused(takenAnswer(type, busy, start));
          const booking = tx
            .insert(bookings)
            .values({
              meetingTypeId: type.id,
              ...blockOf(type, start),
              ...input.visitor,
              uid: input.uid,
              ipHash: input.ipHash,
              privacyVersion: input.privacyVersion,
              createdAt: new Date(at),
            })
            .returning()
            .get();
          return { result: { ok: true as const, booking }, nudge: hooks.created(tx, booking, type) };
        },
        () => takenAnswer(type, busy, start),
      );
    },

    /** Moves a held booking to another free start of its type (its own old time counts as free). */
    move(
      id: number,
      type: MeetingType,
      start: number,
      busy: readonly Interval[],
    ): { result: MoveResult; nudge: boolean } {
      return locked<MoveResult>(
        (tx) => {
          const current = tx.select().from(bookings).where(eq(bookings.id, id)).get();
          if (!current) throw new Refused({ ok: false, reason: "not-found" });
          if (current.status !== "confirmed" || current.startsAt.getTime() <= now())
            throw new Refused({ ok: false, reason: "not-movable" });
          if (!isFree(tx, type, busy, start, id)) throw new Refused(takenAnswer(type, busy, start, id));
          const booking = tx
            .update(bookings)
            .set({ ...blockOf(type, start), sequence: current.sequence + 1 })
            .where(eq(bookings.id, id))
            .returning()
            .get();
          return { result: { ok: true as const, booking }, nudge: hooks.moved(tx, booking, type) };
        },
        () => takenAnswer(type, busy, start, id),
      );
    },

    /** Cancels a held booking (by the visitor, or the firm with a message): its time is free again. */
    cancel(
      id: number,
      type: (b: Booking) => MeetingType,
      message: string | null,
    ): { booking: Booking | null; nudge: boolean } {
      let nudge = false;
      const booking = db.transaction((tx) => {
        const current = tx.select().from(bookings).where(eq(bookings.id, id)).get();
        if (current?.status !== "confirmed") return null;
        const cancelled = tx
          .update(bookings)
          .set({
            status: "cancelled",
            heldStart: null,
            sequence: current.sequence + 1,
            cancelMessage: message,
            cancelledAt: new Date(now()),
          })
          .where(eq(bookings.id, id))
          .returning()
          .get();
        nudge = hooks.cancelled(tx, cancelled, type(cancelled));
        return cancelled;
      });
      return { booking, nudge };
    },
  };
}

export type Reservations = ReturnType<typeof createReservations>;

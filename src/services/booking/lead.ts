// A booking is a lead (docs/product.md#booking): these are the few places the rest of the site
// takes bookings in. Each is one small function over the bookings table, so the Leads tab's
// per-person summary, the webhooks and erasure each call one thing.
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bookings, meetingTypes, outbox } from "../../db/schema";

const lowerEmail = sql`lower(${bookings.email})`;

/** One booking on a person's timeline. */
export type BookingLeadEvent = {
  type: "booking";
  id: number;
  at: Date;
  name: string;
  company: string | null;
  topic: string;
  meetingType: string;
  startsAt: Date;
  status: "confirmed" | "cancelled" | "no-show";
  privacyVersion: string | null;
};

/** The bookings of these people (lower-cased e-mails), oldest first, as timeline events. */
export function bookingLeadEvents(db: Db, keys: string[]): Array<BookingLeadEvent & { email: string }> {
  if (keys.length === 0) return [];
  return db
    .select({ booking: bookings, meetingType: meetingTypes.name })
    .from(bookings)
    .innerJoin(meetingTypes, eq(meetingTypes.id, bookings.meetingTypeId))
    .where(inArray(lowerEmail, keys))
    .orderBy(asc(bookings.createdAt), asc(bookings.id))
    .all()
    .map(({ booking, meetingType }) => ({
      type: "booking" as const,
      id: booking.id,
      email: booking.email.toLowerCase(),
      at: booking.createdAt,
      name: booking.name,
      company: booking.company,
      topic: booking.topic,
      meetingType,
      startsAt: booking.startsAt,
      status: booking.status,
      privacyVersion: booking.privacyVersion,
    }));
}

/** Erases a person's bookings and every delivery queued or done about them: how many bookings there were. */
export function eraseBookingsOf(tx: Pick<Db, "delete" | "select">, key: string): number {
  const ids = tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(lowerEmail, key))
    .all()
    .map((b) => b.id);
  if (ids.length === 0) return 0;
  tx.delete(outbox).where(inArray(outbox.bookingId, ids)).run();
  return tx.delete(bookings).where(inArray(bookings.id, ids)).returning({ id: bookings.id }).all().length;
}

/** The `data` of a booking.created / booking.cancelled webhook, or null once erased. */
export function bookingWebhookData(db: Db, bookingId: number, siteUrl: string) {
  const row = db
    .select({ booking: bookings, type: meetingTypes })
    .from(bookings)
    .innerJoin(meetingTypes, eq(meetingTypes.id, bookings.meetingTypeId))
    .where(eq(bookings.id, bookingId))
    .get();
  if (!row) return null;
  const { booking, type } = row;
  return {
    createdAt: booking.createdAt,
    data: {
      id: booking.id,
      status: booking.status,
      name: booking.name,
      email: booking.email,
      company: booking.company,
      topic: booking.topic,
      answers: booking.answers,
      meetingType: { id: type.id, name: type.name, url: `${siteUrl}/book/${type.slug}` },
      startsAt: booking.startsAt.toISOString(),
      endsAt: booking.endsAt.toISOString(),
      timeZone: booking.timeZone,
      cancelMessage: booking.cancelMessage,
      createdAt: booking.createdAt.toISOString(),
      privacyPolicyVersion: booking.privacyVersion,
    },
  };
}

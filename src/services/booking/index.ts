// Scheduling (docs/product.md#booking, decision 038) put together: the firm's availability and
// meeting types, free slots (./slots.ts, pure) minus the firm's calendar's busy times (read over
// CalDAV with a short cache), reservations (./reserve.ts), and what each booking owes through the
// one outbox: e-mails with invites to the visitor and the firm, reminders, the calendar write and
// webhooks. The form's stamp and honeypot are the contact form's (src/services/form-stamp.ts).
import { and, asc, desc, eq, gte, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type Booking, bookings, type MeetingType } from "../../db/schema";
import { type ContentEvents, contentTags } from "../content-events";
import type { Deliveries } from "../deliveries";
import { createFormStamp } from "../form-stamp";
import type { MailAddress } from "../mailer";
import type { ClaimedDelivery } from "../outbox";
import { deriveKey, signText } from "../secret";
import type { SettingsService } from "../settings";
import { createAvailabilityStore } from "./availability-store";
import { type CalDavOptions, createCalDavClient } from "./caldav";
import { calendarIcs } from "./invite";
import { createBookingLinks } from "./links";
import { type BookingMailKind, type BookingMailPayload, composeBookingMail } from "./mail";
import { createMeetingTypes } from "./meeting-types";
import { type BookingHooks, createReservations } from "./reserve";
import type { Interval } from "./slots";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** How long busy times read from the calendar are reused: short, so a new event shows soon. */
const BUSY_CACHE_MS = 60_000;
const HOUR = 3_600_000;
const MIN_FILL_MS = 3_000;

export type BookingOptions = CalDavOptions & { minFillMs?: number };

export function createBookingService(deps: {
  db: Db;
  now: () => number;
  secret: Uint8Array;
  settings: SettingsService;
  events: ContentEvents;
  site: { siteUrl: string; timeZone: string };
  deliveries: Deliveries;
  from?: MailAddress;
  options?: BookingOptions;
}) {
  const { db, now, settings, deliveries } = deps;
  // Whether booking is open decides where the site's calls to action lead (src/pages/call-to-book.ts):
  // a change to it, or to the types, is a content event that clears the cached pages.
  const announced =
    <A extends unknown[], R>(write: (...args: A) => R) =>
    (...args: A): R => {
      const result = write(...args);
      deps.events.changed([contentTags.site]);
      return result;
    };
  const rawStore = createAvailabilityStore({
    db,
    key: deriveKey(deps.secret, "caldav-password"),
    defaultTimeZone: deps.site.timeZone,
  });
  const store = { ...rawStore, saveAvailability: announced(rawStore.saveAvailability) };
  const rawTypes = createMeetingTypes(db, now);
  const types = {
    ...rawTypes,
    create: announced(rawTypes.create),
    update: announced(rawTypes.update),
    remove: announced(rawTypes.remove),
  };
  const links = createBookingLinks(deriveKey(deps.secret, "booking-links"), deps.site.siteUrl);
  const caldav = createCalDavClient(deps.options);
  const ipKey = deriveKey(deps.secret, "booking-ip");
  const stamp = createFormStamp({
    key: deriveKey(deps.secret, "booking-form-stamp"),
    now,
    minAgeMs: deps.options?.minFillMs ?? MIN_FILL_MS,
    maxAgeMs: 24 * HOUR,
  });
  const outbox = deliveries.outbox;
  const firm = () => ({ name: settings.current().firmName, email: settings.current().email });

  // --- What a booking owes, queued in its transaction --------------------------------------------
  const mail = (tx: Tx, booking: Booking, kind: BookingMailKind, to: "visitor" | "firm", dueAt?: number) => {
    const payload: BookingMailPayload = { mail: kind, to, sequence: booking.sequence };
    return (
      deliveries.mails &&
      outbox.enqueue(tx, {
        kind: "booking.mail",
        dedupeKey: `booking.mail:${booking.id}:${booking.sequence}:${kind}:${to}:${dueAt ?? ""}`,
        bookingId: booking.id,
        payload,
        dueAt,
      })
    );
  };
  const reminders = (tx: Tx, booking: Booking) => {
    for (const hours of store.availability().reminderHours) {
      const at = booking.startsAt.getTime() - hours * HOUR;
      if (at > now()) mail(tx, booking, "reminder", "visitor", at);
    }
  };
  const calendarWrite = (tx: Tx, booking: Booking) =>
    store.calendarSummary() !== null &&
    outbox.enqueue(tx, {
      kind: "booking.calendar",
      dedupeKey: `booking.calendar:${booking.id}:${booking.sequence}`,
      bookingId: booking.id,
      payload: { sequence: booking.sequence },
    });
  const owed = (tx: Tx, booking: Booking, kind: BookingMailKind, event?: "booking.created" | "booking.cancelled") => {
    const visitor = mail(tx, booking, kind, "visitor");
    const firmMail = mail(tx, booking, kind, "firm");
    if (kind !== "cancelled") reminders(tx, booking);
    const calendar = calendarWrite(tx, booking);
    const hooked = event ? deliveries.webhooks.queue(tx, event, { bookingId: booking.id }) : 0;
    return visitor || firmMail || calendar || hooked > 0;
  };
  const hooks: BookingHooks = {
    created: (tx, booking) => owed(tx, booking, "confirmed", "booking.created"),
    moved: (tx, booking) => owed(tx, booking, "moved"),
    cancelled: (tx, booking) => owed(tx, booking, "cancelled", "booking.cancelled"),
  };
  const reservations = createReservations({ db, now, availability: store.availability, hooks });

  // --- The outbox's handlers ------------------------------------------------------------------------
  const withType = (id: number | null) => {
    const booking = id === null ? undefined : db.select().from(bookings).where(eq(bookings.id, id)).get();
    const type = booking ? types.get(booking.meetingTypeId) : null;
    return booking && type ? { booking, type } : null;
  };
  deliveries.attachBookings({
    composeMail({ delivery }: ClaimedDelivery) {
      const found = withType(delivery.bookingId);
      if (!found) return null;
      const { name, email } = firm();
      return composeBookingMail(found.booking, found.type, delivery.payload as BookingMailPayload, {
        siteUrl: deps.site.siteUrl,
        firmName: name,
        firmEmail: email,
        firmTimeZone: store.availability().timeZone,
        from: deps.from ?? { name, address: email },
        links,
        now: now(),
      });
    },
    async calendar({ delivery }: ClaimedDelivery) {
      const found = withType(delivery.bookingId);
      const connection = store.calendar();
      if (!found || !connection) return "Nothing to write (no booking or no calendar).";
      // A later change has its own delivery; this one writes the booking as it is now either way.
      try {
        if (found.booking.status === "cancelled") return await caldav.remove(connection, found.booking.uid);
        const ics = calendarIcs(
          firm().name,
          [{ booking: found.booking, type: found.type, organizer: firm() }],
          new Date(now()),
        );
        return await caldav.put(connection, found.booking.uid, ics);
      } finally {
        busyCache = null;
      }
    },
  });

  // --- Busy times, cached briefly --------------------------------------------------------------------
  let busyCache: { at: number; from: number; to: number; busy: Interval[] } | null = null;
  /** The calendar's busy times from now to `horizonDays` ahead; none without a connection. */
  async function busyTimes(horizonDays: number): Promise<Interval[]> {
    const connection = store.calendar();
    if (!connection) return [];
    const at = now();
    const to = at + (horizonDays + 1) * 24 * HOUR;
    if (busyCache && at - busyCache.at < BUSY_CACHE_MS && busyCache.to >= to) return busyCache.busy;
    // A calendar that cannot be read offers nothing rather than what may be booked out.
    const busy = await caldav.busy(connection, at - 24 * HOUR, to);
    busyCache = { at, from: at, to, busy };
    return busy;
  }

  return {
    store,
    types,
    links,
    stamp,
    caldav,
    busyTimes,
    ipHash: (ip: string) => signText(ipKey, ip).slice(0, 32),
    ...reservations,
    /** The app's clock, which slots, links and pages read. */
    now,
    /** The secret ICS feed's address (docs/product.md#booking). */
    feedUrl: () => `${deps.site.siteUrl}/book/feed/${store.feedToken()}.ics`,
    /** Whether visitors can book: on, and at least one active type. */
    isOpen: () => store.availability().enabled && types.list({ activeOnly: true }).length > 0,
    byUid: (uid: string) => db.select().from(bookings).where(eq(bookings.uid, uid)).get() ?? null,
    get: (id: number) => db.select().from(bookings).where(eq(bookings.id, id)).get() ?? null,
    newUid: () => `${crypto.randomUUID()}@${new URL(deps.site.siteUrl).hostname}`,
    /** Upcoming (start from now, soonest first) or past bookings (latest first). */
    list(when: "upcoming" | "past", limit = 200): Booking[] {
      const at = new Date(now());
      return when === "upcoming"
        ? db
            .select()
            .from(bookings)
            .where(gte(bookings.startsAt, at))
            .orderBy(asc(bookings.startsAt))
            .limit(limit)
            .all()
        : db
            .select()
            .from(bookings)
            .where(lt(bookings.startsAt, at))
            .orderBy(desc(bookings.startsAt))
            .limit(limit)
            .all();
    },
    markNoShow(id: number): Booking | null {
      return (
        db
          .update(bookings)
          .set({ status: "no-show" })
          .where(and(eq(bookings.id, id), eq(bookings.status, "confirmed"), lt(bookings.startsAt, new Date(now()))))
          .returning()
          .get() ?? null
      );
    },
    /** The ICS feed of held bookings (a year back, everything ahead), or null for a wrong token. */
    feed(token: string): string | null {
      const expected = store.feedToken();
      if (token.length !== expected.length || signText(ipKey, token) !== signText(ipKey, expected)) return null;
      const held = db
        .select()
        .from(bookings)
        .where(and(eq(bookings.status, "confirmed"), gte(bookings.startsAt, new Date(now() - 365 * 24 * HOUR))))
        .all();
      const events = held.flatMap((booking) => {
        const type = types.get(booking.meetingTypeId);
        return type ? [{ booking, type, organizer: firm() }] : [];
      });
      return calendarIcs(firm().name, events, new Date(now()));
    },
    /** Cancels a held booking; the type is looked up for the e-mails. */
    cancelBooking(id: number, message: string | null) {
      return reservations.cancel(id, (b) => types.get(b.meetingTypeId) as MeetingType, message);
    },
    nudge: () => deliveries.nudge(),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;

// /api/admin/bookings: scheduling as the admin runs it (docs/product.md#booking). Behind the admin
// guard like all of /api/admin, which records every write in the activity trail. The CalDAV
// password is taken, stored sealed, and never answered again.
//
//   GET    /api/admin/bookings?when=upcoming|past    {data: [booking…]}
//   POST   /api/admin/bookings/:id/cancel            {message?} → the booking, the visitor e-mailed
//   POST   /api/admin/bookings/:id/no-show           → the booking (a past, held one only)
//   GET    /api/admin/bookings/types                 {data: [meeting type…]}
//   POST   /api/admin/bookings/types                 → 201;  PUT/DELETE /api/admin/bookings/types/:id
//   GET    /api/admin/bookings/availability          {data: {enabled, timeZone, weekly, exceptions, reminderHours}}
//   PUT    /api/admin/bookings/availability
//   GET    /api/admin/bookings/calendar              {data: {url, username} | null}
//   PUT    /api/admin/bookings/calendar              {url, username, password}: tested, then saved
//   DELETE /api/admin/bookings/calendar
//   POST   /api/admin/bookings/calendar/test         → 200, or 502 with what the calendar said
//   GET    /api/admin/bookings/feed                  {data: {url}}
//   POST   /api/admin/bookings/feed/rotate           → the new URL; the old one stops working
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { Booking, MeetingType } from "../../db/schema";
import { written } from "../../http/answers";
import type { AppEnv } from "../../http/context";
import { idParam } from "../../http/params";
import { requires } from "../../http/route-action";
import { validate } from "../../http/validate";
import type { Services } from "../../services";
import { CalDavError } from "../../services/booking/caldav";
import { SlugTakenError } from "../../services/booking/meeting-types";
import { availabilitySchema, meetingTypeSchema } from "../../shared/schemas/booking";

const BOOKING_NOT_FOUND = "Booking not found";
const TYPE_NOT_FOUND = "Meeting type not found";

const bookingIdParam = idParam("Invalid booking id.");
const typeIdParam = idParam("Invalid meeting type id.");

const calendarBody = z.object({
  url: z.string().trim().url("Please enter the calendar's address (https://…).").max(2048),
  username: z.string().trim().min(1, "Please enter the user name.").max(200),
  password: z.string().min(1, "Please enter the password.").max(500),
});

export function bookingJson(booking: Booking, type: MeetingType | null) {
  return {
    id: booking.id,
    status: booking.status,
    meetingType: type ? { id: type.id, name: type.name, slug: type.slug } : null,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    name: booking.name,
    email: booking.email,
    company: booking.company,
    topic: booking.topic,
    answers: booking.answers,
    timeZone: booking.timeZone,
    cancelMessage: booking.cancelMessage,
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    createdAt: booking.createdAt.toISOString(),
  };
}

export const meetingTypeJson = (type: MeetingType) => ({
  ...type,
  createdAt: type.createdAt.toISOString(),
  updatedAt: type.updatedAt.toISOString(),
});

/** Mounted at /api/admin/bookings. */
export function createAdminBookingsApi(services: Services) {
  const app = new Hono<AppEnv>();
  const booking = services.booking;
  const json = (b: Booking) => bookingJson(b, booking.types.get(b.meetingTypeId));

  app.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  });

  app.get(
    "/",
    requires("bookings.read"),
    validate("query", z.object({ when: z.enum(["upcoming", "past"]).default("upcoming") })),
    (c) => c.json({ data: booking.list(c.req.valid("query").when).map(json) }),
  );

  app.post(
    "/:id/cancel",
    requires("bookings.manage"),
    validate("param", bookingIdParam),
    validate("json", z.object({ message: z.string().trim().max(1000).default("") })),
    (c) => {
      const id = c.req.valid("param").id;
      const { booking: cancelled, nudge } = booking.cancelBooking(id, c.req.valid("json").message || null);
      if (nudge) booking.nudge();
      if (cancelled) return written(c, "Booking cancelled; the visitor is told by e-mail.", json(cancelled));
      const existing = booking.get(id);
      if (!existing) return c.json({ success: false, message: BOOKING_NOT_FOUND }, 404);
      return c.json(
        { success: false, message: "This booking is not held (already cancelled or marked no-show)." },
        409,
      );
    },
  );

  app.post("/:id/no-show", requires("bookings.manage"), validate("param", bookingIdParam), (c) => {
    const id = c.req.valid("param").id;
    const marked = booking.markNoShow(id);
    if (marked) return written(c, "Marked as no-show", json(marked));
    if (!booking.get(id)) return c.json({ success: false, message: BOOKING_NOT_FOUND }, 404);
    return c.json({ success: false, message: "Only a held booking whose time has passed can be marked no-show." }, 409);
  });

  app.get("/types", requires("bookings.read"), (c) => c.json({ data: booking.types.list().map(meetingTypeJson) }));

  const slugTaken = (c: Context<AppEnv>, error: unknown) => {
    if (!(error instanceof SlugTakenError)) throw error;
    return c.json({ success: false, message: error.message, errors: { slug: error.message } }, 409);
  };

  app.post("/types", requires("bookings.manage"), validate("json", meetingTypeSchema), (c) => {
    try {
      return written(c, "Meeting type added", meetingTypeJson(booking.types.create(c.req.valid("json"))), {
        status: 201,
      });
    } catch (error) {
      return slugTaken(c, error);
    }
  });

  app.put(
    "/types/:id",
    requires("bookings.manage"),
    validate("param", typeIdParam),
    validate("json", meetingTypeSchema),
    (c) => {
      try {
        const updated = booking.types.update(c.req.valid("param").id, c.req.valid("json"));
        if (!updated) return c.json({ success: false, message: TYPE_NOT_FOUND }, 404);
        return written(c, "Meeting type saved", meetingTypeJson(updated));
      } catch (error) {
        return slugTaken(c, error);
      }
    },
  );

  app.delete("/types/:id", requires("bookings.manage"), validate("param", typeIdParam), (c) => {
    const outcome = booking.types.remove(c.req.valid("param").id);
    if (outcome === "missing") return c.json({ success: false, message: TYPE_NOT_FOUND }, 404);
    if (outcome === "in-use")
      return c.json({ success: false, message: "This type has bookings: make it inactive instead." }, 409);
    return written(c, "Meeting type deleted", null);
  });

  app.get("/availability", requires("bookings.read"), (c) => c.json({ data: booking.store.availability() }));

  app.put("/availability", requires("bookings.manage"), validate("json", availabilitySchema), (c) => {
    booking.store.saveAvailability(c.req.valid("json"));
    return written(c, "Availability saved", booking.store.availability());
  });

  app.get("/calendar", requires("bookings.read"), (c) => c.json({ data: booking.store.calendarSummary() }));

  app.put("/calendar", requires("bookings.manage"), validate("json", calendarBody), async (c) => {
    const connection = c.req.valid("json");
    try {
      await booking.caldav.test(connection, booking.now());
    } catch (error) {
      const message = error instanceof CalDavError ? error.message : "The calendar could not be reached.";
      return c.json({ success: false, message, errors: { url: message } }, 400);
    }
    booking.store.saveCalendar(connection);
    return written(c, "Calendar connected", booking.store.calendarSummary());
  });

  app.delete("/calendar", requires("bookings.manage"), (c) => {
    booking.store.saveCalendar(null);
    return written(c, "Calendar disconnected", null);
  });

  app.post("/calendar/test", requires("bookings.manage"), async (c) => {
    const connection = booking.store.calendar();
    if (!connection) return c.json({ success: false, message: "No calendar is connected." }, 404);
    try {
      await booking.caldav.test(connection, booking.now());
      return written(c, "The calendar answered.", booking.store.calendarSummary());
    } catch (error) {
      const message = error instanceof CalDavError ? error.message : "The calendar could not be reached.";
      return c.json({ success: false, message }, 502);
    }
  });

  // The feed's address is a credential (whoever has it reads every booking): an Administrator's.
  app.get("/feed", requires("bookings.manage"), (c) => c.json({ data: { url: booking.feedUrl() } }));

  app.post("/feed/rotate", requires("bookings.manage"), (c) => {
    booking.store.rotateFeedToken();
    return written(c, "New feed address made; the old one no longer works.", { url: booking.feedUrl() });
  });

  return app;
}

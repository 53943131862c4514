// Booking's ways in (docs/product.md#booking), over one function that books (`bookSlot`), so the
// JSON API and the form without JavaScript apply the same checks in the same order: the form's
// fields (400, each error beside its field), the form's stamp (a valid one is required: a booking
// is a commitment with no admin review to wait in, and the page shown again carries a fresh one;
// sent too fast: 429), the honeypot (a filled one is answered like a booking and nothing is
// stored), the firm's calendar (503 when it cannot be read: nothing is offered that may be booked
// out), then the reservation (src/services/booking/reserve.ts): 409 "just taken" with the nearest
// free times, or 429 past the per-address limit.
//
//   GET  /api/book/:type/slots?tz=   {data: {type, timeZone, stamp, days: [{date, slots: [{start, end}]}]}}
//   POST /api/book/:type             JSON → 201 {data: {uid, startsAt, endsAt}} or the refusal
//   POST /book/:type                 the form → 303 to the booked page, or the page again
//   POST /book/cancel/:uid?sig=      cancels → the cancellation page
//   POST /book/reschedule/:uid?sig=  moves → 303 to the booked page, or the page again
//   GET  /book/feed/:token           the secret ICS feed of bookings
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { bookingTexts } from "../content/booking";
import type { MeetingType } from "../db/schema";
import type { AppEnv } from "../http/context";
import { readForm } from "../http/forms";
import { validationFailure } from "../http/validate";
import { countedRequest } from "../http/visitor";
import type { Services } from "../services";
import { slotsByDay } from "../services/booking/slots";
import { PRIVACY_VERSION } from "../services/privacy-version";
import {
  BOOKING_HONEYPOT_FIELD,
  BOOKING_STAMP_FIELD,
  type BookingFormAnswer,
  type BookingFormState,
  bookingFormSchema,
  isTimeZone,
} from "../shared/schemas/booking";

type BookOutcome =
  | { ok: true; uid: string }
  | {
      ok: false;
      status: ContentfulStatusCode;
      notice: string;
      errors?: Record<string, string>;
      nearest?: { start: number; end: number }[];
      retryAfterSeconds?: number;
    };

const MESSAGE_MAX = 1000;

/** The one way a slot is booked, whichever way the request came in. */
export async function bookSlot(
  services: Services,
  type: MeetingType,
  sent: Record<string, unknown>,
  c: Context<AppEnv>,
): Promise<BookOutcome> {
  const parsed = bookingFormSchema.safeParse(sent);
  if (!parsed.success) {
    const failure = validationFailure(parsed.error);
    return { ok: false, status: 400, notice: bookingTexts.invalid, errors: failure.errors };
  }
  const booking = services.booking;
  const checked = booking.stamp.check(
    typeof sent[BOOKING_STAMP_FIELD] === "string" ? (sent[BOOKING_STAMP_FIELD] as string) : undefined,
  );
  if (!checked.ok) {
    if (checked.reason === "too-fast") {
      const seconds = Math.max(1, Math.ceil(checked.retryAfterMs / 1000));
      return { ok: false, status: 429, notice: bookingTexts.tooFast(seconds), retryAfterSeconds: seconds };
    }
    return { ok: false, status: 400, notice: bookingTexts.invalid, errors: { slot: bookingTexts.pickSlot } };
  }
  const honeypot = sent[BOOKING_HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { ok: true, uid: booking.newUid() };

  const { slot, timeZone, ...visitor } = parsed.data;
  const answers = type.questions.map((question, i) => ({
    question,
    answer: String(sent[`answer${i}`] ?? "")
      .trim()
      .slice(0, MESSAGE_MAX),
  }));
  let busy: Awaited<ReturnType<typeof booking.busyTimes>>;
  try {
    busy = await booking.busyTimes(type.horizonDays);
  } catch {
    return { ok: false, status: 503, notice: bookingTexts.calendarUnavailable };
  }
  const { result, nudge } = booking.reserve({
    type,
    start: Date.parse(slot),
    visitor: { ...visitor, answers, timeZone },
    ipHash: booking.ipHash(c.get("clientIp")),
    privacyVersion: PRIVACY_VERSION,
    uid: booking.newUid(),
    busy,
  });
  if (nudge) booking.nudge();
  if (result.ok) {
    // A booking is a conversion, attributed to the visit that led to it (docs/product.md#analytics).
    const request = countedRequest(c);
    if (request) services.analytics.conversion("booking", type.slug, request);
    return { ok: true, uid: result.booking.uid };
  }
  if (result.reason === "limited")
    return {
      ok: false,
      status: 429,
      notice: bookingTexts.limited(result.retryAfterSeconds),
      retryAfterSeconds: result.retryAfterSeconds,
    };
  return { ok: false, status: 409, notice: bookingTexts.taken, nearest: result.nearest };
}

const activeType = (services: Services, slug: string | undefined) => {
  const type = services.booking.isOpen() ? services.booking.types.bySlug(slug ?? "") : null;
  return type?.active ? type : null;
};

const NOT_FOUND = "Not found";
const iso = (ms: number) => new Date(ms).toISOString();

/** Mounted at /api/book. */
export function createBookApi(services: Services) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.get("/:type/slots", async (c) => {
    const type = activeType(services, c.req.param("type"));
    if (!type) return c.json({ success: false, message: NOT_FOUND }, 404);
    const tz = c.req.query("tz");
    const zone = tz && isTimeZone(tz) ? tz : services.booking.store.availability().timeZone;
    let busy: Awaited<ReturnType<typeof services.booking.busyTimes>>;
    try {
      busy = await services.booking.busyTimes(type.horizonDays);
    } catch {
      return c.json({ success: false, message: bookingTexts.calendarUnavailable }, 503);
    }
    const days = slotsByDay(services.booking.slots(type, busy), zone).map((d) => ({
      date: d.date,
      slots: d.slots.map((s) => ({ start: iso(s.start), end: iso(s.end) })),
    }));
    const data = {
      type: { slug: type.slug, name: type.name, durationMinutes: type.durationMinutes, questions: type.questions },
      timeZone: zone,
      stamp: services.booking.stamp.issue(),
      days,
    };
    return c.json({ data });
  });

  app.post("/:type", async (c) => {
    const type = activeType(services, c.req.param("type"));
    if (!type) return c.json({ success: false, message: NOT_FOUND }, 404);
    const body = await c.req.json().catch(() => null);
    const sent = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
    const outcome = await bookSlot(services, type, sent, c);
    if (outcome.ok) {
      const booked = services.booking.byUid(outcome.uid);
      const data = {
        uid: outcome.uid,
        startsAt: booked?.startsAt.toISOString() ?? null,
        endsAt: booked?.endsAt.toISOString() ?? null,
      };
      return c.json({ success: true, message: bookingTexts.booked.text, data }, 201);
    }
    const headers: Record<string, string> = outcome.retryAfterSeconds
      ? { "Retry-After": String(outcome.retryAfterSeconds) }
      : {};
    const nearest = outcome.nearest?.map((s) => ({ start: iso(s.start), end: iso(s.end) }));
    return c.json(
      { success: false, message: outcome.notice, errors: outcome.errors, nearest },
      outcome.status,
      headers,
    );
  });

  return app;
}

const FIELDS = ["name", "email", "company", "topic", "slot"] as const;

/** The form posts and the feed, mounted at the root; `answer` renders a booking page for this request. */
export function createBookingFormApp(
  services: Services,
  answer: (c: Context<AppEnv>, form: BookingFormAnswer) => Promise<Response>,
  notFound: (c: Context<AppEnv>) => Promise<Response>,
) {
  const app = new Hono<AppEnv>();
  const booking = services.booking;

  const sig = (c: Context) => c.req.query("sig");
  const refused = async (c: Context<AppEnv>, form: BookingFormAnswer, status: number, retryAfter?: number) => {
    const response = await answer(c, form);
    const out = new Response(response.body, { status, headers: response.headers });
    if (retryAfter) out.headers.set("Retry-After", String(retryAfter));
    return out;
  };

  app.post("/book/:type", async (c) => {
    const type = activeType(services, c.req.param("type"));
    if (!type) return notFound(c);
    const form = await readForm(c);
    const outcome = await bookSlot(services, type, form, c);
    if (outcome.ok) return c.redirect(booking.links.path("view", outcome.uid), 303);
    const values: BookingFormState["values"] = {};
    for (const field of FIELDS)
      if (typeof form[field] === "string") values[field] = (form[field] as string).slice(0, MESSAGE_MAX);
    values.answers = type.questions.map((_, i) => String(form[`answer${i}`] ?? ""));
    const state: BookingFormState = {
      values,
      errors: outcome.errors,
      notice: outcome.notice,
      nearest: outcome.nearest,
    };
    return refused(c, { page: "book", typeId: type.id, state }, outcome.status, outcome.retryAfterSeconds);
  });

  app.post("/book/cancel/:uid", async (c) => {
    const uid = c.req.param("uid");
    const found = booking.links.verify("cancel", uid, sig(c)) ? booking.byUid(uid) : null;
    if (!found) return notFound(c);
    const form = await readForm(c);
    const message = typeof form.message === "string" ? form.message.trim().slice(0, MESSAGE_MAX) : "";
    const { nudge } = booking.cancelBooking(found.id, message || null);
    if (nudge) booking.nudge();
    return answer(c, { page: "cancelled" });
  });

  app.post("/book/reschedule/:uid", async (c) => {
    const uid = c.req.param("uid");
    const found = booking.links.verify("reschedule", uid, sig(c)) ? booking.byUid(uid) : null;
    const type = found ? booking.types.get(found.meetingTypeId) : null;
    if (!found || !type) return notFound(c);
    const form = await readForm(c);
    const slot = z.iso.datetime().safeParse(form.slot);
    if (!slot.success)
      return refused(c, { page: "reschedule", state: { errors: { slot: bookingTexts.pickSlot } } }, 400);
    let busy: Awaited<ReturnType<typeof booking.busyTimes>>;
    try {
      busy = await booking.busyTimes(type.horizonDays);
    } catch {
      return refused(c, { page: "reschedule", state: { notice: bookingTexts.calendarUnavailable } }, 503);
    }
    const { result, nudge } = booking.move(found.id, type, Date.parse(slot.data), busy);
    if (nudge) booking.nudge();
    if (result.ok) return c.redirect(booking.links.path("view", uid), 303);
    if (result.reason === "taken")
      return refused(c, { page: "reschedule", state: { notice: bookingTexts.taken, nearest: result.nearest } }, 409);
    return refused(c, { page: "reschedule", state: {} }, 410);
  });

  app.get("/book/feed/:token", async (c) => {
    const ics = booking.feed(c.req.param("token").replace(/\.ics$/, ""));
    if (ics === null) return notFound(c);
    return c.body(ics, 200, { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "private, no-store" });
  });

  return app;
}

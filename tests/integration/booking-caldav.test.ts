// docs/product.md#booking: the firm's own calendar counts. Against Debian's Radicale, started on a
// free loopback port with a temporary storage folder: connecting it through the admin API (tested
// before it is saved; the password never answered), a busy event removes the free times it
// overlaps, and each booking is written to that calendar through the outbox and removed once
// cancelled.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { fromIp, sendJson, signIn, withCookie } from "../support/auth";
import { bookingStamp, openBooking, postBooking, startRadicale, VISITOR } from "../support/booking";
import { movableClock } from "../support/contact";
import { createTestApp } from "../support/test-app";

const clock = movableClock(Date.parse("2026-11-23T15:00:00Z"));
let radicale: Awaited<ReturnType<typeof startRadicale>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let calendarUrl: string;

beforeAll(async () => {
  radicale = await startRadicale();
  calendarUrl = await radicale.calendar("firm");
  ctx = await createTestApp({ now: clock.now, webhooks: { allowLoopback: true } });
  openBooking(ctx.services, "Europe/Berlin");
});

afterAll(async () => {
  await ctx.services.deliveries.sender.stop();
  ctx.close();
  await radicale.stop();
});

const slotsOn = async (day: string) => {
  const answer = await ctx.app.request("/api/book/intro/slots?tz=UTC", {}, fromIp("198.51.100.20"));
  expect(answer.status).toBe(200);
  const { data } = (await answer.json()) as { data: { days: { date: string; slots: { start: string }[] }[] } };
  return data.days.find((d) => d.date === day)?.slots.map((s) => s.start.slice(11, 16)) ?? [];
};

describe("CalDAV against a local Radicale", () => {
  test("connecting: a wrong address is refused, a working one saved without answering the password", async () => {
    const { cookie } = await signIn(ctx.app);
    const admin = {
      put: (path: string, body: unknown) => sendJson(ctx.app, "PUT", path, body, withCookie(cookie)),
      post: (path: string, body: unknown) => sendJson(ctx.app, "POST", path, body, withCookie(cookie)),
    };
    const wrong = await admin.put("/api/admin/bookings/calendar", {
      url: `${radicale.base}/firm/missing/`,
      username: "firm",
      password: "secret",
    });
    expect(wrong.status).toBe(400);
    const saved = await admin.put("/api/admin/bookings/calendar", {
      url: calendarUrl,
      username: "firm",
      password: "secret",
    });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(await saved.json())).not.toContain("secret");
    expect((await admin.post("/api/admin/bookings/calendar/test", {})).status).toBe(200);
  });

  test("a busy event in the calendar removes the times it overlaps", async () => {
    expect(await slotsOn("2026-11-25")).toContain("09:00");
    await radicale.put(
      calendarUrl,
      "dentist",
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//test//EN",
        "BEGIN:VEVENT",
        "UID:dentist@test",
        "DTSTAMP:20261120T100000Z",
        "DTSTART:20261125T090000Z",
        "DTEND:20261125T100000Z",
        "SUMMARY:Dentist",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
      "firm",
    );
    // The busy times are cached for a minute.
    clock.advance(61_000);
    const free = await slotsOn("2026-11-25");
    expect(free).not.toContain("09:00");
    expect(free).not.toContain("09:30");
    expect(free).toContain("08:30");
    expect(free).toContain("10:00");
  });

  test("a booking appears in the calendar, and leaves it when cancelled", async () => {
    const stamp = await bookingStamp(ctx.app, "/book/intro");
    clock.advance(5_000);
    const booked = await postBooking(ctx.app, "/book/intro", {
      ...VISITOR,
      slot: "2026-11-25T12:00:00.000Z",
      formStamp: stamp,
    });
    expect(booked.status).toBe(303);
    const booking = ctx.services.booking.list("upcoming")[0]!;
    await ctx.services.deliveries.sender.runOnce();
    const event = await radicale.get(`${calendarUrl}${encodeURIComponent(booking.uid)}.ics`, "firm");
    expect(event.status).toBe(200);
    const ics = await event.text();
    expect(ics).toContain(`UID:${booking.uid}`);
    expect(ics).toContain("DTSTART:20261125T120000Z");

    ctx.services.booking.cancelBooking(booking.id, null);
    await ctx.services.deliveries.sender.runOnce();
    expect((await radicale.get(`${calendarUrl}${encodeURIComponent(booking.uid)}.ics`, "firm")).status).toBe(404);
  });
});

// docs/product.md#booking: a booking's e-mails, sent through the outbox to a real SMTP server on
// loopback, each read back and its invite parsed with an independent iCalendar parser (ical.js):
// METHOD:REQUEST with UID, SEQUENCE, ORGANIZER and ATTENDEE at the right instant, the times in the
// text in the visitor's zone and the firm's (three zones); the signed links, each good for its one
// purpose; moving (REQUEST, SEQUENCE+1) and cancelling (CANCEL); the reminder 24 hours before; the
// webhooks; the booking as a lead on the person's timeline, a conversion, and erased with them.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import ICAL from "ical.js";
import { createSmtpMailer } from "../../src/services/mailer";
import { fromIp } from "../support/auth";
import { bookingStamp, mimePart, openBooking, postBooking, VISITOR } from "../support/booking";
import { movableClock, startSmtpServer } from "../support/contact";
import { createTestApp } from "../support/test-app";

const clock = movableClock(Date.parse("2026-11-23T15:00:00Z"));
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
const hooks: Array<{ type: string; data: { status: string; email: string } }> = [];
let receiver: ReturnType<typeof Bun.serve>;
const raws: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  receiver = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(request) {
      hooks.push(await request.json());
      return new Response("ok");
    },
  });
  ctx = await createTestApp({
    now: clock.now,
    contact: { mailer: createSmtpMailer(smtp.url), from: { address: "bookings@consultancy.test" }, log: () => {} },
    webhooks: { allowLoopback: true },
  });
  openBooking(ctx.services, "Europe/Berlin");
  await ctx.services.webhooks.create(
    { url: `http://127.0.0.1:${receiver.port}/hook`, events: ["booking.created", "booking.cancelled"] },
    null,
  );
});

afterAll(async () => {
  await ctx.services.deliveries.sender.stop();
  ctx.close();
  await smtp.stop();
  receiver.stop(true);
});

/** Sends what is due and answers the mails received since the last call, raw. */
async function deliver(): Promise<string[]> {
  await ctx.services.deliveries.sender.runOnce();
  const fresh = smtp.received.slice(raws.length).map((m) => m.raw);
  raws.push(...fresh);
  return fresh;
}

function invite(raw: string) {
  const text = mimePart(raw, "text/calendar");
  expect(text).not.toBeNull();
  const calendar = new ICAL.Component(ICAL.parse(text!));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    organizer: String(event.organizer),
    attendee: String(event.attendees[0]!.getFirstValue()),
  };
}

const to = (raw: string) => /^To: (.*)$/m.exec(raw)?.[1] ?? "";
const linkIn = (text: string, purpose: string) =>
  new URL(new RegExp(`https://consultancy\\.test/book/${purpose}/[^\\s]+`).exec(text)![0]);

async function book(slot: string, visitor: { email: string; timeZone: string }, ip: string) {
  const stamp = await bookingStamp(ctx.app, "/book/intro", ip);
  clock.advance(5_000);
  const response = await postBooking(ctx.app, "/book/intro", { ...VISITOR, ...visitor, slot, formStamp: stamp }, ip);
  expect(response.status).toBe(303);
  return response.headers.get("location")!;
}

describe("a booking's e-mails and invites", () => {
  let cancelUrl: URL;
  let rescheduleUrl: URL;
  let uid: string;

  test("visitor and firm each get a REQUEST invite at the right instant, the text in their own zone", async () => {
    // Wednesday 25 November, 09:00 in Berlin = 03:00 in New York.
    const viewed = await book(
      "2026-11-25T08:00:00.000Z",
      { email: "ada@analytical.test", timeZone: "America/New_York" },
      "198.51.100.7",
    );
    const page = await ctx.app.request(viewed, {}, fromIp("198.51.100.7"));
    expect(await page.text()).toContain("You&#x27;re booked");

    const mails = await deliver();
    expect(mails).toHaveLength(2);
    const visitorMail = mails.find((m) => to(m).includes("ada@analytical.test"))!;
    const firmMail = mails.find((m) => to(m).includes("hello@consultancy.test"))!;
    for (const mail of [visitorMail, firmMail]) {
      const parsed = invite(mail);
      expect(parsed.method).toBe("REQUEST");
      expect(parsed.sequence).toBe(0);
      expect(parsed.start).toBe("2026-11-25T08:00:00.000Z");
      expect(parsed.end).toBe("2026-11-25T08:30:00.000Z");
      expect(parsed.organizer.toLowerCase()).toBe("mailto:hello@consultancy.test");
      expect(parsed.attendee.toLowerCase()).toBe("mailto:ada@analytical.test");
    }
    uid = invite(visitorMail).uid;
    const visitorText = mimePart(visitorMail, "text/plain")!;
    expect(visitorText).toContain("Wednesday, 25 November 2026 at 03:00 Eastern Standard Time");
    expect(mimePart(firmMail, "text/plain")).toContain(
      "Wednesday, 25 November 2026 at 09:00 Central European Standard Time",
    );
    cancelUrl = linkIn(visitorText, "cancel");
    rescheduleUrl = linkIn(visitorText, "reschedule");
    expect(hooks.map((h) => h.type)).toEqual(["booking.created"]);
  });

  test("a third zone: Tokyo's invite names the same instant, its text Tokyo's time", async () => {
    await book("2026-11-26T14:00:00.000Z", { email: "sei@tokyo.test", timeZone: "Asia/Tokyo" }, "198.51.100.8");
    const mail = (await deliver()).find((m) => to(m).includes("sei@tokyo.test"))!;
    expect(invite(mail).start).toBe("2026-11-26T14:00:00.000Z");
    expect(mimePart(mail, "text/plain")).toContain("Thursday, 26 November 2026 at 23:00 Japan Standard Time");
  });

  test("each link is signed for one purpose and one booking", async () => {
    const forged = `${cancelUrl.pathname}?sig=${rescheduleUrl.searchParams.get("sig")}`;
    expect((await ctx.app.request(forged, {}, fromIp("198.51.100.7"))).status).toBe(404);
    const tampered = `${cancelUrl.pathname}x?sig=${cancelUrl.searchParams.get("sig")}`;
    expect((await ctx.app.request(tampered, {}, fromIp("198.51.100.7"))).status).toBe(404);
    expect((await ctx.app.request(`${cancelUrl.pathname}${cancelUrl.search}`, {}, fromIp("198.51.100.7"))).status).toBe(
      200,
    );
  });

  test("moving sends an updated REQUEST, same UID, SEQUENCE 1", async () => {
    const path = `${rescheduleUrl.pathname}${rescheduleUrl.search}`;
    const page = await (await ctx.app.request(`${path}&day=2026-11-25`, {}, fromIp("198.51.100.7"))).text();
    // Its own time is offered again (it would be free once moved).
    expect(page.includes('value="2026-11-25T08:00:00.000Z"')).toBe(true);
    const moved = await postBooking(
      ctx.app,
      path,
      { slot: "2026-11-25T10:00:00.000Z", timeZone: "America/New_York" },
      "198.51.100.7",
    );
    expect(moved.status).toBe(303);
    const mail = (await deliver()).find((m) => to(m).includes("ada@analytical.test"))!;
    const parsed = invite(mail);
    expect(parsed).toMatchObject({ method: "REQUEST", uid, sequence: 1, start: "2026-11-25T10:00:00.000Z" });
  });

  test("cancelling sends METHOD:CANCEL with SEQUENCE 2, a webhook, and frees the time", async () => {
    const path = `${cancelUrl.pathname}${cancelUrl.search}`;
    const cancelled = await postBooking(ctx.app, path, { message: "Something came up" }, "198.51.100.7");
    expect(cancelled.status).toBe(200);
    const mails = await deliver();
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(invite(mail)).toMatchObject({ method: "CANCEL", uid, sequence: 2 });
    expect(hooks.map((h) => h.type)).toEqual(["booking.created", "booking.created", "booking.cancelled"]);
    expect(hooks.at(-1)!.data.status).toBe("cancelled");
    // The link is spent: the page says the meeting is cancelled.
    expect((await ctx.app.request(path, {}, fromIp("198.51.100.7"))).status).toBe(410);
  });

  test("the reminder goes 24 hours before; none for a cancelled booking", async () => {
    // Tokyo's booking starts Thursday 14:00 UTC; Ada's cancelled one would have started Wednesday 10:00.
    clock.advance(Date.parse("2026-11-25T14:00:00Z") - clock.now());
    const mails = await deliver();
    expect(mails).toHaveLength(1);
    expect(to(mails[0]!)).toContain("sei@tokyo.test");
    expect(mails[0]).toMatch(/Subject: Reminder: Intro call/);
  });

  test("the booking is a lead: on the timeline, and erased with the person", async () => {
    const person = ctx.services.leadPeople.get("SEI@tokyo.test");
    expect(person?.events.map((e) => e.type)).toEqual(["booking" as const]);
    expect(ctx.services.leadPeople.erase("sei@tokyo.test")).toEqual({ downloads: 0, messages: 0, bookings: 1 });
    const left = ctx.sqlite
      .query<{ n: number }, []>("SELECT count(*) AS n FROM bookings WHERE lower(email) = 'sei@tokyo.test'")
      .get()!;
    expect(left.n).toBe(0);
  });
});

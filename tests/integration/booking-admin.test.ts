// docs/product.md#booking: scheduling off by default (the pages answer 404 and the calls to action
// lead to /contact), switched on through the admin API (session checked like every admin route),
// which then moves the calls to action to /book; meeting types, availability with its checks, the
// bookings list, cancelling with a message, no-shows, the secret ICS feed and its rotation.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import ICAL from "ical.js";
import { fromIp, sendJson, sessionFor, signIn, withCookie } from "../support/auth";
import { bookingStamp, INTRO, postBooking, VISITOR } from "../support/booking";
import { movableClock } from "../support/contact";
import { createUser } from "../support/factories";
import { createTestApp } from "../support/test-app";

const clock = movableClock(Date.parse("2026-11-23T15:00:00Z"));
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
  cookie = (await signIn(ctx.app)).cookie;
});
afterAll(() => ctx.close());

const admin = (method: string, path: string, body?: unknown) =>
  sendJson(ctx.app, method, path, body, withCookie(cookie));
const page = async (path: string) => {
  const response = await ctx.app.request(path, {}, fromIp("198.51.100.30"));
  return { status: response.status, html: await response.text() };
};
const weekdays = [{ start: "09:00", end: "17:00" }];
const availability = {
  enabled: true,
  timeZone: "Europe/Berlin",
  weekly: { mon: weekdays, tue: weekdays, wed: weekdays, thu: weekdays, fri: weekdays, sat: [], sun: [] },
  exceptions: [{ date: "2026-12-24", hours: [], note: "Holiday" }],
  reminderHours: [24, 2],
};

describe("booking off by default", () => {
  test("the pages answer 404 and the calls to action lead to /contact", async () => {
    expect((await page("/book")).status).toBe(404);
    expect((await page("/book/intro")).status).toBe(404);
    expect((await page("/")).html).toContain('href="/contact" class="btn-hero');
  });

  test("the admin API needs a session", async () => {
    expect((await sendJson(ctx.app, "GET", "/api/admin/bookings/types", undefined)).status).toBe(401);
  });
});

describe("through the admin API", () => {
  test("meeting types: created, a taken address refused, edited", async () => {
    const created = await admin("POST", "/api/admin/bookings/types", INTRO);
    expect(created.status).toBe(201);
    expect((await admin("POST", "/api/admin/bookings/types", INTRO)).status).toBe(409);
    const bad = await admin("POST", "/api/admin/bookings/types", { ...INTRO, slug: "Bad Slug", durationMinutes: 2 });
    expect(bad.status).toBe(400);
    const { errors } = (await bad.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(["durationMinutes", "slug"]);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    const edited = await admin("PUT", `/api/admin/bookings/types/${id}`, { ...INTRO, name: "First call" });
    expect(((await edited.json()) as { data: { name: string } }).data.name).toBe("First call");
  });

  test("availability: checked, saved, and switching on moves the calls to action to /book", async () => {
    const wrong = await admin("PUT", "/api/admin/bookings/availability", {
      ...availability,
      timeZone: "Mars/Olympus",
      weekly: { ...availability.weekly, mon: [{ start: "17:00", end: "09:00" }] },
    });
    expect(wrong.status).toBe(400);
    expect((await page("/")).html).toContain('href="/contact" class="btn-hero');
    expect((await admin("PUT", "/api/admin/bookings/availability", availability)).status).toBe(200);
    expect((await page("/")).html).toContain('href="/book" class="btn-hero');
    expect((await page("/services")).html).toContain('href="/book"');
    const listed = await page("/book");
    expect(listed.status).toBe(200);
    expect(listed.html).toContain('href="/book/intro"');
  });

  test("bookings: listed, cancelled with a message, no-show only once past", async () => {
    const stamp = await bookingStamp(ctx.app, "/book/intro");
    clock.advance(5_000);
    const slot = "2026-11-24T09:00:00.000Z";
    expect((await postBooking(ctx.app, "/book/intro", { ...VISITOR, slot, formStamp: stamp })).status).toBe(303);
    expect(
      (await postBooking(ctx.app, "/book/intro", { ...VISITOR, slot: "2026-11-24T10:00:00.000Z", formStamp: stamp }))
        .status,
    ).toBe(303);
    const upcoming = (await (await admin("GET", "/api/admin/bookings")).json()) as {
      data: { id: number; startsAt: string }[];
    };
    expect(upcoming.data.map((b) => b.startsAt)).toEqual([slot, "2026-11-24T10:00:00.000Z"]);
    const [first, second] = [upcoming.data[0]!, upcoming.data[1]!];

    const cancelled = await admin("POST", `/api/admin/bookings/${first.id}/cancel`, { message: "Ill, sorry" });
    expect(((await cancelled.json()) as { data: { status: string; cancelMessage: string } }).data).toMatchObject({
      status: "cancelled",
      cancelMessage: "Ill, sorry",
    });
    expect((await admin("POST", `/api/admin/bookings/${first.id}/cancel`, {})).status).toBe(409);
    expect((await admin("POST", "/api/admin/bookings/99999/cancel", {})).status).toBe(404);

    expect((await admin("POST", `/api/admin/bookings/${second.id}/no-show`)).status).toBe(409);
    clock.advance(24 * 3_600_000);
    // A day later the session has expired: sign in again.
    cookie = (await signIn(ctx.app)).cookie;
    expect((await admin("POST", `/api/admin/bookings/${second.id}/no-show`)).status).toBe(200);
    const past = (await (await admin("GET", "/api/admin/bookings?when=past")).json()) as { data: { status: string }[] };
    expect(past.data.map((b) => b.status).sort()).toEqual(["cancelled", "no-show"]);
  });

  test("the secret ICS feed: held bookings only; rotating ends the old address", async () => {
    const stamp = await bookingStamp(ctx.app, "/book/intro");
    clock.advance(5_000);
    expect(
      (await postBooking(ctx.app, "/book/intro", { ...VISITOR, slot: "2026-11-26T09:00:00.000Z", formStamp: stamp }))
        .status,
    ).toBe(303);
    const { url } = ((await (await admin("GET", "/api/admin/bookings/feed")).json()) as { data: { url: string } }).data;
    const feedPath = new URL(url).pathname;
    const feed = await ctx.app.request(feedPath);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const starts = calendar
      .getAllSubcomponents("vevent")
      .map((e) => new ICAL.Event(e).startDate.toJSDate().toISOString());
    expect(starts).toEqual(["2026-11-26T09:00:00.000Z"]);

    const rotated = (
      (await (await admin("POST", "/api/admin/bookings/feed/rotate")).json()) as { data: { url: string } }
    ).data;
    expect(rotated.url).not.toBe(url);
    expect((await ctx.app.request(feedPath)).status).toBe(404);
    expect((await ctx.app.request(new URL(rotated.url).pathname)).status).toBe(200);
  });

  test("a type with bookings cannot be deleted", async () => {
    const types = (await (await admin("GET", "/api/admin/bookings/types")).json()) as { data: { id: number }[] };
    expect((await admin("DELETE", `/api/admin/bookings/types/${types.data[0]!.id}`)).status).toBe(409);
  });
});

describe("the Bookings tab", () => {
  // docs/product.md#admin-bookings: /admin hands the dashboard the tabs of the role; the server
  // refuses the routes anyway (tests/integration/roles.test.ts).
  test("is in the dashboard of the roles that read bookings, and of no other", async () => {
    const tabsOf = async (role: "author" | "editor" | "admin") => {
      const user = await createUser(ctx.services, { role });
      const response = await ctx.app.request(
        "/admin",
        { headers: withCookie(sessionFor(ctx.services, user.id).cookie) },
        fromIp("198.51.100.31"),
      );
      expect(response.status).toBe(200);
      const props = /&quot;tabs&quot;:\[([^\]]*)\]/.exec(await response.text())?.[1] ?? "";
      return props.replaceAll("&quot;", "").split(",");
    };
    expect(await tabsOf("author")).not.toContain("bookings");
    expect(await tabsOf("editor")).toContain("bookings");
    expect(await tabsOf("admin")).toContain("bookings");
    expect(await tabsOf("admin")).toContain("account");
  });
});

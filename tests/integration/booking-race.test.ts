// docs/product.md#booking: no double booking, ever. 100 visitors post the booking form for one
// time at once, through the real app on a real SQLite file: exactly one is booked, and each of the
// 99 others is told the time was just taken, with the nearest free times to choose from. The same
// for two meeting types whose times overlap without sharing a start.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { movableClock } from "../support/contact";
import { bookingStamp, INTRO, openBooking, postBooking, VISITOR } from "../support/booking";
import { createTestApp } from "../support/test-app";

// Monday 23 November 2026, 16:00 in Berlin.
const clock = movableClock(Date.parse("2026-11-23T15:00:00Z"));
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
  openBooking(ctx.services, "Europe/Berlin", [
    INTRO,
    { ...INTRO, slug: "working-session", name: "Working session", durationMinutes: 60 },
  ]);
});
afterAll(() => ctx.close());

const heldCount = () =>
  ctx.sqlite.query<{ n: number }, []>("SELECT count(*) AS n FROM bookings WHERE held_start IS NOT NULL").get()!.n;

async function stampFor(path: string) {
  const stamp = await bookingStamp(ctx.app, path);
  expect(stamp).not.toBe("");
  clock.advance(5_000);
  return stamp;
}

const form = (slot: string, stamp: string, i: number) => ({
  ...VISITOR,
  email: `visitor${i}@race.test`,
  slot,
  formStamp: stamp,
});

describe("one slot, 100 requests at once", () => {
  test("exactly one booking; 99 answers say it was just taken and offer the nearest free times", async () => {
    const stamp = await stampFor("/book/intro");
    // Wednesday 25 November, 09:00 in Berlin.
    const slot = "2026-11-25T08:00:00.000Z";
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        postBooking(ctx.app, "/book/intro", form(slot, stamp, i), `198.51.100.${i + 1}`),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 303)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    const winner = responses.find((r) => r.status === 303)!;
    expect(winner.headers.get("location")).toMatch(/^\/book\/booked\/[^?]+\?sig=/);

    const loser = await responses.find((r) => r.status === 409)!.text();
    expect(loser).toContain("that time was just taken");
    const offered = [...loser.matchAll(/name="slot" value="([^"]+)"/g)].map((m) => m[1]);
    expect(offered).toHaveLength(3);
    expect(offered).not.toContain(slot);
    // The nearest: 08:30 that day, and the two that follow, in Berlin's 09:30 and 10:00.
    expect(offered).toEqual(["2026-11-25T08:30:00.000Z", "2026-11-25T09:00:00.000Z", "2026-11-25T09:30:00.000Z"]);
    expect(heldCount()).toBe(1);
  });

  test("overlapping times of two meeting types: one booking among them", async () => {
    const stampA = await stampFor("/book/working-session");
    const stampB = await stampFor("/book/intro");
    // A one-hour session at 14:00 and intro calls at 14:30 (Thursday in Berlin) overlap.
    const requests = Array.from({ length: 50 }, (_, i) => [
      postBooking(
        ctx.app,
        "/book/working-session",
        form("2026-11-26T13:00:00.000Z", stampA, 200 + i),
        `198.51.101.${i + 1}`,
      ),
      postBooking(ctx.app, "/book/intro", form("2026-11-26T13:30:00.000Z", stampB, 300 + i), `198.51.102.${i + 1}`),
    ]).flat();
    const statuses = (await Promise.all(requests)).map((r) => r.status);
    expect(statuses.filter((s) => s === 303)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    const thursday = ctx.sqlite
      .query<{ n: number }, []>(
        "SELECT count(*) AS n FROM bookings WHERE held_start IS NOT NULL AND starts_at >= 1795698000000 AND starts_at < 1795705200000",
      )
      .get()!.n;
    expect(thursday).toBe(1);
  });

  test("the unique index refuses a second held booking with one start even past the check", () => {
    const row = ctx.sqlite
      .query<{ held_start: number }, []>("SELECT held_start FROM bookings WHERE held_start IS NOT NULL LIMIT 1")
      .get()!;
    expect(() =>
      ctx.sqlite.run(
        `INSERT INTO bookings (meeting_type_id, starts_at, ends_at, block_start, block_end, held_start, uid, name, email, topic, answers, time_zone)
         VALUES (1, ?, ?, ?, ?, ?, 'forged', 'x', 'x@x.test', 'x', '[]', 'UTC')`,
        [row.held_start, row.held_start + 1, row.held_start, row.held_start + 1, row.held_start],
      ),
    ).toThrow(/UNIQUE constraint failed: bookings.held_start/);
  });
});

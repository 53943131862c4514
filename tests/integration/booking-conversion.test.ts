// docs/product.md#analytics: a booking is a conversion, attributed to the visit that led to it:
// its entry page, and the last article it read before booking, with the meeting type as the item.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { bookingStamp, openBooking, VISITOR } from "../support/booking";
import { fromIp, SAME_ORIGIN } from "../support/auth";
import { movableClock } from "../support/contact";
import { createTestApp } from "../support/test-app";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const clock = movableClock(Date.parse("2026-11-23T15:00:00Z"));
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
  openBooking(ctx.services);
});
afterAll(() => ctx.close());

test("a booking counts as a conversion of the article the visitor read before booking", async () => {
  const ip = "198.51.100.60";
  const visit = (path: string) => ctx.app.request(path, { headers: { "User-Agent": CHROME } }, fromIp(ip));
  const article = ctx.services.sitemap.publishedPosts()[0]!.path;
  expect((await visit("/")).status).toBe(200);
  expect((await visit(article)).status).toBe(200);
  const stamp = await bookingStamp(ctx.app, "/book/intro", ip);
  clock.advance(5_000);
  const booked = await ctx.app.request(
    "/book/intro",
    {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SAME_ORIGIN, "User-Agent": CHROME },
      body: new URLSearchParams({ ...VISITOR, slot: "2026-11-25T09:00:00.000Z", formStamp: stamp }).toString(),
    },
    fromIp(ip),
  );
  expect(booked.status).toBe(303);
  ctx.services.analytics.flush();
  const rows = ctx.sqlite
    .query<{ metric: string; path: string; content: string; item: string; count: number }, []>(
      "SELECT metric, path, content, item, count FROM analytics_daily WHERE metric IN ('booking', 'converted') ORDER BY metric",
    )
    .all();
  expect(rows).toEqual([
    { metric: "booking", path: "/", content: article, item: "intro", count: 1 },
    { metric: "converted", path: "/", content: article, item: "", count: 1 },
  ]);
});

import { describe, expect, test } from "bun:test";
import { memoryDb } from "../../tests/support/memory-db";
import { createLoginThrottle, waitAfter } from "./login-throttle";

const MINUTE = 60 * 1000;

function setup() {
  const { db, sqlite } = memoryDb();
  let now = Date.UTC(2026, 0, 1, 9, 0, 0);
  const clock = { now: () => now, advance: (ms: number) => (now += ms) };
  const keys = () =>
    sqlite
      .query<{ key: string }, []>("SELECT key FROM login_attempts")
      .all()
      .map((r) => r.key);
  return { throttle: createLoginThrottle(db, clock.now), clock, keys };
}

describe("waitAfter", () => {
  test("nothing before the limit, then 1, 2, 4, 8... minutes, never more than an hour", () => {
    expect([1, 4, 5, 6, 7, 8, 10, 11, 12, 40].map((n) => waitAfter(n, 5) / MINUTE)).toEqual([
      0, 0, 1, 2, 4, 8, 32, 60, 60, 60,
    ]);
    expect(waitAfter(19, 20)).toBe(0);
    expect(waitAfter(20, 20)).toBe(MINUTE);
  });
});

describe("createLoginThrottle", () => {
  test("the fifth failure of a username from one address starts a one-minute wait", () => {
    const { throttle, clock } = setup();
    for (let i = 0; i < 4; i++) throttle.reserve("ada", "192.0.2.1");
    expect(throttle.waitFor("ada", "192.0.2.1")).toBe(0);
    throttle.reserve("ada", "192.0.2.1");
    expect(throttle.waitFor("ada", "192.0.2.1")).toBe(MINUTE);
    expect(throttle.waitFor("ADA ", "192.0.2.1")).toBe(MINUTE);
    expect(throttle.waitFor("ada", "192.0.2.2")).toBe(0);
    expect(throttle.waitFor("bob", "192.0.2.1")).toBe(0);
    clock.advance(MINUTE);
    expect(throttle.waitFor("ada", "192.0.2.1")).toBe(0);
  });

  test("a success clears the username's count from that address", () => {
    const { throttle } = setup();
    for (let i = 0; i < 4; i++) throttle.reserve("ada", "192.0.2.1");
    throttle.refund("ada", "192.0.2.1");
    throttle.reserve("ada", "192.0.2.1");
    expect(throttle.waitFor("ada", "192.0.2.1")).toBe(0);
  });

  test("twenty failures from one address hold every username from it", () => {
    const { throttle } = setup();
    for (let i = 0; i < 20; i++) throttle.reserve(`user-${i}`, "192.0.2.1");
    expect(throttle.waitFor("someone-new", "192.0.2.1")).toBe(MINUTE);
    expect(throttle.waitFor("someone-new", "192.0.2.9")).toBe(0);
  });

  test("failures are forgotten a day after the last one", () => {
    const { throttle, clock } = setup();
    for (let i = 0; i < 4; i++) throttle.reserve("ada", "192.0.2.1");
    clock.advance(24 * 60 * MINUTE + 1);
    throttle.reserve("ada", "192.0.2.1");
    expect(throttle.waitFor("ada", "192.0.2.1")).toBe(0);
  });

  test("keys never hold the typed username", () => {
    const { throttle, keys } = setup();
    throttle.reserve("my-secret-password", "192.0.2.1");
    for (const key of keys()) expect(key).not.toContain("my-secret-password");
    const [ip, user] = keys().sort();
    expect(ip).toBe("ip:192.0.2.1");
    expect(user).toMatch(/^user:[0-9a-f]{32}:192\.0\.2\.1$/);
  });

  test("clearUsername lifts that username's waits from every address", () => {
    const { throttle } = setup();
    for (const ip of ["192.0.2.1", "192.0.2.2"]) for (let i = 0; i < 5; i++) throttle.reserve("ada", ip);
    for (let i = 0; i < 5; i++) throttle.reserve("bob", "192.0.2.3");
    expect(throttle.clearUsername("ADA")).toBe(2);
    expect(throttle.waitFor("ada", "192.0.2.1")).toBe(0);
    expect(throttle.waitFor("bob", "192.0.2.3")).toBe(MINUTE);
  });

  test("reserve counts the attempt before it is verified, and refuses once the limit is reached", () => {
    const { throttle } = setup();
    const results = Array.from({ length: 8 }, () => throttle.reserve("ada", "192.0.2.1"));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.slice(5)).toEqual(Array(3).fill({ allowed: false, waitMs: MINUTE }));
  });

  test("refund gives back the failure a right password's reservation counted on the address", () => {
    const { throttle } = setup();
    for (let i = 0; i < 19; i++) throttle.reserve(`user-${i}`, "192.0.2.1");
    expect(throttle.reserve("ada", "192.0.2.1")).toEqual({ allowed: true });
    expect(throttle.waitFor("someone-new", "192.0.2.1")).toBe(MINUTE);
    throttle.refund("ada", "192.0.2.1");
    expect(throttle.waitFor("someone-new", "192.0.2.1")).toBe(0);
    expect(throttle.reserve("someone-new", "192.0.2.1")).toEqual({ allowed: true });
    expect(throttle.waitFor("anyone", "192.0.2.1")).toBe(MINUTE);
  });

  test("purgeStale drops forgotten counts that are not waiting", () => {
    const { throttle, clock, keys } = setup();
    throttle.reserve("ada", "192.0.2.1");
    clock.advance(25 * 60 * MINUTE);
    throttle.reserve("bob", "192.0.2.2");
    expect(throttle.purgeStale()).toBe(2);
    expect(keys().some((k) => k.endsWith("192.0.2.1"))).toBe(false);
    expect(keys().some((k) => k.endsWith("192.0.2.2"))).toBe(true);
  });
});

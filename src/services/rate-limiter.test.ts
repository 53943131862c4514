import { describe, expect, test } from "bun:test";
import { createRateLimiter } from "./rate-limiter";

const MINUTE = 60_000;

function clock(start = 1_000_000) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe("createRateLimiter", () => {
  test("allows exactly `limit` requests in a window, then refuses with the seconds left", () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 10 * MINUTE, maxKeys: 100, now: time.now });
    expect(limiter.hit("203.0.113.1")).toEqual({ allowed: true, remaining: 2 });
    expect(limiter.hit("203.0.113.1")).toEqual({ allowed: true, remaining: 1 });
    expect(limiter.hit("203.0.113.1")).toEqual({ allowed: true, remaining: 0 });
    expect(limiter.hit("203.0.113.1")).toEqual({ allowed: false, retryAfterSeconds: 600 });
    time.advance(4 * MINUTE + 30_500);
    expect(limiter.hit("203.0.113.1")).toEqual({ allowed: false, retryAfterSeconds: 330 });
  });

  test("keys have separate budgets", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE, maxKeys: 100, now: clock().now });
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("a").allowed).toBe(false);
    expect(limiter.hit("b").allowed).toBe(true);
  });

  test("a refused request does not extend the wait; a new window restores the budget", () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: MINUTE, maxKeys: 100, now: time.now });
    limiter.hit("a");
    limiter.hit("a");
    time.advance(59_000);
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time.advance(1_000);
    expect(limiter.hit("a")).toEqual({ allowed: true, remaining: 1 });
  });

  test("never holds more than maxKeys keys, sweeping ended windows first", () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 5, windowMs: MINUTE, maxKeys: 50, now: time.now });
    for (let i = 0; i < 10_000; i++) {
      limiter.hit(`198.51.100.${i}`);
      expect(limiter.size()).toBeLessThanOrEqual(50);
    }
    expect(limiter.size()).toBe(50);
    time.advance(MINUTE);
    limiter.hit("fresh");
    // Every earlier window had ended: the sweep removed them all.
    expect(limiter.size()).toBe(1);
  });

  test("when full of running windows, the oldest key is the one forgotten", () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE, maxKeys: 2, now: time.now });
    limiter.hit("oldest");
    time.advance(1);
    limiter.hit("middle");
    time.advance(1);
    limiter.hit("newest");
    expect(limiter.size()).toBe(2);
    // "middle" is still remembered (refused); "oldest" was forgotten and starts again.
    expect(limiter.hit("middle").allowed).toBe(false);
    expect(limiter.hit("oldest").allowed).toBe(true);
  });
});

import { describe, expect, test } from "bun:test";
import { createFormStamp } from "./form-stamp";

const key = new Uint8Array(32).fill(1);
let at = 1_790_000_000_000;
const stamps = createFormStamp({ key, now: () => at, minAgeMs: 3000, maxAgeMs: 24 * 60 * 60 * 1000 });

describe("form stamp", () => {
  test("a stamp is the time it was made and a signature", () => {
    expect(stamps.issue()).toMatch(/^1790000000000\.[A-Za-z0-9_-]{43}$/);
  });

  test("accepted from 3 seconds after it was made", () => {
    const stamp = stamps.issue();
    at += 3000;
    expect(stamps.check(stamp)).toEqual({ ok: true, ageMs: 3000 });
  });

  test("too soon: refused with the time left to wait", () => {
    const stamp = stamps.issue();
    expect(stamps.check(stamp)).toEqual({ ok: false, reason: "too-fast", retryAfterMs: 3000 });
    at += 2200;
    expect(stamps.check(stamp)).toEqual({ ok: false, reason: "too-fast", retryAfterMs: 800 });
  });

  test("older than a day: expired", () => {
    const stamp = stamps.issue();
    at += 24 * 60 * 60 * 1000 + 1;
    expect(stamps.check(stamp)).toEqual({ ok: false, reason: "expired" });
  });

  test("missing, malformed or altered stamps are refused", () => {
    const stamp = stamps.issue();
    at += 5000;
    const [time, signature] = stamp.split(".") as [string, string];
    expect(stamps.check(undefined)).toEqual({ ok: false, reason: "missing" });
    expect(stamps.check("")).toEqual({ ok: false, reason: "missing" });
    expect(stamps.check("yesterday")).toEqual({ ok: false, reason: "invalid" });
    expect(stamps.check(`${Number(time) - 60_000}.${signature}`)).toEqual({ ok: false, reason: "invalid" });
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    expect(stamps.check(`${time}.${flipped}`)).toEqual({ ok: false, reason: "invalid" });
    expect(stamps.check(`${time}.${signature}x`)).toEqual({ ok: false, reason: "invalid" });
  });

  test("a stamp made with another key is refused", () => {
    const other = createFormStamp({ key: new Uint8Array(32).fill(2), now: () => at, minAgeMs: 3000, maxAgeMs: 60_000 });
    const stamp = other.issue();
    at += 5000;
    expect(stamps.check(stamp)).toEqual({ ok: false, reason: "invalid" });
  });

  test("a stamp from more than a minute in the future is refused", () => {
    at += 120_000;
    const future = stamps.issue();
    at -= 120_000;
    expect(stamps.check(future)).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("renewing a stamp for a form shown again", () => {
  test("a stamp that still counts is kept, too fast included; any other is replaced by a fresh one", () => {
    const stamp = stamps.issue();
    expect(stamps.renew(stamp)).toBe(stamp);
    at += 5000;
    expect(stamps.renew(stamp)).toBe(stamp);
    expect(stamps.renew(undefined)).toBe(`${at}.${stamps.issue().split(".")[1]}`);
    expect(stamps.renew("yesterday")).toMatch(new RegExp(`^${at}\\.`));
    at += 24 * 60 * 60 * 1000;
    expect(stamps.renew(stamp)).not.toBe(stamp);
    expect(stamps.check(stamps.renew(stamp))).toMatchObject({ reason: "too-fast" });
  });
});

import { describe, expect, test } from "bun:test";
import { memoryDb } from "../../tests/support/memory-db";
import { users } from "../db/schema";
import { createSessionService, generateSessionToken, isWellFormedToken, sessionIdOf } from "./sessions";

const HOUR = 60 * 60 * 1000;

function setup() {
  const { db, sqlite } = memoryDb();
  let now = Date.UTC(2026, 0, 1, 9, 0, 0);
  const clock = { now: () => now, advance: (ms: number) => (now += ms) };
  const sessions = createSessionService(db, clock.now);
  const user = db.insert(users).values({ username: "ada", passwordHash: "x", role: "admin" }).returning().get();
  const rows = () =>
    sqlite.query<{ id: string; last_seen_at: number; expires_at: number }, []>("SELECT * FROM sessions").all();
  return { sessions, clock, user, rows, db };
}

describe("session tokens", () => {
  test("are 20 random bytes in lower-case base32 (32 characters), different every time", () => {
    const tokens = new Set(Array.from({ length: 200 }, generateSessionToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(/^[a-z2-7]{32}$/);
  });

  test("are stored as their hex SHA-256", () => {
    // sha256("abc"), from FIPS 180-2's test vectors.
    expect(sessionIdOf("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  test("of any other shape are refused before the database is asked", () => {
    expect(isWellFormedToken("a".repeat(32))).toBe(true);
    for (const bad of [
      "",
      "a".repeat(31),
      "a".repeat(33),
      "A".repeat(32),
      `${"a".repeat(31)}1`,
      `${"a".repeat(31)}=`,
    ]) {
      expect(isWellFormedToken(bad)).toBe(false);
    }
  });
});

describe("createSessionService", () => {
  test("create stores the hash, not the token, with 7-day absolute expiry", () => {
    const { sessions, user, rows, clock } = setup();
    const { token, session } = sessions.create(user.id);
    const [row] = rows();
    expect(row!.id).toBe(sessionIdOf(token));
    expect(row!.id).not.toBe(token);
    expect(row!.expires_at).toBe(clock.now() + 7 * 24 * HOUR);
    expect(session.expiresAt.getTime()).toBe(clock.now() + 12 * HOUR);
    expect(session.absoluteExpiresAt.getTime()).toBe(clock.now() + 7 * 24 * HOUR);
  });

  test("validate finds the user by the token, and nothing by the stored id", () => {
    const { sessions, user } = setup();
    const { token, session } = sessions.create(user.id);
    expect(sessions.validate(token)?.user).toEqual({
      id: user.id,
      username: "ada",
      firstName: null,
      lastName: null,
      email: null,
      role: "admin",
      isActive: true,
      hasSecondFactor: false,
    });
    expect(sessions.validate(session.id)).toBeNull();
    expect(sessions.validate(generateSessionToken())).toBeNull();
  });

  test("lastSeenAt moves at most once a minute, and the idle expiry with it", () => {
    const { sessions, user, rows, clock } = setup();
    const { token } = sessions.create(user.id);
    const start = clock.now();
    clock.advance(59 * 1000);
    sessions.validate(token);
    expect(rows()[0]!.last_seen_at).toBe(start);
    clock.advance(1000);
    const found = sessions.validate(token)!;
    expect(rows()[0]!.last_seen_at).toBe(start + 60 * 1000);
    expect(found.session.expiresAt.getTime()).toBe(start + 60 * 1000 + 12 * HOUR);
  });

  test("12 idle hours end a session and delete its row", () => {
    const { sessions, user, rows, clock } = setup();
    const { token } = sessions.create(user.id);
    clock.advance(12 * HOUR - 1);
    expect(sessions.validate(token)).not.toBeNull();
    clock.advance(12 * HOUR);
    expect(sessions.validate(token)).toBeNull();
    expect(rows()).toHaveLength(0);
  });

  test("7 days end a session however busy it is, and its idle expiry never passes that", () => {
    const { sessions, user, clock } = setup();
    const { token } = sessions.create(user.id);
    const start = clock.now();
    for (let i = 0; i < 16; i++) {
      clock.advance(10 * HOUR);
      const found = sessions.validate(token)!;
      expect(found.session.expiresAt.getTime()).toBeLessThanOrEqual(start + 7 * 24 * HOUR);
    }
    clock.advance(8 * HOUR + 1);
    expect(sessions.validate(token)).toBeNull();
  });

  test("purgeExpired deletes idle and expired rows and keeps live ones", () => {
    const { sessions, user, rows, clock } = setup();
    sessions.create(user.id);
    clock.advance(13 * HOUR);
    const live = sessions.create(user.id);
    expect(sessions.purgeExpired()).toBe(1);
    expect(rows().map((r) => r.id)).toEqual([sessionIdOf(live.token)]);
  });

  test("deleteAllForUser ends every session of that user only", () => {
    const { sessions, user, db } = setup();
    const other = db.insert(users).values({ username: "bob", passwordHash: "x" }).returning().get();
    const a = sessions.create(user.id);
    sessions.create(user.id);
    const b = sessions.create(other.id);
    expect(sessions.deleteAllForUser(user.id)).toBe(2);
    expect(sessions.validate(a.token)).toBeNull();
    expect(sessions.validate(b.token)).not.toBeNull();
  });
});

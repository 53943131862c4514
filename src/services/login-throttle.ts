// Slows down password guessing. Failed sign-ins are counted per username+IP (one person mistyping,
// or one attacker on one account) and per IP (one attacker trying many accounts). Once a key has
// its limit of failures, every further attempt is refused for a wait that starts at one minute and
// doubles with each failure after that, up to an hour; a right password is refused as well while
// the wait lasts, or the wait would only slow down the wrong guesses. Counts are forgotten a day
// after the last failure; a successful sign-in clears its username+IP count.
//
// The promise must hold under any concurrency, and verifying a password takes a while (argon2 is
// slow on purpose): a check before it and a count after it would let a burst of attempts all be
// verified while none of them is counted yet. So an attempt is counted *before* its password is
// verified (`reserve`, one synchronous transaction: check the waits, then count), and a success
// gives its count back (`refund`). However many attempts arrive at once, at most the limit of them
// are ever verified inside one wait.
//
// The username part of a key is hashed: people type passwords into the username field, and the
// table must not keep what they typed.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { and, eq, gt, inArray, isNull, like, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginAttempts } from "../db/schema";

/** Failures of one username from one IP before the waits begin. */
const USERNAME_IP_FAILURE_LIMIT = 5;
/** Failures from one IP, whatever the usernames, before the waits begin (offices share an address). */
const IP_FAILURE_LIMIT = 20;
const FIRST_WAIT_MS = 60 * 1000;
const LONGEST_WAIT_MS = 60 * 60 * 1000;
const FORGET_FAILURES_AFTER_MS = 24 * 60 * 60 * 1000;

const usernamePart = (username: string) =>
  encodeHexLowerCase(sha256(new TextEncoder().encode(username.trim().toLowerCase()))).slice(0, 32);

const keysOf = (username: string, ip: string) => ({
  usernameIp: `user:${usernamePart(username)}:${ip}`,
  ip: `ip:${ip}`,
});

/**
 * A second factor's codes are throttled like passwords (docs/architecture.md#two-factor): per account
 * (whoever holds the password, from wherever) with the username+IP limit, and per address.
 */
const secondFactorKeysOf = (userId: number, ip: string) => ({ usernameIp: `2fa:${userId}`, ip: `ip:${ip}` });

/** The wait after `failures` failures on a key whose limit is `limit` (0 before the limit). */
export function waitAfter(failures: number, limit: number): number {
  if (failures < limit) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** Math.min(failures - limit, 30), LONGEST_WAIT_MS);
}

export function createLoginThrottle(db: Db, now: () => number) {
  return {
    /** Milliseconds until this username may try again from this IP; 0 when it may now. */
    waitFor(username: string, ip: string): number {
      return waitOf(db, keysOf(username, ip), now());
    },

    /**
     * Claims one attempt before its password is verified: refused with the wait when either key is
     * waiting, else counted as a failure on both keys now (starting their waits at the limit), so
     * concurrent attempts see it. A right password gives it back with `refund`.
     */
    reserve(username: string, ip: string): { allowed: true } | { allowed: false; waitMs: number } {
      return reserveKeys(db, keysOf(username, ip), now());
    },

    /**
     * A reserved attempt whose password was right: this username's count from this address starts
     * again, and the address gets back the one failure the reservation counted (with the wait that
     * failure started, when it is now under the limit again).
     */
    refund(username: string, ip: string): void {
      refundKeys(db, keysOf(username, ip));
    },

    /** `reserve` for a second factor's code, counted against the account and the address. */
    reserveSecondFactor(userId: number, ip: string): { allowed: true } | { allowed: false; waitMs: number } {
      return reserveKeys(db, secondFactorKeysOf(userId, ip), now());
    },

    /** `refund` for a right second factor. */
    refundSecondFactor(userId: number, ip: string): void {
      refundKeys(db, secondFactorKeysOf(userId, ip));
    },

    /** Lifts the account's second-factor wait (the operator's reset). */
    clearSecondFactor(userId: number): void {
      db.delete(loginAttempts)
        .where(eq(loginAttempts.key, `2fa:${userId}`))
        .run();
    },

    /** Lifts every username+IP wait of one username (the operator's password reset). */
    clearUsername(username: string): number {
      return db
        .delete(loginAttempts)
        .where(like(loginAttempts.key, `user:${usernamePart(username)}:%`))
        .returning({ key: loginAttempts.key })
        .all().length;
    },

    /** Deletes counts that are forgotten and not waiting. */
    purgeStale(): number {
      const at = now();
      return db
        .delete(loginAttempts)
        .where(
          and(
            lte(loginAttempts.lastFailureAt, new Date(at - FORGET_FAILURES_AFTER_MS)),
            or(isNull(loginAttempts.lockedUntil), lte(loginAttempts.lockedUntil, new Date(at))),
          ),
        )
        .returning({ key: loginAttempts.key })
        .all().length;
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

type Keys = ReturnType<typeof keysOf>;
type Tx = Pick<Db, "select" | "insert" | "update">;

function reserveKeys(db: Db, keys: Keys, at: number): { allowed: true } | { allowed: false; waitMs: number } {
  return db.transaction((tx) => {
    const waitMs = waitOf(tx, keys, at);
    if (waitMs > 0) return { allowed: false as const, waitMs };
    countFailure(tx, keys, at);
    return { allowed: true as const };
  });
}

function refundKeys(db: Db, keys: Keys): void {
  db.transaction((tx) => {
    tx.delete(loginAttempts).where(eq(loginAttempts.key, keys.usernameIp)).run();
    tx.update(loginAttempts)
      .set({
        failures: sql`max(${loginAttempts.failures} - 1, 0)`,
        lockedUntil: sql`case when ${loginAttempts.failures} - 1 < ${IP_FAILURE_LIMIT} then null else ${loginAttempts.lockedUntil} end`,
      })
      .where(eq(loginAttempts.key, keys.ip))
      .run();
  });
}

function waitOf(db: Pick<Db, "select">, keys: Keys, at: number): number {
  const rows = db
    .select({ lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.key, [keys.usernameIp, keys.ip]), gt(loginAttempts.lockedUntil, new Date(at))))
    .all();
  return Math.max(0, ...rows.map((r) => (r.lockedUntil?.getTime() ?? at) - at));
}

function countFailure(tx: Tx, keys: Keys, at: number): void {
  const forgetBefore = at - FORGET_FAILURES_AFTER_MS;
  for (const [key, limit] of [
    [keys.usernameIp, USERNAME_IP_FAILURE_LIMIT],
    [keys.ip, IP_FAILURE_LIMIT],
  ] as const) {
    // The count is incremented in SQL, so concurrent failures are all counted.
    const { failures } = tx
      .insert(loginAttempts)
      .values({ key, failures: 1, lastFailureAt: new Date(at) })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${loginAttempts.lastFailureAt} < ${forgetBefore} then 1 else ${loginAttempts.failures} + 1 end`,
          lastFailureAt: new Date(at),
        },
      })
      .returning({ failures: loginAttempts.failures })
      .get();
    const wait = waitAfter(failures, limit);
    if (wait > 0) {
      tx.update(loginAttempts)
        .set({ lockedUntil: new Date(at + wait) })
        .where(eq(loginAttempts.key, key))
        .run();
    }
  }
}

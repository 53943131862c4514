// Slows down password guessing. Failed sign-ins are counted per username+IP (one person mistyping,
// or one attacker on one account) and per IP (one attacker trying many accounts). Once a key has
// its limit of failures, every further attempt is refused for a wait that starts at one minute and
// doubles with each failure after that, up to an hour; a right password is refused as well while
// the wait lasts, or the wait would only slow down the wrong guesses. Counts are forgotten a day
// after the last failure; a successful sign-in clears its username+IP count.
//
// The username part of a key is hashed: people type passwords into the username field, and the
// table must not keep what they typed.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { and, eq, gt, inArray, isNull, like, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginAttempts } from "../db/schema";

/** Failures of one username from one IP before the waits begin. */
export const USERNAME_IP_FAILURE_LIMIT = 5;
/** Failures from one IP, whatever the usernames, before the waits begin (offices share an address). */
export const IP_FAILURE_LIMIT = 20;
export const FIRST_WAIT_MS = 60 * 1000;
export const LONGEST_WAIT_MS = 60 * 60 * 1000;
export const FORGET_FAILURES_AFTER_MS = 24 * 60 * 60 * 1000;

const usernamePart = (username: string) =>
  encodeHexLowerCase(sha256(new TextEncoder().encode(username.trim().toLowerCase()))).slice(0, 32);

const keysOf = (username: string, ip: string) => ({
  usernameIp: `user:${usernamePart(username)}:${ip}`,
  ip: `ip:${ip}`,
});

/** The wait after `failures` failures on a key whose limit is `limit` (0 before the limit). */
export function waitAfter(failures: number, limit: number): number {
  if (failures < limit) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** Math.min(failures - limit, 30), LONGEST_WAIT_MS);
}

export function createLoginThrottle(db: Db, now: () => number) {
  return {
    /** Milliseconds until this username may try again from this IP; 0 when it may now. */
    waitFor(username: string, ip: string): number {
      const keys = keysOf(username, ip);
      const at = now();
      const rows = db
        .select({ lockedUntil: loginAttempts.lockedUntil })
        .from(loginAttempts)
        .where(and(inArray(loginAttempts.key, [keys.usernameIp, keys.ip]), gt(loginAttempts.lockedUntil, new Date(at))))
        .all();
      return Math.max(0, ...rows.map((r) => (r.lockedUntil?.getTime() ?? at) - at));
    },

    /** Counts a failed attempt on both keys and starts or lengthens their waits. */
    recordFailure(username: string, ip: string): void {
      const keys = keysOf(username, ip);
      const at = now();
      const forgetBefore = at - FORGET_FAILURES_AFTER_MS;
      db.transaction((tx) => {
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
      });
    },

    /** A successful sign-in: this username's count from this IP starts again. */
    recordSuccess(username: string, ip: string): void {
      db.delete(loginAttempts)
        .where(eq(loginAttempts.key, keysOf(username, ip).usernameIp))
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

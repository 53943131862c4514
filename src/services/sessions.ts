// Sessions as the Copenhagen Book describes them: the client holds a random token (20 bytes,
// base32), the database holds only its SHA-256, so a copy of the database opens no session. A
// session ends 12 hours after its last use or 7 days after it began, whichever comes first; its
// last use is written at most once a minute, so a busy admin does not write on every request.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { eq, lte, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions, users, type User } from "../db/schema";
import { identityColumns } from "./users";

const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is only rewritten when it is at least this old. */
const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

const TOKEN_BYTES = 20;
/** 20 bytes in base32 without padding: 32 characters of a-z and 2-7. */
const TOKEN_PATTERN = /^[a-z2-7]{32}$/;

/** A new session token: 160 random bits from the platform's CSPRNG. */
export function generateSessionToken(): string {
  const bytes = new Uint8Array(TOKEN_BYTES);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** The stored id of a token's session: the hex SHA-256 of the token. */
export function sessionIdOf(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** Whether a string has the shape of a token we issue (anything else is refused unread). */
export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

export type ValidSession = {
  /** The stored id (the token's hash), never the token. */
  id: string;
  userId: number;
  /** When the session ends if it is not used again: the earlier of idle and absolute expiry. */
  expiresAt: Date;
  /** When it ends however much it is used (the cookie's expiry). */
  absoluteExpiresAt: Date;
};

type SessionUser = Pick<User, "id" | "username" | "firstName" | "lastName" | "email" | "role" | "isActive">;

export function createSessionService(db: Db, now: () => number) {
  const endOf = (lastSeenAt: number, absoluteEnd: number) =>
    new Date(Math.min(lastSeenAt + SESSION_IDLE_MS, absoluteEnd));

  return {
    /** Starts a new session for the user and returns its token, which is not stored anywhere. */
    create(userId: number): { token: string; session: ValidSession } {
      const token = generateSessionToken();
      const id = sessionIdOf(token);
      const at = now();
      const absoluteEnd = at + SESSION_ABSOLUTE_MS;
      db.insert(sessions)
        .values({ id, userId, createdAt: new Date(at), lastSeenAt: new Date(at), expiresAt: new Date(absoluteEnd) })
        .run();
      return {
        token,
        session: { id, userId, expiresAt: endOf(at, absoluteEnd), absoluteExpiresAt: new Date(absoluteEnd) },
      };
    },

    /**
     * The session and user a token belongs to, or null when the token is unknown or its session
     * has ended (an ended session's row is deleted on the way). Slides the idle expiry.
     */
    validate(token: string): { session: ValidSession; user: SessionUser } | null {
      if (!isWellFormedToken(token)) return null;
      const id = sessionIdOf(token);
      const row = db
        .select({
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          user: identityColumns,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, id))
        .get();
      if (!row) return null;
      const at = now();
      const lastSeenAt = row.lastSeenAt.getTime();
      const absoluteEnd = row.expiresAt.getTime();
      if (at >= absoluteEnd || at >= lastSeenAt + SESSION_IDLE_MS) {
        db.delete(sessions).where(eq(sessions.id, id)).run();
        return null;
      }
      let seen = lastSeenAt;
      if (at - lastSeenAt >= SESSION_TOUCH_INTERVAL_MS) {
        db.update(sessions)
          .set({ lastSeenAt: new Date(at) })
          .where(eq(sessions.id, id))
          .run();
        seen = at;
      }
      return {
        session: { id, userId: row.user.id, expiresAt: endOf(seen, absoluteEnd), absoluteExpiresAt: row.expiresAt },
        user: row.user,
      };
    },

    /** Ends one session, by its stored id. */
    delete(id: string): void {
      db.delete(sessions).where(eq(sessions.id, id)).run();
    },

    /** Ends every session of a user (password change, deactivation, deletion). Returns how many. */
    deleteAllForUser(userId: number): number {
      return db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id }).all().length;
    },

    /** Deletes the rows of sessions that have ended, idle or absolute. Returns how many. */
    purgeExpired(): number {
      const at = now();
      return db
        .delete(sessions)
        .where(or(lte(sessions.expiresAt, new Date(at)), lte(sessions.lastSeenAt, new Date(at - SESSION_IDLE_MS))))
        .returning({ id: sessions.id })
        .all().length;
    },

    /** How many sessions a user has open (for tests and the admin's user list). */
    countForUser(userId: number): number {
      return db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId)).all().length;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

// Sessions as the Copenhagen Book describes them: the client holds a random token (20 bytes,
// base32), the database holds only its SHA-256, so a copy of the database opens no session. A
// session ends 12 hours after its last use or 7 days after it began, whichever comes first; its
// last use is written at most once a minute, so a busy admin does not write on every request.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { and, desc, eq, isNotNull, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { passkeys, sessions, totpCredentials, users, type User } from "../db/schema";
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
  /** When its user last proved who they are: the sign-in, or a later re-authentication. */
  authenticatedAt: Date;
};

type SessionUser = Pick<User, "id" | "username" | "firstName" | "lastName" | "email" | "role" | "isActive"> & {
  /** A confirmed TOTP key or a passkey (docs/architecture.md#two-factor). */
  hasSecondFactor: boolean;
};

/** What a new session records of where it began (docs/product.md#account). */
export type SessionOrigin = { userAgent?: string | null; ip?: string | null; secondFactor?: boolean };

/** A session as its owner's account page lists it: a handle, never the stored id. */
export type OwnSession = {
  handle: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
};

/**
 * The handle of a stored session id: what the account page names a session by, so neither the
 * token nor its stored hash leaves the server.
 */
export function sessionHandleOf(id: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(`handle:${id}`))).slice(0, 24);
}

/** Whether a user has a second factor, as one SQL expression over the users row. */
export const hasSecondFactorSql =
  sql<boolean>`(exists (select 1 from ${totpCredentials} where ${totpCredentials.userId} = ${users.id} and ${totpCredentials.confirmedAt} is not null) or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id}))`.mapWith(
    Boolean,
  );

export function createSessionService(db: Db, now: () => number) {
  const endOf = (lastSeenAt: number, absoluteEnd: number) =>
    new Date(Math.min(lastSeenAt + SESSION_IDLE_MS, absoluteEnd));

  return {
    /** Starts a new session for the user and returns its token, which is not stored anywhere. */
    create(userId: number, origin: SessionOrigin = {}): { token: string; session: ValidSession } {
      const token = generateSessionToken();
      const id = sessionIdOf(token);
      const at = now();
      const absoluteEnd = at + SESSION_ABSOLUTE_MS;
      db.insert(sessions)
        .values({
          id,
          userId,
          createdAt: new Date(at),
          lastSeenAt: new Date(at),
          expiresAt: new Date(absoluteEnd),
          userAgent: origin.userAgent?.slice(0, 500) ?? null,
          ip: origin.ip ?? null,
          secondFactor: origin.secondFactor ?? false,
        })
        .run();
      return {
        token,
        session: {
          id,
          userId,
          expiresAt: endOf(at, absoluteEnd),
          absoluteExpiresAt: new Date(absoluteEnd),
          authenticatedAt: new Date(at),
        },
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
          createdAt: sessions.createdAt,
          reauthenticatedAt: sessions.reauthenticatedAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          secondFactor: sessions.secondFactor,
          user: { ...identityColumns, hasSecondFactor: hasSecondFactorSql },
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, id))
        .get();
      if (!row) return null;
      const at = now();
      const lastSeenAt = row.lastSeenAt.getTime();
      const absoluteEnd = row.expiresAt.getTime();
      // A session begun on the password alone opens nothing once the account has a second factor:
      // no older cookie or script token gets around it (docs/architecture.md#two-factor).
      const unproven = row.user.hasSecondFactor && !row.secondFactor;
      if (unproven || at >= absoluteEnd || at >= lastSeenAt + SESSION_IDLE_MS) {
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
        session: {
          id,
          userId: row.user.id,
          expiresAt: endOf(seen, absoluteEnd),
          absoluteExpiresAt: row.expiresAt,
          authenticatedAt: row.reauthenticatedAt ?? row.createdAt,
        },
        user: row.user,
      };
    },

    /** The session's user has just proved who they are again (docs/architecture.md#reauthentication). */
    markReauthenticated(id: string): void {
      db.update(sessions)
        .set({ reauthenticatedAt: new Date(now()) })
        .where(eq(sessions.id, id))
        .run();
    },

    /** Ends one session, by its stored id. */
    delete(id: string): void {
      db.delete(sessions).where(eq(sessions.id, id)).run();
    },

    /** The user's open sessions, most recently used first; `currentId` marks the asking one. */
    listForUser(userId: number, currentId: string | null): OwnSession[] {
      const at = now();
      return db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.lastSeenAt))
        .all()
        .filter((row) => at < row.expiresAt.getTime() && at < row.lastSeenAt.getTime() + SESSION_IDLE_MS)
        .map((row) => ({
          handle: sessionHandleOf(row.id),
          userAgent: row.userAgent,
          ip: row.ip,
          createdAt: row.createdAt,
          lastSeenAt: row.lastSeenAt,
          current: row.id === currentId,
        }));
    },

    /** Ends the user's session named by its handle; false when the user has no such session. */
    deleteByHandle(userId: number, handle: string): boolean {
      const rows = db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId)).all();
      const found = rows.find((row) => sessionHandleOf(row.id) === handle);
      if (!found) return false;
      db.delete(sessions).where(eq(sessions.id, found.id)).run();
      return true;
    },

    /**
     * The first second factor was just enrolled from this session: it counts as proven, and every
     * other session of the user (begun on the password alone) ends. Returns how many ended.
     */
    keepOnlyProven(userId: number, sessionId: string | null): number {
      if (sessionId) {
        db.update(sessions).set({ secondFactor: true }).where(eq(sessions.id, sessionId)).run();
      }
      return db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), sessionId ? ne(sessions.id, sessionId) : isNotNull(sessions.id)))
        .returning({ id: sessions.id })
        .all().length;
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

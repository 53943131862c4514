// Two-factor sign-in (docs/architecture.md#two-factor): an account's TOTP key (RFC 6238: 30-second
// steps, 6 digits, SHA-1, as every authenticator app reads it), its ten one-time recovery codes, and
// the pending sign-ins of accounts whose password was right and whose second factor is still owed.
//
// A code is checked against the step before, the current one and the one after (clocks drift), on
// the app's clock, and accepted only for a step later than the last one accepted, in one SQL update,
// so a code seen over a shoulder or sent twice is refused the second time. Recovery codes are random
// (50 bits) and stored as SHA-256 only; spending one is one SQL update, so it works once. A pending
// sign-in is a random token held by the browser (an HttpOnly cookie) or the script, stored hashed,
// for 5 minutes. A TOTP key must be read back to check a code, so it cannot be hashed: it is stored
// encrypted (AES-256-GCM) under a key derived from the installation's secret, which lives beside
// the database but not in it, so a copy of the database (a backup) holds no usable key.
import { sha256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import {
  decodeBase32IgnorePadding,
  encodeBase32LowerCaseNoPadding,
  encodeBase32UpperCaseNoPadding,
  encodeHexLowerCase,
} from "@oslojs/encoding";
import { createCipheriv, createDecipheriv } from "node:crypto";
import { generateHOTP } from "@oslojs/otp";
import { and, count, eq, gt, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import { renderSVG } from "uqr";
import type { Db } from "../db/client";
import { passkeys, pendingSignIns, recoveryCodes, totpCredentials } from "../db/schema";
import { generateSessionToken, isWellFormedToken, sessionIdOf } from "./sessions";

const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
const TOTP_KEY_BYTES = 20;
/** Steps either side of now that are still accepted (one: 30 s of drift each way). */
const TOTP_DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** How long the second step may wait after the password (docs/architecture.md#two-factor). */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

export type SecondFactorMethod = "totp" | "recovery" | "passkey";

const hashOf = (text: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(text)));

/** A recovery code as people type it: case, spaces and dashes do not matter. */
const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

/** "abcde-fghij": ten base32 letters and digits (50 bits), shown in two halves for reading aloud. */
function generateRecoveryCode(): string {
  const text = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(7))).slice(0, 10);
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/**
 * AES-256-GCM of a TOTP key under `key`: "v1:" and base64 of the IV, the tag and the ciphertext.
 * node:crypto's cipher, as @oslojs/crypto (hashes, HMAC, signatures) has no encryption, and Web
 * Crypto's is asynchronous where every sign-in step here is not.
 */
export function sealed(key: Uint8Array, secret: string): string {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64")}`;
}

export function opened(key: Uint8Array, stored: string): string {
  const bytes = Buffer.from(stored.slice(3), "base64");
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
}

/** The purpose TOTP keys' storage key is derived for from the installation's secret (deriveKey). */
export const TOTP_KEYS_PURPOSE = "totp-keys";

/** Whether a stored TOTP key opens under `key` (a restore tells which accounts must enrol again). */
export function opensUnder(key: Uint8Array, stored: string): boolean {
  try {
    opened(key, stored);
    return true;
  } catch {
    return false;
  }
}

/**
 * The otpauth:// address an authenticator app reads (Google's Key Uri Format). Every part is
 * percent-encoded, a space as %20: @oslojs/otp's createTOTPKeyURI writes the issuer parameter
 * form-encoded ("Meridian+Product+Partners"), and some apps show the plus signs.
 */
export function totpKeyUri(issuer: string, accountName: string, base32Secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const parameters = [
    `issuer=${encodeURIComponent(issuer)}`,
    "algorithm=SHA1",
    `secret=${base32Secret}`,
    `period=${TOTP_PERIOD_SECONDS}`,
    `digits=${TOTP_DIGITS}`,
  ];
  return `otpauth://totp/${label}?${parameters.join("&")}`;
}

/** Whether a code is six digits (anything else is refused unread). */
export const isTotpShaped = (code: string) => /^\d{6}$/.test(code);

export function createTwoFactorService(deps: {
  db: Db;
  now: () => number;
  issuer: () => string;
  /** The key TOTP keys are stored under (derived from the installation's secret). */
  storageKey: Uint8Array;
}) {
  const { db, now, storageKey } = deps;

  const confirmedTotp = (userId: number) =>
    db
      .select()
      .from(totpCredentials)
      .where(and(eq(totpCredentials.userId, userId), isNotNull(totpCredentials.confirmedAt)))
      .get();

  /** The time step a code matches (now, or one step either side), or null. */
  function matchingStep(stored: string, code: string): number | null {
    if (!isTotpShaped(code)) return null;
    let key: Uint8Array;
    try {
      key = decodeBase32IgnorePadding(opened(storageKey, stored));
    } catch {
      // Sealed under another installation's secret: no code can match (reset-password --reset-2fa).
      return null;
    }
    const current = Math.floor(now() / 1000 / TOTP_PERIOD_SECONDS);
    const sent = new TextEncoder().encode(code);
    for (let step = current - TOTP_DRIFT_STEPS; step <= current + TOTP_DRIFT_STEPS; step++) {
      const expected = new TextEncoder().encode(generateHOTP(key, BigInt(step), TOTP_DIGITS));
      if (constantTimeEqual(expected, sent)) return step;
    }
    return null;
  }

  function newRecoveryCodes(userId: number): string[] {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
    db.transaction((tx) => {
      tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
      tx.insert(recoveryCodes)
        .values(codes.map((code) => ({ userId, codeHash: hashOf(normalRecoveryCode(code)) })))
        .run();
    });
    return codes;
  }

  return {
    /** The second factors an account has, in the order the sign-in page offers them. */
    methodsOf(userId: number): SecondFactorMethod[] {
      const methods: SecondFactorMethod[] = [];
      if (confirmedTotp(userId)) methods.push("totp", "recovery");
      const passkey = db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).get();
      if (passkey) methods.push("passkey");
      return methods;
    },

    /** Whether TOTP is on, and how many recovery codes are left. */
    totpStatus(userId: number): { enabled: boolean; recoveryCodesLeft: number } {
      const left = db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
        .get();
      return { enabled: confirmedTotp(userId) !== undefined, recoveryCodesLeft: left?.n ?? 0 };
    },

    /**
     * A new key for the account, not in force until a code from it is confirmed (a key started
     * earlier and never confirmed is replaced). Null when TOTP is on already.
     */
    startTotp(user: { id: number; username: string }): { secret: string; otpauthUrl: string; qrSvg: string } | null {
      if (confirmedTotp(user.id)) return null;
      const key = crypto.getRandomValues(new Uint8Array(TOTP_KEY_BYTES));
      const secret = encodeBase32UpperCaseNoPadding(key);
      const stored = sealed(storageKey, secret);
      db.insert(totpCredentials)
        .values({ userId: user.id, secret: stored, createdAt: new Date(now()) })
        .onConflictDoUpdate({
          target: totpCredentials.userId,
          set: { secret: stored, confirmedAt: null, lastUsedStep: null, createdAt: new Date(now()) },
        })
        .run();
      const otpauthUrl = totpKeyUri(deps.issuer(), user.username, secret);
      return { secret, otpauthUrl, qrSvg: renderSVG(otpauthUrl, { border: 2 }) };
    },

    /**
     * Puts the started key in force when `code` is one of its codes, and answers the ten recovery
     * codes (shown once, stored hashed). "none": no key was started; "wrong": the code is not one.
     */
    confirmTotp(
      userId: number,
      code: string,
    ): { ok: true; recoveryCodes: string[] } | { ok: false; reason: "none" | "wrong" } {
      const started = db
        .select()
        .from(totpCredentials)
        .where(and(eq(totpCredentials.userId, userId), isNull(totpCredentials.confirmedAt)))
        .get();
      if (!started) return { ok: false, reason: "none" };
      const step = matchingStep(started.secret, code);
      if (step === null) return { ok: false, reason: "wrong" };
      db.update(totpCredentials)
        .set({ confirmedAt: new Date(now()), lastUsedStep: step })
        .where(eq(totpCredentials.userId, userId))
        .run();
      return { ok: true, recoveryCodes: newRecoveryCodes(userId) };
    },

    /** Removes TOTP and the recovery codes that go with it. False when it was not on. */
    removeTotp(userId: number): boolean {
      return db.transaction((tx) => {
        const removed = tx.delete(totpCredentials).where(eq(totpCredentials.userId, userId)).returning().all();
        tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
        return removed.some((row) => row.confirmedAt !== null);
      });
    },

    /** A code of the account's key, never accepted twice (nor an older one once a newer was used). */
    verifyTotp(userId: number, code: string): boolean {
      const credential = confirmedTotp(userId);
      if (!credential) return false;
      const step = matchingStep(credential.secret, code);
      if (step === null) return false;
      const taken = db
        .update(totpCredentials)
        .set({ lastUsedStep: step })
        .where(
          and(
            eq(totpCredentials.userId, userId),
            or(isNull(totpCredentials.lastUsedStep), lt(totpCredentials.lastUsedStep, step)),
          ),
        )
        .returning({ userId: totpCredentials.userId })
        .all();
      return taken.length === 1;
    },

    /** Spends one of the account's recovery codes; true once per code. */
    spendRecoveryCode(userId: number, code: string): boolean {
      const spent = db
        .update(recoveryCodes)
        .set({ usedAt: new Date(now()) })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, hashOf(normalRecoveryCode(code))),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id })
        .all();
      return spent.length === 1;
    },

    /** Ten new recovery codes in place of the old ones (TOTP must be on). */
    renewRecoveryCodes(userId: number): string[] | null {
      return confirmedTotp(userId) ? newRecoveryCodes(userId) : null;
    },

    /** Every second factor of the account gone (the operator's `reset-password --reset-2fa`). */
    resetAll(userId: number): { totp: boolean; passkeys: number } {
      return db.transaction((tx) => {
        const totp = tx.delete(totpCredentials).where(eq(totpCredentials.userId, userId)).returning().all();
        tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
        const keys = tx.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id }).all();
        tx.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId)).run();
        return { totp: totp.some((row) => row.confirmedAt !== null), passkeys: keys.length };
      });
    },

    /** A pending sign-in for the account: its token (never stored) and when it ends. */
    beginPending(userId: number): { token: string; expiresAt: Date } {
      const token = generateSessionToken();
      const expiresAt = new Date(now() + PENDING_SIGN_IN_MS);
      db.delete(pendingSignIns)
        .where(lte(pendingSignIns.expiresAt, new Date(now())))
        .run();
      db.insert(pendingSignIns)
        .values({ id: sessionIdOf(token), userId, expiresAt })
        .run();
      return { token, expiresAt };
    },

    /** The account a pending token is for, while it lasts. */
    pendingUser(token: string | undefined): number | null {
      if (!token || !isWellFormedToken(token)) return null;
      const row = db
        .select({ userId: pendingSignIns.userId })
        .from(pendingSignIns)
        .where(and(eq(pendingSignIns.id, sessionIdOf(token)), gt(pendingSignIns.expiresAt, new Date(now()))))
        .get();
      return row?.userId ?? null;
    },

    /** Ends a pending sign-in (completed, or abandoned). */
    endPending(token: string): void {
      if (isWellFormedToken(token))
        db.delete(pendingSignIns)
          .where(eq(pendingSignIns.id, sessionIdOf(token)))
          .run();
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

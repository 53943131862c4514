// Keys derived from the installation's secret (DATA_DIR/secret.key, src/server/secret-key.ts): one
// per purpose, so a signature made for one use can never be replayed as another's. Also the one
// way this code signs: HMAC-SHA256 from @oslojs/crypto, written as base64url, compared as text in
// constant time.
import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";

export const SECRET_KEY_BYTES = 32;

const encoder = new TextEncoder();

/** A key for one purpose ("contact-form-stamp", …), derived from the installation's secret. */
export function deriveKey(secret: Uint8Array, purpose: string): Uint8Array {
  return hmac(SHA256, secret, encoder.encode(`derive:${purpose}`));
}

/** A fresh random secret, for an app built without one (tests): nothing it signs outlives the app. */
export function randomSecretKey(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(SECRET_KEY_BYTES));
}

/** The HMAC-SHA256 of `text` under `key`, as 43 characters of base64url. */
export function signText(key: Uint8Array, text: string): string {
  return encodeBase64urlNoPadding(hmac(SHA256, key, encoder.encode(text)));
}

/**
 * Whether a signature as sent is the expected one, in constant time. Compared as text, not decoded
 * bytes: base64 has several spellings of the same bytes (the last character's spare bits), and
 * only the one this server wrote counts.
 */
export function isSameSignature(given: string, expected: string): boolean {
  return constantTimeEqual(encoder.encode(given), encoder.encode(expected));
}

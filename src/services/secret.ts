// Keys derived from the installation's secret (DATA_DIR/secret.key, src/server/secret-key.ts): one
// per purpose, so a signature made for one use can never be replayed as another's.
import { createHmac, randomBytes } from "node:crypto";

export const SECRET_KEY_BYTES = 32;

/** A key for one purpose ("contact-form-stamp", …), derived from the installation's secret. */
export function deriveKey(secret: Uint8Array, purpose: string): Uint8Array {
  return new Uint8Array(createHmac("sha256", secret).update(`derive:${purpose}`).digest());
}

/** A fresh random secret, for an app built without one (tests): nothing it signs outlives the app. */
export function randomSecretKey(): Uint8Array {
  return new Uint8Array(randomBytes(SECRET_KEY_BYTES));
}

// The installation's secret sealed with a passphrase, as an archive that carries it holds it
// (secret.key.sealed; decision 025): scrypt (N = 2^17, r = 8, p = 1: OWASP's setting, kept in
// src/shared/password-cost.ts) turns the passphrase and a random salt into a 256-bit key, and
// AES-256-GCM seals the secret's 32 bytes, its tag proving on the way back that the passphrase is
// the right one. A JSON document, so the parameters travel with it and a later version can raise them.
import { createCipheriv, createDecipheriv, scrypt } from "node:crypto";
import { sealingCost } from "../../shared/password-cost";
import { MIN_PASSPHRASE_LENGTH } from "../../shared/schemas/backup-schedule";
import { SECRET_KEY_BYTES } from "../secret";

export { MIN_PASSPHRASE_LENGTH };
export const SEALED_SECRET_FORMAT = "site-secret/1";

/** scrypt needs 128 · N · r bytes; the N an archive may ask for is capped so it cannot ask for gigabytes. */
const MAX_N = 2 ** 20;
const ASSOCIATED = new TextEncoder().encode(SEALED_SECRET_FORMAT);

type Sealed = {
  format: typeof SEALED_SECRET_FORMAT;
  kdf: "scrypt";
  N: number;
  r: number;
  p: number;
  salt: string;
  iv: string;
  tag: string;
  ciphertext: string;
};

/** Off the event loop: the server goes on answering while an admin's backup seals the secret. */
function keyFrom(passphrase: string, salt: Uint8Array, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(passphrase.normalize("NFC"), salt, 32, { ...cost, maxmem: 256 * cost.N * cost.r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

export async function sealSecret(secret: Uint8Array, passphrase: string): Promise<Uint8Array<ArrayBuffer>> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cost = sealingCost();
  const cipher = createCipheriv("aes-256-gcm", await keyFrom(passphrase, salt, cost), iv);
  cipher.setAAD(ASSOCIATED);
  const ciphertext = Buffer.concat([cipher.update(secret), cipher.final()]);
  const sealed: Sealed = {
    format: SEALED_SECRET_FORMAT,
    kdf: "scrypt",
    ...cost,
    salt: b64(salt),
    iv: b64(iv),
    tag: b64(cipher.getAuthTag()),
    ciphertext: b64(ciphertext),
  };
  return new TextEncoder().encode(`${JSON.stringify(sealed)}\n`);
}

/** Why a sealed secret was not opened: a sentence for the operator. */
export class SealedSecretError extends Error {}

export async function openSealedSecret(bytes: Uint8Array, passphrase: string): Promise<Uint8Array<ArrayBuffer>> {
  let sealed: Sealed;
  try {
    sealed = JSON.parse(new TextDecoder().decode(bytes)) as Sealed;
  } catch {
    throw new SealedSecretError("The archive's sealed secret is damaged.");
  }
  const { N, r, p } = sealed;
  const known =
    sealed.format === SEALED_SECRET_FORMAT &&
    sealed.kdf === "scrypt" &&
    Number.isInteger(N) &&
    N >= 2 ** 14 &&
    N <= MAX_N &&
    (N & (N - 1)) === 0 &&
    r === 8 &&
    p === 1;
  if (!known) throw new SealedSecretError("The archive's secret is sealed in a way this version does not know.");
  try {
    const key = await keyFrom(passphrase, Buffer.from(sealed.salt, "base64"), { N, r, p });
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(sealed.iv, "base64"), { authTagLength: 16 });
    decipher.setAAD(ASSOCIATED);
    decipher.setAuthTag(Buffer.from(sealed.tag, "base64"));
    const secret = Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, "base64")), decipher.final()]);
    if (secret.length !== SECRET_KEY_BYTES) throw new Error("wrong length");
    return new Uint8Array(secret);
  } catch {
    throw new SealedSecretError("The passphrase does not open this backup's secret.");
  }
}

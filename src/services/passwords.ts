// Password hashing in one place: argon2id through Bun.password, at the cost every stored hash
// shares (src/shared/password-cost.ts: 64 MiB, 2 passes), so verifying takes the same time for
// every account.
import { passwordHashOptions } from "../shared/password-cost";

export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, passwordHashOptions());
}

/** False (never an exception) for a hash that cannot be read. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await Bun.password.verify(password, hash, "argon2id");
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies the password against a hash of a random password no one knows. Signing in as a name
 * with no account runs this, so it takes as long as a wrong password for a real account and the
 * timing does not tell which usernames exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  await verifyPassword(password, await dummyHash);
  return false;
}

/** Starts hashing the dummy password now, so the first unknown-user sign-in is not the slow one. */
export function prepareDummyHash(): void {
  dummyHash ??= hashPassword(crypto.randomUUID());
}

/** A random password for the operator's reset: 16 characters from 32 unambiguous letters and digits (80 bits). */
export function generatePassword(): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}

// The installation's own secret: 32 random bytes in DATA_DIR/secret.key, made on the first start
// (readable by the server's user only) and kept, so what it signs stays valid across restarts and
// nothing needs configuring. Each use takes its own key derived from it (src/services/secret.ts).
import { link, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { SECRET_KEY_BYTES as KEY_BYTES } from "../services/secret";

const SECRET_KEY_FILE = "secret.key";

/**
 * Reads DATA_DIR/secret.key, creating it first if it does not exist: with `given` (SECRET_KEY) when
 * the operator keeps the secret outside the data folder, else random. A folder whose key is not the
 * given one is refused, rather than silently signing with a secret the operator does not hold.
 */
export async function loadSecretKey(dataDir: string, given?: Uint8Array): Promise<Uint8Array> {
  const file = join(dataDir, SECRET_KEY_FILE);
  const existing = await readKey(file);
  if (existing) {
    if (given && encodeHexLowerCase(existing) !== encodeHexLowerCase(given)) {
      throw new Error(`${file} holds another key than SECRET_KEY; remove the file or SECRET_KEY`);
    }
    return existing;
  }
  // Written whole to a private name, then linked into place: link fails if another starting
  // server got there first, and nobody ever reads a half-written key.
  const temporary = `${file}.${encodeHexLowerCase(crypto.getRandomValues(new Uint8Array(8)))}.partial`;
  await writeFile(temporary, given ?? crypto.getRandomValues(new Uint8Array(KEY_BYTES)), { mode: 0o600, flag: "wx" });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await rm(temporary, { force: true });
  }
  const key = await readKey(file);
  if (!key) throw new Error(`${file} does not hold a ${KEY_BYTES}-byte key; remove it to have a new one made`);
  return key;
}

async function readKey(file: string): Promise<Uint8Array | null> {
  try {
    const bytes = await readFile(file);
    return bytes.length === KEY_BYTES ? new Uint8Array(bytes) : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

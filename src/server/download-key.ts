// The key that signs download links (src/services/download-links.ts). An operator may give one in
// DOWNLOAD_SIGNING_KEY (several servers sharing links, or a key kept in a secret store); otherwise
// the first start creates 32 random bytes in DATA_DIR/download-signing.key, readable by the
// server's user only, and every later start reads it, so links survive a restart. The file is
// written under a temporary name and linked into place, which fails if it already exists: two
// servers starting at once on a fresh DATA_DIR both end up with the one key that won.
import { link, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { MIN_SIGNING_KEY_BYTES } from "../services/download-links";

export const DOWNLOAD_KEY_FILE = "download-signing.key";

/** The key from the setting, else from (or newly into) DATA_DIR. */
export async function loadDownloadSigningKey(dataDir: string, fromEnv?: string): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const path = join(dataDir, DOWNLOAD_KEY_FILE);
  const existing = await readKey(path);
  if (existing) return existing;

  const temporary = join(dataDir, `.${DOWNLOAD_KEY_FILE}.${crypto.randomUUID()}.partial`);
  const key = crypto.getRandomValues(new Uint8Array(MIN_SIGNING_KEY_BYTES));
  await writeFile(temporary, `${Buffer.from(key).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
  try {
    await link(temporary, path);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    // Another server created it first: use that one.
    const theirs = await readKey(path);
    if (!theirs) throw new Error(`${path} exists but holds no usable key`);
    return theirs;
  } finally {
    await rm(temporary, { force: true });
  }
}

async function readKey(path: string): Promise<Uint8Array | null> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const hex = text.trim();
  if (!/^[0-9a-f]+$/i.test(hex) || hex.length % 2 !== 0 || hex.length / 2 < MIN_SIGNING_KEY_BYTES) {
    throw new Error(
      `${path} does not hold a signing key (${MIN_SIGNING_KEY_BYTES * 2} or more hex digits); delete it to have a new one made`,
    );
  }
  return new Uint8Array(Buffer.from(hex, "hex"));
}

// The image proxy's disk cache, so a page view does not reach the remote host again. One file per
// URL, named by the SHA-256 of the URL (no remote-chosen text ever reaches a path), in a folder for
// the server's user only. The total size is capped; the least recently used files go first. Use is
// tracked in memory and kept in each file's modification time, which a hit touches, so the order
// survives a restart (the folder is scanned once, on first use).
//
// The bytes are all that is stored: the type is read back from them (../file-signatures.ts), and only images
// that passed that check are ever written.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { chmod, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";

type ImageCache = {
  /** The cached bytes for `url`, or null. */
  get(url: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Stores the bytes for `url`, then evicts until the folder fits the cap. */
  put(url: string, bytes: Uint8Array): Promise<void>;
};

type ImageCacheOptions = {
  dir: string;
  maxBytes: number;
  /** When a file was last used, for its modification time; tests move it. */
  now?: () => number;
};

const KEY = /^[0-9a-f]{64}$/;

/** The file name of a URL's entry. */
export function cacheKeyOf(url: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(url)));
}

export function createImageCache(options: ImageCacheOptions): ImageCache {
  const { dir, maxBytes } = options;
  const now = options.now ?? Date.now;
  // Key → size, least recently used first (a Map keeps insertion order; a use re-inserts).
  const entries = new Map<string, number>();
  let total = 0;
  let ready: Promise<void> | undefined;

  const load = () => {
    ready ??= scan().catch((error) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };

  async function scan() {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    const found: Array<{ key: string; size: number; usedAt: number }> = [];
    for (const name of await readdir(dir)) {
      const path = join(dir, name);
      // A write interrupted by a crash leaves its temporary file.
      if (name.endsWith(".partial")) await rm(path, { force: true });
      if (!KEY.test(name)) continue;
      const info = await stat(path).catch(() => null);
      if (info?.isFile()) found.push({ key: name, size: info.size, usedAt: info.mtimeMs });
    }
    found.sort((a, b) => a.usedAt - b.usedAt);
    for (const { key, size } of found) remember(key, size);
    await evict();
  }

  function remember(key: string, size: number) {
    forget(key);
    entries.set(key, size);
    total += size;
  }

  function forget(key: string) {
    const size = entries.get(key);
    if (size === undefined) return;
    entries.delete(key);
    total -= size;
  }

  async function evict() {
    while (total > maxBytes) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      forget(oldest);
      await rm(join(dir, oldest), { force: true });
    }
  }

  return {
    async get(url) {
      await load();
      const key = cacheKeyOf(url);
      const size = entries.get(key);
      if (size === undefined) return null;
      const path = join(dir, key);
      let bytes: Uint8Array<ArrayBuffer>;
      try {
        bytes = new Uint8Array(await readFile(path));
      } catch {
        // Evicted meanwhile, or removed by hand.
        forget(key);
        return null;
      }
      remember(key, size);
      const usedAt = new Date(now());
      await utimes(path, usedAt, usedAt).catch(() => {});
      return bytes;
    },

    async put(url, bytes) {
      await load();
      if (bytes.length > maxBytes) return;
      const key = cacheKeyOf(url);
      const path = join(dir, key);
      const temporary = join(dir, `.${key}.${crypto.randomUUID()}.partial`);
      try {
        await writeFile(temporary, bytes, { mode: 0o600 });
        const usedAt = new Date(now());
        await utimes(temporary, usedAt, usedAt);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      remember(key, bytes.length);
      await evict();
    },
  };
}

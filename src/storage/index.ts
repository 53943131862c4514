// File storage behind one small interface, so the local disk used now can become an
// S3-compatible bucket (Bun.S3Client has the same file/write shape) without touching callers.
// Keys are "<area>/<name>": "public/..." holds cover images served at /uploads/*, "private/..."
// holds resource files, which only a signed download URL reaches.
import { mkdir, rm } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import type { BunFile } from "bun";

export type StorageArea = "public" | "private";

export interface FileStorage {
  /** Writes the data under the key and returns its size in bytes. Streams are not buffered. */
  put(key: string, data: Blob | ReadableStream<Uint8Array> | ArrayBuffer | Uint8Array<ArrayBuffer> | string): Promise<number>;
  /** The stored file, or null when there is none. */
  get(key: string): Promise<BunFile | null>;
  delete(key: string): Promise<void>;
}

const keyPattern = /^(public|private)\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isValidKey(key: string): boolean {
  return keyPattern.test(key) && !key.includes("..");
}

export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    const path = resolve(join(base, key));
    // Belt and braces: the pattern already forbids traversal.
    if (!path.startsWith(base + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Bun.write streams a Response body to disk; wrapping every input in one keeps a single call.
      return Bun.write(path, new Response(data));
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      const file = Bun.file(pathOf(key));
      return (await file.exists()) ? file : null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

// Resource rows keep the site-relative URL at which admins can open a private file; downloads
// for visitors go through signed URLs instead. These two functions are the only mapping.
const PRIVATE_FILE_PREFIX = "/api/admin/files/";

export function privateFileUrl(key: string): string {
  if (!key.startsWith("private/")) throw new Error(`Not a private key: ${key}`);
  return PRIVATE_FILE_PREFIX + key.slice("private/".length);
}

export function keyFromPrivateFileUrl(url: string): string | null {
  if (!url.startsWith(PRIVATE_FILE_PREFIX)) return null;
  const key = `private/${url.slice(PRIVATE_FILE_PREFIX.length)}`;
  return isValidKey(key) ? key : null;
}

// File storage behind one small interface with two drivers: the local disk (the default) and an
// S3-compatible bucket (./s3.ts, chosen by STORAGE_URL; docs/architecture.md#file-storage).
// Keys are "<area>/<name>": "public/..." holds cover images served at /uploads/*, "private/..."
// holds resource files, which only a signed download URL reaches.
//
// On local disk a file is written under a hidden temporary name beside its final place and renamed
// into place once complete (a rename within one folder is atomic), so a reader never sees half a
// file and a write that fails or is killed never leaves a half file under a real key. The private
// area's folders and files are created readable by the server's user only.
import { mkdir, rm, stat } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { writePrivateFile } from "./private-file";
import { UNFINISHED_WRITES, writeWhole } from "./write-whole";

type StorageArea = "public" | "private";

/** Bytes of a stored file: a Blob for a file on disk (sent with sendfile), a stream otherwise. */
export interface StoredBytes {
  stream(): ReadableStream<Uint8Array>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** A stored file as callers read it; a file on disk is a BunFile, which has this shape. */
export interface StoredFile extends StoredBytes {
  readonly size: number;
  /** Milliseconds since the epoch. */
  readonly lastModified: number;
  /** Bytes `start` to `end` (exclusive). */
  slice(start: number, end?: number): StoredBytes;
  text(): Promise<string>;
}

/** A response body for stored bytes: the Blob itself from disk (sendfile), else its stream. */
export function bodyOf(bytes: StoredBytes): Blob | ReadableStream<Uint8Array> {
  return bytes instanceof Blob ? bytes : bytes.stream();
}

/** One entry of a storage listing. */
export type StoredEntry = { key: string; size: number };

export interface FileStorage {
  /** Writes the data under the key and returns its size in bytes. Streams are not buffered. */
  put(
    key: string,
    data: Blob | ReadableStream<Uint8Array> | ArrayBuffer | Uint8Array<ArrayBuffer> | string,
  ): Promise<number>;
  /** The stored file, or null when there is none or it cannot be read. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** Deletes every file whose key starts with `<folder>/`, including unfinished writes there. */
  deleteFolder(folder: string): Promise<void>;
  /**
   * Removes unfinished writes last touched more than `olderThanMs` ago (left behind when the
   * process was killed mid-write) and answers how many.
   */
  removeUnfinished(olderThanMs: number): Promise<number>;
  /** Every stored file (finished writes only), in no particular order. */
  list(): AsyncIterable<StoredEntry>;
  /** Where the files are, for messages to the operator ("/data/uploads", "s3://bucket/prefix"). */
  readonly describe: string;
}

// A file name stays well below the usual 255-byte limit even with the temporary name's additions,
// and a whole key stays far below PATH_MAX once joined to the storage root.
const MAX_KEY_SEGMENT_LENGTH = 200;
const MAX_KEY_LENGTH = 512;

const keyPattern = /^(public|private)\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isValidKey(key: string): boolean {
  return (
    key.length <= MAX_KEY_LENGTH &&
    keyPattern.test(key) &&
    !key.includes("..") &&
    key.split("/").every((segment) => segment.length <= MAX_KEY_SEGMENT_LENGTH)
  );
}

const EVERY_FILE = new Bun.Glob("**/*");

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
    describe: base,
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: key.startsWith("private/") ? 0o700 : 0o755 });
      // The temporary name is hidden: a key's segments never start with a dot.
      return writeWhole(path, (temporary) =>
        key.startsWith("private/")
          ? writePrivateFile(temporary, data)
          : // Bun.write streams a Response body to disk; wrapping every input in one keeps a single call.
            Bun.write(temporary, new Response(data)),
      );
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        const file = Bun.file(pathOf(key));
        return (await file.exists()) ? file : null;
      } catch {
        // A path the file system refuses (too long, a file where a folder should be, no
        // permission) holds no file the caller could serve.
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deleteFolder(folder) {
      // A folder is checked as if it were a key, so only a real folder inside an area qualifies.
      await rm(pathOf(folder), { recursive: true, force: true });
    },
    async removeUnfinished(olderThanMs) {
      const before = Date.now() - olderThanMs;
      let removed = 0;
      try {
        for await (const name of UNFINISHED_WRITES.scan({ cwd: base, dot: true, onlyFiles: true })) {
          const path = join(base, name);
          // Gone already (its write finished or failed meanwhile): nothing to remove.
          const modified = await stat(path).then(
            (s) => s.mtimeMs,
            () => Number.POSITIVE_INFINITY,
          );
          if (modified >= before) continue;
          await rm(path, { force: true });
          removed += 1;
        }
      } catch (error) {
        // No uploads folder yet: nothing was left behind.
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
      return removed;
    },
    async *list() {
      try {
        // Without dot files, so unfinished writes (hidden) are left out.
        for await (const name of EVERY_FILE.scan({ cwd: base, onlyFiles: true })) {
          const key = name.split(sep).join("/");
          if (!isValidKey(key)) continue;
          const size = await stat(join(base, name)).then(
            (s) => s.size,
            () => null,
          );
          if (size !== null) yield { key, size };
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    },
  };
}

// Rows keep a file's site-relative address, never its key: public files are served at /uploads/*,
// and admins open a private file at /api/admin/files/* (visitors reach one only through a signed
// link). These functions are the only mapping between the two.
const URL_PREFIXES: Record<StorageArea, string> = { public: "/uploads/", private: "/api/admin/files/" };

function urlOf(area: StorageArea, key: string): string {
  if (!key.startsWith(`${area}/`)) throw new Error(`Not a ${area} key: ${key}`);
  return URL_PREFIXES[area] + key.slice(area.length + 1);
}

function keyFromUrl(area: StorageArea, url: string): string | null {
  if (!url.startsWith(URL_PREFIXES[area])) return null;
  const key = `${area}/${url.slice(URL_PREFIXES[area].length)}`;
  return isValidKey(key) ? key : null;
}

/** "public/covers/x.png" → "/uploads/covers/x.png". */
export const publicFileUrl = (key: string): string => urlOf("public", key);
/** "/uploads/covers/x.png" → "public/covers/x.png"; anything else (outside addresses) → null. */
export const keyFromPublicFileUrl = (url: string): string | null => keyFromUrl("public", url);
/** "private/resources/x.pdf" → "/api/admin/files/resources/x.pdf". */
export const privateFileUrl = (key: string): string => urlOf("private", key);
/** "/api/admin/files/resources/x.pdf" → "private/resources/x.pdf"; anything else → null. */
export const keyFromPrivateFileUrl = (url: string): string | null => keyFromUrl("private", url);

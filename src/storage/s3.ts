// The S3-compatible driver of FileStorage (docs/architecture.md#file-storage), through Bun's
// built-in S3 client: the same keys as on disk, under the bucket's prefix. Objects are written
// without an ACL, so every one, public covers included, is private to the credentials; the server
// reads covers and resource files from the bucket and streams them, as it does from disk.
//
// An object appears in a bucket only once its upload is complete (a multipart upload that never
// completes is not an object), so no half file is ever visible and there are no unfinished writes
// to clear.
import type { S3Client } from "bun";
import { type FileStorage, isValidKey, type StoredBytes, type StoredFile } from ".";

export type S3Location = {
  bucket: string;
  /** Folder inside the bucket, without slashes at either end; "" for the bucket's root. */
  prefix: string;
  /** The service's address (https://s3.example.com); undefined: AWS. */
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
};

/** The client for a location (also used for backups kept in the bucket). */
export function s3ClientFor(location: S3Location): S3Client {
  return new Bun.S3Client({
    bucket: location.bucket,
    endpoint: location.endpoint,
    region: location.region,
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
  });
}

/** Every object under `prefix` (which ends in "/"), with its size, page by page. */
export async function* listObjects(client: S3Client, prefix: string): AsyncIterable<{ key: string; size: number }> {
  let continuationToken: string | undefined;
  do {
    const page = await client.list({ prefix, continuationToken });
    for (const object of page.contents ?? []) yield { key: object.key, size: object.size ?? 0 };
    continuationToken = page.isTruncated ? page.nextContinuationToken : undefined;
  } while (continuationToken);
}

const isMissing = (error: unknown) => (error as { code?: string }).code === "NoSuchKey";

export function createS3Storage(location: S3Location): FileStorage {
  const client = s3ClientFor(location);
  const root = location.prefix ? `${location.prefix}/` : "";
  const objectKey = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return root + key;
  };
  return {
    describe: `s3://${location.bucket}/${location.prefix}`,
    async put(key, data) {
      // A stream is sent as a multipart upload as it arrives, never held whole.
      return client.file(objectKey(key)).write(new Response(data));
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      const file = client.file(objectKey(key));
      const found = await file.stat().catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!found) return null;
      // Bun's S3File has no synchronous size and is not sent as a response body by itself: callers
      // get its size and date from the stat and its bytes as a stream.
      const bytes = (part: ReturnType<typeof file.slice>): StoredBytes => ({
        stream: () => part.stream(),
        arrayBuffer: () => part.arrayBuffer(),
      });
      const stored: StoredFile = {
        size: found.size,
        lastModified: found.lastModified.getTime(),
        stream: () => file.stream(),
        arrayBuffer: () => file.arrayBuffer(),
        text: () => file.text(),
        slice: (start, end) => bytes(file.slice(start, end)),
      };
      return stored;
    },
    async delete(key) {
      await client.delete(objectKey(key));
    },
    async deleteFolder(folder) {
      const prefix = `${objectKey(folder)}/`;
      for await (const object of listObjects(client, prefix)) await client.delete(object.key);
    },
    async removeUnfinished() {
      return 0;
    },
    async *list() {
      for await (const object of listObjects(client, root)) {
        const key = object.key.slice(root.length);
        if (isValidKey(key)) yield { key, size: object.size };
      }
    },
  };
}

// A real S3-compatible server on loopback for the tests of the bucket driver (s3rver, an
// implementation of the S3 API that keeps objects in a folder; docs/decisions/019-data-that-survives-the-machine.md).
// It accepts any credentials, so the tests name its default ones.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { S3Location } from "../../src/storage/s3";

export const TEST_BUCKET = "site-test";
export const S3_CREDENTIALS = { S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" } as const;

export async function startS3() {
  const directory = mkdtempSync(join(tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    /** The bucket's location under `prefix`, with the server's credentials. */
    location(prefix: string): S3Location {
      return {
        bucket: TEST_BUCKET,
        prefix,
        endpoint,
        region: "us-east-1",
        accessKeyId: S3_CREDENTIALS.S3_ACCESS_KEY_ID,
        secretAccessKey: S3_CREDENTIALS.S3_SECRET_ACCESS_KEY,
      };
    },
    /** STORAGE_URL for `prefix`. */
    storageUrl: (prefix: string) =>
      `s3://${TEST_BUCKET}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

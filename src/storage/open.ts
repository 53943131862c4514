// Which FileStorage driver a deployment uses (docs/architecture.md#file-storage): the local disk
// under DATA_DIR/uploads by default, or the bucket STORAGE_URL names:
//   s3://bucket/prefix?endpoint=https://s3.example.com&region=eu-west-1
// with the credentials from S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY, or the AWS variables.
import { join } from "node:path";
import { createLocalStorage, type FileStorage } from ".";
import { createS3Storage, type S3Location } from "./s3";

export type StorageConfig = { kind: "local" } | ({ kind: "s3" } & S3Location);

const FORMAT = "must be s3://bucket/prefix?endpoint=https://…&region=… (endpoint and region optional)";

/**
 * The storage STORAGE_URL names (undefined or empty: the local disk); throws a sentence for an
 * address that is not one.
 */
export function parseStorageUrl(
  value: string | undefined,
  credentials: Record<string, string | undefined> = {},
): StorageConfig {
  if (!value?.trim()) return { kind: "local" };
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(FORMAT);
  }
  if (url.protocol !== "s3:" || !url.hostname) throw new Error(FORMAT);
  const endpoint = url.searchParams.get("endpoint") ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint)) {
    throw new Error("the endpoint must be an http:// or https:// address");
  }
  return {
    kind: "s3",
    bucket: url.hostname,
    prefix: decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, ""),
    endpoint,
    region: url.searchParams.get("region") ?? undefined,
    accessKeyId: credentials.S3_ACCESS_KEY_ID || credentials.AWS_ACCESS_KEY_ID || undefined,
    secretAccessKey: credentials.S3_SECRET_ACCESS_KEY || credentials.AWS_SECRET_ACCESS_KEY || undefined,
  };
}

/** The storage of a deployment whose data folder is `dataDir`. */
export function openStorage(config: StorageConfig, dataDir: string): FileStorage {
  return config.kind === "s3" ? createS3Storage(config) : createLocalStorage(join(dataDir, "uploads"));
}

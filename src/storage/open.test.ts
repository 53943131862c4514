import { expect, test } from "bun:test";
import { parseStorageUrl } from "./open";

test("STORAGE_URL names a bucket, a prefix, an endpoint and a region; credentials come from the S3 or AWS variables", () => {
  expect(
    parseStorageUrl("s3://site-files/prod/uploads/?endpoint=https://r2.example.com&region=auto", {
      AWS_ACCESS_KEY_ID: "aws-id",
      AWS_SECRET_ACCESS_KEY: "aws-secret",
      S3_ACCESS_KEY_ID: "s3-id",
    }),
  ).toEqual({
    kind: "s3",
    bucket: "site-files",
    prefix: "prod/uploads",
    endpoint: "https://r2.example.com",
    region: "auto",
    accessKeyId: "s3-id",
    secretAccessKey: "aws-secret",
  });
  expect(parseStorageUrl(undefined)).toEqual({ kind: "local" });
  expect(parseStorageUrl(" ")).toEqual({ kind: "local" });
});

// File storage in an S3-compatible bucket (docs/architecture.md#file-storage), against a real S3
// server on loopback (s3rver): the storage contract, the app serving a resource file through a
// signed link and a cover at /uploads from the bucket, an admin upload landing in the bucket and a
// resource's deletion removing it, and `site storage migrate` copying every file there and back.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { restoreArchive } from "../../src/services/backups/restore";
import { copyStoredFiles } from "../../src/services/backups/copy-files";
import { createLocalBackupStore, createS3BackupStore } from "../../src/services/backups/store";
import { createLocalStorage, type FileStorage } from "../../src/storage";
import { createS3Storage } from "../../src/storage/s3";
import { SAME_ORIGIN, send, sessionFor, withCookie } from "../support/auth";
import { createResource } from "../support/factories";
import { MULTIPART_TYPE, multipartBody } from "../support/multipart";
import { S3_CREDENTIALS, startS3 } from "../support/s3";
import { runSite } from "../support/site-command";
import { createTestApp } from "../support/test-app";

const s3 = await startS3();
const bucket = createS3Storage(s3.location("site"));
const t = await createTestApp({ storage: bucket });
const scratch = mkdtempSync(join(tmpdir(), "s3-storage-test-"));
afterAll(async () => {
  t.close();
  await s3.close();
  rmSync(scratch, { recursive: true, force: true });
});

const asAdmin = withCookie(sessionFor(t.services, 1).cookie);
const sha256 = (bytes: ArrayBuffer) => new Bun.CryptoHasher("sha256").update(bytes).digest("hex");
const SEED_PDF = join(import.meta.dir, "..", "..", "src", "db", "seed-files", "prd-guidelines.pdf");

/** Every file a storage lists, with its size, sorted. */
async function listing(storage: FileStorage) {
  const entries: { key: string; size: number }[] = [];
  for await (const entry of storage.list()) entries.push(entry);
  return entries.sort((a, b) => a.key.localeCompare(b.key));
}

beforeAll(async () => {
  // The seeded files go to the bucket as `site storage migrate` would put them; the app then reads
  // only the bucket.
  const copied = await copyStoredFiles(createLocalStorage(join(t.dir, "uploads")), bucket);
  expect(copied.copied).toBeGreaterThanOrEqual(12);
  rmSync(join(t.dir, "uploads"), { recursive: true, force: true });
});

describe("the bucket driver", () => {
  test("writes a stream, reads it whole and in part, lists and deletes", async () => {
    const storage = createS3Storage(s3.location("contract"));
    expect(await storage.put("private/r/doc.txt", new Blob(["hello world"]).stream())).toBe(11);
    await storage.put("public/covers/a.svg", "<svg/>");
    const file = (await storage.get("private/r/doc.txt"))!;
    expect(file.size).toBe(11);
    expect(await file.text()).toBe("hello world");
    expect(await new Response(file.slice(6, 11).stream()).text()).toBe("world");
    expect(await listing(storage)).toEqual([
      { key: "private/r/doc.txt", size: 11 },
      { key: "public/covers/a.svg", size: 6 },
    ]);
    expect(await storage.get("private/r/none.txt")).toBeNull();
    expect(await storage.get("../escape")).toBeNull();
    await storage.delete("private/r/doc.txt");
    expect(await storage.get("private/r/doc.txt")).toBeNull();
    await storage.deleteFolder("public/covers");
    expect(await listing(storage)).toEqual([]);
  });
});

describe("the app on a bucket", () => {
  test("a signed download link streams the resource file from the bucket, whole and by range", async () => {
    const resources = (await (await t.app.request("/api/resources")).json()) as { id: number; slug: string }[];
    const resource = resources.find((r) => r.slug === "prd-guidelines")!;
    const asked = await send(t.app, `/api/resources/${resource.id}/request`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SAME_ORIGIN },
      body: JSON.stringify({
        name: "Pat Lee",
        email: "pat@example.com",
        linkedinUrl: "https://www.linkedin.com/in/pat",
      }),
    });
    expect(asked.status).toBe(200);
    const link = ((await asked.json()) as { downloadUrl: string }).downloadUrl;
    const whole = await t.app.request(link);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("application/pdf");
    const expected = await Bun.file(SEED_PDF).arrayBuffer();
    expect(whole.headers.get("content-length")).toBe(String(expected.byteLength));
    expect(sha256(await whole.arrayBuffer())).toBe(sha256(expected));
    const part = await t.app.request(link, { headers: { Range: "bytes=0-7" } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe("%PDF-1.4");
  });

  test("a cover is served at /uploads from the bucket", async () => {
    const res = await t.app.request("/uploads/seed/prd-guidelines.webp");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(sha256(await res.arrayBuffer())).toBe(
      sha256(await Bun.file(join(import.meta.dir, "../../src/db/seed-files/covers/prd-guidelines.webp")).arrayBuffer()),
    );
  });

  test("an admin's upload is stored in the bucket, and deleting its resource deletes it there", async () => {
    const pdf = "%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n";
    const uploaded = await send(t.app, "/api/admin/upload/resource", {
      method: "POST",
      headers: { ...asAdmin, Origin: SAME_ORIGIN, ...MULTIPART_TYPE },
      body: multipartBody([{ field: "resourceFile", fileName: "Plan.pdf", content: pdf }]),
    });
    expect(uploaded.status).toBe(201);
    const { fullUrl } = ((await uploaded.json()) as { data: { fullUrl: string } }).data;
    const key = `private/${fullUrl.slice("/api/admin/files/".length)}`;
    expect(await (await bucket.get(key))!.text()).toBe(pdf);
    const opened = await send(t.app, fullUrl, { headers: asAdmin });
    expect(await opened.text()).toBe(pdf);

    const resource = await createResource(t.services, { fileUrl: fullUrl, fileName: "Plan.pdf" });
    const deleted = await send(t.app, `/api/admin/resources/${resource.id}`, {
      method: "DELETE",
      headers: { ...asAdmin, Origin: SAME_ORIGIN },
    });
    expect(deleted.status).toBe(200);
    expect(await bucket.get(key)).toBeNull();
  });
});

/** Runs `site storage migrate --to <to>` on DATA_DIR with STORAGE_URL set to the bucket's `prefix`. */
function migrate(dataDir: string, prefix: string, to: string) {
  const env = { ...S3_CREDENTIALS, STORAGE_URL: s3.storageUrl(prefix) };
  return runSite(["storage", "migrate", "--to", to], { dataDir, env });
}

test("site storage migrate copies every file from the disk to the bucket and back", async () => {
  const source = join(scratch, "source");
  const disk = createLocalStorage(join(source, "uploads"));
  await disk.put("public/covers/a.png", "cover a");
  await disk.put("private/resources/b.pdf", "%PDF file b");
  await disk.put("private/resources/deep/c.zip", "zip c");

  const up = await migrate(source, "migrated", "s3");
  expect(up.stderr).toBe("");
  expect(up.code).toBe(0);
  expect(up.stdout).toContain("Copied 3 files");
  const there = createS3Storage(s3.location("migrated"));
  expect(await listing(there)).toEqual(await listing(disk));
  expect(await (await there.get("private/resources/deep/c.zip"))!.text()).toBe("zip c");

  // Run again, nothing is copied twice.
  expect((await migrate(source, "migrated", "s3")).stdout).toContain("Copied 0 files (0 bytes)");

  const back = join(scratch, "back");
  const down = await migrate(back, "migrated", "local");
  expect(down.code).toBe(0);
  const returned = createLocalStorage(join(back, "uploads"));
  expect(await listing(returned)).toEqual(await listing(disk));
  expect(await (await returned.get("private/resources/b.pdf"))!.text()).toBe("%PDF file b");
});

test("backups kept in the bucket: made from the admin, listed, downloaded and restored", async () => {
  const app = await createTestApp({
    storage: bucket,
    operations: {
      backupStores: {
        local: createLocalBackupStore(join(scratch, "local-backups")),
        bucket: createS3BackupStore(s3.location("site")),
      },
    },
  });
  try {
    const admin = { ...withCookie(sessionFor(app.services, 1).cookie), Origin: SAME_ORIGIN };
    const schedule = await send(app.app, "/api/admin/backups/schedule", {
      method: "PUT",
      headers: { ...admin, "Content-Type": "application/json" },
      body: JSON.stringify({ enabled: false, hour: 3, keep: 7, destination: "bucket" }),
    });
    expect(schedule.status).toBe(200);
    const made = await send(app.app, "/api/admin/backups", { method: "POST", headers: admin });
    expect(made.status).toBe(201);
    const { data } = (await made.json()) as { data: { location: string; downloadUrl: string; size: number } };
    expect(data.location).toBe("bucket");
    // Beside the stored files, never among them.
    expect((await listing(bucket)).some((entry) => entry.key.includes("backup-"))).toBe(false);

    const download = await send(app.app, data.downloadUrl, { headers: admin });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-length")).toBe(String(data.size));
    const target = join(scratch, "restored-from-bucket");
    const restored = await restoreArchive({
      archive: download.body!,
      dataDir: target,
      storage: createLocalStorage(join(target, "uploads")),
    });
    expect(restored.manifest.counts.files).toBeGreaterThanOrEqual(18);
    expect((await listing(createLocalStorage(join(target, "uploads")))).length).toBe(restored.manifest.counts.files!);
  } finally {
    app.close();
  }
});

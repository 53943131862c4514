// Backups from the admin and the operators' status through the real app (docs/product.md#admin-backups,
// docs/architecture.md#operations): admin-only; "Back up now" writes an archive that is listed,
// downloads as a stream and restores; the schedule is checked, runs once a day at its hour in the
// site's time zone and keeps the last N; the status says how old the last backup is and warns
// after two days; each admin write is in the activity trail. An archive holds the installation's
// secret only when the admin asks, sealed with a passphrase, and is its owner's only (decision 025).
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { restoreArchive } from "../../src/services/backups/restore";
import { createLocalStorage } from "../../src/storage";
import { HOUR, SAME_ORIGIN, send, sessionFor, withCookie } from "../support/auth";
import { signedInUser } from "../support/factories";
import { createTestApp } from "../support/test-app";

// 2026-06-01 01:00 in Chicago (06:00 UTC).
let now = Date.UTC(2026, 5, 1, 6, 0, 0);
const t = await createTestApp({ now: () => now, operations: { replicaUrl: "s3://replica-bucket/site.db" } });
const scratch = mkdtempSync(join(tmpdir(), "admin-backups-test-"));
afterAll(() => {
  t.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A fresh admin session at the test's time (the clock moves by days here). */
const admin = () => withCookie(sessionFor(t.services, 1).cookie);
const BACKUP_NAME = /^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar\.gz$/;
const WITH_SECRET_NAME = /^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-with-secret\.tar\.gz$/;

type Status = Awaited<ReturnType<typeof t.services.status.current>>;
type BackupJson = {
  id: string;
  name: string;
  location: string;
  size: number;
  createdAt: string;
  withSecret: boolean;
  downloadUrl: string;
};
type Listing = { backups: BackupJson[]; schedule: unknown; bucketAvailable: boolean; running: boolean };

const status = async () => (await (await send(t.app, "/api/admin/status", { headers: admin() })).json()) as Status;
const listing = async () => (await (await send(t.app, "/api/admin/backups", { headers: admin() })).json()) as Listing;
const write = (method: string, path: string, body?: unknown) =>
  send(t.app, path, {
    method,
    headers: { ...admin(), Origin: SAME_ORIGIN, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("who may", () => {
  test("nobody signed out, and no one but an admin, reads the status or the backups", async () => {
    expect((await send(t.app, "/api/admin/status")).status).toBe(401);
    expect((await send(t.app, "/api/admin/backups")).status).toBe(401);
    const { headers } = await signedInUser(t.services);
    expect((await send(t.app, "/api/admin/status", { headers })).status).toBe(403);
    expect(
      (await send(t.app, "/api/admin/backups", { headers: { ...headers, Origin: SAME_ORIGIN }, method: "POST" }))
        .status,
    ).toBe(403);
  });
});

describe("the status and Back up now", () => {
  test("before any backup: the status says so and warns", async () => {
    const s = await status();
    expect(s.version).toBe("0.1.0");
    expect(s.storage.files).toBe(18);
    expect(s.database.bytes).toBeGreaterThan(100_000);
    expect(s.outbox).toEqual({
      "contact.mail": 0,
      "lead.mail": 0,
      "digest.mail": 0,
      webhook: 0,
      "booking.mail": 0,
      "booking.calendar": 0,
      "cdn.purge": 0,
      "invitation.mail": 0,
    });
    expect(s.replication).toEqual({ configured: true, running: false });
    expect(s.backups).toMatchObject({ last: null, ageSeconds: null, stale: true, lastFailure: null, running: false });
  });

  test("a backup is made, listed, downloaded as a stream that restores, and audited", async () => {
    const res = await write("POST", "/api/admin/backups");
    expect(res.status).toBe(201);
    const body = (await res.json()) as { success: boolean; message: string; data: BackupJson };
    expect(body.success).toBe(true);
    expect(body.message).toBe("Backup made");
    expect(body.data.name).toBe("backup-2026-06-01T06-00-00-000Z.tar.gz");
    expect(body.data.location).toBe("local");
    expect(body.data.withSecret).toBe(false);
    expect((await listing()).backups).toEqual([body.data]);
    expect(statSync(join(t.dir, "backups", body.data.name)).mode & 0o777).toBe(0o600);

    now += HOUR;
    const s = await status();
    expect(s.backups.last?.name).toBe(body.data.name);
    expect(s.backups.ageSeconds).toBe(3600);
    expect(s.backups.stale).toBe(false);

    const download = await send(t.app, body.data.downloadUrl, { headers: admin() });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/gzip");
    expect(download.headers.get("content-disposition")).toContain(body.data.name);
    expect(Number(download.headers.get("content-length"))).toBe(body.data.size);
    const target = join(scratch, "restored");
    const restored = await restoreArchive({
      archive: download.body!,
      dataDir: target,
      storage: createLocalStorage(join(target, "uploads")),
    });
    expect(restored.manifest.counts).toMatchObject({ posts: 6, resources: 6, files: 18 });
    expect(restored.manifest.files.map((f) => f.path).filter((path) => path.startsWith("secret"))).toEqual([]);
    const db = new Database(join(target, "site.db"), { readonly: true });
    expect(db.query("SELECT count(*) AS n FROM blog_posts").get()).toEqual({ n: 6 });
    db.close();

    expect((await send(t.app, body.data.downloadUrl)).status).toBe(401);
    const trail = t.sqlite
      .query<{ action: string; target_id: string }, []>(
        "SELECT action, target_id FROM audit_log ORDER BY id DESC LIMIT 1",
      )
      .get();
    expect(trail).toEqual({ action: "POST /api/admin/backups", target_id: body.data.name });
  });

  test("after two days the status warns again", async () => {
    now += 48 * HOUR;
    const s = await status();
    expect(s.backups.ageSeconds).toBe(49 * 3600);
    expect(s.backups.stale).toBe(true);
  });

  test("a backup is deleted once; an unknown name is 404", async () => {
    const [made] = (await listing()).backups;
    expect((await write("DELETE", made!.downloadUrl)).status).toBe(200);
    expect((await listing()).backups).toEqual([]);
    expect((await write("DELETE", made!.downloadUrl)).status).toBe(404);
    expect((await send(t.app, "/api/admin/backups/local/../../site.db", { headers: admin() })).status).toBe(404);
    expect((await send(t.app, "/api/admin/backups/local/notes.txt", { headers: admin() })).status).toBe(400);
  });
});

describe("the schedule", () => {
  test("a bad schedule is refused field by field; the bucket only when STORAGE_URL names one", async () => {
    const bad = await write("PUT", "/api/admin/backups/schedule", {
      enabled: true,
      hour: 24,
      keep: 0,
      destination: "local",
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({
      hour: "Please choose an hour from 0 to 23",
      keep: "Keep at least 1 backup",
    });
    const bucket = await write("PUT", "/api/admin/backups/schedule", {
      enabled: true,
      hour: 3,
      keep: 2,
      destination: "bucket",
    });
    expect(bucket.status).toBe(400);
    expect(((await bucket.json()) as { message: string }).message).toBe(
      "Backups can be kept in the bucket only when STORAGE_URL names one.",
    );
  });

  test("runs once a day from its hour in the site's time zone and keeps the last N", async () => {
    const saved = await write("PUT", "/api/admin/backups/schedule", {
      enabled: true,
      hour: 3,
      keep: 2,
      destination: "local",
    });
    expect(saved.status).toBe(200);
    expect((await listing()).schedule).toEqual({ enabled: true, hour: 3, keep: 2, destination: "local" });

    // 2026-06-04 02:30 in Chicago (UTC-5): not yet.
    now = Date.UTC(2026, 5, 4, 7, 30);
    expect(await t.services.backups.runIfDue()).toBeNull();
    // 03:05: the day's backup; a minute later, nothing more that day.
    now = Date.UTC(2026, 5, 4, 8, 5);
    expect((await t.services.backups.runIfDue())?.name).toBe("backup-2026-06-04T08-05-00-000Z.tar.gz");
    now += 60_000;
    expect(await t.services.backups.runIfDue()).toBeNull();
    // The next two days: three backups made, the last two kept.
    for (const day of [5, 6]) {
      now = Date.UTC(2026, 5, day, 8, 5);
      expect(await t.services.backups.runIfDue()).not.toBeNull();
    }
    expect((await listing()).backups.map((b) => b.name)).toEqual([
      "backup-2026-06-06T08-05-00-000Z.tar.gz",
      "backup-2026-06-05T08-05-00-000Z.tar.gz",
    ]);
    const trail = t.sqlite
      .query<{ action: string; actor_id: number | null }, []>(
        "SELECT action, actor_id FROM audit_log ORDER BY id DESC LIMIT 1",
      )
      .get();
    expect(trail).toEqual({ action: "backup_scheduled", actor_id: null });
    for (const name of (await listing()).backups.map((b) => b.name)) expect(name).toMatch(BACKUP_NAME);
  });
});

test("one backup at a time: a second 'Back up now' while one runs is refused", async () => {
  const answers = await Promise.all([write("POST", "/api/admin/backups"), write("POST", "/api/admin/backups")]);
  expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
  const refused = answers.find((res) => res.status === 409)!;
  expect(((await refused.json()) as { message: string }).message).toBe(
    "A backup is already being made; please wait for it to finish.",
  );
});

describe("the installation's secret, when asked, sealed with a passphrase", () => {
  const passphrase = "sealed for the offsite copy";

  test("a passphrase shorter than 12 characters is refused on its field", async () => {
    const res = await write("POST", "/api/admin/backups", { includeSecret: true, passphrase: "short" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({
      passphrase: "Please enter a passphrase of at least 12 characters",
    });
  });

  test("the archive carries the secret: restored with the passphrase, the admin's authenticator app works; without it, it must be enrolled again", async () => {
    const started = t.services.twoFactor.startTotp({ id: 1, username: "admin" })!;
    const step = BigInt(Math.floor(now / 30_000));
    expect(
      t.services.twoFactor.confirmTotp(1, generateHOTP(decodeBase32IgnorePadding(started.secret), step, 6)).ok,
    ).toBe(true);

    // With a second factor on, only a session that passed it is the admin's.
    const signedIn = () => withCookie(`__Host-session=${t.services.sessions.create(1, { secondFactor: true }).token}`);
    const res = await send(t.app, "/api/admin/backups", {
      method: "POST",
      headers: { ...signedIn(), Origin: SAME_ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify({ includeSecret: true, passphrase }),
    });
    expect(res.status).toBe(201);
    const made = ((await res.json()) as { data: BackupJson }).data;
    expect(made.name).toMatch(WITH_SECRET_NAME);
    expect(made.withSecret).toBe(true);
    expect(statSync(join(t.dir, "backups", made.name)).mode & 0o777).toBe(0o600);

    const restoreAs = async (folder: string, options: { passphrase?: string; withoutSecret?: boolean }) => {
      const download = await send(t.app, made.downloadUrl, { headers: signedIn() });
      const target = join(scratch, folder);
      return restoreArchive({
        archive: download.body!,
        dataDir: target,
        storage: createLocalStorage(join(target, "uploads")),
        ...options,
      });
    };
    await expect(restoreAs("sealed-wrong", { passphrase: "not the passphrase" })).rejects.toThrow(
      "The passphrase does not open this backup's secret.",
    );
    expect(await restoreAs("sealed-right", { passphrase })).toMatchObject({ secret: "restored", totpUnreadable: [] });
    expect(await restoreAs("sealed-without", { withoutSecret: true })).toMatchObject({
      secret: "new",
      totpUnreadable: ["admin"],
    });
  }, 30_000);
});

// `site backup` and `site restore` on the real server process (docs/architecture.md#backups):
// a backup taken while several clients keep writing leads holds every lead acknowledged before it
// started, passes SQLite's integrity check and restores with every file's hash checked; a restore
// into a fresh folder serves the same pages and API answers as the original. An archive holds the
// installation's secret only sealed with a passphrase, is readable by its owner only, and a hostile
// one is refused with one sentence, the data folder untouched and the server still starting
// (decision 025).
import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { openDatabase } from "../../src/db/client";
import { deriveKey } from "../../src/services/secret";
import { createTwoFactorService, TOTP_KEYS_PURPOSE } from "../../src/services/two-factor";
import { repacked } from "../support/backup-archives";
import { leadEmailsIn, runSite } from "../support/site-command";
import { startServer } from "../support/startup-server";
import { waitFor } from "../support/wait";

const root = mkdtempSync(join(tmpdir(), "backup-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const site = (dataDir: string, ...args: string[]) => runSite(args, { dataDir });
const modeOf = (file: string) => statSync(file).mode & 0o777;

/** Every file under `folder` (unfinished writes aside) with its SHA-256. */
async function fileHashes(folder: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for await (const name of new Bun.Glob("**/*").scan({ cwd: folder, onlyFiles: true })) {
    const bytes = await Bun.file(join(folder, name)).arrayBuffer();
    hashes[name] = new Bun.CryptoHasher("sha256").update(bytes).digest("hex");
  }
  return hashes;
}

const leadEmails = (dataDir: string) => leadEmailsIn(join(dataDir, "site.db"));

const original = join(root, "original");
const underLoad = join(root, "under-load.tar.gz");

describe("site backup and site restore", () => {
  test("a backup taken while four clients write leads holds every lead acknowledged before it began", async () => {
    const server = startServer(original, { TRUST_PROXY: "true" });
    const base = await server.listening;
    expect(base).not.toBeNull();
    try {
      const list = (await (await fetch(`${base}/api/resources`)).json()) as { id: number }[];
      const resourceId = list[0]!.id;
      const acknowledged: { email: string; at: number }[] = [];
      let writing = true;
      const writer = async (client: number) => {
        for (let n = 0; writing && n < 80; n++) {
          const email = `lead-${client}-${n}@example.com`;
          const res = await fetch(`${base}/api/resources/${resourceId}/request`, {
            method: "POST",
            headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${client + 1}` },
            body: JSON.stringify({
              name: `Lead ${client} ${n}`,
              email,
              linkedinUrl: `https://www.linkedin.com/in/lead-${client}-${n}`,
            }),
          });
          expect(res.status).toBe(200);
          acknowledged.push({ email, at: performance.now() });
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      // The backup starts once the writers are under way, and they go on while it runs.
      await waitFor(() => acknowledged.length >= 20, "the writers' first 20 leads");
      const startedAt = performance.now();
      const backup = await site(original, "backup", "--out", underLoad);
      writing = false;
      await Promise.all(writers);
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain(`Backup written to ${underLoad}`);
      const before = acknowledged.filter((a) => a.at < startedAt).map((a) => a.email);
      expect(before.length).toBeGreaterThanOrEqual(20);

      const restored = join(root, "restored-under-load");
      const restore = await site(restored, "restore", underLoad);
      expect(restore.stderr).toBe("");
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain("every hash checked");
      const db = new Database(join(restored, "site.db"), { readonly: true });
      expect(db.query("PRAGMA integrity_check").all()).toEqual([{ integrity_check: "ok" }]);
      db.close();
      const emails = leadEmails(restored);
      for (const email of before) expect(emails.has(email)).toBe(true);
      // Every stored file came along, byte for byte (the writers add none).
      const stored = await fileHashes(join(original, "uploads"));
      expect(Object.keys(stored).length).toBeGreaterThanOrEqual(12);
      expect(await fileHashes(join(restored, "uploads"))).toEqual(stored);
    } finally {
      await server.stop();
    }
  }, 60_000);

  test("a restore into a fresh folder serves the same pages and API answers", async () => {
    const archive = join(root, "quiet.tar.gz");
    expect((await site(original, "backup", "--out", archive)).code).toBe(0);
    const copy = join(root, "restored-quiet");
    expect((await site(copy, "restore", archive)).code).toBe(0);

    const servers = [startServer(original), startServer(copy)];
    try {
      const [a, b] = await Promise.all(servers.map((s) => s.listening));
      for (const path of [
        "/",
        "/blog",
        "/resources",
        "/api/blog",
        "/api/resources",
        "/uploads/seed/prd-guidelines.webp",
      ]) {
        const [left, right] = await Promise.all([fetch(`${a}${path}`), fetch(`${b}${path}`)]);
        expect(right.status).toBe(200);
        // The pages name their own address (SITE_URL defaults to the port), so that is taken out.
        const strip = async (res: Response) => (await res.text()).replaceAll(a!, "SITE").replaceAll(b!, "SITE");
        expect(await strip(right)).toBe(await strip(left));
      }
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  }, 60_000);

  test("a restore refuses a non-empty folder, and with --force moves what it held aside", async () => {
    const target = join(root, "occupied");
    const archive = join(root, "quiet.tar.gz");
    expect((await site(target, "restore", archive)).code).toBe(0);
    writeFileSync(join(target, "note.txt"), "kept");
    const refused = await site(target, "restore", archive);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The data folder ${target} is not empty`);
    const forced = await site(target, "restore", archive, "--force");
    expect(forced.code).toBe(0);
    const aside = readdirSync(target).find((name) => name.startsWith("before-restore-"))!;
    // The archive carried no secret and the folder had none: the server would make one at its start.
    expect(readdirSync(join(target, aside)).sort()).toEqual(["note.txt", "site.db", "uploads"]);
    expect(existsSync(join(target, "note.txt"))).toBe(false);
  }, 60_000);

  test("a backup carries no secret and is its owner's only; a restore keeps the folder's secret and names who must enrol again", async () => {
    // The seeded admin turns on an authenticator app on the original site.
    const { sqlite, db } = openDatabase(join(original, "site.db"));
    const admin = sqlite
      .query<{ id: number; username: string }, []>("SELECT id, username FROM users WHERE role = 'admin'")
      .get()!;
    const secret = new Uint8Array(readFileSync(join(original, "secret.key")));
    const twoFactor = createTwoFactorService({
      db,
      now: Date.now,
      issuer: () => "Test",
      storageKey: deriveKey(secret, TOTP_KEYS_PURPOSE),
    });
    const started = twoFactor.startTotp(admin)!;
    const code = generateHOTP(decodeBase32IgnorePadding(started.secret), BigInt(Math.floor(Date.now() / 30_000)), 6);
    expect(twoFactor.confirmTotp(admin.id, code).ok).toBe(true);
    sqlite.close();

    const archive = join(root, "no-secret.tar.gz");
    const backup = await site(original, "backup", "--out", archive);
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain("It does not carry the installation's secret");
    expect(modeOf(archive)).toBe(0o600);
    const listed = Bun.spawnSync(["tar", "tzf", archive]).stdout.toString().split("\n");
    expect(listed).toContain("site.db");
    expect(listed.filter((name) => name.startsWith("secret"))).toEqual([]);

    const elsewhere = join(root, "elsewhere");
    mkdirSync(elsewhere);
    const own = crypto.getRandomValues(new Uint8Array(32));
    writeFileSync(join(elsewhere, "secret.key"), own, { mode: 0o600 });
    const restore = await site(elsewhere, "restore", archive, "--force");
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(
      "The backup does not carry the installation's secret: this site keeps its own, so download and preview links made by the backed-up site no longer work.",
    );
    expect(restore.stdout).toContain(
      `1 account's authenticator app was enrolled under the backed-up site's secret and cannot be used here (${admin.username}): each signs in with a recovery code or a passkey, or is reset with \`site reset-password <username> --reset-2fa\`, and enrols again.`,
    );
    expect(new Uint8Array(readFileSync(join(elsewhere, "secret.key")))).toEqual(own);
    expect(modeOf(join(elsewhere, "site.db"))).toBe(0o600);
    expect(modeOf(join(elsewhere, "secret.key"))).toBe(0o600);
  }, 60_000);

  test("--with-secret seals the secret with the passphrase from standard input; restore opens it with that one only", async () => {
    const archive = join(root, "with-secret.tar.gz");
    const passphrase = "a passphrase kept apart from the archive";
    const backup = await runSite(["backup", "--out", archive, "--with-secret"], {
      dataDir: original,
      stdin: `${passphrase}\n`,
    });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(modeOf(archive)).toBe(0o600);
    expect(Bun.spawnSync(["tar", "tzf", archive]).stdout.toString()).toContain("secret.key.sealed\n");

    const short = await runSite(["backup", "--out", join(root, "short.tar.gz"), "--with-secret"], {
      dataDir: original,
      stdin: "too short\n",
    });
    expect(short).toMatchObject({
      code: 1,
      stderr: "The passphrase (read from standard input) must be at least 12 characters.\n",
    });

    const target = join(root, "sealed-restore");
    const wrong = await runSite(["restore", archive, "--passphrase-stdin"], {
      dataDir: target,
      stdin: "not the passphrase at all\n",
    });
    expect(wrong).toMatchObject({
      code: 1,
      stdout: "",
      stderr: "The passphrase does not open this backup's secret.\n",
    });
    expect(readdirSync(target)).toEqual([]);

    const right = await runSite(["restore", archive, "--passphrase-stdin"], {
      dataDir: target,
      stdin: `${passphrase}\n`,
    });
    expect(right.stderr).toBe("");
    expect(right.code).toBe(0);
    expect(right.stdout).toContain("The installation's secret was restored from the backup");
    expect(right.stdout).not.toContain("authenticator app");
    expect(readFileSync(join(target, "secret.key"))).toEqual(readFileSync(join(original, "secret.key")));
    expect(modeOf(join(target, "secret.key"))).toBe(0o600);
  }, 60_000);

  test("a hostile archive is refused with one sentence, nothing is moved, and the server still starts", async () => {
    const target = join(root, "restored-quiet");
    const before = readdirSync(target).sort();
    const liveDb = readFileSync(join(target, "site.db"));
    const hostile = join(root, "hostile.tar.gz");
    await Bun.write(
      hostile,
      new Response(
        await repacked(Bun.file(join(root, "quiet.tar.gz")).stream(), (files) => {
          files.set("site.db", new TextEncoder().encode("junk, with a manifest that agrees"));
        }),
      ),
    );
    const refused = await site(target, "restore", hostile, "--force");
    expect(refused).toMatchObject({ code: 1, stdout: "", stderr: "The archive's site.db is not a SQLite database.\n" });
    expect(readdirSync(target).sort()).toEqual(before);
    expect(readFileSync(join(target, "site.db"))).toEqual(liveDb);

    const server = startServer(target);
    try {
      const base = await server.listening;
      expect(base).not.toBeNull();
      expect((await fetch(`${base}/api/blog`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 60_000);
});

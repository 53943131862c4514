// `site backup` and `site restore` on the real server process (docs/architecture.md#backups):
// a backup taken while several clients keep writing leads holds every lead acknowledged before it
// started, passes SQLite's integrity check and restores with every file's hash checked; a restore
// into a fresh folder serves the same pages and API answers as the original.
import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { leadEmailsIn, runSite } from "../support/site-command";
import { startServer } from "../support/startup-server";
import { waitFor } from "../support/wait";

const root = mkdtempSync(join(tmpdir(), "backup-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const site = (dataDir: string, ...args: string[]) => runSite(args, { dataDir });

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
        "/uploads/seed/prd-guidelines.svg",
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
    expect(readdirSync(join(target, aside)).sort()).toEqual(["note.txt", "secret.key", "site.db", "uploads"]);
    expect(existsSync(join(target, "note.txt"))).toBe(false);
  }, 60_000);
});

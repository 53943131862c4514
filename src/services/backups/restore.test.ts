// A restore takes an archive as untrusted input (decision 025): real archives made by the real
// backup code from real data folders, then altered as an attacker would (a database with a trigger,
// a view or a table of its own, a non-SQLite site.db, an oversize manifest), each refused with one
// sentence before anything in the data folder is moved; the sealed secret opens with its passphrase
// only; a failure while files are put in place rolls back; files land readable by their owner only;
// and the accounts whose authenticator app cannot be opened under the secret in force are named.
import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { openDatabase } from "../../db/client";
import { migrate } from "../../db/migrate";
import { createLocalStorage } from "../../storage";
import { deriveKey } from "../secret";
import { createTwoFactorService, TOTP_KEYS_PURPOSE } from "../two-factor";
import { BACKUP_FORMAT, createBackupArchive } from "./archive";
import { MAX_MANIFEST_BYTES, RestoreError, restoreArchive } from "./restore";
import { readTarGz } from "./tar";
import { entriesOf, packed, repacked } from "../../../tests/support/backup-archives";

const root = mkdtempSync(join(tmpdir(), "restore-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let folders = 0;
/** A data folder as the server leaves it: a migrated database with one admin, its secret, one private file. */
async function dataFolder(alter?: (sqlite: ReturnType<typeof openDatabase>["sqlite"]) => void) {
  const dir = join(root, `source-${++folders}`);
  mkdirSync(dir);
  const { sqlite } = openDatabase(join(dir, "site.db"));
  migrate(sqlite);
  sqlite
    .query("INSERT INTO users (username, password_hash, role, created_at, updated_at) VALUES (?, 'x', 'admin', 0, 0)")
    .run("owner");
  alter?.(sqlite);
  sqlite.close();
  const secret = crypto.getRandomValues(new Uint8Array(32));
  writeFileSync(join(dir, "secret.key"), secret, { mode: 0o600 });
  const storage = createLocalStorage(join(dir, "uploads"));
  await storage.put("private/resources/guide.pdf", "%PDF guide");
  return { dir, storage, secret };
}

/** The archive of a data folder, written by the real backup code. */
function archiveOf(source: Awaited<ReturnType<typeof dataFolder>>, secretPassphrase?: string) {
  return createBackupArchive({
    databaseFile: join(source.dir, "site.db"),
    dataDir: source.dir,
    storage: source.storage,
    version: "0.1.0",
    includeSecret: secretPassphrase === undefined ? undefined : { secret: source.secret, passphrase: secretPassphrase },
  }).stream;
}

/** A live data folder to restore over (with force): every file and its bytes, to prove nothing moved. */
function liveFolder() {
  const dir = join(root, `live-${++folders}`);
  mkdirSync(join(dir, "uploads"), { recursive: true });
  writeFileSync(join(dir, "site.db"), "the live database");
  writeFileSync(join(dir, "secret.key"), new Uint8Array(32).fill(7), { mode: 0o600 });
  writeFileSync(join(dir, "uploads", "kept.txt"), "a live upload");
  return dir;
}

function contents(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const path = join(dir, name);
    found[name] = statSync(path).isDirectory() ? "(folder)" : readFileSync(path, "hex");
  }
  return found;
}

/** Restores over a live folder with force; expects the one sentence and the folder untouched. */
async function expectRefusedAndNothingMoved(archive: ReadableStream<Uint8Array>, sentence: string) {
  const target = liveFolder();
  const before = contents(target);
  const refused = restoreArchive({
    archive,
    dataDir: target,
    storage: createLocalStorage(join(target, "uploads")),
    force: true,
  });
  await expect(refused).rejects.toThrow(RestoreError);
  await expect(refused).rejects.toThrow(sentence);
  expect(contents(target)).toEqual(before);
}

describe("the archive's database is checked before anything is moved", () => {
  test("a site.db that is not SQLite, with a matching manifest, is refused", async () => {
    const archive = await repacked(archiveOf(await dataFolder()), (files) => {
      files.set("site.db", new TextEncoder().encode("not a database at all, but the manifest agrees"));
    });
    await expectRefusedAndNothingMoved(archive, "The archive's site.db is not a SQLite database.");
  });

  test("a database carrying a trigger is refused", async () => {
    const source = await dataFolder((sqlite) =>
      sqlite.exec(
        "CREATE TRIGGER promote_on_sign_in AFTER INSERT ON sessions BEGIN UPDATE users SET role = 'admin' WHERE id = NEW.user_id; END",
      ),
    );
    await expectRefusedAndNothingMoved(
      archiveOf(source),
      `The archive's site.db is not one this site makes: it has a trigger "promote_on_sign_in" that the site's migrations do not make.`,
    );
  });

  test.each([
    ["view", "admins", "CREATE VIEW admins AS SELECT * FROM users"],
    ["table", "stash", "CREATE TABLE stash (payload TEXT)"],
    ["index", "by_role", "CREATE INDEX by_role ON users (role)"],
  ])("a database carrying a %s of its own is refused", async (type, name, statement) => {
    const source = await dataFolder((sqlite) => sqlite.exec(statement));
    await expectRefusedAndNothingMoved(
      archiveOf(source),
      `The archive's site.db is not one this site makes: it has a ${type} "${name}" that the site's migrations do not make.`,
    );
  });

  test("a database whose table was changed is refused", async () => {
    const source = await dataFolder((sqlite) => sqlite.exec("ALTER TABLE users ADD COLUMN note TEXT"));
    await expectRefusedAndNothingMoved(
      archiveOf(source),
      `The archive's site.db is not one this site makes: its table "users" is not the one the site's migrations make.`,
    );
  });
});

test("a manifest larger than the cap is refused without reading it whole", async () => {
  // The real archive's entries, then a manifest one byte over the cap (padding inside a JSON string).
  const files = await entriesOf(archiveOf(await dataFolder()));
  const head = `{"format":"${BACKUP_FORMAT}","padding":"`;
  const huge = new TextEncoder().encode(`${head}${"x".repeat(MAX_MANIFEST_BYTES - head.length - 1)}"}`);
  expect(huge.length).toBe(MAX_MANIFEST_BYTES + 1);
  files.set("manifest.json", huge);
  await expectRefusedAndNothingMoved(
    packed(files),
    "The archive's manifest is larger than 32 MB: this is not a backup of this site.",
  );
});

describe("the installation's secret", () => {
  test("an archive holds no secret unless asked, and the site keeps its own on restore", async () => {
    const source = await dataFolder();
    const names: string[] = [];
    await readTarGz(archiveOf(source), async (name) => void names.push(name));
    expect(names).toEqual(["site.db", "uploads/private/resources/guide.pdf", "manifest.json"]);

    const target = liveFolder();
    const own = readFileSync(join(target, "secret.key"));
    const restored = await restoreArchive({
      archive: archiveOf(source),
      dataDir: target,
      storage: createLocalStorage(join(target, "uploads")),
      force: true,
    });
    expect(restored.secret).toBe("kept");
    expect(readFileSync(join(target, "secret.key"))).toEqual(own);
    for (const file of ["secret.key", "site.db", "uploads/private/resources/guide.pdf"]) {
      expect(statSync(join(target, file)).mode & 0o777).toBe(0o600);
    }
  });

  test("a sealed secret restores with its passphrase, and is refused with a wrong one or none", async () => {
    const source = await dataFolder();
    const passphrase = "correct horse battery staple";
    // Written once (sealing takes a second of scrypt on purpose), read by each restore.
    const file = join(root, "sealed.tar.gz");
    await Bun.write(file, new Response(archiveOf(source, passphrase)));
    const names: string[] = [];
    await readTarGz(Bun.file(file).stream(), async (name, body) => {
      names.push(name);
      // Sealed: the secret's bytes appear nowhere in the entry.
      const bytes = Buffer.from(await new Response(body).arrayBuffer());
      if (name === "secret.key.sealed") expect(bytes.includes(Buffer.from(source.secret))).toBe(false);
    });
    expect(names).toContain("secret.key.sealed");
    expect(names).not.toContain("secret.key");

    const refusedWith = async (given: string | undefined, sentence: string, secretKey?: Uint8Array) => {
      const target = liveFolder();
      const before = contents(target);
      const refused = restoreArchive({
        archive: Bun.file(file).stream(),
        dataDir: target,
        storage: createLocalStorage(join(target, "uploads")),
        force: true,
        passphrase: given,
        secretKey,
      });
      await expect(refused).rejects.toThrow(sentence);
      expect(contents(target)).toEqual(before);
    };
    await refusedWith("the wrong passphrase", "The passphrase does not open this backup's secret.");
    await refusedWith(
      undefined,
      "This backup carries the installation's secret sealed with a passphrase: give the passphrase (--passphrase-stdin), or restore without the secret (--without-secret).",
    );

    // SECRET_KEY names another secret: the server would refuse to start with the archive's.
    await refusedWith(
      passphrase,
      "This backup carries another secret than SECRET_KEY: unset SECRET_KEY, or restore without the secret (--without-secret).",
      new Uint8Array(32).fill(9),
    );

    const target = join(root, "sealed-target");
    const restored = await restoreArchive({
      archive: Bun.file(file).stream(),
      dataDir: target,
      storage: createLocalStorage(join(target, "uploads")),
      passphrase,
    });
    expect(restored.secret).toBe("restored");
    expect(new Uint8Array(readFileSync(join(target, "secret.key")))).toEqual(source.secret);
    expect(statSync(join(target, "secret.key")).mode & 0o777).toBe(0o600);

    // Without the secret, as an operator who lost the passphrase would: the folder's own is kept.
    const elsewhere = liveFolder();
    const own = readFileSync(join(elsewhere, "secret.key"));
    const without = await restoreArchive({
      archive: Bun.file(file).stream(),
      dataDir: elsewhere,
      storage: createLocalStorage(join(elsewhere, "uploads")),
      force: true,
      withoutSecret: true,
    });
    expect(without.secret).toBe("kept");
    expect(readFileSync(join(elsewhere, "secret.key"))).toEqual(own);
  }, 60_000);

  test("the accounts whose authenticator app the secret in force cannot open are named", async () => {
    const source = await dataFolder();
    const { sqlite, db } = openDatabase(join(source.dir, "site.db"));
    const twoFactor = createTwoFactorService({
      db,
      now: Date.now,
      issuer: () => "Test",
      storageKey: deriveKey(source.secret, TOTP_KEYS_PURPOSE),
    });
    const started = twoFactor.startTotp({ id: 1, username: "owner" })!;
    const code = generateHOTP(decodeBase32IgnorePadding(started.secret), BigInt(Math.floor(Date.now() / 30_000)), 6);
    expect(twoFactor.confirmTotp(1, code).ok).toBe(true);
    sqlite.close();

    // Another installation's secret: the owner must enrol again.
    const elsewhere = liveFolder();
    const moved = await restoreArchive({
      archive: archiveOf(source),
      dataDir: elsewhere,
      storage: createLocalStorage(join(elsewhere, "uploads")),
      force: true,
    });
    expect(moved.totpUnreadable).toEqual(["owner"]);
    // A fresh folder: the server will make a new secret, which opens nothing either.
    const fresh = join(root, "totp-fresh");
    const made = await restoreArchive({
      archive: archiveOf(source),
      dataDir: fresh,
      storage: createLocalStorage(join(fresh, "uploads")),
    });
    expect(made).toMatchObject({ secret: "new", totpUnreadable: ["owner"] });
    // The same installation restoring its own backup: nothing to do.
    const same = liveFolder();
    writeFileSync(join(same, "secret.key"), source.secret);
    const home = await restoreArchive({
      archive: archiveOf(source),
      dataDir: same,
      storage: createLocalStorage(join(same, "uploads")),
      force: true,
    });
    expect(home).toMatchObject({ secret: "kept", totpUnreadable: [] });
  });
});

test("a failure while the files are put in place moves everything back", async () => {
  const source = await dataFolder();
  const target = liveFolder();
  const before = contents(target);
  // The bucket stand-in is a real folder whose path runs through a file: every put fails.
  writeFileSync(join(root, "not-a-folder"), "");
  const refused = restoreArchive({
    archive: archiveOf(source),
    dataDir: target,
    storage: createLocalStorage(join(root, "not-a-folder", "uploads")),
    force: true,
  });
  await expect(refused).rejects.toThrow(
    /^The restore failed while putting files in place, and the data folder is as it was: .+\.$/,
  );
  expect(contents(target)).toEqual(before);
});

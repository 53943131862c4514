import { afterEach, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deriveKey } from "../services/secret";
import { loadSecretKey } from "./secret-key";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = mkdtempSync(join(tmpdir(), "secret-key-")));

test("the first start makes 32 random bytes in DATA_DIR/secret.key, readable by the server's user only", async () => {
  fresh();
  const key = await loadSecretKey(dir);
  expect(key).toHaveLength(32);
  const file = join(dir, "secret.key");
  expect([...readFileSync(file)]).toEqual([...key]);
  expect(statSync(file).mode & 0o777).toBe(0o600);
});

test("later starts read the same key", async () => {
  fresh();
  const first = await loadSecretKey(dir);
  expect(await loadSecretKey(dir)).toEqual(first);
});

test("two servers starting at once end up with one key", async () => {
  fresh();
  const keys = await Promise.all([loadSecretKey(dir), loadSecretKey(dir), loadSecretKey(dir)]);
  expect(keys[1]).toEqual(keys[0]!);
  expect(keys[2]).toEqual(keys[0]!);
});

test("a file that is not a key stops the start with a sentence saying what to do", async () => {
  fresh();
  writeFileSync(join(dir, "secret.key"), "too short");
  await expect(loadSecretKey(dir)).rejects.toThrow(/does not hold a 32-byte key; remove it to have a new one made/);
});

test("each purpose gets its own key", () => {
  const secret = new Uint8Array(32).fill(3);
  expect(deriveKey(secret, "contact-form-stamp")).toHaveLength(32);
  expect(deriveKey(secret, "contact-form-stamp")).toEqual(deriveKey(secret, "contact-form-stamp"));
  expect(deriveKey(secret, "contact-form-stamp")).not.toEqual(deriveKey(secret, "contact-ip"));
  expect(deriveKey(new Uint8Array(32).fill(4), "contact-ip")).not.toEqual(deriveKey(secret, "contact-ip"));
});

test("SECRET_KEY's bytes become the folder's key when it has none, and are checked against one it has", async () => {
  fresh();
  const given = new Uint8Array(32).fill(9);
  expect([...(await loadSecretKey(dir, given))]).toEqual(new Array(32).fill(9));
  expect([...readFileSync(join(dir, "secret.key"))]).toEqual(new Array(32).fill(9));
  // The same secret again: a restart, or a replaced container whose disk was emptied.
  expect([...(await loadSecretKey(dir, given))]).toEqual(new Array(32).fill(9));
  await expect(loadSecretKey(dir, new Uint8Array(32).fill(8))).rejects.toThrow(
    /secret\.key holds another key than SECRET_KEY; remove the file or SECRET_KEY/,
  );
});

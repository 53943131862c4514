import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadDownloadSigningKey } from "./download-key";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "download-key-"));
  dirs.push(dir);
  return dir;
}

describe("loadDownloadSigningKey", () => {
  test("the first start creates a 32-byte key readable by the owner only; later starts read the same", async () => {
    const dir = freshDir();
    const first = await loadDownloadSigningKey(dir);
    expect(first).toHaveLength(32);
    const path = join(dir, "download-signing.key");
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, "utf8")).toMatch(/^[0-9a-f]{64}\n$/);
    expect(await loadDownloadSigningKey(dir)).toEqual(first);
    // No temporary file is left behind.
    expect(readdirSync(dir)).toEqual(["download-signing.key"]);
  });

  test("servers starting at once agree on one key", async () => {
    const dir = freshDir();
    const keys = await Promise.all(Array.from({ length: 8 }, () => loadDownloadSigningKey(dir)));
    for (const key of keys) expect(key).toEqual(keys[0]!);
    expect(readdirSync(dir)).toEqual(["download-signing.key"]);
  });

  test("a key from the setting is used as it is and nothing is written", async () => {
    const dir = freshDir();
    const key = await loadDownloadSigningKey(dir, "an-operator-chosen-secret-of-40-characters");
    expect(new TextDecoder().decode(key)).toBe("an-operator-chosen-secret-of-40-characters");
    expect(readdirSync(dir)).toEqual([]);
  });

  test("a damaged key file stops the start with a sentence saying what to do", async () => {
    const dir = freshDir();
    writeFileSync(join(dir, "download-signing.key"), "not a key\n");
    await expect(loadDownloadSigningKey(dir)).rejects.toThrow("delete it to have a new one made");
  });
});

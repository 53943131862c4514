import { describe, expect, test } from "bun:test";
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tempFolders } from "../../../tests/support/temp-folders";
import { cacheKeyOf, createImageCache } from "./image-cache";

const newFolder = tempFolders("image-cache-");
const cacheFolder = () => join(newFolder(), "cache", "images");

const filled = (size: number, byte: number) => new Uint8Array(size).fill(byte);

function clock(start: number) {
  let t = start;
  return { now: () => t, set: (value: number) => (t = value) };
}

describe("image cache", () => {
  test("an entry is a file named by the SHA-256 of its URL, in a folder for the server's user only", async () => {
    const dir = cacheFolder();
    const cache = createImageCache({ dir, maxBytes: 1000 });
    expect(await cache.get("https://cdn.example.com/a.png")).toBeNull();
    await cache.put("https://cdn.example.com/a.png", filled(10, 7));

    expect(cacheKeyOf("https://cdn.example.com/a.png")).toBe(
      "6155f67efa620e76fd5fb2c42f3676aec9cba0ee554f6ad1f33773ff1d26f587",
    );
    expect(readdirSync(dir)).toEqual(["6155f67efa620e76fd5fb2c42f3676aec9cba0ee554f6ad1f33773ff1d26f587"]);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, readdirSync(dir)[0]!)).mode & 0o777).toBe(0o600);
    expect(await cache.get("https://cdn.example.com/a.png")).toEqual(filled(10, 7));
    expect(await cache.get("https://cdn.example.com/A.png")).toBeNull();
  });

  test("a folder that exists with a looser mode is closed to other users", async () => {
    const dir = cacheFolder();
    mkdirSync(dir, { recursive: true, mode: 0o755 });
    await createImageCache({ dir, maxBytes: 1000 }).get("https://cdn.example.com/a.png");
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  test("over the cap, the least recently used entry goes first", async () => {
    const dir = cacheFolder();
    const cache = createImageCache({ dir, maxBytes: 250 });
    await cache.put("https://a.example/1.png", filled(100, 1));
    await cache.put("https://a.example/2.png", filled(100, 2));
    // Using the first makes the second the least recently used.
    expect(await cache.get("https://a.example/1.png")).toEqual(filled(100, 1));
    await cache.put("https://a.example/3.png", filled(100, 3));

    expect(await cache.get("https://a.example/2.png")).toBeNull();
    expect(await cache.get("https://a.example/1.png")).toEqual(filled(100, 1));
    expect(await cache.get("https://a.example/3.png")).toEqual(filled(100, 3));
    expect(readdirSync(dir)).toHaveLength(2);
  });

  test("an entry larger than the whole cap is not stored", async () => {
    const dir = cacheFolder();
    const cache = createImageCache({ dir, maxBytes: 50 });
    await cache.put("https://a.example/big.png", filled(51, 1));
    expect(await cache.get("https://a.example/big.png")).toBeNull();
    expect(readdirSync(dir)).toEqual([]);
  });

  test("storing a URL again replaces its entry and counts it once", async () => {
    const dir = cacheFolder();
    const cache = createImageCache({ dir, maxBytes: 250 });
    await cache.put("https://a.example/1.png", filled(100, 1));
    await cache.put("https://a.example/1.png", filled(100, 9));
    await cache.put("https://a.example/2.png", filled(100, 2));
    expect(await cache.get("https://a.example/1.png")).toEqual(filled(100, 9));
    expect(await cache.get("https://a.example/2.png")).toEqual(filled(100, 2));
  });

  test("after a restart the entries and their order of use are read back from the folder", async () => {
    const dir = cacheFolder();
    const time = clock(1_700_000_000_000);
    const before = createImageCache({ dir, maxBytes: 1000, now: time.now });
    await before.put("https://a.example/1.png", filled(100, 1));
    time.set(1_700_000_100_000);
    await before.put("https://a.example/2.png", filled(100, 2));
    time.set(1_700_000_200_000);
    await before.get("https://a.example/1.png"); // now 2 is the least recently used

    // A write killed half-way leaves its temporary file; the scan removes it. Other names stay.
    writeFileSync(join(dir, ".0123.partial"), "half");
    writeFileSync(join(dir, "notes.txt"), "not an entry");
    mkdirSync(join(dir, "a".repeat(64)));

    const after = createImageCache({ dir, maxBytes: 250, now: time.now });
    await after.put("https://a.example/3.png", filled(100, 3));
    expect(await after.get("https://a.example/2.png")).toBeNull();
    expect(await after.get("https://a.example/1.png")).toEqual(filled(100, 1));
    expect(await after.get("https://a.example/3.png")).toEqual(filled(100, 3));
    expect(readdirSync(dir).sort()).toEqual(
      [
        cacheKeyOf("https://a.example/1.png"),
        cacheKeyOf("https://a.example/3.png"),
        "a".repeat(64),
        "notes.txt",
      ].sort(),
    );
  });

  test("a file removed behind the cache's back is a miss, not an error", async () => {
    const dir = cacheFolder();
    const cache = createImageCache({ dir, maxBytes: 1000 });
    await cache.put("https://a.example/1.png", filled(10, 1));
    rmSync(join(dir, cacheKeyOf("https://a.example/1.png")));
    expect(await cache.get("https://a.example/1.png")).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ImageOrigin, PNG_BYTES, startImageOrigin } from "../../../tests/support/image-origin";
import { createImageProxy } from ".";

let origin: ImageOrigin;
let root: string;
beforeAll(async () => {
  origin = await startImageOrigin();
  root = mkdtempSync(join(tmpdir(), "image-proxy-"));
});
afterAll(async () => {
  await origin.stop();
  rmSync(root, { recursive: true, force: true });
});

const loopback = () => ({ allowLoopback: true, allowedPorts: [origin.port] });

describe("createImageProxy", () => {
  test("concurrent requests for one image share one fetch, and later ones are served from the cache", async () => {
    const proxy = createImageProxy({ ...loopback(), cacheDir: join(root, "shared") });
    const url = `http://127.0.0.1:${origin.port}/cover.png?shared`;
    const before = origin.hits("/cover.png");
    const images = await Promise.all([proxy.load(url), proxy.load(url), proxy.load(url)]);
    expect(images.map((image) => [image.type, image.fromCache])).toEqual([
      ["image/png", false],
      ["image/png", false],
      ["image/png", false],
    ]);
    expect(origin.hits("/cover.png")).toBe(before + 1);

    const again = await proxy.load(url);
    expect([again.type, again.fromCache]).toEqual(["image/png", true]);
    expect(again.bytes).toEqual(PNG_BYTES);
    expect(origin.hits("/cover.png")).toBe(before + 1);
  });

  test("a cache folder that cannot be used costs a refetch, not the answer", async () => {
    const blocked = join(root, "a-file");
    writeFileSync(blocked, "not a folder");
    const proxy = createImageProxy({ ...loopback(), cacheDir: join(blocked, "images") });
    const url = `http://127.0.0.1:${origin.port}/cover.png?blocked`;
    const before = origin.hits("/cover.png");
    expect((await proxy.load(url)).bytes).toEqual(PNG_BYTES);
    expect((await proxy.load(url)).bytes).toEqual(PNG_BYTES);
    expect(origin.hits("/cover.png")).toBe(before + 2);
  });

  test("without a cache folder every load fetches", async () => {
    const proxy = createImageProxy(loopback());
    const url = `http://127.0.0.1:${origin.port}/cover.png?uncached`;
    const before = origin.hits("/cover.png");
    await proxy.load(url);
    expect((await proxy.load(url)).fromCache).toBe(false);
    expect(origin.hits("/cover.png")).toBe(before + 2);
  });

  test("a failed fetch is not remembered: the next request tries again", async () => {
    const proxy = createImageProxy({ ...loopback(), cacheDir: join(root, "failures") });
    const url = `http://127.0.0.1:${origin.port}/missing.png`;
    const before = origin.hits("/missing.png");
    await expect(proxy.load(url)).rejects.toMatchObject({ status: 404 });
    await expect(proxy.load(url)).rejects.toMatchObject({ status: 404 });
    expect(origin.hits("/missing.png")).toBe(before + 2);
  });
});

// A 50 MB download from the real server process (`bun src/server/index.ts`, production mode) is
// streamed, not buffered: the server's resident memory, sampled from /proc while the file is read,
// grows by less than 10 MB (docs/architecture.md#performance). The same run checks, over a real socket, what the
// in-process tests cannot: HEAD keeps the file's Content-Length, a Range is answered 206 by Bun's
// server, and a link still works after a restart (its key comes from DATA_DIR, not from memory).
import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../src/db/client";
import { createServices } from "../../src/services";
import { createLocalStorage, privateFileUrl } from "../../src/storage";
import { listeningUrl, rssOf, spawnProductionServer } from "../support/startup-server";
import { variedChunk } from "../support/varied-bytes";

const FILE_BYTES = 50 * 1024 * 1024;
const MAX_GROWTH_BYTES = 10 * 1024 * 1024;
const TIMEOUT_MS = 60_000;

const parent = mkdtempSync(join(tmpdir(), "site-download-memory-"));
const dataDir = join(parent, "data");
const spawnServer = () => spawnProductionServer(dataDir, "memory-test-password");
let child = spawnServer();
afterAll(async () => {
  child.kill("SIGTERM");
  await child.exited;
  rmSync(parent, { recursive: true, force: true });
});

/** Writes FILE_BYTES of varied bytes to private storage without holding them; returns their SHA-256. */
async function writeBigFile(key: string): Promise<string> {
  const storage = createLocalStorage(join(dataDir, "uploads"));
  const hasher = new Bun.CryptoHasher("sha256");
  const chunk = 1024 * 1024;
  let written = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (written >= FILE_BYTES) return controller.close();
      const bytes = variedChunk(written, chunk);
      hasher.update(bytes);
      written += chunk;
      controller.enqueue(bytes);
    },
  });
  expect(await storage.put(key, stream)).toBe(FILE_BYTES);
  return hasher.digest("hex");
}

test(
  "a 50 MB download keeps the server's memory growth under 10 MB",
  async () => {
    const base = await listeningUrl(child);

    // A 50 MB resource, added beside the running server as an admin's upload would be.
    const key = "private/uploads/fifty-megabytes.bin";
    const expectedHash = await writeBigFile(key);
    const { sqlite, db } = openDatabase(join(dataDir, "site.db"));
    const services = createServices({ db, storage: createLocalStorage(join(dataDir, "uploads")) });
    const resource = services.resources.create({
      title: "Fifty Megabyte Archive",
      slug: "fifty-megabyte-archive",
      description: "A large file for the memory check.",
      category: "Tools",
      fileUrl: privateFileUrl(key),
      fileName: "Fifty-Megabytes.zip",
      fileSize: "50 MB",
      fileType: "ZIP",
      coverImage: null,
      published: true,
      publishedAt: null,
    });
    sqlite.close();

    const requestLink = async () => {
      const res = await fetch(`${base}/api/resources/${resource.id}/request`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          name: "Memory Check",
          email: "memory@example.com",
          linkedinUrl: "https://www.linkedin.com/in/memory-check",
        }),
      });
      expect(res.status).toBe(200);
      return `${base}${((await res.json()) as { downloadUrl: string }).downloadUrl}`;
    };
    const link = await requestLink();

    // Over a real socket: HEAD keeps the length, a range is a 206.
    const head = await fetch(link, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(FILE_BYTES));
    const range = await fetch(link, { headers: { Range: "bytes=1048576-1048591" } });
    expect(range.status).toBe(206);
    expect((await range.arrayBuffer()).byteLength).toBe(16);

    // Warm up the download path, then measure a full download.
    const warm = await fetch(link, { headers: { Range: "bytes=0-1023" } });
    await warm.arrayBuffer();
    Bun.gc(true);
    const baseline = rssOf(child.pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(child.pid));
    }, 2);

    const res = await fetch(link);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(FILE_BYTES));
    const hasher = new Bun.CryptoHasher("sha256");
    let received = 0;
    for await (const chunk of res.body!) {
      hasher.update(chunk);
      received += chunk.byteLength;
      peak = Math.max(peak, rssOf(child.pid));
    }
    clearInterval(sampler);

    expect(received).toBe(FILE_BYTES);
    expect(hasher.digest("hex")).toBe(expectedHash);
    const growth = peak - baseline;
    console.log(
      `server RSS: baseline ${(baseline / 1048576).toFixed(1)} MB, peak growth ${(growth / 1048576).toFixed(2)} MB`,
    );
    expect(growth).toBeLessThan(MAX_GROWTH_BYTES);

    // After a restart the same link still works: its key is the installation's, not the process's.
    child.kill("SIGTERM");
    await child.exited;
    child = spawnServer();
    const restarted = await listeningUrl(child);
    const again = await fetch(link.replace(base, restarted), { method: "HEAD" });
    expect(again.status).toBe(200);
    expect(again.headers.get("content-length")).toBe(String(FILE_BYTES));
  },
  TIMEOUT_MS,
);

// Uploads are streamed to disk, never held whole (docs/architecture.md#security): against the real server process
// (`bun src/server/index.ts`, production mode), a 49 MB resource file is stored and a 51 MB one is
// refused with 413, both sent chunked (no Content-Length, so the limit can only be counted while
// streaming), while the server's resident memory, sampled from /proc, grows by less than 10 MB.
// The refused upload leaves no file behind, and the stored one has the exact bytes sent.
import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listeningUrl, rssOf, spawnProductionServer } from "../support/startup-server";
import { variedChunk } from "../support/varied-bytes";

const MB = 1024 * 1024;
const MAX_GROWTH_BYTES = 10 * MB;
const TIMEOUT_MS = 120_000;
const PASSWORD = "upload-memory-test-password";
const BOUNDARY = "----memory-check-boundary-x91";

const parent = mkdtempSync(join(tmpdir(), "site-upload-memory-"));
const dataDir = join(parent, "data");
const child = spawnProductionServer(dataDir, PASSWORD);
afterAll(async () => {
  child.kill("SIGTERM");
  await child.exited;
  rmSync(parent, { recursive: true, force: true });
});

/**
 * A chunked multipart body holding a PDF of `bytes` bytes of varied content, made as it is sent;
 * its SHA-256 is complete once the stream has ended.
 */
function pdfUpload(bytes: number) {
  const encoder = new TextEncoder();
  const hasher = new Bun.CryptoHasher("sha256");
  const head = encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resourceFile"; filename="large.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
  let sent = 0;
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(head);
      }
      if (sent >= bytes) {
        controller.enqueue(tail);
        controller.close();
        return;
      }
      const size = Math.min(256 * 1024, bytes - sent);
      const chunk = variedChunk(sent, size);
      if (sent === 0) chunk.set(encoder.encode("%PDF-1.7\n"));
      hasher.update(chunk);
      sent += size;
      controller.enqueue(chunk);
    },
  });
  return { body, digest: () => hasher.digest("hex") };
}

/** Sends an upload while sampling the server's RSS; the peak growth over the baseline and the answer. */
async function measuredUpload(base: string, token: string, bytes: number) {
  const upload = pdfUpload(bytes);
  const baseline = rssOf(child.pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(child.pid));
  }, 2);
  const res = await fetch(`${base}/api/admin/upload/resource`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: upload.body,
    duplex: "half",
  } as RequestInit);
  const answer = (await res.json()) as { success: boolean; message: string; data?: { fullUrl: string; bytes: number } };
  peak = Math.max(peak, rssOf(child.pid));
  clearInterval(sampler);
  return { status: res.status, answer, growth: peak - baseline, baseline, digest: upload.digest };
}

const storedResourceFiles = () => {
  try {
    return readdirSync(join(dataDir, "uploads", "private", "resources"));
  } catch {
    return [];
  }
};

test(
  "a 49 MB upload is stored and a 51 MB one refused (413) while the server's memory grows by less than 10 MB",
  async () => {
    const base = await listeningUrl(child);
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "admin", password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    // Warm the upload path (parser, storage, sniffing) and let the server collect what its start
    // left behind, so the measurements see only the file.
    const warm = await measuredUpload(base, token, 8 * MB);
    expect(warm.status).toBe(201);

    const stored = await measuredUpload(base, token, 49 * MB);
    expect(stored.status).toBe(201);
    expect(stored.answer.data!.bytes).toBe(49 * MB);
    const key = stored.answer.data!.fullUrl.slice("/api/admin/files/".length);
    const onDisk = Bun.file(join(dataDir, "uploads", "private", key));
    expect(new Bun.CryptoHasher("sha256").update(await onDisk.arrayBuffer()).digest("hex")).toBe(stored.digest());

    const filesBefore = storedResourceFiles().sort();
    const refused = await measuredUpload(base, token, 51 * MB);
    expect(refused.status).toBe(413);
    expect(refused.answer).toEqual({
      success: false,
      message: "The file is larger than 50 MB, the most an upload may be.",
    });
    // Neither the refused file nor its unfinished temporary copy is left.
    expect(storedResourceFiles().sort()).toEqual(filesBefore);

    const mb = (n: number) => (n / MB).toFixed(2);
    console.log(
      `server RSS: baseline ${mb(stored.baseline)} MB; peak growth ${mb(stored.growth)} MB storing 49 MB, ` +
        `${mb(refused.growth)} MB refusing 51 MB`,
    );
    expect(stored.growth).toBeLessThan(MAX_GROWTH_BYTES);
    expect(refused.growth).toBeLessThan(MAX_GROWTH_BYTES);
  },
  TIMEOUT_MS,
);

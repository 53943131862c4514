// What wrk does not measure: the lead POST, the pages' weights in Chromium, RSS while a large
// download streams.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { openDatabase } from "../../src/db/client";
import { createServices } from "../../src/services";
import { createLocalStorage, privateFileUrl } from "../../src/storage";
import { CHROMIUM, CHROMIUM_FLAGS } from "../machine";
import {
  DEFAULT_ROUNDS,
  DOWNLOAD_BYTES,
  firstOf,
  LEAD_CONCURRENCY,
  LEAD_REQUESTS_PER_ROUND,
  mb,
  rssOf,
  type Target,
} from "./common";
import { fetchRaw } from "./servers";

// ---------------------------------------------------------------------------------------------
// What wrk does not measure

export async function measureLeadPost(base: string) {
  const res = await fetch(`${base}/api/resources`);
  if (!res.ok) return { measured: false as const, reason: "no /api/resources in this build" };
  const resource = firstOf(await res.json());
  if (!resource?.id) return { measured: false as const, reason: "no published resource" };
  const url = `${base}/api/resources/${resource.id}/request`;
  const body = JSON.stringify({
    name: "Bench Mark",
    email: "bench@example.com",
    linkedinUrl: "https://www.linkedin.com/in/bench-mark",
  });
  const rounds = [];
  for (let round = 1; round <= DEFAULT_ROUNDS; round++) {
    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < LEAD_REQUESTS_PER_ROUND) {
        next++;
        const t = performance.now();
        const answer = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body });
        await answer.arrayBuffer();
        latencies.push(performance.now() - t);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: LEAD_CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    rounds.push({
      requests: LEAD_REQUESTS_PER_ROUND,
      statuses,
      requestsPerSecond: LEAD_REQUESTS_PER_ROUND / seconds,
      p50Ms: latencies[Math.floor(latencies.length * 0.5)]!,
      p99Ms: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))]!,
    });
  }
  return { measured: true as const, concurrency: LEAD_CONCURRENCY, rounds };
}

export type PageWeight = {
  path: string;
  htmlBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: string[];
};

export async function pageWeights(
  base: string,
  targets: Target[],
): Promise<PageWeight[] | { measured: false; reason: string }> {
  if (!existsSync(CHROMIUM)) return { measured: false, reason: `no Chromium at ${CHROMIUM}` };
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
  const paths = ["/", "/services", "/expertise", "/about", "/contact", "/blog", "/privacy-policy", "/terms"];
  // The seeded post, and the resources pages when this build has them.
  for (const target of targets) {
    const path = new URL(target.url("none")).pathname;
    if (target.kind === "cached" && !paths.includes(path)) paths.push(path);
  }
  const weights: PageWeight[] = [];
  try {
    for (const path of paths) {
      const page = await browser.newPage();
      const files = new Set<string>();
      page.on("request", (request) => {
        const type = request.resourceType();
        if ((type === "script" || type === "stylesheet") && request.url().startsWith(base)) files.add(request.url());
      });
      await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
      // Islands that hydrate when visible load as the visitor scrolls: count them too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
      });
      await page.waitForLoadState("networkidle");
      await page.close();
      let jsGzipBytes = 0;
      let cssGzipBytes = 0;
      for (const url of files) {
        const bytes = (await fetchRaw(url, "gzip")).byteLength;
        if (new URL(url).pathname.endsWith(".css")) cssGzipBytes += bytes;
        else jsGzipBytes += bytes;
      }
      const html = await fetch(`${base}${path}`, { headers: { "Accept-Encoding": "identity" } });
      weights.push({
        path,
        htmlBytes: (await html.arrayBuffer()).byteLength,
        jsGzipBytes,
        cssGzipBytes,
        files: [...files].map((u) => new URL(u).pathname),
      });
    }
  } finally {
    await browser.close();
  }
  return weights;
}

export async function measureDownload(base: string, dataDir: string, pid: number) {
  // A 50 MB resource, added beside the running server as an admin's upload would be.
  if (!(await fetch(`${base}/api/resources`)).ok)
    return { measured: false as const, reason: "no downloads in this build" };
  const key = "private/uploads/bench-fifty-megabytes.bin";
  const storage = createLocalStorage(join(dataDir, "uploads"));
  let written = 0;
  const chunk = new Uint8Array(1024 * 1024).map((_, i) => (i * 2654435761) >>> 24);
  await storage.put(
    key,
    new ReadableStream<Uint8Array>({
      pull(controller) {
        if (written >= DOWNLOAD_BYTES) return controller.close();
        written += chunk.byteLength;
        controller.enqueue(chunk);
      },
    }),
  );
  const { sqlite, db } = openDatabase(join(dataDir, "site.db"));
  let id: number;
  try {
    id = createServices({ db, storage }).resources.create({
      title: "Bench Fifty Megabytes",
      slug: `bench-fifty-megabytes-${Date.now()}`,
      description: "A large file for the memory figure of npm run bench.",
      category: "Tools",
      fileUrl: privateFileUrl(key),
      fileName: "Bench-Fifty-Megabytes.zip",
      fileSize: "50 MB",
      fileType: "ZIP",
      coverImage: null,
      published: true,
      publishedAt: null,
    }).id;
  } finally {
    sqlite.close();
  }
  const lead = await fetch(`${base}/api/resources/${id}/request`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Bench Download",
      email: "download@example.com",
      linkedinUrl: "https://www.linkedin.com/in/bench-download",
    }),
  });
  if (!lead.ok) return { measured: false as const, reason: `the lead POST answered ${lead.status}` };
  const link = `${base}${((await lead.json()) as { downloadUrl: string }).downloadUrl}`;
  const baseline = rssOf(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 2);
  let received = 0;
  try {
    const res = await fetch(link);
    for await (const part of res.body!) {
      received += part.byteLength;
      peak = Math.max(peak, rssOf(pid));
    }
  } finally {
    clearInterval(sampler);
  }
  return {
    measured: true as const,
    bytes: received,
    rssBeforeMb: mb(baseline),
    rssPeakMb: mb(peak),
    growthMb: mb(peak - baseline),
  };
}

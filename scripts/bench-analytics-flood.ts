// `npm run bench:analytics-flood`: what a flood of made-up sources costs the counting of visits
// (docs/performance.md#analytics-flood; decision 023).
//
// Starts the binary (dist/site, built when missing or older than its sources) on a fresh DATA_DIR
// on loopback, then sends it, from this one client, `--requests` anonymous GETs (default 100,000)
// of `/?utm_source=flood&utm_campaign=c<i>`, each with a browser's User-Agent and a Referer that no
// request sent before (as a security review did), `--connections` at a time (default 32), stopping after
// `--max-seconds` (default 120) whatever is left. Meanwhile a process of its own asks for /healthz
// every 10 ms and times each answer, and this one samples the server's RSS. After the flood it waits
// for the last write (FLUSH_DELAY_MS and its batches), then reads the Analytics tab's API as an
// admin five times, and prints: requests sent, the rows `analytics_daily` holds per day, the
// database's size, RSS before, at its peak and after, and /healthz p50/p99/max during the flood and
// during its last write. `--analytics-off` floods a server with ANALYTICS=off, as the floor.
// Nothing leaves 127.0.0.1.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { FLUSH_DELAY_MS } from "../src/services/analytics";
import { MAX_ROWS_A_DAY } from "../src/services/analytics-caps";
import { buildWhenNeeded, startSite } from "./bench/servers";
import { median, round2 } from "./bench-counting";
import { freePort } from "./machine";

const ADMIN_PASSWORD = "bench-admin-password";
const PROBE_EVERY_MS = 10;

/** `--name=value` or `--name value`, as a number. */
function numberFlag(name: string, fallback: number): number {
  const joined = process.argv.find((a) => a.startsWith(`--${name}=`));
  const at = process.argv.indexOf(`--${name}`);
  const value = joined ? joined.slice(name.length + 3) : at === -1 ? undefined : process.argv[at + 1];
  return value === undefined ? fallback : Number(value);
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const fileSize = (file: string) => (existsSync(file) ? statSync(file).size : 0);

/** The /healthz prober, as its own process so that the flood's client does not delay its timing. */
async function probe(url: string, stopFile: string, outFile: string) {
  const samples: Array<[at: number, ms: number]> = [];
  while (!existsSync(stopFile)) {
    const started = performance.now();
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    const ms = performance.now() - started;
    if (ok) samples.push([Date.now(), ms]);
    await Bun.sleep(Math.max(0, PROBE_EVERY_MS - ms));
  }
  writeFileSync(outFile, JSON.stringify(samples));
}

async function main() {
  const requests = numberFlag("requests", 100_000);
  const connections = numberFlag("connections", 32);
  const maxSeconds = numberFlag("max-seconds", 120);
  const loadAtStart = loadavg();
  await buildWhenNeeded(false);

  const work = mkdtempSync(join(tmpdir(), "site-bench-flood-"));
  const dataDir = join(work, "data");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // --analytics-off: the same flood to a server that counts nothing, the floor to read the rest against.
  const analyticsOff = process.argv.includes("--analytics-off");
  const site = await startSite(dataDir, port, join(work, "site.log"), analyticsOff ? { ANALYTICS: "off" } : {});
  const database = join(dataDir, "site.db");
  try {
    await fetch(`${base}/`).then((res) => res.arrayBuffer());
    const rssBefore = rssOf(site.pid);
    const dbBefore = fileSize(database) + fileSize(`${database}-wal`);

    const stopFile = join(work, "stop-probe");
    const probeFile = join(work, "probe.json");
    const prober = Bun.spawn([process.execPath, import.meta.path, "--probe", `${base}/healthz`, stopFile, probeFile], {
      stdout: "inherit",
      stderr: "inherit",
    });
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssOf(site.pid));
    }, 100);

    // The flood: each request a new browser, referrer and campaign.
    const floodStart = Date.now();
    const deadline = floodStart + maxSeconds * 1000;
    let next = 0;
    let failed = 0;
    const client = async () => {
      while (next < requests && Date.now() < deadline) {
        const i = next++;
        const res = await fetch(`${base}/?utm_source=flood&utm_campaign=c${i}`, {
          headers: {
            "User-Agent": `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${i}.0 Safari/537.36`,
            Referer: `https://r${i}.example.net/`,
          },
        });
        await res.arrayBuffer();
        if (!res.ok) failed++;
      }
    };
    await Promise.all(Array.from({ length: connections }, client));
    const floodEnd = Date.now();
    // The last counts are written FLUSH_DELAY_MS after the first of them, in batches.
    await Bun.sleep(FLUSH_DELAY_MS + 2_000);
    const writeEnd = Date.now();
    writeFileSync(stopFile, "");
    await prober.exited;
    clearInterval(sampler);
    const rssAfter = rssOf(site.pid);
    rssPeak = Math.max(rssPeak, rssAfter);

    const samples = JSON.parse(readFileSync(probeFile, "utf8")) as Array<[number, number]>;
    const during = samples.filter(([at]) => at >= floodStart && at <= floodEnd).map(([, ms]) => ms);
    const lastWrite = samples.filter(([at]) => at > floodEnd && at <= writeEnd).map(([, ms]) => ms);

    // The Analytics tab's read, as an admin (a script's bearer token).
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base },
      body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
    });
    const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
    if (!token) throw new Error(`could not sign in as the admin (${login.status})`);
    const reads: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const res = await fetch(`${base}/api/admin/analytics`, { headers: { Authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`the Analytics read answered ${res.status}`);
      reads.push(performance.now() - started);
    }

    const sqlite = new Database(database, { readonly: true });
    const rowsPerDay = sqlite
      .query(
        "select day, count(*) as rows, sum(case when metric = 'view' then count else 0 end) as views from analytics_daily group by day",
      )
      .all() as Array<{ day: string; rows: number; views: number }>;
    sqlite.close();
    const dbAfter = fileSize(database) + fileSize(`${database}-wal`);
    const sent = Math.min(next, requests);

    const lines = [
      ...(analyticsOff ? ["ANALYTICS=off: nothing is counted"] : []),
      `Flood: ${sent.toLocaleString("en")} GETs (${failed} not 2xx) in ${((floodEnd - floodStart) / 1000).toFixed(1)} s, ${connections} connections, one client`,
      ...rowsPerDay.map(
        (d) =>
          `analytics_daily on ${d.day}: ${d.rows.toLocaleString("en")} rows (cap ${MAX_ROWS_A_DAY.toLocaleString("en")}), ${d.views.toLocaleString("en")} views counted`,
      ),
      `Database (file and WAL): ${mb(dbBefore)} → ${mb(dbAfter)}`,
      `Server RSS: ${mb(rssBefore)} before, ${mb(rssPeak)} at the peak (+${mb(rssPeak - rssBefore)}), ${mb(rssAfter)} after (+${mb(rssAfter - rssBefore)})`,
      `/healthz during the flood (${during.length} probes): p50 ${round2(percentile(during, 50))} ms, p99 ${round2(percentile(during, 99))} ms, max ${round2(Math.max(...during))} ms`,
      `/healthz during the last write (${lastWrite.length} probes): p50 ${round2(percentile(lastWrite, 50))} ms, p99 ${round2(percentile(lastWrite, 99))} ms, max ${round2(Math.max(...lastWrite))} ms`,
      `Analytics tab read (GET /api/admin/analytics, last 30 days): first ${round2(reads[0]!)} ms, median of 5 ${round2(median(reads))} ms`,
      `Load average: ${loadAtStart.map((l) => l.toFixed(2)).join(" ")} at the start, ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")} at the end`,
    ];
    console.log(`\n${lines.join("\n")}`);
  } finally {
    await site.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--probe") {
  await probe(process.argv[3]!, process.argv[4]!, process.argv[5]!);
} else if (import.meta.main) {
  await main();
}

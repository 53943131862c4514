// `npm run bench`: the performance budgets (docs/architecture.md#performance), measured side by side in one run.
//
//   1. Installs Debian's wrk and nginx-light with apt-get when missing (and Chromium, for page
//      weights, as `npm test` does), and builds dist/site when it is missing or older than its
//      sources.
//   2. Starts the binary on a fresh DATA_DIR with NODE_ENV=production (the first start seeds),
//      then three times more on the seeded folder: the median of those restarts' times to their
//      first response is the startup figure (the last one stays up for the load).
//   3. Serves the home page's own bytes (plain and gzipped) as baselines: nginx from a file with
//      `gzip_static on`, a bare Bun.serve static route (answered natively, no JavaScript) and a
//      bare Bun.serve fetch handler (the floor for any answer that passes through JavaScript), and
//      that handler again with every header the site sends on that page (so the table separates
//      what the required headers cost from what our own per-request work costs).
//   4. Loads every target with wrk (2 threads, 32 connections, --duration seconds each, default 5),
//      baselines and targets in turn, twice, each with no Accept-Encoding and with
//      `Accept-Encoding: gzip, br`; figures are the means of the two rounds.
//      The counting of visits (docs/product.md#analytics) is measured apart, in pairs: the same
//      requests, with a browser's User-Agent (wrk's own has none, so it is never counted), to a
//      process of the same binary with ANALYTICS=off and to one that counts, their order swapped
//      every round: one returning visitor and a new visitor on every request behind a reverse
//      proxy (TRUST_PROXY, X-Forwarded-For), and one returning visitor on a direct connection.
//      Each run also reads the server's CPU time per request, steadier than requests per second
//      on a machine wrk shares. Those differences are still within the load's noise, so what
//      counting adds is also measured apart, in this process through the app without a socket
//      (scripts/bench-counting.ts), and held to the budget as a share of a cached page's CPU
//      time per request under load; `--analytics-only` runs just these.
//   5. Measures what is not a wrk figure: the lead POST (a bounded number of requests, below its
//      per-address limit), per public page the HTML bytes and the gzipped JavaScript and CSS that a
//      visit loads (Chromium, scrolled to the bottom), RSS idle, after the load and at its peak while
//      a 50 MB download streams.
//
// Prints the tables and writes everything to bench/results.json (ignored by git). Figures from a
// busy machine are noisy: the load average at the start and the end is part of the results.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  chmodSync,
} from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { chromium } from "@playwright/test";
import { openDatabase } from "../src/db/client";
import { createServices } from "../src/services";
import { createLocalStorage, privateFileUrl } from "../src/storage";
import { BROWSER_UA, measureCountingCost, median, round2 } from "./bench-counting";
import { measureOriginOffload, printOriginOffload } from "./bench-origin-offload";
import { CHROMIUM, CHROMIUM_FLAGS, ensureDebianPackages, freePort } from "./machine";

const root = join(import.meta.dir, "..");
const BINARY = join(root, "dist", "site");
const ADMIN_PASSWORD = "bench-admin-password";
const CONNECTIONS = 32;
const THREADS = 2;
const DEFAULT_ROUNDS = 2;
const LEAD_REQUESTS_PER_ROUND = 100;
const LEAD_CONCURRENCY = 8;
const DOWNLOAD_BYTES = 50 * 1024 * 1024;
/** Every public GET under /api answers at least this share of nginx's requests per second. */
const API_BUDGET_RATIO = 0.8;

type Encoding = "none" | "gzip, br";
const ENCODINGS: Encoding[] = ["none", "gzip, br"];

type Target = {
  name: string;
  kind: "baseline" | "cached" | "api" | "uncached" | "analytics";
  /** Headers wrk sends with every request. */
  headers?: string[];
  url: (enc: Encoding) => string;
  /** A wrk script, given a token unique to the run. */
  lua?: (run: string) => string;
  /** The server process answering it, whose CPU time per request is measured too. */
  pid?: number;
};
type Run = {
  name: string;
  kind: Target["kind"];
  encoding: Encoding;
  round: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx3xx: number;
  /** The server's CPU time (all its threads) per request answered, when the target names its process. */
  serverCpuUsPerRequest?: number;
};

async function main() {
  const duration = Number(flag("duration") ?? 5);
  const rebuild = process.argv.includes("--rebuild");
  const analyticsOnly = process.argv.includes("--analytics-only");
  const ROUNDS = Number(flag("rounds") ?? DEFAULT_ROUNDS);
  const loadAtStart = loadavg();

  await ensureDebianPackages(
    [
      ["wrk", "/usr/bin/wrk"],
      ["nginx-light", "/usr/sbin/nginx"],
      ["chromium", CHROMIUM],
    ],
    "npm run bench",
  );
  await buildWhenNeeded(rebuild);

  const work = mkdtempSync(join(tmpdir(), "site-bench-"));
  chmodSync(work, 0o755); // nginx's workers run as another user
  const cleanups: Array<() => unknown> = [() => rmSync(work, { recursive: true, force: true })];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step();
  };
  process.on("SIGINT", () => void cleanup().then(() => process.exit(130)));

  try {
    const dataDir = join(work, "data");
    const sitePort = await freePort();
    const base = `http://127.0.0.1:${sitePort}`;

    // The first start migrates and seeds; the second is the one a restart (or a deploy) sees.
    // A single start is noisy on a shared machine: the median of three restarts is the figure.
    const first = await startSite(dataDir, sitePort, join(work, "site-first.log"));
    await first.stop();
    const restartsMs: number[] = [];
    for (let i = 0; i < 2; i++) {
      const restart = await startSite(dataDir, sitePort, join(work, `site-restart-${i}.log`));
      restartsMs.push(restart.firstResponseMs);
      await restart.stop();
    }
    const site = await startSite(dataDir, sitePort, join(work, "site.log"));
    restartsMs.push(site.firstResponseMs);
    restartsMs.sort((a, b) => a - b);
    cleanups.push(() => site.stop());
    const rssIdle = rssOf(site.pid);
    // The same binary on the same data: one that counts nothing (the counting cost is the
    // difference), and two that count behind a reverse proxy, as a deployment does (the site
    // speaks plain HTTP: HTTPS is the proxy's), one for one returning visitor and one for a new
    // visitor on every request (its many visitors must not weigh on the returning one). This
    // process counts on direct connections.
    const other = async (name: string, env: Record<string, string>) => {
      const port = await freePort();
      const started = await startSite(dataDir, port, join(work, `site-${name}.log`), env);
      cleanups.push(() => started.stop());
      return { base: `http://127.0.0.1:${port}`, pid: started.pid };
    };
    const counting = analyticsTargets({
      off: await other("analytics-off", { ANALYTICS: "off", TRUST_PROXY: "true" }),
      direct: { base, pid: site.pid },
      proxied: await other("analytics-proxied", { TRUST_PROXY: "true" }),
      newVisitors: await other("analytics-new-visitors", { TRUST_PROXY: "true" }),
    });
    const targets = analyticsOnly ? counting : [...(await discoverTargets(base)), ...counting];
    for (const target of targets) {
      for (const enc of ENCODINGS) await warm(target.url(enc), enc);
    }

    // The baselines serve the home page's bytes exactly as the site sends them.
    const www = join(work, "www");
    mkdirSync(www, { mode: 0o755 });
    const html = new Uint8Array(
      await (await fetch(`${base}/`, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer(),
    );
    const gzip = await fetchRaw(`${base}/`, "gzip");
    const br = await fetchRaw(`${base}/`, "br");
    writeFileSync(join(www, "index.html"), html);
    writeFileSync(join(www, "index.html.gz"), gzip);
    writeFileSync(join(www, "index.html.br"), br);
    writeFileSync(join(www, "headers.json"), JSON.stringify(await cachedPageHeaders(`${base}/`)));
    for (const file of readdirSync(www)) chmodSync(join(www, file), 0o644);

    const nginxPort = await freePort();
    const nginx = await startNginx(work, www, nginxPort);
    cleanups.push(nginx.stop);
    const barePort = await freePort();
    const bare = await startBare(www, barePort);
    cleanups.push(bare.stop);

    const baselines: Target[] = [
      { name: "nginx (file)", kind: "baseline", url: () => `http://127.0.0.1:${nginxPort}/` },
      {
        name: "Bun.serve (static route)",
        kind: "baseline",
        url: (enc) => `http://127.0.0.1:${barePort}/${enc === "none" ? "" : "br"}`,
      },
      {
        name: "Bun.serve (fetch handler)",
        kind: "baseline",
        url: (enc) => `http://127.0.0.1:${barePort}/${enc === "none" ? "fetch" : "fetch-br"}`,
      },
      {
        name: "Bun.serve (fetch, site's headers)",
        kind: "baseline",
        url: (enc) => `http://127.0.0.1:${barePort}/${enc === "none" ? "fetch-site" : "fetch-site-br"}`,
      },
    ];
    const luaDir = join(work, "lua");
    mkdirSync(luaDir);

    console.log(
      `\nLoading each target for ${duration} s with wrk -t${THREADS} -c${CONNECTIONS}, ${ROUNDS} rounds ` +
        `(load average ${loadAtStart.map((n) => n.toFixed(2)).join(" ")} on ${cpus().length} CPUs)`,
    );
    const runs: Run[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const enc of ENCODINGS) {
        for (const target of inRoundOrder(
          [...(analyticsOnly ? baselines.slice(0, 1) : baselines), ...targets],
          round,
        )) {
          const run = await wrk(target, enc, round, duration, luaDir);
          runs.push(run);
          console.log(
            `  round ${round}  ${pad(target.name, 44)} ${pad(enc, 9)} ${num(run.requestsPerSecond, 9)} req/s` +
              (run.non2xx3xx ? `  (${run.non2xx3xx} non-2xx/3xx)` : ""),
          );
        }
      }
    }
    const rssAfterLoad = rssOf(site.pid);
    if (analyticsOnly) {
      const loadAtEnd = loadavg();
      const countCost = await printCountingCost(runs);
      mkdirSync(join(root, "bench"), { recursive: true });
      const file = join(root, "bench", "results-analytics.json");
      const results = {
        date: new Date().toISOString(),
        loadAtStart,
        loadAtEnd,
        summary: summarise(runs),
        runs,
        countCost,
      };
      writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
      console.log(`\nWritten to ${relative(root, file)}.`);
      return;
    }

    const lead = await measureLeadPost(base);
    const pages = await pageWeights(base, targets);
    const download = await measureDownload(base, dataDir, site.pid);
    const logLines = countLines(join(work, "site.log"), /^\S+ (GET|HEAD|POST) /);
    // After the access log's count, which is compared with wrk's requests.
    const originOffload = await measureOriginOffload(base, join(work, "site.log"));
    const loadAtEnd = loadavg();

    const summary = summarise(runs);
    const results = {
      date: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        model: cpus()[0]?.model ?? "unknown",
        loadAverageAtStart: loadAtStart,
        loadAverageAtEnd: loadAtEnd,
      },
      method: { tool: "wrk", threads: THREADS, connections: CONNECTIONS, durationSeconds: duration, rounds: ROUNDS },
      summary,
      runs,
      leadPost: lead,
      pages,
      startup: {
        firstStartMs: first.firstResponseMs,
        warmStartMs: restartsMs[1]!,
        warmStartsMs: restartsMs,
        warmReadyLogMs: site.readyLogMs,
      },
      rss: { idleMb: mb(rssIdle), afterLoadMb: mb(rssAfterLoad), download },
      accessLog: {
        lines: logLines,
        // The other processes (analytics off, counted behind a proxy) write their own logs.
        requestsCompletedByWrk: runs.filter(reachesMainProcess).reduce((n, r) => n + r.requests, 0),
      },
    };
    printTables(results);
    printOriginOffload(originOffload);
    const countCost = await printCountingCost(runs);
    mkdirSync(join(root, "bench"), { recursive: true });
    writeFileSync(
      join(root, "bench", "results.json"),
      `${JSON.stringify({ ...results, countCost, originOffload }, null, 2)}\n`,
    );
    console.log(`\nWritten to ${relative(root, join(root, "bench", "results.json"))}.`);
  } finally {
    await cleanup();
  }
}

// ---------------------------------------------------------------------------------------------
// Targets

async function discoverTargets(base: string): Promise<Target[]> {
  const at = (path: string) => () => `${base}${path}`;
  const targets: Target[] = [
    { name: "/", kind: "cached", url: at("/") },
    { name: "/services", kind: "cached", url: at("/services") },
    { name: "/blog", kind: "cached", url: at("/blog") },
  ];
  const posts = (await (await fetch(`${base}/api/blog?limit=1`)).json()) as unknown;
  const post = firstOf(posts);
  if (post?.slug) targets.push({ name: "/blog/{seeded post}", kind: "cached", url: at(`/blog/${post.slug}`) });

  const resources = await fetch(`${base}/api/resources`);
  const resource = resources.ok ? firstOf(await resources.json()) : undefined;
  if ((await fetch(`${base}/resources`)).ok)
    targets.push({ name: "/resources", kind: "cached", url: at("/resources") });
  if (resource?.slug && (await fetch(`${base}/resources/${resource.slug}`)).ok) {
    targets.push({ name: "/resources/{seeded}", kind: "cached", url: at(`/resources/${resource.slug}`) });
  }
  // Every public GET of the API: their answers depend only on content, as the pages' do.
  targets.push({ name: "/api/blog", kind: "api", url: at("/api/blog") });
  targets.push({ name: "/api/blog?limit=2&page=2", kind: "api", url: at("/api/blog?limit=2&page=2") });
  if (post?.slug) targets.push({ name: "/api/blog/{seeded post}", kind: "api", url: at(`/api/blog/${post.slug}`) });
  if (resources.ok) {
    targets.push({ name: "/api/resources", kind: "api", url: at("/api/resources") });
    targets.push({ name: "/api/resources/categories", kind: "api", url: at("/api/resources/categories") });
  }
  if (resource?.slug)
    targets.push({ name: "/api/resources/{seeded}", kind: "api", url: at(`/api/resources/${resource.slug}`) });
  if ((await fetch(`${base}/api/testimonials/featured`)).ok)
    targets.push({ name: "/api/testimonials/featured", kind: "api", url: at("/api/testimonials/featured") });
  // A new search on every request: each one is rendered (and stored, evicting older entries).
  targets.push({
    name: "/blog?q={unique} (uncached)",
    kind: "uncached",
    url: at("/blog"),
    lua: (run) => `local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("tid", threads)
end
local n = 0
request = function()
  n = n + 1
  return wrk.format(nil, "/blog?q=bench-${run}-" .. tid .. "-" .. n)
end
`,
  });
  return targets;
}

/** What counting may add to a cached page's request (docs/architecture.md#performance). */
const COUNTING_BUDGET_PERCENT = 5;
/**
 * The counting cost is measured in pairs: the same requests to a process that counts and to the
 * one with ANALYTICS=off, one right after the other, their order swapped every round (so neither
 * always runs on a machine the other has just warmed or heated).
 */
type CountingPair = { label: string; off: string; counted: string };
const COUNTING_PAIRS = {
  proxied: {
    label: "one visitor, behind a proxy",
    off: "/ (analytics off, one visitor, proxy)",
    counted: "/ (counted, one visitor, proxy)",
  },
  newVisitors: {
    label: "new visitor each, proxy",
    off: "/ (analytics off, new visitor each, proxy)",
    counted: "/ (counted, new visitor each, proxy)",
  },
  direct: {
    label: "one visitor, direct",
    off: "/ (analytics off, one visitor, direct)",
    counted: "/ (counted, one visitor, direct)",
  },
} satisfies Record<string, CountingPair>;
/** The runs whose requests reach the site's main process (its access log counts them). */
const reachesMainProcess = (run: Run) =>
  run.kind !== "baseline" && (run.kind !== "analytics" || run.name === COUNTING_PAIRS.direct.counted);

type Server = { base: string; pid: number };

/**
 * The home page as a browser asks for it, in pairs (analytics off, counted): one returning
 * visitor and a new visitor on every request behind a reverse proxy (the address is the
 * X-Forwarded-For entry the proxy appends), and one returning visitor on a direct connection (the
 * address is the socket's, which Bun's requestIP reads).
 */
function analyticsTargets(servers: { off: Server; direct: Server; proxied: Server; newVisitors: Server }): Target[] {
  const { off, direct, proxied, newVisitors } = servers;
  const browser = `User-Agent: ${BROWSER_UA}`;
  const forwarded = "X-Forwarded-For: 203.0.113.7";
  // An address of its own on every request: a new visitor, a new visit, the referrer and UTM tags read.
  const newVisitorEach = (run: string) => `local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("tid", threads)
end
local n = 0
request = function()
  n = n + 1
  -- Set on wrk's own headers: a table given to wrk.format would replace them (the -H ones).
  wrk.headers["X-Forwarded-For"] = "${run}-" .. tid .. "-" .. n
  wrk.headers["Referer"] = "https://example.org/"
  return wrk.format(nil, "/?utm_source=bench&utm_campaign=${run}")
end
`;
  const target = (name: string, server: Server, headers: string[], lua?: Target["lua"]): Target => ({
    name,
    kind: "analytics",
    url: () => `${server.base}/`,
    headers,
    lua,
    pid: server.pid,
  });
  const { proxied: p, newVisitors: n, direct: d } = COUNTING_PAIRS;
  return [
    target(p.off, off, [browser, forwarded]),
    target(p.counted, proxied, [browser, forwarded]),
    target(n.off, off, [browser], newVisitorEach),
    target(n.counted, newVisitors, [browser], newVisitorEach),
    target(d.off, off, [browser]),
    target(d.counted, direct, [browser]),
  ];
}

/** The targets in the order a round loads them: each counting pair's order swapped on even rounds. */
function inRoundOrder(targets: Target[], round: number): Target[] {
  if (round % 2 === 1) return targets;
  const ordered = [...targets];
  for (const pair of Object.values(COUNTING_PAIRS)) {
    const [i, j] = [ordered.findIndex((t) => t.name === pair.off), ordered.findIndex((t) => t.name === pair.counted)];
    if (i >= 0 && j >= 0) [ordered[i], ordered[j]] = [ordered[j]!, ordered[i]!];
  }
  return ordered;
}

/**
 * The counting cost, two ways. Under load, per pair and encoding: the server's CPU time per request
 * (the median over the rounds, counted and off, and of the rounds' ratios) and the median of the
 * rounds' ratios of requests per second, which scatter more (wrk shares the two CPUs with the
 * server). Apart from the load (scripts/bench-counting.ts): what counting adds to a request in
 * this process, through the app, as a share of the CPU time a cached page costs the server under
 * load (the "off" member of each pair). That share is what the 5 % budget is held to: the pairs'
 * own differences are within their noise.
 */
async function printCountingCost(runs: Run[]) {
  console.log("\nCounting visits under load (same binary, same run, paired rounds):");
  const percent = (ratio: number) => `${ratio >= 1 ? "+" : ""}${((ratio - 1) * 100).toFixed(1)} %`;
  const round1 = (n: number) => Math.round(n * 10) / 10;
  const cpu = (run: Run) => run.serverCpuUsPerRequest ?? Number.NaN;
  const runsOf = (name: string, enc: Encoding) => runs.filter((r) => r.name === name && r.encoding === enc);
  const pairs = [];
  for (const pair of Object.values(COUNTING_PAIRS)) {
    for (const enc of ENCODINGS) {
      const [off, counted] = [runsOf(pair.off, enc), runsOf(pair.counted, enc)];
      if (!off.length || off.length !== counted.length) continue;
      const cpuRatio = median(counted.map((run, i) => cpu(run) / cpu(off[i]!)));
      const rateRatio = median(counted.map((run, i) => run.requestsPerSecond / off[i]!.requestsPerSecond));
      const row = {
        pair: pair.label,
        encoding: enc,
        cpuUsPerRequest: {
          off: Number(median(off.map(cpu)).toFixed(2)),
          counted: Number(median(counted.map(cpu)).toFixed(2)),
        },
        cpuChangePercent: round1((cpuRatio - 1) * 100),
        requestsPerSecond: {
          off: Math.round(median(off.map((r) => r.requestsPerSecond))),
          counted: Math.round(median(counted.map((r) => r.requestsPerSecond))),
        },
        requestsPerSecondChangePercent: round1((rateRatio - 1) * 100),
      };
      pairs.push(row);
      console.log(
        `  ${pad(pair.label, 27)} ${pad(enc, 9)} CPU per request ${row.cpuUsPerRequest.counted.toFixed(2)} vs ${row.cpuUsPerRequest.off.toFixed(2)} µs ${percent(cpuRatio).padStart(8)}` +
          `   req/s ${num(row.requestsPerSecond.counted, 7)} vs ${num(row.requestsPerSecond.off, 7)} ${percent(rateRatio).padStart(8)}`,
      );
    }
  }

  const inProcess = await measureCountingCost();
  console.log(
    `\nCounting visits apart from the load (in process through the app, CPU time, median of ${inProcess.rounds} rounds of ${inProcess.requestsARun.toLocaleString("en-US")} requests),` +
      ` as a share of a cached page's CPU time per request under load (analytics off); budget ${COUNTING_BUDGET_PERCENT} %:`,
  );
  const costs = {
    [COUNTING_PAIRS.proxied.label]: { us: inProcess.returningUs, what: "a count" },
    [COUNTING_PAIRS.newVisitors.label]: { us: inProcess.newVisitorUs, what: "a count" },
    [COUNTING_PAIRS.direct.label]: {
      us: inProcess.returningUs + inProcess.requestIpUs,
      what: `a count and requestIP (${inProcess.requestIpUs.toFixed(2)} µs)`,
    },
  };
  const shares = [];
  for (const pair of Object.values(COUNTING_PAIRS)) {
    const { us, what } = costs[pair.label]!;
    for (const enc of ENCODINGS) {
      const perRequest = pairs.find((row) => row.pair === pair.label && row.encoding === enc)?.cpuUsPerRequest.off;
      if (!perRequest) continue;
      const share = round1((us / perRequest) * 100);
      shares.push({ pair: pair.label, encoding: enc, countUs: round2(us), requestUs: perRequest, sharePercent: share });
      console.log(
        `  ${pad(pair.label, 27)} ${pad(enc, 9)} ${us.toFixed(2).padStart(5)} µs (${what}) of ${perRequest.toFixed(2)} µs` +
          `   ${`${share.toFixed(1)} %`.padStart(7)}  ${share <= COUNTING_BUDGET_PERCENT ? "within" : "OVER"}`,
      );
    }
  }
  return { pairs, inProcess, shares };
}

/** The first item of a list answer: a bare array, or `{ posts | data | items: [...] }`. */
function firstOf(body: unknown): { slug?: string; id?: number } | undefined {
  const list = Array.isArray(body)
    ? body
    : [
        (body as Record<string, unknown>)?.posts,
        (body as Record<string, unknown>)?.data,
        (body as Record<string, unknown>)?.items,
      ].find(Array.isArray);
  return (list as Array<{ slug?: string; id?: number }> | undefined)?.[0];
}

async function warm(url: string, enc: Encoding) {
  for (let i = 0; i < 3; i++) {
    const res = await fetch(url, { headers: enc === "none" ? {} : { "Accept-Encoding": enc } });
    await res.arrayBuffer();
  }
}

// ---------------------------------------------------------------------------------------------
// wrk

async function wrk(target: Target, enc: Encoding, round: number, duration: number, luaDir: string): Promise<Run> {
  const args = ["wrk", `-t${THREADS}`, `-c${CONNECTIONS}`, `-d${duration}s`, "--latency"];
  if (enc !== "none") args.push("-H", `Accept-Encoding: ${enc}`);
  for (const header of target.headers ?? []) args.push("-H", header);
  if (target.lua) {
    const run = `${round}-${enc === "none" ? "plain" : "encoded"}-${Date.now()}`;
    const script = join(luaDir, `${run}.lua`);
    writeFileSync(script, target.lua(run));
    args.push("-s", script);
  }
  args.push(target.url(enc));
  const cpuBefore = target.pid ? cpuNanoseconds(target.pid) : 0;
  const proc = Bun.spawn(args, { stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ]);
  const cpuNs = target.pid ? cpuNanoseconds(target.pid) - cpuBefore : 0;
  if (code !== 0) throw new Error(`wrk failed for ${target.name} (exit ${code}): ${err || out}`);
  const value = (re: RegExp) => re.exec(out)?.[1];
  const requests = Number(value(/(\d+) requests in/) ?? 0);
  return {
    name: target.name,
    kind: target.kind,
    encoding: enc,
    round,
    requestsPerSecond: Number(value(/Requests\/sec:\s+([\d.]+)/) ?? 0),
    p50Ms: toMs(value(/^\s+50%\s+(\S+)/m)),
    p99Ms: toMs(value(/^\s+99%\s+(\S+)/m)),
    requests,
    non2xx3xx: Number(value(/Non-2xx or 3xx responses:\s+(\d+)/) ?? 0),
    ...(target.pid && requests ? { serverCpuUsPerRequest: cpuNs / 1000 / requests } : {}),
  };
}

/**
 * The CPU time a process has used so far, all its threads, in nanoseconds (the scheduler's own
 * count, finer than the clock ticks of /proc/PID/stat). Unlike requests per second, it does not
 * depend on how the two CPUs are shared between wrk and the server in that second.
 */
function cpuNanoseconds(pid: number): number {
  let ns = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return ns;
}

function toMs(text: string | undefined): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? "");
  if (!m) return Number.NaN;
  const n = Number(m[1]);
  return m[2] === "us" ? n / 1000 : m[2] === "ms" ? n : m[2] === "s" ? n * 1000 : n * 60_000;
}

type Summary = {
  name: string;
  kind: Target["kind"];
  encoding: Encoding;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ratioToNginx: number;
  rounds: number[];
};

function summarise(runs: Run[]): Summary[] {
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const keys = [...new Set(runs.map((r) => `${r.encoding}\u0000${r.name}`))];
  const rows = keys.map((key) => {
    const of = runs.filter((r) => `${r.encoding}\u0000${r.name}` === key);
    return {
      name: of[0]!.name,
      kind: of[0]!.kind,
      encoding: of[0]!.encoding,
      requestsPerSecond: mean(of.map((r) => r.requestsPerSecond)),
      p50Ms: mean(of.map((r) => r.p50Ms)),
      p99Ms: mean(of.map((r) => r.p99Ms)),
      ratioToNginx: 0,
      rounds: of.map((r) => Math.round(r.requestsPerSecond)),
    };
  });
  for (const row of rows) {
    const nginx = rows.find((r) => r.encoding === row.encoding && r.name === "nginx (file)")!;
    row.ratioToNginx = row.requestsPerSecond / nginx.requestsPerSecond;
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// The site, nginx and the bare Bun server

export type Started = { pid: number; firstResponseMs: number; readyLogMs: number | null; stop: () => Promise<void> };

export async function startSite(
  dataDir: string,
  port: number,
  logFile: string,
  extraEnv: Record<string, string> = {},
): Promise<Started> {
  const started = performance.now();
  const proc = Bun.spawn([BINARY], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD,
      ...extraEnv,
    },
    // The access log goes to a file, as nginx's does.
    stdout: Bun.file(logFile),
    stderr: "inherit",
  });
  let firstResponseMs = Number.NaN;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`the site exited with code ${proc.exitCode} before answering`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) {
      firstResponseMs = performance.now() - started;
      break;
    }
    if (performance.now() - started > 30_000) throw new Error("the site did not answer within 30 s");
    await Bun.sleep(2);
  }
  const ready = /ready in (\d+) ms/.exec(readFileSync(logFile, "utf8"))?.[1];
  return {
    pid: proc.pid,
    firstResponseMs,
    readyLogMs: ready ? Number(ready) : null,
    stop: async () => {
      if (proc.exitCode !== null) return;
      proc.kill("SIGTERM");
      await proc.exited;
    },
  };
}

async function startNginx(work: string, www: string, port: number) {
  const dir = join(work, "nginx");
  mkdirSync(dir);
  // Debian's defaults where they matter (a worker per CPU, sendfile, an access log), with the log
  // buffered as the site's is, and gzip_static for the precompressed file.
  const conf = `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${dir}/access.log combined buffer=64k flush=1s;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${www};
    index index.html;
  }
}
`;
  writeFileSync(join(dir, "nginx.conf"), conf);
  const run = (...args: string[]) =>
    Bun.spawnSync(["nginx", "-e", join(dir, "error.log"), "-p", dir, "-c", join(dir, "nginx.conf"), ...args]);
  const result = run();
  if (result.exitCode !== 0) throw new Error(`nginx did not start: ${result.stderr.toString()}`);
  await waitFor(`http://127.0.0.1:${port}/`);
  return { stop: () => void run("-s", "stop") };
}

async function startBare(www: string, port: number) {
  const proc = Bun.spawn([process.execPath, join(root, "scripts", "bench.ts"), "--bare-server", www, String(port)], {
    stdout: "ignore",
    stderr: "inherit",
  });
  await waitFor(`http://127.0.0.1:${port}/`);
  return {
    stop: async () => {
      proc.kill("SIGTERM");
      await proc.exited;
    },
  };
}

async function bareServer(www: string, port: number) {
  const type = { "Content-Type": "text/html; charset=utf-8" };
  const html = await Bun.file(join(www, "index.html")).bytes();
  const br = await Bun.file(join(www, "index.html.br")).bytes();
  const htmlBlob = new Blob([html]);
  const brBlob = new Blob([br]);
  const plainHeaders = new Headers(type);
  const brHeaders = new Headers({ ...type, "Content-Encoding": "br", Vary: "Accept-Encoding" });
  // The same handler with every header a cached page carries (security headers, ETag, request id):
  // what is left between it and the site is our own per-request work.
  const site: Record<"identity" | "br", [string, string][]> = JSON.parse(
    await Bun.file(join(www, "headers.json")).text(),
  );
  const sitePlainHeaders = new Headers(site.identity);
  const siteBrHeaders = new Headers(site.br);
  Bun.serve({
    hostname: "127.0.0.1",
    port,
    routes: {
      "/": new Response(html, { headers: type }),
      "/br": new Response(br, { headers: { ...type, "Content-Encoding": "br", Vary: "Accept-Encoding" } }),
    },
    // The floor for any server whose answers pass through JavaScript: a fetch handler returning
    // bytes and headers made once. The static routes above never enter JavaScript at all.
    fetch: (request) => {
      const path = new URL(request.url).pathname;
      if (path === "/fetch") return new Response(htmlBlob, { headers: plainHeaders });
      if (path === "/fetch-br") return new Response(brBlob, { headers: brHeaders });
      if (path === "/fetch-site") return new Response(htmlBlob, { headers: sitePlainHeaders });
      if (path === "/fetch-site-br") return new Response(brBlob, { headers: siteBrHeaders });
      return new Response("Not found", { status: 404 });
    },
  });
}

async function waitFor(url: string) {
  const until = performance.now() + 10_000;
  while (performance.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await Bun.sleep(20);
  }
  throw new Error(`${url} did not answer`);
}

/** The headers the site sends with a cached page, identity and br, as the bare server should repeat them. */
async function cachedPageHeaders(url: string): Promise<Record<"identity" | "br", [string, string][]>> {
  const sent = async (encoding: string) => {
    const response = await fetch(url, { headers: { "Accept-Encoding": encoding }, decompress: false });
    await response.arrayBuffer();
    // Bun adds Date and Content-Length itself.
    return [...response.headers].filter(([name]) => name !== "date" && name !== "content-length");
  };
  return { identity: await sent("identity"), br: await sent("br") };
}

async function fetchRaw(url: string, encoding: "gzip" | "br"): Promise<Uint8Array> {
  // fetch() would decode the body; a raw socket keeps the bytes as sent.
  const { hostname, port, pathname } = new URL(url);
  const chunks: Uint8Array[] = [];
  await new Promise<void>((resolve, reject) => {
    Bun.connect({
      hostname,
      port: Number(port),
      socket: {
        open(socket) {
          socket.write(
            `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: ${encoding}\r\nConnection: close\r\n\r\n`,
          );
        },
        data(_socket, data) {
          chunks.push(new Uint8Array(data));
        },
        close() {
          resolve();
        },
        error(_socket, error) {
          reject(error);
        },
      },
    }).catch(reject);
  });
  const all = Buffer.concat(chunks);
  const split = all.indexOf("\r\n\r\n");
  const head = all.subarray(0, split).toString("latin1");
  if (!new RegExp(`^content-encoding: ${encoding}$`, "im").test(head))
    throw new Error(`${url} did not answer in ${encoding}`);
  if (/^transfer-encoding: chunked$/im.test(head))
    throw new Error(`${url} answered chunked; expected a Content-Length`);
  return new Uint8Array(all.subarray(split + 4));
}

// ---------------------------------------------------------------------------------------------
// What wrk does not measure

async function measureLeadPost(base: string) {
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

type PageWeight = { path: string; htmlBytes: number; jsGzipBytes: number; cssGzipBytes: number; files: string[] };

async function pageWeights(
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

async function measureDownload(base: string, dataDir: string, pid: number) {
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

function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb ?? 0) * 1024;
}

function countLines(file: string, pattern: RegExp): number {
  let n = 0;
  for (const line of readFileSync(file, "utf8").split("\n")) if (pattern.test(line)) n++;
  return n;
}

// ---------------------------------------------------------------------------------------------
// Setup

export async function buildWhenNeeded(force: boolean) {
  const sources = [
    "src",
    "public",
    "migrations",
    "scripts/build.ts",
    "scripts/compile-tokens.mjs",
    "scripts/fonts.ts",
    "package-lock.json",
  ];
  const newest = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  if (!force && existsSync(BINARY) && statSync(BINARY).mtimeMs >= newest) return;
  console.log("Building dist/site (npm run build)...");
  const proc = Bun.spawn([process.execPath, join(root, "scripts", "build.ts")], {
    cwd: root,
    stdout: "inherit",
    stderr: "inherit",
  });
  if ((await proc.exited) !== 0) throw new Error("The build failed.");
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** `--name=value` or `--name value`. */
function flag(name: string): string | undefined {
  const prefix = `--${name}=`;
  const joined = process.argv.find((a) => a.startsWith(prefix));
  if (joined !== undefined) return joined.slice(prefix.length);
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

// ---------------------------------------------------------------------------------------------
// Output

const pad = (text: string, width: number) => text.padEnd(width);
const num = (n: number, width: number, digits = 0) => n.toFixed(digits).padStart(width);
const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printTables(results: {
  summary: Summary[];
  machine: { loadAverageAtStart: number[]; loadAverageAtEnd: number[] };
  leadPost: Awaited<ReturnType<typeof measureLeadPost>>;
  pages: Awaited<ReturnType<typeof pageWeights>>;
  startup: { firstStartMs: number; warmStartMs: number; warmStartsMs: number[]; warmReadyLogMs: number | null };
  rss: { idleMb: number; afterLoadMb: number; download: Awaited<ReturnType<typeof measureDownload>> };
  accessLog: { lines: number; requestsCompletedByWrk: number };
}) {
  const { summary } = results;
  console.log(
    `\n${pad("target", 44)} ${pad("encoding", 9)} ${"req/s".padStart(9)} ${"p50".padStart(9)} ${"p99".padStart(9)} ${"× nginx".padStart(8)}`,
  );
  for (const enc of ENCODINGS) {
    for (const row of summary.filter((r) => r.encoding === enc)) {
      console.log(
        `${pad(row.name, 44)} ${pad(enc, 9)} ${num(row.requestsPerSecond, 9)} ${num(row.p50Ms, 6, 2)} ms ${num(row.p99Ms, 6, 2)} ms ${num(row.ratioToNginx, 8, 2)}`,
      );
    }
  }
  const api = summary.filter((row) => row.kind === "api");
  if (api.length > 0) {
    console.log(`\nPublic API GETs against nginx in this run (budget ${API_BUDGET_RATIO.toFixed(2)}×):`);
    for (const row of api) {
      const verdict = row.ratioToNginx >= API_BUDGET_RATIO ? "meets it" : "BELOW";
      console.log(`  ${pad(row.name, 32)} ${pad(row.encoding, 9)} ${num(row.ratioToNginx, 5, 2)}×  ${verdict}`);
    }
  }
  const lead = results.leadPost;
  if (lead.measured) {
    for (const [i, r] of lead.rounds.entries()) {
      console.log(
        `${pad(`POST lead (${r.requests} requests, ${lead.concurrency} at a time)`, 44)} ${num(r.requestsPerSecond, 9)} ${num(r.p50Ms, 6, 2)} ms ${num(r.p99Ms, 6, 2)} ms  round ${i + 1}, statuses ${JSON.stringify(r.statuses)}`,
      );
    }
  } else console.log(`POST lead: not measured (${lead.reason})`);

  const pages = results.pages;
  if (Array.isArray(pages)) {
    console.log(`\n${pad("page", 40)} ${"HTML".padStart(10)} ${"JS (gzip)".padStart(10)} ${"CSS (gzip)".padStart(10)}`);
    for (const p of pages)
      console.log(
        `${pad(p.path, 40)} ${kb(p.htmlBytes).padStart(10)} ${kb(p.jsGzipBytes).padStart(10)} ${kb(p.cssGzipBytes).padStart(10)}`,
      );
  } else console.log(`\nPage weights: not measured (${pages.reason})`);

  const { startup, rss } = results;
  console.log(
    `\nStart to first response: ${startup.warmStartMs.toFixed(0)} ms (median of restarts on a seeded DATA_DIR: ${startup.warmStartsMs.map((ms) => ms.toFixed(0)).join(", ")} ms; the server logs ready in ${startup.warmReadyLogMs ?? "?"} ms); first start with seeding ${startup.firstStartMs.toFixed(0)} ms`,
  );
  console.log(`RSS: ${rss.idleMb} MB idle, ${rss.afterLoadMb} MB after the load`);
  const download = rss.download;
  console.log(
    download.measured
      ? `50 MB download: RSS ${download.rssBeforeMb} MB before, peak ${download.rssPeakMb} MB (growth ${download.growthMb} MB)`
      : `50 MB download: not measured (${download.reason})`,
  );
  console.log(
    `Access log: ${results.accessLog.lines} lines; wrk completed ${results.accessLog.requestsCompletedByWrk} requests to the site`,
  );
  console.log(
    `Load average: ${results.machine.loadAverageAtStart.map((n) => n.toFixed(2)).join(" ")} at the start, ${results.machine.loadAverageAtEnd.map((n) => n.toFixed(2)).join(" ")} at the end`,
  );
}

// Last, so that every declaration above is initialised. --bare-server <dir> <port> runs the bare
// Bun.serve baseline as its own process, as nginx is.
if (process.argv[2] === "--bare-server") {
  await bareServer(process.argv[3]!, Number(process.argv[4]));
} else if (import.meta.main) {
  await main();
}

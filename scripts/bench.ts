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
//      what the required headers cost from what our own per-request work costs), and that again
//      as two processes on one port (a server per CPU, as nginx's workers are).
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
// `--scale [--factor 100]` measures the seeded data against the scale data set instead
// (scripts/bench/scale.ts, docs/performance.md#scale).
//
// Prints the tables and writes everything to bench/results.json (ignored by git). Figures from a
// busy machine are noisy: the load average at the start and the end is part of the results.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { ensureDebianPackages, freePort, CHROMIUM } from "./machine";
import {
  countLines,
  DEFAULT_ROUNDS,
  ENCODINGS,
  flag,
  mb,
  num,
  pad,
  root,
  rssOf,
  type Run,
  type Target,
  THREADS,
  CONNECTIONS,
  warm,
} from "./bench/common";
import { measureDownload, measureLeadPost, pageWeights } from "./bench/measures";
import { measureOriginOffload, printOriginOffload } from "./bench-origin-offload";
import { printTables } from "./bench/report";
import {
  bareServer,
  buildWhenNeeded,
  cachedPageHeaders,
  fetchRaw,
  startBare,
  startNginx,
  startSite,
} from "./bench/servers";
import {
  analyticsTargets,
  discoverTargets,
  inRoundOrder,
  printCountingCost,
  reachesMainProcess,
} from "./bench/targets";
import { summarise, wrk } from "./bench/wrk";
import { scaleBench } from "./bench/scale";

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

  if (process.argv.includes("--scale")) {
    try {
      await scaleBench(work, Number(flag("factor") ?? 100));
    } finally {
      await cleanup();
    }
    return;
  }
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
    const bareTwoPort = await freePort();
    const bareTwo = await startBare(www, bareTwoPort, 2);
    cleanups.push(bareTwo.stop);

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
      // The ceiling of any site whose answers pass through JavaScript, were it to serve cached pages
      // on a thread per CPU as nginx does (docs/performance.md#serving-threads).
      {
        name: "the same, two processes (reusePort)",
        kind: "baseline",
        url: (enc) => `http://127.0.0.1:${bareTwoPort}/${enc === "none" ? "fetch-site" : "fetch-site-br"}`,
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

// Last, so that every declaration above is initialised. --bare-server <dir> <port> [--reuse-port]
// runs the bare Bun.serve baseline as its own process, as nginx is.
if (process.argv[2] === "--bare-server") {
  await bareServer(process.argv[3]!, Number(process.argv[4]), process.argv[5] === "--reuse-port");
} else if (import.meta.main) {
  await main();
}

// What `npm run bench` loads: the public pages and API reads the site has, and the pairs that
// measure the counting of visits (docs/product.md#analytics).
import { BROWSER_UA, measureCountingCost, median, round2 } from "../bench-counting";
import { ENCODINGS, type Encoding, firstOf, num, pad, type Run, type Target } from "./common";

// ---------------------------------------------------------------------------------------------
// Targets

export async function discoverTargets(base: string): Promise<Target[]> {
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
export function setup(thread)
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
export const COUNTING_BUDGET_PERCENT = 5;
/**
 * The counting cost is measured in pairs: the same requests to a process that counts and to the
 * one with ANALYTICS=off, one right after the other, their order swapped every round (so neither
 * always runs on a machine the other has just warmed or heated).
 */
export type CountingPair = { label: string; off: string; counted: string };
export const COUNTING_PAIRS = {
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
export const reachesMainProcess = (run: Run) =>
  run.kind !== "baseline" && (run.kind !== "analytics" || run.name === COUNTING_PAIRS.direct.counted);

export type Server = { base: string; pid: number };

/**
 * The home page as a browser asks for it, in pairs (analytics off, counted): one returning
 * visitor and a new visitor on every request behind a reverse proxy (the address is the
 * X-Forwarded-For entry the proxy appends), and one returning visitor on a direct connection (the
 * address is the socket's, which Bun's requestIP reads).
 */
export function analyticsTargets(servers: {
  off: Server;
  direct: Server;
  proxied: Server;
  newVisitors: Server;
}): Target[] {
  const { off, direct, proxied, newVisitors } = servers;
  const browser = `User-Agent: ${BROWSER_UA}`;
  const forwarded = "X-Forwarded-For: 203.0.113.7";
  // An address of its own on every request: a new visitor, a new visit, the referrer and UTM tags read.
  const newVisitorEach = (run: string) => `local threads = 0
export function setup(thread)
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
export function inRoundOrder(targets: Target[], round: number): Target[] {
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
export async function printCountingCost(runs: Run[]) {
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

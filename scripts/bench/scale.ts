// `npm run bench -- --scale [--factor 100]`: the same build on the seeded data and on the scale
// data set (scripts/scale/seed.ts), side by side (docs/performance.md#scale):
//
//   1. every public page as the render cache misses it, every admin list and the year's analytics,
//      p50 and p95 on each data set and how much they grew;
//   2. the stall test: a cached `/` asked for again and again while an export or the year's
//      analytics runs (p99 is the figure: what a visitor waits meanwhile), and how far the
//      server's RSS rose during each (decision 060: under 50 MB);
//   3. the render cache under many addresses: wrk on 2,000 posts read at random against 6.
//
// Prints the tables, writes bench/results-scale.json and the table section of docs/performance.md.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { freePort } from "../machine";
import { ADMIN_PASSWORD, mb, pad, root, rssOf } from "./common";
import { adminRead, cachedHomeDuring, readWhole, signedIn, type Site, type Timing, uncachedPage } from "./scale-probes";
import { startSite } from "./servers";
import { wrk } from "./wrk";

type Probe = { endpoint: string; timing?: Timing };

const DAY_MS = 24 * 60 * 60 * 1000;
/** The render cache's test: this many post addresses read at random, against a few. */
const MANY_ADDRESSES = 2000;
const FEW_ADDRESSES = 6;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The data set written by its own process (npm run seed:scale), not this one: the garbage of
 * 100,000s of rows made here stayed in the heap of the client that times the requests, and its
 * collections were timed with them (SPEC's unpaged list of posts: 41 ms at p50 timed from that
 * heap, 29 ms from this one, the server unchanged).
 */
async function seedScaleApart(dataDir: string, factor: number) {
  const seeding = Bun.spawn(
    [process.execPath, join(root, "scripts", "seed-scale.ts"), "--factor", String(factor), "--data-dir", dataDir],
    { env: { ...process.env, ADMIN_USERNAME: "admin", ADMIN_PASSWORD }, stdout: "inherit", stderr: "inherit" },
  );
  if ((await seeding.exited) !== 0) throw new Error(`npm run seed:scale failed (exit ${seeding.exitCode})`);
}

function postsIn(dataDir: string): number {
  const sqlite = new Database(join(dataDir, "site.db"), { readonly: true });
  try {
    return sqlite.query<{ posts: number }, []>("SELECT count(*) AS posts FROM blog_posts").get()?.posts ?? 0;
  } finally {
    sqlite.close();
  }
}

/** Post slugs to read: the scale set's numbered posts (up to `limit`), else the seeded few. */
async function slugsOf(base: string, limit: number): Promise<string[]> {
  const body = (await (await fetch(`${base}/api/blog?limit=50`)).json()) as
    | { slug: string }[]
    | { posts: { slug: string }[] };
  const first = (Array.isArray(body) ? body : body.posts).map((p) => p.slug);
  // The scale set's posts are numbered; the seeded set has only its few.
  const numbered = first.some((s) => s.startsWith("scale-post-"))
    ? Array.from({ length: limit }, (_, i) => `scale-post-${1 + ((i * 2654435761) % limit)}`)
    : [];
  return numbered.length ? numbered : first;
}

/** The probes of one data set, in the same order on both. */
async function probe(site: Site, posts: number): Promise<Probe[]> {
  const slugs = await slugsOf(site.base, posts);
  const year = `from=${day(Date.now() - 364 * DAY_MS)}&to=${day(Date.now())}`;
  const publicPaths: [string, (i: number) => string][] = [
    ["/", () => "/"],
    ["/blog", () => "/blog"],
    ["/blog?page=2", () => "/blog?page=2"],
    ["/blog?q=roadmap (search)", () => "/blog?q=roadmap"],
    ["/blog/{post}", (i) => `/blog/${slugs[i % slugs.length]}`],
    ["/resources", () => "/resources"],
    ["/sitemap.xml", () => "/sitemap.xml"],
  ];
  // The lists as the dashboard reads them: a page at a time (docs/architecture.md#admin-lists).
  const adminPaths: [string, string][] = [
    ["admin blog list", "/api/admin/blog?page=1"],
    ["admin blog, page 200", "/api/admin/blog?page=200"],
    ["admin messages", "/api/admin/messages?page=1"],
    ["admin leads (people)", "/api/admin/leads"],
    ["admin activity", "/api/admin/activity"],
    ["admin media", "/api/admin/media"],
    ["analytics, 365 days", `/api/admin/analytics?${year}`],
  ];
  const rows: Probe[] = [];
  for (const [endpoint, path] of publicPaths) {
    // A page past the last redirects on the seeded set (one page of posts): not a figure.
    const status = (await fetch(`${site.base}${path(0)}`, { redirect: "manual" })).status;
    rows.push({ endpoint, ...(status === 200 ? { timing: await uncachedPage(site, path) } : {}) });
    console.log(`  ${pad(endpoint, 30)} ${status === 200 ? "measured" : `answered ${status}`}`);
  }
  for (const [endpoint, path] of adminPaths) {
    rows.push({ endpoint, timing: await adminRead(site, path) });
    console.log(`  ${pad(endpoint, 30)} measured`);
  }
  // Reads of everything at once: SPEC's unpaged lists, which grow with the data (timed as often as
  // the other lists: three requests made their p95 the slowest of three), and the exports (seconds
  // each: three).
  for (const [endpoint, path, samples] of [
    ["admin blog, whole list (SPEC's unpaged form)", "/api/admin/blog", undefined],
    ["admin messages, whole list (SPEC's unpaged form)", "/api/admin/messages", undefined],
    ["leads.csv", "/api/admin/leads.csv", 3],
    ["people.csv", "/api/admin/leads/people.csv", 3],
    ["analytics CSV, 365 days", `/api/admin/analytics/export.csv?${year}`, 3],
  ] as const) {
    rows.push({ endpoint, timing: await adminRead(site, path, samples) });
    console.log(`  ${pad(endpoint, 30)} measured`);
  }
  return rows;
}

async function stallTest(site: Site, pid: number) {
  const year = `from=${day(Date.now() - 364 * DAY_MS)}&to=${day(Date.now())}`;
  const cases: [string, string][] = [
    ["leads.csv", "/api/admin/leads.csv"],
    ["people.csv", "/api/admin/leads/people.csv"],
    ["analytics, 365 days", `/api/admin/analytics?${year}`],
    ["analytics CSV, 365 days", `/api/admin/analytics/export.csv?${year}`],
    ["admin blog, whole list", "/api/admin/blog"],
  ];
  const results = [];
  for (const [during, path] of cases) {
    results.push({ during, ...(await cachedHomeDuring(site, pid, readWhole(site, path))) });
    console.log(`  cached / during ${during}: measured`);
  }
  return results;
}

/** wrk on N post addresses read at random (a Lua list), after one pass over them all. */
async function manyAddresses(base: string, count: number, pid: number, work: string) {
  const paths = Array.from({ length: count }, (_, i) => `/blog/scale-post-${1 + i}`);
  const until = performance.now() + 180_000;
  for (const path of paths) {
    if (performance.now() > until) break;
    await (await fetch(`${base}${path}`, { headers: { "Accept-Encoding": "gzip, br" } })).arrayBuffer();
  }
  const lua = `local paths = {${paths.map((p) => `"${p}"`).join(",")}}
request = function() return wrk.format(nil, paths[math.random(#paths)]) end
`;
  mkdirSync(join(work, "lua"), { recursive: true });
  const target = {
    name: `${count} posts at random`,
    kind: "cached" as const,
    url: () => `${base}/`,
    lua: () => lua,
    pid,
  };
  await wrk({ ...target, pid: undefined }, "gzip, br", 0, 2, join(work, "lua")); // warms wrk's and the server's paths
  const run = await wrk(target, "gzip, br", 1, 5, join(work, "lua"));
  return {
    addresses: count,
    requestsPerSecond: run.requestsPerSecond,
    p50Ms: run.p50Ms,
    p99Ms: run.p99Ms,
    rssMb: mb(rssOf(pid)),
  };
}

export async function scaleBench(work: string, factor: number) {
  const loadAtStart = loadavg();
  const seededDir = join(work, "seeded");
  const scaleDir = join(work, "scale");
  console.log(`Writing the scale data set ×${factor} (npm run seed:scale)...`);
  await seedScaleApart(scaleDir, factor);
  const manyPosts = Math.min(MANY_ADDRESSES, postsIn(scaleDir));

  const measured: Record<"seeded" | "scale", Probe[]> = { seeded: [], scale: [] };
  let stall: Awaited<ReturnType<typeof stallTest>> = [];
  const cache: Awaited<ReturnType<typeof manyAddresses>>[] = [];
  for (const [name, dir] of [
    ["seeded", seededDir],
    ["scale", scaleDir],
  ] as const) {
    const port = await freePort();
    const site = await startSite(dir, port, join(work, `site-${name}.log`));
    try {
      const signed = await signedIn(`http://127.0.0.1:${port}`);
      console.log(`\n${name} data set:`);
      measured[name] = await probe(signed, manyPosts);
      if (name === "scale") {
        stall = await stallTest(signed, site.pid);
        for (const count of [FEW_ADDRESSES, manyPosts])
          cache.push(await manyAddresses(signed.base, count, site.pid, work));
      }
    } finally {
      await site.stop();
    }
  }
  const rows = measured.seeded.map((r, i) => ({
    endpoint: r.endpoint,
    seeded: r.timing,
    scale: measured.scale[i]?.timing,
  }));
  const loadAtEnd = loadavg();
  const results = {
    date: new Date().toISOString(),
    factor,
    cpus: cpus().length,
    loadAtStart,
    loadAtEnd,
    rows,
    stall,
    cache,
  };
  mkdirSync(join(root, "bench"), { recursive: true });
  writeFileSync(join(root, "bench", "results-scale.json"), `${JSON.stringify(results, null, 2)}\n`);
  const table = scaleTable(results);
  console.log(`\n${table}`);
  console.log(
    writeIntoPerformanceDoc(table)
      ? "\nWritten to bench/results-scale.json and docs/performance.md#scale."
      : `\nWritten to bench/results-scale.json (docs/performance.md has no ${START} … ${END} section).`,
  );
}

const ms = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? "–" : `${n.toFixed(n < 10 ? 2 : 0)} ms`);

function scaleTable(results: {
  date: string;
  factor: number;
  cpus: number;
  loadAtStart: number[];
  loadAtEnd: number[];
  rows: { endpoint: string; seeded?: Timing; scale?: Timing }[];
  stall: (Timing & { during: string; workMs: number; rssGrowthMb: number })[];
  cache: Awaited<ReturnType<typeof manyAddresses>>[];
}): string {
  const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(" ");
  const lines = [
    `Measured ${results.date.slice(0, 10)} on ${results.cpus} CPUs, scale ×${results.factor}; load average ${load(results.loadAtStart)} at the start, ${load(results.loadAtEnd)} at the end.`,
    "",
    `| endpoint | seeded p50 | seeded p95 | ×${results.factor} p50 | ×${results.factor} p95 | growth (p95) |`,
    "|---|---:|---:|---:|---:|---:|",
    ...results.rows.map((r) => {
      const growth = r.seeded && r.scale ? `${(r.scale.p95Ms / r.seeded.p95Ms).toFixed(1)}×` : "–";
      return `| ${r.endpoint} | ${ms(r.seeded?.p50Ms)} | ${ms(r.seeded?.p95Ms)} | ${ms(r.scale?.p50Ms)} | ${ms(r.scale?.p95Ms)} | ${growth} |`;
    }),
    "",
    "Stall test, at scale: a cached `/` asked for one after another while an admin read runs, and how far the server's RSS rose meanwhile (the first read also starts the read worker).",
    "",
    "| while | requests | p50 | p99 | max | the read took | RSS growth |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...results.stall.map(
      (s) =>
        `| ${s.during} | ${s.samples} | ${ms(s.p50Ms)} | ${ms(s.p99Ms)} | ${ms(s.maxMs)} | ${ms(s.workMs)} | ${s.rssGrowthMb} MB |`,
    ),
    "",
    "The render cache at scale (wrk, 2 threads, 32 connections, 5 s, `Accept-Encoding: gzip, br`, after one pass over the addresses):",
    "",
    "| post addresses read at random | req/s | p50 | p99 | RSS after |",
    "|---:|---:|---:|---:|---:|",
    ...results.cache.map(
      (c) =>
        `| ${c.addresses} | ${Math.round(c.requestsPerSecond).toLocaleString("en")} | ${ms(c.p50Ms)} | ${ms(c.p99Ms)} | ${c.rssMb} MB |`,
    ),
  ];
  return lines.join("\n");
}

const START = "<!-- bench --scale: start -->";
const END = "<!-- bench --scale: end -->";

/** Replaces the section between the markers in docs/performance.md (the rest is written by hand). */
function writeIntoPerformanceDoc(table: string): boolean {
  const file = join(root, "docs", "performance.md");
  const text = readFileSync(file, "utf8");
  const [start, end] = [text.indexOf(START), text.indexOf(END)];
  if (start === -1 || end === -1) return false;
  writeFileSync(file, `${text.slice(0, start + START.length)}\n${table}\n${text.slice(end)}`);
  return true;
}

// The counting cost of analytics on a cached page, measured apart from the load (docs/performance.md#counting-cost).
//
// Under wrk the server shares the machine's two CPUs with the load generator, so a run's requests
// per second, and even its CPU time per request, scatter by more than the 5 % budget from one run
// to the next. What counting adds to a request is measured here instead, without that noise:
//
//   - through the real app (createApp on a seeded database of its own, in this process, with no
//     socket), the same cached-page requests to an app that counts and to one with analytics off,
//     alternately, in one thread; the difference per request is everything counting adds on the
//     fast path (reading the headers and the address, finding the visit, adding the counts);
//   - on a real socket, what Bun's `server.requestIP()` costs a call: on a direct connection (no
//     TRUST_PROXY) that is how a count reads the address, and each call asks the kernel
//     (getpeername), since Bun keeps no address per connection.
//
// bench.ts divides these by the server's CPU time per cached page measured under load in the
// same run, which gives the share of a request's cost that counting takes.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../src/db/client";
import { migrate } from "../src/db/migrate";
import { seed } from "../src/db/seed";
import { createApp } from "../src/server/app";
import { createLocalStorage } from "../src/storage";

export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const REQUESTS_A_RUN = 40_000;
const ROUNDS = 15;

export type CountingCost = {
  /** What counting adds to a cached page's request, in µs: the median over the rounds. */
  returningUs: number;
  newVisitorUs: number;
  /** One call of Bun's server.requestIP() on a real connection, in µs (the median of 5). */
  requestIpUs: number;
  /** A cached page's request through the app in this process with analytics off, in µs. */
  offUs: number;
  requestsARun: number;
  rounds: number;
};

type App = ReturnType<typeof createApp>;
type Shape = (i: number) => Request;

export async function measureCountingCost(): Promise<CountingCost> {
  // Imported here, not at the top: the bench builds the assets' manifest (a fresh clone has none)
  // before it measures.
  const { manifest } = await import("#build/assets");
  const dir = mkdtempSync(join(tmpdir(), "site-bench-count-"));
  const { sqlite, db } = openDatabase(join(dir, "site.db"));
  try {
    migrate(sqlite);
    const storage = createLocalStorage(join(dir, "uploads"));
    await seed({ db, storage, env: { adminUsername: "bench", adminPassword: "bench-password-not-used" } });
    const settings = {
      siteUrl: "http://127.0.0.1:3000",
      email: "hello@example.org",
      phone: "+1 555 0100",
      timeZone: "UTC",
    };
    // Behind a proxy, as the site is deployed: the address is the last X-Forwarded-For entry.
    const app = (analytics: boolean) =>
      createApp({ db, storage, assets: manifest, settings, trustProxy: true, analytics, log: () => {} });
    const off = app(false);
    const counted = app(true);
    const site = settings.siteUrl;

    // One returning visitor; and a new visitor on every request, with a referrer and UTM tags.
    const returning: Shape = () =>
      new Request(`${site}/`, { headers: { "User-Agent": BROWSER_UA, "X-Forwarded-For": "203.0.113.7" } });
    let visitor = 0;
    const newVisitor: Shape = () => {
      visitor++;
      return new Request(`${site}/?utm_source=bench&utm_campaign=in-process`, {
        headers: {
          "User-Agent": BROWSER_UA,
          // Unique to the request; the count hashes it as it is, address or not.
          "X-Forwarded-For": `198.18.${(visitor >> 8) & 255}.${visitor & 255}-${visitor >> 16}`,
          Referer: "https://example.org/",
        },
      });
    };

    // The first request renders the page; every later one is the fast path's.
    for (const { app: each } of [off, counted]) {
      const first = await each.fetch(returning(0));
      if (first.status !== 200) throw new Error(`The home page answered ${first.status} in process.`);
      await first.arrayBuffer();
    }
    const { analytics } = counted.services;
    const firstDay = analytics.today();
    // From the day the measurement started to the day it ends (it may run over midnight).
    const pageViews = async () => (await analytics.report(firstDay, analytics.today())).totals.pageViews;
    const viewsBefore = await pageViews();

    const offUs: number[] = [];
    const extra = { returning: [] as number[], newVisitor: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, shape] of [
        ["returning", returning],
        ["newVisitor", newVisitor],
      ] as const) {
        // Each round swaps which app goes first, so neither always runs on what the other left warm.
        const first = round % 2 === 0 ? off : counted;
        const second = first === off ? counted : off;
        const a = await timePerRequest(first, shape);
        const b = await timePerRequest(second, shape);
        const [offTime, countedTime] = first === off ? [a, b] : [b, a];
        if (name === "returning") offUs.push(offTime);
        extra[name].push(countedTime - offTime);
      }
    }
    // The measurement must have counted what it says it did (the report flushes the counts first).
    const viewsAfter = await pageViews();
    if (viewsAfter - viewsBefore !== ROUNDS * 2 * REQUESTS_A_RUN) {
      throw new Error(
        `The in-process count saw ${viewsAfter - viewsBefore} page views, not ${ROUNDS * 2 * REQUESTS_A_RUN}.`,
      );
    }
    for (const { services } of [off, counted]) {
      services.analytics.stop();
      services.stopPublicationTimer();
    }
    return {
      returningUs: round2(median(extra.returning)),
      newVisitorUs: round2(median(extra.newVisitor)),
      requestIpUs: round2(await measureRequestIp()),
      offUs: round2(median(offUs)),
      requestsARun: REQUESTS_A_RUN,
      rounds: ROUNDS,
    };
  } finally {
    sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The process's CPU time per request (every thread: the collector's included) of REQUESTS_A_RUN
 * requests, after a full collection (no garbage carried in from the run before).
 */
async function timePerRequest({ app }: App, shape: Shape): Promise<number> {
  Bun.gc(true);
  const started = process.cpuUsage();
  for (let i = 0; i < REQUESTS_A_RUN; i++) {
    const response = await app.fetch(shape(i));
    if (response.status !== 200) throw new Error(`A cached page answered ${response.status} in process.`);
  }
  const { user, system } = process.cpuUsage(started);
  return (user + system) / REQUESTS_A_RUN;
}

/** What one server.requestIP() costs on a real connection: a server that times it in its handler. */
async function measureRequestIp(): Promise<number> {
  const calls = 20_000;
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch(request, self) {
      const started = performance.now();
      for (let i = 0; i < calls; i++) {
        if (!self.requestIP(request)) return new Response("no address", { status: 500 });
      }
      return new Response(String(((performance.now() - started) * 1000) / calls));
    },
  });
  try {
    const figures: number[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await fetch(`http://127.0.0.1:${server.port}/`);
      if (!answer.ok) throw new Error("Bun's requestIP gave no address on a real connection.");
      figures.push(Number(await answer.text()));
    }
    return median(figures);
  } finally {
    server.stop(true);
  }
}

export function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

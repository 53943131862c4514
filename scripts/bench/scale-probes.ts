// The probes of `npm run bench -- --scale` (./scale.ts): timed requests to one running site, each
// loop bounded both in count and in time, every address on loopback.
import { ADMIN_PASSWORD, mb, rssOf } from "./common";

export type Timing = { samples: number; p50Ms: number; p95Ms: number; p99Ms: number; maxMs: number };

/** At most this many requests per probe, and at most this long. */
const MAX_SAMPLES = 40;
const MAX_PROBE_MS = 20_000;
/**
 * Requests a probe makes, untimed, before the ones it times. The first few answers of an address
 * after a start run code the server has not compiled yet (the first page of the run took 47 ms
 * where the tenth took 10); the first answer after a start is the bench's "start to first
 * response", not a page's steady cost.
 */
const WARM_UP = 3;

export function timingOf(durations: number[]): Timing {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
  return {
    samples: sorted.length,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
  };
}

export type Site = { base: string; auth: Record<string, string> };

/** Signs in as the bench's admin through the login API (a script's sign-in: the token in the body). */
export async function signedIn(base: string): Promise<Site> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`the bench admin could not sign in: ${response.status}`);
  return { base, auth: { Authorization: `Bearer ${body.token}`, Origin: base } };
}

async function timed(url: string, headers: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { "Accept-Encoding": "gzip, br", ...headers } });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ms;
}

/**
 * A public page as the render cache misses it: a content write (an empty settings patch, which
 * announces a change like any other) empties the cache before each request, untimed; after
 * WARM_UP such requests untimed.
 */
export async function uncachedPage(site: Site, path: (i: number) => string, samples = MAX_SAMPLES): Promise<Timing> {
  const durations: number[] = [];
  const until = performance.now() + MAX_PROBE_MS;
  for (let i = -WARM_UP; i < samples && performance.now() < until; i++) {
    const write = await fetch(`${site.base}/api/admin/settings`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", ...site.auth },
      body: "{}",
    });
    await write.arrayBuffer();
    if (!write.ok) throw new Error(`the settings patch that empties the cache answered ${write.status}`);
    const ms = await timed(`${site.base}${path(Math.max(i, 0))}`);
    if (i >= 0) durations.push(ms);
  }
  return timingOf(durations);
}

/** An admin read (never cached), as the dashboard makes it, after WARM_UP untimed. */
export async function adminRead(site: Site, path: string, samples = MAX_SAMPLES): Promise<Timing> {
  const durations: number[] = [];
  const until = performance.now() + MAX_PROBE_MS;
  for (let i = -WARM_UP; i < samples && performance.now() < until; i++) {
    const ms = await timed(`${site.base}${path}`, site.auth);
    if (i >= 0) durations.push(ms);
  }
  return timingOf(durations);
}

/** How often the server's RSS is read while an admin read runs. */
const RSS_SAMPLE_MS = 10;

/**
 * The stall test: a cached `/` asked for again and again while `work` (an export, a year of
 * analytics) runs, from its start to its end. What a visitor waits while an admin reads much; and
 * how far the server's RSS (process `pid`, its read worker included) rose above what it was before.
 */
export async function cachedHomeDuring(
  site: Site,
  pid: number,
  work: () => Promise<unknown>,
): Promise<Timing & { workMs: number; rssGrowthMb: number }> {
  await timed(`${site.base}/`);
  const rssBefore = rssOf(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssOf(pid));
  }, RSS_SAMPLE_MS);
  let done = false;
  const started = performance.now();
  const running = work().finally(() => {
    done = true;
  });
  const durations: number[] = [];
  const until = performance.now() + MAX_PROBE_MS * 3;
  try {
    while (!done && performance.now() < until && durations.length < 100_000)
      durations.push(await timed(`${site.base}/`));
    await running;
  } finally {
    clearInterval(sampler);
  }
  rssPeak = Math.max(rssPeak, rssOf(pid));
  return { ...timingOf(durations), workMs: performance.now() - started, rssGrowthMb: mb(rssPeak - rssBefore) };
}

export const readWhole = (site: Site, path: string) => async () => {
  const response = await fetch(`${site.base}${path}`, { headers: site.auth });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
};

// The CDN's part of `npm run bench` (decision 037): the same load of anonymous page views sent once
// straight to the site and once through Varnish with the VCL operators are given (docs/varnish.vcl),
// counting the requests that reached the site in its access log each time. The load is a fixed
// mix of public pages, `REQUESTS` in all, `CONCURRENCY` at a time.
import { readFileSync } from "node:fs";
import { ensureDebianPackages, VARNISHD, XKEY_VMOD } from "./machine";
import { startVarnish } from "./varnish";

const REQUESTS = 3000;
const CONCURRENCY = 16;
const PATHS = ["/", "/blog", "/resources", "/services", "/about", "/expertise", "/blog/rss.xml"];

export type OriginOffload = {
  requests: number;
  direct: { originRequests: number; ms: number };
  throughVarnish: { originRequests: number; ms: number };
  /** The share of the load the cache answered without the site. */
  offloadPercent: number;
};

const logLines = (file: string) => readFileSync(file, "utf8").match(/^\S+ (GET|HEAD) /gm)?.length ?? 0;

/** `base`: the site (http://127.0.0.1:port); `accessLog`: the file its access log is written to. */
export async function measureOriginOffload(base: string, accessLog: string): Promise<OriginOffload> {
  await ensureDebianPackages(
    [
      ["varnish", VARNISHD],
      ["varnish-modules", XKEY_VMOD],
    ],
    "npm run bench",
  );
  const load = async (origin: string) => {
    const before = logLines(accessLog);
    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < REQUESTS) {
        const path = PATHS[next++ % PATHS.length]!;
        const response = await fetch(`${origin}${path}`, { headers: { "Accept-Encoding": "gzip, br" } });
        await response.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const ms = performance.now() - started;
    // The access log is written in batches: wait for the last of this load's lines.
    await Bun.sleep(1500);
    return { originRequests: logLines(accessLog) - before, ms: Math.round(ms) };
  };
  const direct = await load(base);
  const varnish = await startVarnish(Number(new URL(base).port));
  try {
    const throughVarnish = await load(varnish.url);
    return {
      requests: REQUESTS,
      direct,
      throughVarnish,
      offloadPercent: Math.round((1 - throughVarnish.originRequests / REQUESTS) * 1000) / 10,
    };
  } finally {
    await varnish.stop();
  }
}

export function printOriginOffload(offload: OriginOffload) {
  console.log(
    `\nOrigin offload (${offload.requests} page views, ${CONCURRENCY} at a time, the same load each way):\n` +
      `  straight to the site   ${String(offload.direct.originRequests).padStart(6)} requests reached the site (${offload.direct.ms} ms)\n` +
      `  through Varnish        ${String(offload.throughVarnish.originRequests).padStart(6)} requests reached the site (${offload.throughVarnish.ms} ms)\n` +
      `  the cache answered ${offload.offloadPercent}% of the load`,
  );
}

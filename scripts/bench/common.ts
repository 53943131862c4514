// What the bench's modules share: where the binary is, wrk's settings, the targets' and runs' types,
// the command line and the number formats of the tables.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const root = join(import.meta.dir, "..", "..");
export const BINARY = join(root, "dist", "site");
export const ADMIN_PASSWORD = "bench-admin-password";
export const CONNECTIONS = 32;
export const THREADS = 2;
export const DEFAULT_ROUNDS = 2;
export const LEAD_REQUESTS_PER_ROUND = 100;
export const LEAD_CONCURRENCY = 8;
export const DOWNLOAD_BYTES = 50 * 1024 * 1024;
/** Every public GET under /api answers at least this share of nginx's requests per second. */
export const API_BUDGET_RATIO = 0.8;

export type Encoding = "none" | "gzip, br";
export const ENCODINGS: Encoding[] = ["none", "gzip, br"];

export type Target = {
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
export type Run = {
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

/** The first item of a list answer: a bare array, or `{ posts | data | items: [...] }`. */
export function firstOf(body: unknown): { slug?: string; id?: number } | undefined {
  const list = Array.isArray(body)
    ? body
    : [
        (body as Record<string, unknown>)?.posts,
        (body as Record<string, unknown>)?.data,
        (body as Record<string, unknown>)?.items,
      ].find(Array.isArray);
  return (list as Array<{ slug?: string; id?: number }> | undefined)?.[0];
}

export async function warm(url: string, enc: Encoding) {
  for (let i = 0; i < 3; i++) {
    const res = await fetch(url, { headers: enc === "none" ? {} : { "Accept-Encoding": enc } });
    await res.arrayBuffer();
  }
}

export function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb ?? 0) * 1024;
}

export function countLines(file: string, pattern: RegExp): number {
  let n = 0;
  for (const line of readFileSync(file, "utf8").split("\n")) if (pattern.test(line)) n++;
  return n;
}

/** `--name=value` or `--name value`. */
export function flag(name: string): string | undefined {
  const prefix = `--${name}=`;
  const joined = process.argv.find((a) => a.startsWith(prefix));
  if (joined !== undefined) return joined.slice(prefix.length);
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

// ---------------------------------------------------------------------------------------------
// Output

export const pad = (text: string, width: number) => text.padEnd(width);
export const num = (n: number, width: number, digits = 0) => n.toFixed(digits).padStart(width);
export const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

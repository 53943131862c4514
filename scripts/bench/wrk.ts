// One wrk run of a target, read back into figures, and the rounds' means.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CONNECTIONS, type Encoding, type Run, type Target, THREADS } from "./common";

// ---------------------------------------------------------------------------------------------
// wrk

export async function wrk(
  target: Target,
  enc: Encoding,
  round: number,
  duration: number,
  luaDir: string,
): Promise<Run> {
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
export function cpuNanoseconds(pid: number): number {
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

export function toMs(text: string | undefined): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? "");
  if (!m) return Number.NaN;
  const n = Number(m[1]);
  return m[2] === "us" ? n / 1000 : m[2] === "ms" ? n : m[2] === "s" ? n * 1000 : n * 60_000;
}

export type Summary = {
  name: string;
  kind: Target["kind"];
  encoding: Encoding;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ratioToNginx: number;
  rounds: number[];
};

export function summarise(runs: Run[]): Summary[] {
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

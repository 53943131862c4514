// The tables `npm run bench` prints.
import { API_BUDGET_RATIO, ENCODINGS, kb, num, pad } from "./common";
import type { measureDownload, measureLeadPost, pageWeights } from "./measures";
import type { Summary } from "./wrk";

export function printTables(results: {
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

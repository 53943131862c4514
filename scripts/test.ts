// `npm test`: every check. Lint and format (Biome), the typecheck (tsc), the unit and integration
// tests and the component tests (two bun test runs) run side by side, as none needs another, so both
// cores stay busy (decision 053); the browser tests (Playwright in Debian's Chromium and its headless
// shell against the real server) start once the unit and integration run has ended, while the rest
// end (decision 070). Installs either with apt-get
// when it is missing. Prints each runner's own output, how long each phase took, then one combined line
// (lint and typecheck count as one check each), and exits non-zero if anything failed.
//
// `bun scripts/test.ts unit [files…]` and `bun scripts/test.ts e2e [files…]` run one runner alone
// (npm run test:unit, npm run test:e2e), on the files given or on all of them.
import { join } from "node:path";
import { buildAssets } from "./build";
import {
  CHROMIUM,
  ensureDebianPackages,
  freePort,
  HEADLESS_SHELL,
  JAVA,
  RADICALE,
  VARNISHD,
  XKEY_VMOD,
} from "./machine";

const root = join(import.meta.dir, "..");

type Run = { code: number; output: string; ms: number };

/**
 * Runs `cmd` in the repository. Its output is shown as it comes (`live`) or kept and shown in one
 * piece once it ends, so that runners working side by side do not interleave their lines.
 */
async function sh(cmd: string[], options: { env?: Record<string, string>; live?: boolean } = {}): Promise<Run> {
  const started = performance.now();
  const proc = Bun.spawn(cmd, {
    cwd: root,
    env: { ...process.env, ...options.env },
    stdout: "pipe",
    stderr: "pipe",
    stdin: "ignore",
  });
  let output = "";
  const pump = async (stream: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      const text = decoder.decode(chunk, { stream: true });
      output += text;
      if (options.live) sink.write(text);
    }
  };
  await Promise.all([pump(proc.stdout, process.stdout), pump(proc.stderr, process.stderr)]);
  return { code: await proc.exited, output, ms: performance.now() - started };
}

/** "4.2 s", "3 min 07 s". */
function duration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, "0")} s`;
}

// Bun's default of 5 s per test is too short for the tests that start servers or hash passwords
// on a busy 2-core machine; a test that hangs still fails, after 30 s. The files run in two worker
// processes, one a core (bun test --parallel): in one process they run one after another and leave
// the second core idle. Each worker keeps one module registry across its files (--no-isolate), as
// a single bun test process always did; isolating every file cost more than the second core gave.
// tests/timings.json holds each file's duration from a whole run, so the workers start the longest
// files (the binary build, the tests that start servers) first instead of finding them last
// (`--timings`; refresh it with `bun test --timings=tests/timings.json --update-timings …`, decision 034).
// The HTML validity test (tests/integration/html-validity.test.ts) runs the Nu Html Checker in Java;
// the CalDAV test (tests/integration/booking-caldav.test.ts) starts Debian's Radicale; the shared
// cache test (tests/integration/varnish.test.ts) runs Varnish.
//
// The component tests (`*.dom.test.tsx`, decision 034) run in a bun test of their own, with
// happy-dom's window preloaded (tests/support/dom.ts), so no other test sees a DOM. Their files share
// that window and one module registry (--no-isolate, decision 054): a fresh global for each file
// cost half the run's CPU in loading React, React Aria and the app again; what a file leaves in the
// window (its tree, the admin's read answers, the address, storage) is cleared as its app stops.
// That run starts with the other one, not after it (decision 053): one worker, it takes the CPU the
// two workers of the other leave. Its output is held and shown in one piece once the other's has ended.
// They get 90 s a test: every click and key runs React Aria and happy-dom's event and style code,
// and the contact form's longest test took 45 s on this machine at a load average of 25.
const COMPONENT_TEST = /\.dom\.test\.tsx$/;
const bunTest = [process.execPath, "test", "--timeout", "30000"];

const unitTests = async (files: string[]) => {
  await ensureDebianPackages(
    [
      ["default-jre-headless", JAVA],
      ["radicale", RADICALE],
      ["varnish", VARNISHD],
      ["varnish-modules", XKEY_VMOD],
    ],
    "npm test",
  );
  const components = files.filter((file) => COMPONENT_TEST.test(file));
  const others = files.filter((file) => !COMPONENT_TEST.test(file));
  const runOthers = files.length === 0 || others.length > 0;
  const runComponents = files.length === 0 || components.length > 0;
  const env = { NODE_ENV: "test" };
  const integration = runOthers
    ? sh(
        [
          ...bunTest,
          "--parallel=2",
          "--no-isolate",
          "--timings=tests/timings.json",
          "--path-ignore-patterns=**/*.dom.test.tsx",
          ...others,
        ],
        { env, live: true },
      )
    : undefined;
  const component = runComponents
    ? sh(
        [
          process.execPath,
          "test",
          "--timeout",
          "90000",
          "--no-isolate",
          "--preload=./tests/support/dom.ts",
          ...(files.length ? components : [".dom.test.tsx"]),
        ],
        // Alone, it shows its lines as they come; beside the other run, in one piece after it.
        { env, live: !runOthers },
      )
    : undefined;
  return { integration, component };
};

/** The two bun test runs as one result: their output in order and the longer one's time (they overlap). */
async function bothRuns(runs: { integration?: Promise<Run>; component?: Promise<Run> }, showComponent: boolean) {
  const done: Run[] = [];
  if (runs.integration) done.push(await runs.integration);
  if (runs.component) {
    const run = await runs.component;
    if (showComponent) process.stdout.write(`\n== Component tests (bun test, happy-dom) ==\n${run.output}`);
    done.push(run);
  }
  return {
    code: done.some((run) => run.code !== 0) ? 1 : 0,
    output: done.map((run) => run.output).join("\n"),
    ms: Math.max(0, ...done.map((run) => run.ms)),
  };
}

async function browserTests(files: string[]) {
  await ensureDebianPackages(
    [
      ["chromium", CHROMIUM],
      ["chromium-headless-shell", HEADLESS_SHELL],
    ],
    "npm test",
  );
  return sh(["node", join(root, "node_modules/@playwright/test/cli.js"), "test", ...files], {
    env: { E2E_PORT: String(await freePort()) },
    live: true,
  });
}

/**
 * The names of the tests that failed (and, from Playwright, passed only on a retry), gathered from
 * each runner's output, so that they are the last thing printed, where a CI log's tail shows them.
 */
function failedTestNames(unitOutput: string, e2eOutput: string): string[] {
  const names = [...unitOutput.matchAll(/^\(fail\) (.+)$/gm)].map((m) => `bun test: ${m[1]}`);
  // Playwright's summary: "  2 failed" or "  1 flaky", then one indented line per test.
  let heading = "";
  for (const line of e2eOutput.split("\n")) {
    const group = /^ {2}\d+ (failed|flaky)$/.exec(line);
    if (group) heading = group[1]!;
    else if (heading && /^ {4}\S/.test(line))
      names.push(`Playwright (${heading}): ${line.replace(/\s*─+$/, "").trim()}`);
    else heading = "";
  }
  return [...new Set(names)];
}

function count(output: string, pattern: RegExp): number {
  return [...output.matchAll(pattern)].reduce((sum, m) => sum + Number(m[1]), 0);
}

const [mode, ...files] = process.argv.slice(2);
const started = performance.now();
// Biome reads the sources alone, so in a whole run it starts beside the asset build (mostly one core
// of work) instead of after it; the typecheck needs the build's declarations, and the tests its files.
// Both run at a lower priority (nice): they have no time limit, the tests beside them do, so they take
// the CPU the tests leave rather than slowing a test towards its timeout.
const checker = (command: string[]) => sh(["nice", "-n", "10", ...command]);
const linting =
  mode === undefined ? checker([join(root, "node_modules/.bin/biome"), "ci", "--colors=off", "."]) : undefined;
await buildAssets();

if (mode === "unit") {
  const runs = await unitTests(files);
  process.exit((await bothRuns(runs, runs.integration !== undefined)).code);
}
if (mode === "e2e") process.exit((await browserTests(files)).code);
if (mode !== undefined) {
  console.error(`Unknown mode "${mode}": bun scripts/test.ts [unit|e2e [files…]]`);
  process.exit(2);
}

console.log("\n== Lint and format (Biome), typecheck (tsc), unit and integration tests (bun test), side by side ==");
// tsc in one thread: its checkers in parallel cost 25 CPU-seconds against 14 here, for no earlier
// end, as it runs niced beside the tests anyway.
const typechecking = checker([join(root, "node_modules/.bin/tsc"), "--noEmit", "-p", ".", "--singleThreaded"]);
const bunRuns = await unitTests([]);
// Playwright starts as soon as the unit and integration run has ended, not after the component run,
// the typecheck and the lint: those are one process each by then and would leave a core idle while
// they end (the browser tests' first seconds are their servers starting). Their output is printed
// after the browser tests', in one piece.
await bunRuns.integration;
const checksMs = performance.now() - started;
console.log("\n== Browser tests (Playwright, Chromium), while the rest of the checks end ==");
const e2e = await browserTests([]);
const [lint, typecheck, unit] = await Promise.all([linting!, typechecking, bothRuns(bunRuns, true)]);
console.log(`\n== Lint and format (Biome): ${lint.code === 0 ? "passed" : "FAILED"} in ${duration(lint.ms)} ==`);
process.stdout.write(lint.output);
console.log(`\n== Typecheck (tsc): ${typecheck.code === 0 ? "passed" : "FAILED"} in ${duration(typecheck.ms)} ==`);
process.stdout.write(typecheck.code === 0 ? "No type errors.\n" : typecheck.output);
console.log(`\n== Unit and integration tests (bun test): above, in ${duration(unit.ms)} ==`);

const checks = [lint, typecheck];
const checksFailed = checks.filter((check) => check.code !== 0).length;
const passed =
  checks.length - checksFailed + count(unit.output, /^\s*(\d+) pass$/gm) + count(e2e.output, /^\s*(\d+) passed\b/gm);
const failed = count(unit.output, /^\s*(\d+) fail$/gm) + count(e2e.output, /^\s*(\d+) failed\b/gm);
const crashed = (unit.code !== 0 || e2e.code !== 0) && failed === 0 ? 1 : 0;
const names = failedTestNames(unit.output, e2e.output);
console.log(
  `\nTook ${duration(performance.now() - started)}: the browser tests ${duration(e2e.ms)}, started after ` +
    `${duration(checksMs)} (the build and the unit and integration run); beside them lint ${duration(lint.ms)}, ` +
    `typecheck ${duration(typecheck.ms)}, bun test with the component tests ${duration(unit.ms)}`,
);
if (checksFailed > 0 || names.length > 0) {
  console.log("\n== What failed ==");
  if (lint.code !== 0) console.log("Biome (lint and format)");
  if (typecheck.code !== 0) console.log("TypeScript (tsc)");
  for (const name of names) console.log(name);
}
console.log(`\n${passed} passed, ${failed + crashed + checksFailed} failed`);
process.exit([lint, typecheck, unit, e2e].some((run) => run.code !== 0) ? 1 : 0);

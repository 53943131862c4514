// Browser tests: Debian's Chromium headless shell, and for the islands' tests the whole browser
// (Playwright cannot download its own here; see the projects below), against the real
// server, built assets and a fresh data folder per run. `npm test` passes a free port in E2E_PORT.
// A second server, tests/e2e/fixtures/islands-server.tsx, serves test islands built with the
// site's island code (tests/e2e/islands-hydration.e2e.ts) on E2E_FIXTURE_PORT, a free port picked here.
// A third, the site again on E2E_ADMIN_PORT with a data folder of its own, is where the admin
// dashboard's tests (tests/e2e/admin.e2e.ts) publish and delete content, so the other tests never
// see a post or testimonial appear under them.
import { defineConfig } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM, CHROMIUM_FLAGS, HEADLESS_SHELL } from "./scripts/machine";
import { installNetworkGuard } from "./src/server/network-guard";

// No test may reach beyond this machine (decision 026): this file is evaluated in Playwright's
// runner and in every worker, so the guard is installed in each (the servers install their own).
installNetworkGuard();

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// Playwright evaluates this file in its runner and again in every worker: the data folders are
// made once, passed on in the environment, and removed by tests/e2e/global-teardown.ts.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "site-e2e-"));
process.env.E2E_ADMIN_DATA_DIR ??= mkdtempSync(join(tmpdir(), "site-e2e-admin-"));
const dataDir = process.env.E2E_DATA_DIR;
const adminDataDir = process.env.E2E_ADMIN_DATA_DIR;

// Asked of a child process because this file is evaluated synchronously. Set in the environment
// before the workers start, so they inherit the same port (tests/e2e/support.ts reads it).
function freePort(): number {
  const script =
    "const s = require('node:net').createServer();" +
    "s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
}
process.env.E2E_FIXTURE_PORT ??= String(freePort());
const fixturePort = Number(process.env.E2E_FIXTURE_PORT);
const fixtureURL = `http://127.0.0.1:${fixturePort}`;
process.env.E2E_ADMIN_PORT ??= String(freePort());
// A fourth, for the account page's and the booking's tests (tests/e2e/account.e2e.ts,
// tests/e2e/booking.e2e.ts; booking switched on changes every page's calls to action): passkeys need a secure context
// and a domain for their relying party ID, never an IP address, so this one's SITE_URL is
// http://localhost:<port>, which browsers treat as secure.
process.env.E2E_ACCOUNT_PORT ??= String(freePort());
process.env.E2E_ACCOUNT_DATA_DIR ??= mkdtempSync(join(tmpdir(), "site-e2e-account-"));
// That server also sends e-mail, to an SMTP peer the booking test (tests/e2e/booking.e2e.ts) starts
// on this port and reads the booking's links from; until it listens, mails wait in the outbox.
process.env.E2E_SMTP_PORT ??= String(freePort());

const ISLAND_LOADING = /islands\.e2e\.ts$/;

// A test's page lives for seconds: V8's optimising compilers (Maglev, TurboFan), which run on
// threads of their own, cost more CPU than their faster code gives back before the page is closed.
// Their baseline compiler alone took the browser tests from 649 to 619 CPU-seconds (decision 070).
// The tests only: Lighthouse (scripts/audit.ts) measures the browser as visitors have it.
const browserArgs = [...CHROMIUM_FLAGS, "--js-flags=--max-opt=1"];

/**
 * The site as it runs in production, on `sitePort` with a fresh seeded data folder, with the
 * network guard (NETWORK_LOOPBACK_ONLY: it can connect to nothing beyond this machine, decision 026)
 * and so with webhook endpoints on loopback, where a test's receiver listens. Browser tests
 * that send forms give each test its own address in X-Forwarded-For (TRUST_PROXY), so one test's
 * per-address limits never hold up another (tests/e2e/contact.e2e.ts); the contact form's minimum
 * fill time is checked by the integration tests with a clock, so it is off here.
 */
// The site's processes hash passwords at the tests' low argon2id cost, as every site process the
// other tests start does (tests/support/site-process-env.ts, decision 053): the seed, each sign-in
// and each account a test makes would otherwise spend a third of a CPU-second a hash.
const testPasswordCost = `--preload=${join(import.meta.dirname, "tests/support/site-process-preload.ts")}`;

function siteServer(sitePort: number, siteDataDir: string, host = "127.0.0.1", extraEnv: Record<string, string> = {}) {
  const url = `http://${host}:${sitePort}`;
  return {
    command: "node_modules/.bin/bun tests/e2e/prepare-data.ts && node_modules/.bin/bun src/server/index.ts",
    url: `http://127.0.0.1:${sitePort}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(sitePort),
      DATA_DIR: siteDataDir,
      SITE_URL: url,
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: "e2e-admin-password",
      TRUST_PROXY: "true",
      CONTACT_MIN_FILL_SECONDS: "0",
      NETWORK_LOOPBACK_ONLY: "true",
      WEBHOOKS_ALLOW_LOOPBACK: "true",
      BUN_OPTIONS: [process.env.BUN_OPTIONS, testPasswordCost].filter(Boolean).join(" "),
      ...extraEnv,
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: /.*\.e2e\.ts$/,
  globalTeardown: "./tests/e2e/global-teardown.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // One retry, so a test that a busy machine upset once is reported as flaky (and named at the end
  // of `npm test`) rather than failing the run; a test that fails twice fails (decision 010).
  retries: 1,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    // The heroes' entrance (up to 1.4 s) would be waited out on every page a test opens
    // (tests/e2e/support.ts); the motion itself is checked once, in tests/e2e/shell.e2e.ts.
    reducedMotion: "reduce",
    // A test that fails is run again with a trace (retries: 1), so recording every first run, which
    // costs every test time, is not needed to see why one failed.
    trace: "on-first-retry",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: ISLAND_LOADING,
      use: { launchOptions: { executablePath: HEADLESS_SHELL, args: browserArgs } },
    },
    // The headless shell sends the page a pointer move at (0, 0) as it loads, which a visitor's
    // browser does not: the islands' loading tests, which check that nothing loads before the first
    // interaction, run in the whole browser; one after another, so one worker starts it, not two
    // (decision 068).
    {
      name: "chromium-browser",
      testMatch: ISLAND_LOADING,
      fullyParallel: false,
      use: { launchOptions: { executablePath: CHROMIUM, args: browserArgs } },
    },
  ],
  webServer: [
    siteServer(port, dataDir),
    {
      command: "node_modules/.bin/bun tests/e2e/fixtures/islands-server.tsx",
      url: `${fixtureURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { NODE_ENV: "development", PORT: String(fixturePort) },
    },
    siteServer(Number(process.env.E2E_ADMIN_PORT), adminDataDir),
    siteServer(Number(process.env.E2E_ACCOUNT_PORT), process.env.E2E_ACCOUNT_DATA_DIR, "localhost", {
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
    }),
  ],
});

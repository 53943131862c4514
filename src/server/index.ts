// The only process entry: read the configuration, open and migrate the database, seed it on first
// start, then serve. `bun build --compile` turns this file (and all it imports) into dist/site.
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { manifest } from "#build/assets";
import { openDatabase } from "../db/client";
import { migrate } from "../db/migrate";
import { seed } from "../db/seed";
import { createLocalStorage } from "../storage";
import { createApp } from "./app";
import { readEnv } from "./env";

const started = performance.now();
// process.env.NODE_ENV is fixed to "production" in the compiled binary (scripts/build.ts).
const env = readEnv({ ...process.env, NODE_ENV: process.env.NODE_ENV });

// `site healthcheck`: the container's HEALTHCHECK (slim images have no curl) asks the running
// server's /healthz, which checks the database, and exits 0 or 1.
if (process.argv[2] === "healthcheck") {
  const ok = await fetch(`http://127.0.0.1:${env.port}/healthz`, { signal: AbortSignal.timeout(2500) })
    .then((res) => res.ok)
    .catch(() => false);
  process.exit(ok ? 0 : 1);
}
const dataDir = resolve(env.dataDir);
await mkdir(join(dataDir, "uploads"), { recursive: true });

const { sqlite, db } = openDatabase(join(dataDir, "site.db"));
const applied = migrate(sqlite);
if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);

const storage = createLocalStorage(join(dataDir, "uploads"));
await seed({ db, storage, env, print: (line) => console.log(line) });

const { app } = createApp({
  db,
  storage,
  assets: manifest,
  settings: { siteUrl: env.siteUrl, email: env.siteEmail, phone: env.sitePhone, timeZone: env.siteTimeZone },
});

const server = Bun.serve({
  hostname: env.host,
  port: env.port,
  fetch: app.fetch,
  // Uploads are limited to 50 MB by the upload route; this is the outer bound.
  maxRequestBodySize: 64 * 1024 * 1024,
  idleTimeout: 60,
});

console.log(
  `Listening on http://${env.host === "0.0.0.0" ? "localhost" : env.host}:${server.port} ` +
    `(site URL ${env.siteUrl}, data in ${dataDir}, ${env.production ? "production" : "development"}, ` +
    `ready in ${Math.round(performance.now() - started)} ms)`,
);

function shutdown() {
  void server.stop().then(() => {
    sqlite.close();
    process.exit(0);
  });
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);

// A real app on a real SQLite file for integration tests. The database is migrated and seeded once
// per test process into a template folder; each test file then gets its own copy of it.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { manifest } from "#build/assets";
import { openDatabase } from "../../src/db/client";
import { migrate } from "../../src/db/migrate";
import { seed } from "../../src/db/seed";
import { type AppDeps, createApp } from "../../src/server/app";
import { createServices } from "../../src/services";
import type { ImageProxyOptions } from "../../src/services/image-proxy";
import type { Scheduler } from "../../src/services/publication";
import { createLocalStorage, type FileStorage } from "../../src/storage";

export const TEST_ADMIN = { username: "admin", password: "correct-horse-battery" } as const;
export const TEST_SETTINGS = {
  siteUrl: "https://consultancy.test",
  email: "hello@consultancy.test",
  phone: "+1 (816) 555-0100",
  timeZone: "America/Chicago",
} as const;

let template: Promise<string> | undefined;

async function makeTemplate(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "site-template-"));
  const { sqlite, db } = openDatabase(join(dir, "site.db"));
  migrate(sqlite);
  const storage = createLocalStorage(join(dir, "uploads"));
  await seed({ db, storage, env: { adminUsername: TEST_ADMIN.username, adminPassword: TEST_ADMIN.password } });
  // What the server does at each start (src/server/index.ts): the seeded covers become media items.
  await createServices({ db, storage }).media.recordStoredImages();
  sqlite.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  sqlite.close();
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export type TestAppOptions = {
  /** The deployment's settings; `email` and `phone` are the site settings' first-start values. */
  settings?: Partial<AppDeps["settings"]>;
  /** Receives the request log lines (dropped by default). */
  log?: (line: string) => void;
  /** The clock of sessions, sign-in waits and the audit trail (tests/support/auth.ts has one to move). */
  now?: () => number;
  /** The timers of scheduled publishing, moved with `now` (tests/support/clock.ts). */
  scheduler?: Scheduler;
  /** TRUST_PROXY: read the client's address from X-Forwarded-For. */
  trustProxy?: boolean;
  /** The image proxy's settings (its disk cache is `<dir>/cache/images` unless given). */
  imageProxy?: ImageProxyOptions;
  /** Another FileStorage than the copy's local uploads folder (an S3 bucket's, say). */
  storage?: FileStorage;
  /** The status page's and the backups' facts (version, replica, where backups are kept). */
  operations?: AppDeps["operations"];
  /** ANALYTICS: false counts nothing (docs/product.md#analytics). */
  analytics?: boolean;
  /** RENDER_CACHE_MB in bytes: a small budget to see eviction. */
  renderCacheBytes?: number;
  /** Addresses per sitemap file before it becomes an index: a small one to see the index. */
  sitemapMaxUrls?: number;
  /** E-mail (a mailer on a local SMTP peer), webhooks and scheduling's options, as the server passes them. */
  contact?: AppDeps["contact"];
  webhooks?: AppDeps["webhooks"];
  booking?: AppDeps["booking"];
  /** CDN_PURGE_*: the CDN purged on every content change. */
  cdn?: AppDeps["cdn"];
  /** The read worker's entry: one that can hold its reads (./held-read-worker.ts). */
  readWorkerEntry?: AppDeps["readWorkerEntry"];
};

export async function createTestApp(options: TestAppOptions = {}) {
  template ??= makeTemplate();
  const dir = mkdtempSync(join(tmpdir(), "site-test-"));
  cpSync(await template, dir, { recursive: true });
  const { sqlite, db } = openDatabase(join(dir, "site.db"));
  const storage = options.storage ?? createLocalStorage(join(dir, "uploads"));
  const { app, services, pageCache, renderCache, reads } = createApp({
    db,
    storage,
    assets: manifest,
    settings: { ...TEST_SETTINGS, ...options.settings },
    log: options.log ?? (() => {}),
    now: options.now,
    scheduler: options.scheduler,
    trustProxy: options.trustProxy,
    analytics: options.analytics,
    renderCacheBytes: options.renderCacheBytes,
    sitemapMaxUrls: options.sitemapMaxUrls,
    imageProxy: { cacheDir: join(dir, "cache", "images"), ...options.imageProxy },
    operations: options.operations,
    contact: options.contact,
    webhooks: options.webhooks,
    booking: options.booking,
    cdn: options.cdn,
    readWorkerEntry: options.readWorkerEntry,
  });
  return {
    app,
    services,
    pageCache,
    /** The render cache's routes as the early path sees them (`renderCache.cached(path, url)`). */
    renderCache,
    db,
    sqlite,
    storage,
    dir,
    /** The read worker (src/db/read-worker.ts), started by the first long read. */
    reads,
    close() {
      services.stopPublicationTimer();
      services.analytics.stop();
      reads.close();
      sqlite.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

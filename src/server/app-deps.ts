// What the composition root builds the app from (createApp in ./app.ts): database, storage, assets,
// settings and the options of the services. The server process and the tests each make their own.
import type { Db } from "../db/client";
import type { DeploymentSettings } from "../pages/page";
import type { createServices } from "../services";
import type { BookingOptions } from "../services/booking";
import type { ContactOptions } from "../services/contact";
import type { ImageProxyOptions } from "../services/image-proxy";
import type { Scheduler } from "../services/publication";
import type { FirstStartContact } from "../services/settings";
import type { WebhookOptions } from "../services/webhooks";
import type { CdnConfig } from "../services/cdn-purge";
import type { FileStorage } from "../storage";
import type { AssetManifest } from "./assets";
import type { LogLine } from "./middleware/request-log";

export type AppDeps = {
  db: Db;
  storage: FileStorage;
  assets: AssetManifest;
  /**
   * The deployment's address and time zone, and SITE_EMAIL and SITE_PHONE: the site settings'
   * e-mail and phone until an admin saves others (docs/product.md#admin-settings).
   */
  settings: DeploymentSettings & FirstStartContact;
  log?: LogLine;
  /**
   * Read the client's address from the last X-Forwarded-For entry instead of the socket: set only
   * behind a reverse proxy that appends it (TRUST_PROXY), or anyone could choose their address.
   */
  trustProxy?: boolean;
  /** The clock of sessions, sign-in waits, the audit trail and scheduled publishing; tests move it. */
  now?: () => number;
  /** The timers of scheduled publishing (src/services/publication.ts); tests give their own with `now`. */
  scheduler?: Scheduler;
  /**
   * The image proxy's settings: its disk cache folder (none: nothing is cached), ports, loopback
   * for tests; tests also give it their resolver and transport. Defaults are the production limits.
   */
  imageProxy?: ImageProxyOptions;
  /** DOWNLOAD_SIGNING_KEY: the key of download links; when absent, one derived from `secretKey`. */
  downloadSigningKey?: Uint8Array;
  /**
   * The installation's secret (DATA_DIR/secret.key, src/server/secret-key.ts), from which the
   * contact form's stamp key is derived; a random one when absent (tests).
   */
  secretKey?: Uint8Array;
  /** ANALYTICS=off: no visit is counted (docs/product.md#analytics); on by default. */
  analytics?: boolean;
  /** The render cache's budget of bytes (RENDER_CACHE_MB); its default otherwise. */
  renderCacheBytes?: number;
  /** Addresses per sitemap file before it becomes an index (src/server/seo.ts); tests give a small one. */
  sitemapMaxUrls?: number;
  /** The contact form's e-mail forwarding (a mailer when SMTP_URL is set) and spam checks. */
  contact?: ContactOptions;
  /** The status page's and the backups' facts (src/services/index.ts); the version defaults to package.json's. */
  operations?: Parameters<typeof createServices>[0]["operations"];
  /** Webhook deliveries (WEBHOOKS_ALLOW_LOOPBACK; tests also give a short time limit). */
  webhooks?: WebhookOptions;
  /** Scheduling (src/services/booking): its CalDAV connections follow WEBHOOKS_ALLOW_LOOPBACK too. */
  booking?: BookingOptions;
  /** CDN_PURGE_*: the CDN purged on every content change (docs/deploying.md#cdn). */
  cdn?: CdnConfig;
  /**
   * The read worker's entry module (src/db/read-worker.ts): ./read-worker.ts unless a test gives
   * one that serves the same reads but can hold them (tests/support/held-read-worker.ts).
   */
  readWorkerEntry?: string | URL;
};

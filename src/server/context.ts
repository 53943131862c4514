// What every request handler can rely on: the app's dependencies (AppDeps) and the request-scoped
// variables on the Hono context (AppEnv). Areas are separate Hono apps typed with AppEnv, so a
// handler in any area reads the same request id, nonce and signed-in user.
import type { Db } from "../db/client";
import type { SiteSettings } from "../pages/page";
import type { ContactOptions } from "../services/contact";
import type { ImageProxyOptions } from "../services/image-proxy";
import type { FileStorage } from "../storage";
import type { AssetManifest } from "./assets";
import type { LogLine } from "./middleware/request-log";

export type AppDeps = {
  db: Db;
  storage: FileStorage;
  assets: AssetManifest;
  settings: SiteSettings;
  log?: LogLine;
  /**
   * Read the client's address from the last X-Forwarded-For entry instead of the socket: set only
   * behind a reverse proxy that appends it (TRUST_PROXY), or anyone could choose their address.
   */
  trustProxy?: boolean;
  /** The clock of sessions, sign-in waits and the audit trail; tests move it. */
  now?: () => number;
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
  /** The contact form's e-mail forwarding (a mailer when SMTP_URL is set) and spam checks. */
  contact?: ContactOptions;
};

/** The signed-in user as handlers see it (never the password hash). */
export type CurrentUser = {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: "user" | "admin";
  isActive: boolean;
};

/** The session behind the current request: its stored id (the token's hash, never the token). */
export type CurrentSession = {
  id: string;
  expiresAt: Date;
  /** How the request proved it: the session cookie, or an `Authorization: Bearer` header. */
  via: "cookie" | "bearer";
};

export type AppEnv = {
  Variables: {
    requestId: string;
    secureHeadersNonce?: string;
    /** The client's address (src/server/middleware/client-ip.ts), for sign-in throttling and the audit trail. */
    clientIp: string;
    /** Filled by the session loader (accounts); unset means nobody is signed in. */
    user?: CurrentUser | null;
    session?: CurrentSession | null;
  };
};

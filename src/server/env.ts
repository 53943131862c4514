// The only reader of process.env: every setting is parsed and defaulted here, once, so a bad
// value stops the server at start with a clear message instead of failing on some later request.
import { z } from "zod";
import { parseStorageUrl, type StorageConfig } from "../storage/open";
import { networkGuardInstalled } from "./network-guard";
import { type CdnConfig, cdnConfigSchema } from "../services/cdn-purge";

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default("./data"),
  SITE_URL: optionalText.pipe(z.url().optional()),
  SITE_EMAIL: z.email().default("hello@example.com"),
  SITE_PHONE: z.string().default("+1 (816) 555-0142"),
  SITE_TIMEZONE: z
    .string()
    .default("UTC")
    .refine(isTimeZone, "must be an IANA time zone such as UTC or America/Chicago"),
  ADMIN_USERNAME: z.string().trim().min(3).default("admin"),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8).optional()),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0", ""], { error: "must be true or false" })
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  ANALYTICS: z
    .enum(["on", "off", "true", "false", "1", "0", ""], { error: "must be on or off" })
    .default("on")
    .transform((v) => v !== "off" && v !== "false" && v !== "0"),
  IMAGE_PROXY_ALLOW_LOOPBACK: z
    .enum(["true", "false", "1", "0", ""], { error: "must be true or false" })
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  WEBHOOKS_ALLOW_LOOPBACK: z
    .enum(["true", "false", "1", "0", ""], { error: "must be true or false" })
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  // Read by ./network-guard-from-env before anything else; here only for the loopback switches.
  NETWORK_LOOPBACK_ONLY: z
    .enum(["true", "false", "1", "0", ""], { error: "must be true or false" })
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  IMAGE_PROXY_PORTS: z.string().default("80,443").transform(parsePorts),
  IMAGE_PROXY_CACHE_MB: z.coerce.number().int().min(0).default(100),
  RENDER_CACHE_MB: z.coerce.number().int().min(1).default(192),
  SMTP_URL: optionalText.pipe(
    z
      .url({
        protocol: /^smtps?$/,
        error: "must be an smtp:// or smtps:// URL such as smtp://user:password@smtp.example.com:587",
      })
      .optional(),
  ),
  MAIL_FROM: optionalText.pipe(
    z
      .string()
      .transform((value, ctx) => {
        const mailbox = parseMailbox(value);
        if (mailbox) return mailbox;
        ctx.addIssue({ code: "custom", message: MAIL_FROM_FORMAT });
        return z.NEVER;
      })
      .optional(),
  ),
  CONTACT_MIN_FILL_SECONDS: z.coerce.number().min(0).max(600).default(3),
  DOWNLOAD_SIGNING_KEY: optionalText.pipe(
    z.string().min(32, "must be at least 32 characters (a long random secret)").optional(),
  ),
  SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hexadecimal characters (32 random bytes: openssl rand -hex 32)")
      .optional(),
  ),
  STORAGE_URL: optionalText,
  LITESTREAM_REPLICA_URL: optionalText,
});

const MAIL_FROM_FORMAT = 'must be an e-mail address, or a name and one: "Example Consulting <hello@example.com>"';

const LOOPBACK_IN_PRODUCTION =
  "is for tests only and cannot be set when NODE_ENV is production (unless NETWORK_LOOPBACK_ONLY, as in the browser tests)";

export type Env = {
  production: boolean;
  host: string;
  port: number;
  dataDir: string;
  siteUrl: string;
  siteEmail: string;
  sitePhone: string;
  /** IANA zone in which dates are shown and date-dependent pages turn over at midnight. */
  siteTimeZone: string;
  adminUsername: string;
  adminPassword: string | undefined;
  /** Behind a reverse proxy: the client's address is the last X-Forwarded-For entry, not the socket's. */
  trustProxy: boolean;
  /** ANALYTICS=off: no visit is counted (docs/product.md#analytics). */
  analytics: boolean;
  /** The render cache's budget of bytes (RENDER_CACHE_MB; docs/architecture.md#render-cache). */
  renderCacheBytes: number;
  /** The image proxy's target ports, disk cache cap, and (tests only) loopback targets. */
  imageProxy: { allowLoopback: boolean; allowedPorts: number[]; cacheMaxBytes: number };
  /** Webhook endpoints on loopback (WEBHOOKS_ALLOW_LOOPBACK): for tests only, refused in production. */
  webhooksAllowLoopback: boolean;
  /** The SMTP server contact messages are forwarded through (SMTP_URL); undefined: they are only stored. */
  smtpUrl: string | undefined;
  /** The From of forwarded messages (MAIL_FROM); undefined: the site's own address. */
  mailFrom: { name?: string; address: string } | undefined;
  /** How long after the contact form is shown a send is accepted at the earliest. */
  contactMinFillMs: number;
  /** The secret that signs download links; undefined: a key derived from DATA_DIR/secret.key. */
  downloadSigningKey: string | undefined;
  /**
   * SECRET_KEY, hex: the installation's secret, written to DATA_DIR/secret.key when the folder has
   * none (a disk that does not outlive its container); undefined: a random one is made there.
   */
  secretKey: string | undefined;
  /** Where uploads are stored (STORAGE_URL): the local disk, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** LITESTREAM_REPLICA_URL: where Litestream replicates the database (shown on the status page). */
  replicaUrl: string | undefined;
  /** CDN_PURGE_*: the CDN purged on every content change (docs/deploying.md#cdn); over the admin's. */
  cdn: CdnConfig | undefined;
};

/**
 * `networkGuard`: whether this process's network guard is installed (src/server/network-guard.ts).
 * In production the loopback switches pass only with NETWORK_LOOPBACK_ONLY and the guard really in
 * place: such a server reaches nothing beyond this machine, so loopback is all there is to reach
 * (the browser tests' servers, playwright.config.ts). A variable alone cannot turn them on.
 */
export function readEnv(
  source: Record<string, string | undefined> = process.env,
  state: { networkGuard: boolean } = { networkGuard: networkGuardInstalled() },
): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const e = parsed.data;
  let storage: StorageConfig;
  try {
    storage = parseStorageUrl(e.STORAGE_URL, source);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  STORAGE_URL: ${(error as Error).message}`);
  }
  const loopbackOnly = e.NETWORK_LOOPBACK_ONLY && state.networkGuard;
  if (e.NODE_ENV === "production" && e.IMAGE_PROXY_ALLOW_LOOPBACK && !loopbackOnly) {
    throw new Error(`Invalid configuration:\n  IMAGE_PROXY_ALLOW_LOOPBACK: ${LOOPBACK_IN_PRODUCTION}`);
  }
  if (e.NODE_ENV === "production" && e.WEBHOOKS_ALLOW_LOOPBACK && !loopbackOnly) {
    throw new Error(`Invalid configuration:\n  WEBHOOKS_ALLOW_LOOPBACK: ${LOOPBACK_IN_PRODUCTION}`);
  }
  return {
    cdn: cdnFromEnv(source),
    production: e.NODE_ENV === "production",
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    siteEmail: e.SITE_EMAIL,
    sitePhone: e.SITE_PHONE,
    siteTimeZone: e.SITE_TIMEZONE,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    trustProxy: e.TRUST_PROXY,
    analytics: e.ANALYTICS,
    renderCacheBytes: e.RENDER_CACHE_MB * 1024 * 1024,
    imageProxy: {
      allowLoopback: e.IMAGE_PROXY_ALLOW_LOOPBACK,
      allowedPorts: e.IMAGE_PROXY_PORTS,
      cacheMaxBytes: e.IMAGE_PROXY_CACHE_MB * 1024 * 1024,
    },
    downloadSigningKey: e.DOWNLOAD_SIGNING_KEY,
    secretKey: e.SECRET_KEY,
    webhooksAllowLoopback: e.WEBHOOKS_ALLOW_LOOPBACK,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactMinFillMs: Math.round(e.CONTACT_MIN_FILL_SECONDS * 1000),
    storage,
    replicaUrl: e.LITESTREAM_REPLICA_URL,
  };
}

/** CDN_PURGE_PROVIDER with CDN_PURGE_URL, CDN_PURGE_ZONE and CDN_PURGE_TOKEN, checked as an admin's would be. */
function cdnFromEnv(source: Record<string, string | undefined>): CdnConfig | undefined {
  const provider = source.CDN_PURGE_PROVIDER?.trim();
  if (!provider) return undefined;
  const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const parsed = cdnConfigSchema.safeParse({
    provider,
    url: given(source.CDN_PURGE_URL),
    zone: given(source.CDN_PURGE_ZONE),
    token: given(source.CDN_PURGE_TOKEN),
  });
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (i) => `  CDN_PURGE_${String(i.path[0] ?? "provider").toUpperCase()}: ${i.message}`,
  );
  throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
}

function parsePorts(value: string, ctx: z.RefinementCtx<string>): number[] {
  const ports = value.split(",").map((part) => part.trim());
  if (ports.every((port) => /^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535)) {
    return ports.map(Number);
  }
  ctx.addIssue({ code: "custom", message: "must be a comma-separated list of ports such as 80,443" });
  return z.NEVER;
}

/** "hello@example.com" or "Example Consulting <hello@example.com>" (quotes around the name allowed). */
function parseMailbox(value: string): { name?: string; address: string } | null {
  const named = /^\s*"?([^"<>\r\n]*?)"?\s*<([^<>\s]+)>\s*$/.exec(value);
  const address = named ? named[2]! : value.trim();
  if (!z.email().safeParse(address).success) return null;
  const name = named?.[1]?.trim();
  return name ? { name, address } : { address };
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

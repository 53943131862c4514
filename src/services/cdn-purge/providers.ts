// How each CDN is asked to drop the answers built from some content tags (docs/deploying.md#cdn,
// decision 037): the one HTTP request (or few) a purge is, per provider. The tags are those the
// answers carry in Surrogate-Key and Cache-Tag (src/http/cache-headers.ts).
import { z } from "zod";

export const CDN_PROVIDERS = ["http", "cloudflare", "fastly", "bunny"] as const;
export type CdnProvider = (typeof CDN_PROVIDERS)[number];

/** Where each provider's API is unless the settings name another address (a test's receiver). */
const API_BASE: Record<Exclude<CdnProvider, "http">, string> = {
  cloudflare: "https://api.cloudflare.com",
  fastly: "https://api.fastly.com",
  bunny: "https://api.bunny.net",
};

/** How many tags one request may name (Cloudflare takes 30 a call on most plans, Fastly 256). */
const TAGS_PER_REQUEST: Record<CdnProvider, number> = { http: 256, cloudflare: 30, fastly: 256, bunny: 1 };

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value),
    "Please enter an http or https address.",
  );

/** The purge configuration as an admin sends it (PUT /api/admin/cdn) or the environment gives it. */
export const cdnConfigSchema = z
  .object({
    provider: z.enum(CDN_PROVIDERS),
    /**
     * http: where PURGE requests go (Varnish). Others: the API's address, when not the provider's
     * own (a proxy, a test's receiver).
     */
    url: httpUrl.optional(),
    /** Cloudflare's zone id, Fastly's service id, Bunny's pull zone id. */
    zone: z
      .string()
      .trim()
      .regex(/^[\w-]{1,64}$/, "Please enter the id as the provider shows it (letters, digits, - and _).")
      .optional(),
    /** Cloudflare's API token, Fastly's API key, Bunny's access key; for http, sent as a Bearer token. */
    token: z.string().trim().min(1).max(500).optional(),
  })
  .superRefine((config, ctx) => {
    if (config.provider === "http" && !config.url)
      ctx.addIssue({ code: "custom", path: ["url"], message: "Please enter the address purge requests go to." });
    if (config.provider !== "http") {
      if (!config.zone)
        ctx.addIssue({ code: "custom", path: ["zone"], message: "Please enter the zone or service id." });
      if (!config.token) ctx.addIssue({ code: "custom", path: ["token"], message: "Please enter the API token." });
    }
  });

export type CdnConfig = z.infer<typeof cdnConfigSchema>;

export type PurgeRequest = { url: string; init: RequestInit };

/** The requests that purge `tags` at the configured CDN. */
export function purgeRequests(config: CdnConfig, tags: readonly string[]): PurgeRequest[] {
  const size = TAGS_PER_REQUEST[config.provider];
  const batches: string[][] = [];
  for (let i = 0; i < tags.length; i += size) batches.push(tags.slice(i, i + size));
  return batches.map((batch) => requestFor(config, batch));
}

function requestFor(config: CdnConfig, tags: string[]): PurgeRequest {
  const bearer: Record<string, string> = config.token ? { Authorization: `Bearer ${config.token}` } : {};
  if (config.provider === "http") {
    // Varnish with xkey (docs/varnish.vcl): PURGE with the keys in the header the answers carried.
    return { url: config.url!, init: { method: "PURGE", headers: { "Surrogate-Key": tags.join(" "), ...bearer } } };
  }
  const base = (config.url ?? API_BASE[config.provider]).replace(/\/+$/, "");
  const zone = encodeURIComponent(config.zone ?? "");
  const json = { "Content-Type": "application/json" };
  if (config.provider === "cloudflare") {
    return {
      url: `${base}/client/v4/zones/${zone}/purge_cache`,
      init: { method: "POST", headers: { ...json, ...bearer }, body: JSON.stringify({ tags }) },
    };
  }
  if (config.provider === "fastly") {
    return {
      url: `${base}/service/${zone}/purge`,
      init: { method: "POST", headers: { "Fastly-Key": config.token ?? "", "Surrogate-Key": tags.join(" ") } },
    };
  }
  return {
    url: `${base}/pullzone/${zone}/purgeCache`,
    init: {
      method: "POST",
      headers: { ...json, AccessKey: config.token ?? "" },
      body: JSON.stringify({ CacheTag: tags[0] }),
    },
  };
}

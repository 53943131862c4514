// Purge on publish (docs/deploying.md#cdn, decision 037): every content event's tags become one
// delivery of the one outbox (kind "cdn.purge"), sent to the configured CDN, retried with backoff
// and recorded like every delivery, and shown in the operators' status. Nothing is queued while no
// CDN is configured.
//
// The configuration comes from the environment (CDN_PURGE_PROVIDER, CDN_PURGE_URL, CDN_PURGE_ZONE,
// CDN_PURGE_TOKEN), which then wins, or from an admin (PUT /api/admin/cdn), kept in app_meta with the
// token sealed under a key derived from the installation's secret, as TOTP keys are, and never
// answered back.
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appMeta, outbox as outboxTable } from "../../db/schema";
import type { ContentEvents } from "../content-events";
import type { Outbox } from "../outbox";
import { DeliveryError, type DeliveryHandler } from "../outbox-sender";
import { opened, sealed } from "../two-factor";
import { type CdnConfig, cdnConfigSchema, purgeRequests } from "./providers";

export { CDN_PROVIDERS, type CdnConfig, cdnConfigSchema } from "./providers";

const META_KEY = "cdn-purge";
const TIMEOUT_MS = 10_000;
const ANSWER_KEEP = 300;

/** What the admin and the status see: the configuration without its token. */
export type CdnConfigView = Omit<CdnConfig, "token"> & { hasToken: boolean; source: "environment" | "settings" };

export function createCdnPurge(deps: {
  db: Db;
  outbox: Outbox;
  events: ContentEvents;
  now: () => number;
  /** The key the stored token is sealed under (deriveKey of the installation's secret). */
  storageKey: Uint8Array;
  /** CDN_PURGE_* when set (src/server/env.ts). */
  fromEnvironment?: CdnConfig;
  nudge: () => void;
}) {
  const { db, outbox, now, storageKey } = deps;

  function stored(): CdnConfig | null {
    const row = db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, META_KEY)).get();
    if (!row) return null;
    const { token, ...rest } = JSON.parse(row.value) as CdnConfig;
    try {
      return { ...rest, ...(token ? { token: opened(storageKey, token) } : {}) };
    } catch {
      // Sealed under another installation's secret (a restore onto a new machine): enter it again.
      return { ...rest };
    }
  }

  const current = (): CdnConfig | null => deps.fromEnvironment ?? stored();

  deps.events.onChange((tags) => {
    const config = current();
    if (!config) return;
    const nonce = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(6)));
    outbox.enqueue(db, {
      kind: "cdn.purge",
      dedupeKey: `cdn.purge:${now()}:${nonce}`,
      event: config.provider,
      payload: { tags: [...tags] },
    });
    deps.nudge();
  });

  const handler: DeliveryHandler = {
    describe: ({ delivery }) => `CDN purge #${delivery.id} (${delivery.event}):`,
    async send({ delivery }) {
      const config = current();
      if (!config) return "No CDN is configured any more; nothing purged.";
      const tags = (delivery.payload as { tags?: string[] } | null)?.tags ?? [];
      const answers: string[] = [];
      for (const { url, init } of purgeRequests(config, tags)) {
        const response = await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS) });
        const text = (await response.text()).replace(/\s+/g, " ").trim().slice(0, ANSWER_KEEP);
        const summary = `HTTP ${response.status}${text ? `: ${text}` : ""}`;
        if (!response.ok || rejectedByCloudflare(config, text))
          throw new DeliveryError(summary, `HTTP ${response.status}`);
        answers.push(summary);
      }
      return `Purged ${tags.join(" ")} (${answers.join("; ")})`;
    },
  };

  return {
    handler,

    /** The configuration without its token, or null when no CDN is configured. */
    view(): CdnConfigView | null {
      const config = current();
      if (!config) return null;
      const { token, ...rest } = config;
      return { ...rest, hasToken: Boolean(token), source: deps.fromEnvironment ? "environment" : "settings" };
    },

    /**
     * Stores an admin's configuration; a token left out keeps the stored one (it is never sent back
     * to be sent again). False when the environment configures the CDN, which then wins.
     */
    save(
      input: CdnConfig,
    ): { ok: true } | { ok: false; error: ReturnType<typeof cdnConfigSchema.safeParse>["error"] } | "environment" {
      if (deps.fromEnvironment) return "environment";
      const before = stored();
      const keptToken = input.token ?? (before?.provider === input.provider ? before.token : undefined);
      const checked = cdnConfigSchema.safeParse({ ...input, token: keptToken });
      if (!checked.success) return { ok: false, error: checked.error };
      const { token, ...rest } = checked.data;
      const value = JSON.stringify({ ...rest, ...(token ? { token: sealed(storageKey, token) } : {}) });
      db.insert(appMeta)
        .values({ key: META_KEY, value })
        .onConflictDoUpdate({ target: appMeta.key, set: { value } })
        .run();
      return { ok: true };
    },

    /** Forgets an admin's configuration: no purge is queued from now on. */
    remove(): boolean {
      return db.delete(appMeta).where(eq(appMeta.key, META_KEY)).returning().all().length > 0;
    },

    /** For the operators' status: the configuration and the last purge's outcome. */
    status() {
      const last = db
        .select()
        .from(outboxTable)
        .where(and(eq(outboxTable.kind, "cdn.purge")))
        .orderBy(desc(outboxTable.id))
        .limit(1)
        .get();
      return {
        configured: this.view(),
        lastPurge: last
          ? {
              status: last.status,
              attempts: last.attempts,
              queuedAt: last.createdAt.toISOString(),
              sentAt: last.sentAt?.toISOString() ?? null,
              lastError: last.lastError,
              tags: (last.payload as { tags?: string[] } | null)?.tags ?? [],
            }
          : null,
      };
    },
  };
}

export type CdnPurge = ReturnType<typeof createCdnPurge>;

/** Cloudflare answers some refusals with 200 and `"success": false`. */
function rejectedByCloudflare(config: CdnConfig, text: string): boolean {
  return config.provider === "cloudflare" && /"success"\s*:\s*false/.test(text);
}

// Webhooks to the firm's CRM (docs/product.md#webhooks): endpoints an admin adds, and the events
// POSTed to them as deliveries of the one outbox (src/services/outbox.ts), queued in the
// transaction of the lead or message they are about, retried with backoff for 24 hours, each
// attempt recorded.
//
// A body is made when it is sent, from the record as it is then (so an erased person is in no POST
// after the erasure); its event id is the delivery's, the same on every retry. It is signed as the
// Standard Webhooks specification says (decision 026), so a receiver checks it with a published
// library: `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed with the bytes
// of the base64 after the secret's `whsec_`, beside `webhook-id` and `webhook-timestamp` (seconds
// since 1970 of this attempt): a captured delivery cannot be replayed with a new timestamp, and a
// receiver refuses an old one. Connections follow the image proxy's
// address policy (docs/architecture.md#security): the host's every address must be public (loopback
// too when WEBHOOKS_ALLOW_LOOPBACK, for tests), and the connection goes to the checked address.
// Redirects are not followed, a slow endpoint times out, and no more than RESPONSE_KEEP bytes of
// an answer are read; the answer is recorded with the attempt, never written to the log.
import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { decodeBase64IgnorePadding, encodeBase64, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { and, count, desc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  contactMessages,
  outbox as outboxTable,
  resourceDownloads,
  resources,
  type WebhookEndpoint,
  webhookEndpoints,
} from "../db/schema";
import { bookingWebhookData } from "./booking/lead";
import { checkedAddressesOf, type Resolve, requestPinned } from "./image-proxy/fetch-pinned";
import { checkTargetUrl } from "./image-proxy/target-url";
import type { ClaimedDelivery, DeliveryAttempt, DeliveryStatus, Outbox } from "./outbox";
import { DeliveryError, type DeliveryHandler } from "./outbox-sender";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const WEBHOOK_EVENTS = ["lead.created", "contact.created", "booking.created", "booking.cancelled"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

const ALL_PORTS = Array.from({ length: 65535 }, (_, i) => i + 1);
const TIMEOUT_MS = 10_000;
/** How much of an endpoint's answer is read and kept with the attempt. */
const RESPONSE_KEEP = 1024;
/** How many recent deliveries the dashboard shows per endpoint. */
const RECENT_DELIVERIES = 20;

export type WebhookOptions = {
  /** WEBHOOKS_ALLOW_LOOPBACK: endpoints on loopback, for tests only (refused in production). */
  allowLoopback?: boolean;
  timeoutMs?: number;
  /** A test's resolver instead of DNS. */
  resolve?: Resolve;
};

export type WebhookDelivery = DeliveryStatus & {
  id: number;
  event: string;
  createdAt: Date;
  attemptList: DeliveryAttempt[];
};

export class WebhookUrlError extends Error {}

export function createWebhookService(deps: {
  db: Db;
  outbox: Outbox;
  now: () => number;
  siteUrl: string;
  options?: WebhookOptions;
  /** The sender was handed a delivery: send it now. */
  nudge?: () => void;
}) {
  const { db, outbox, now, siteUrl } = deps;
  const options = deps.options ?? {};
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;

  /** The event's body as JSON text, or null when its record is gone. */
  function bodyOf(delivery: ClaimedDelivery["delivery"]): string | null {
    const envelope = (type: string, createdAt: Date, data: Record<string, unknown>) =>
      JSON.stringify({ id: `evt_${delivery.id}`, type, createdAt: createdAt.toISOString(), data });
    if (delivery.event === "lead.created" && delivery.downloadId !== null) {
      const row = db
        .select({ lead: resourceDownloads, resource: resources })
        .from(resourceDownloads)
        .innerJoin(resources, eq(resources.id, resourceDownloads.resourceId))
        .where(eq(resourceDownloads.id, delivery.downloadId))
        .get();
      if (!row) return null;
      const { lead, resource } = row;
      const before = db
        .select({ n: count() })
        .from(resourceDownloads)
        .where(and(sql`lower(${resourceDownloads.email}) = lower(${lead.email})`, lt(resourceDownloads.id, lead.id)))
        .get();
      return envelope("lead.created", lead.downloadedAt, {
        name: lead.name,
        email: lead.email,
        linkedinUrl: lead.linkedinUrl,
        resource: { id: resource.id, title: resource.title, url: `${siteUrl}/resources/${resource.slug}` },
        downloadedAt: lead.downloadedAt.toISOString(),
        earlierDownloads: before?.n ?? 0,
        privacyPolicyVersion: lead.privacyVersion,
      });
    }
    if (delivery.event === "contact.created" && delivery.messageId !== null) {
      const message = db.select().from(contactMessages).where(eq(contactMessages.id, delivery.messageId)).get();
      if (!message) return null;
      return envelope("contact.created", message.createdAt, {
        name: message.name,
        email: message.email,
        company: message.company,
        service: message.service,
        message: message.message,
        createdAt: message.createdAt.toISOString(),
        privacyPolicyVersion: message.privacyVersion,
      });
    }
    if (delivery.event?.startsWith("booking.") && delivery.bookingId !== null) {
      const booking = bookingWebhookData(db, delivery.bookingId, siteUrl);
      return booking && envelope(delivery.event, booking.createdAt, booking.data);
    }
    return envelope("test", delivery.createdAt, { message: `A test event from ${siteUrl}.` });
  }

  async function post(endpoint: WebhookEndpoint, id: string, event: string, body: string): Promise<string> {
    const checked = checkTargetUrl(endpoint.url, { allowedPorts: ALL_PORTS });
    if (!checked.ok) throw new Error("The endpoint's address is not an http(s) URL.");
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const timestamp = Math.floor(now() / 1000);
      const addresses = await checkedAddressesOf(checked.url, options, signal);
      if (addresses === null) throw new Error("The endpoint's address leads to a private or reserved network address.");
      const [first] = addresses;
      if (!first) throw new Error("The endpoint's host has no address.");
      const response = await requestPinned(
        { url: checked.url, ...first },
        signal,
        {},
        {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "Content-Length": String(Buffer.byteLength(body)),
            "User-Agent": `${new URL(siteUrl).hostname}-webhooks/1.0`,
            "webhook-id": id,
            "webhook-timestamp": String(timestamp),
            "webhook-signature": signatureOf(endpoint.secret, id, timestamp, body),
            "X-Webhook-Event": event,
          },
          body,
        },
      );
      const status = response.statusCode ?? 0;
      const answer = await readSome(response, RESPONSE_KEEP);
      const summary = `HTTP ${status}${answer ? `: ${answer}` : ""}`;
      // The answer is kept with the attempt for the admins, and left out of the log.
      if (status >= 300 && status < 400) {
        const redirect = " (redirects are not followed)";
        throw new DeliveryError(`${summary}${redirect}`, `HTTP ${status}${redirect}`);
      }
      if (status < 200 || status >= 300) throw new DeliveryError(summary, `HTTP ${status}`);
      return summary;
    } catch (error) {
      if (signal.aborted) throw new Error(`The endpoint did not answer within ${Math.round(timeoutMs / 1000)} s.`);
      throw error;
    }
  }

  const handler: DeliveryHandler = {
    async send({ delivery }) {
      const endpoint = delivery.endpointId === null ? undefined : findEndpoint(delivery.endpointId);
      if (!endpoint) return "The endpoint was removed; nothing sent.";
      const body = bodyOf(delivery);
      if (body === null) return "The record was erased; nothing sent.";
      return post(endpoint, `evt_${delivery.id}`, delivery.event ?? "test", body);
    },
    describe: ({ delivery }) => `Webhook #${delivery.id} (${delivery.event}) to endpoint #${delivery.endpointId}:`,
  };

  function findEndpoint(id: number) {
    return db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).get();
  }

  return {
    handler,

    /** Queues `event` about a record for every endpoint that takes it, in the record's transaction. */
    queue(
      tx: Tx,
      event: WebhookEvent,
      ref: { downloadId: number } | { messageId: number } | { bookingId: number },
    ): number {
      const endpoints = tx.select().from(webhookEndpoints).all();
      const refId = "downloadId" in ref ? ref.downloadId : "messageId" in ref ? ref.messageId : ref.bookingId;
      let queued = 0;
      for (const endpoint of endpoints) {
        if (!endpoint.events.includes(event)) continue;
        const key = `webhook:${endpoint.id}:${event}:${refId}`;
        if (outbox.enqueue(tx, { kind: "webhook", dedupeKey: key, endpointId: endpoint.id, event, ...ref })) queued++;
      }
      return queued;
    },

    /**
     * Checks an endpoint's address as a delivery would (a private or loopback address is refused)
     * and stores it with a new secret, answered this once.
     */
    async create(input: { url: string; events: WebhookEvent[] }, actorId: number | null) {
      const checked = checkTargetUrl(input.url, { allowedPorts: ALL_PORTS });
      if (!checked.ok)
        throw new WebhookUrlError("Please enter an http or https address without a user name or password.");
      const addresses = await checkedAddressesOf(checked.url, options, AbortSignal.timeout(timeoutMs)).catch(() => {
        throw new WebhookUrlError("This address's host name could not be found.");
      });
      if (addresses === null) {
        throw new WebhookUrlError("This address leads to a private, loopback or link-local network address.");
      }
      // 24 random bytes, base64 (32 characters, no padding), as Standard Webhooks' secrets are.
      const secret = `${SECRET_PREFIX}${encodeBase64(crypto.getRandomValues(new Uint8Array(24)))}`;
      const endpoint = db
        .insert(webhookEndpoints)
        .values({ url: checked.url.href, events: input.events, secret, createdBy: actorId, createdAt: new Date(now()) })
        .returning()
        .get();
      return { endpoint, secret };
    },

    list(): WebhookEndpoint[] {
      return db.select().from(webhookEndpoints).orderBy(webhookEndpoints.id).all();
    },

    get: findEndpoint,

    /** Removes an endpoint and its deliveries; false when there is none. */
    remove(id: number): boolean {
      return db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning().all().length > 0;
    },

    /** Queues a test event for one endpoint; false when there is none. */
    sendTest(id: number): boolean {
      if (!findEndpoint(id)) return false;
      const nonce = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(6)));
      outbox.enqueue(db, {
        kind: "webhook",
        dedupeKey: `webhook:${id}:test:${now()}:${nonce}`,
        endpointId: id,
        event: "test",
      });
      deps.nudge?.();
      return true;
    },

    /** An endpoint's latest deliveries, newest first, each with its attempts. */
    deliveriesOf(endpointId: number): WebhookDelivery[] {
      const rows = db
        .select()
        .from(outboxTable)
        .where(and(eq(outboxTable.kind, "webhook"), eq(outboxTable.endpointId, endpointId)))
        .orderBy(desc(outboxTable.id))
        .limit(RECENT_DELIVERIES)
        .all();
      return rows.map((row) => ({
        id: row.id,
        event: row.event ?? "test",
        createdAt: row.createdAt,
        status: row.status,
        attempts: row.attempts,
        nextAttemptAt: row.nextAttemptAt,
        sentAt: row.sentAt,
        lastError: row.lastError,
        attemptList: outbox.attemptsOf(row.id),
      }));
    },

    /** Whether any endpoint takes `event` (to nudge the sender after a record's transaction). */
    anyFor(event: WebhookEvent): boolean {
      return this.list().some((endpoint) => endpoint.events.includes(event));
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;

const SECRET_PREFIX = "whsec_";

/**
 * Standard Webhooks' `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, as docs/operations.md#webhooks documents. The key
 * is the bytes the base64 after `whsec_` stands for. Secrets made before decision 026 are base64url
 * (`-` and `_`): they stand for the same bytes once written with `+` and `/`, so they keep working.
 */
export function signatureOf(secret: string, id: string, timestamp: number, body: string): string {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  const key = decodeBase64IgnorePadding(encoded.replaceAll("-", "+").replaceAll("_", "/"));
  const signed = new TextEncoder().encode(`${id}.${timestamp}.${body}`);
  return `v1,${encodeBase64(hmac(SHA256, key, signed))}`;
}

/** Up to `max` bytes of a body as text, then the connection is closed: a 10 MB answer is not read. */
async function readSome(response: AsyncIterable<Uint8Array> & { destroy(): void }, max: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response) {
    chunks.push(chunk);
    total += chunk.length;
    if (total >= max) break;
  }
  response.destroy();
  return Buffer.concat(chunks).subarray(0, max).toString("utf8").replace(/\s+/g, " ").trim();
}

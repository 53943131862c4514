// The background sender of the one outbox (docs/architecture.md#outbox): it runs in the server
// process (started by src/server/index.ts, stopped on shutdown), wakes when a delivery is queued and
// whenever the next retry is due, hands each due delivery to the handler of its kind (e-mail through
// the mailer, webhooks over HTTP) and records each outcome (src/services/outbox.ts). Nobody waits
// for it: storing a record and answering the visitor happen before any send.
//
// Only the kinds that have a handler are claimed: without SMTP_URL e-mail deliveries are never
// queued, and webhooks still go out.
//
// Tests drive it without timers: `runOnce()` sends everything due now by the app's clock, so a
// test moves the clock instead of sleeping through the backoff.
import { escapeForLog } from "../shared/log-text";
import type { ClaimedDelivery, DeliveryKind, Outbox } from "./outbox";

/** How often the sender looks at the outbox when nothing is due sooner (another process may queue). */
const POLL_MS = 60_000;
const BATCH = 10;

type SendSummary = { sent: number; failed: number; gaveUp: number };

/**
 * A failure whose detail (recorded with the attempt, shown to admins, erased with the person it is
 * about) must not reach the log, which cannot be erased: `logged` says what went wrong without it.
 * A webhook endpoint's answer can repeat the lead it refused (docs/architecture.md#logs).
 */
export class DeliveryError extends Error {
  constructor(
    detail: string,
    readonly logged: string,
  ) {
    super(detail);
    this.name = "DeliveryError";
  }
}

/**
 * Does one delivery: resolves with the other side's answer once it accepted it, rejects otherwise.
 * `describe` names the delivery in the log ("Contact message #3: e-mail").
 */
export type DeliveryHandler = {
  send(claim: ClaimedDelivery): Promise<string>;
  describe(claim: ClaimedDelivery): string;
  /** What the log says when the last try failed. */
  gaveUp?: string;
};

export function createOutboxSender(deps: {
  outbox: Outbox;
  handlers: Partial<Record<DeliveryKind, DeliveryHandler>>;
  now: () => number;
  log?: (line: string) => void;
  pollMs?: number;
  /** Called once the sender stopped (closes the mailer's connection). */
  onStop?: () => void;
}) {
  const { outbox, handlers, now } = deps;
  const kinds = Object.keys(handlers) as DeliveryKind[];
  const log = deps.log ?? ((line: string) => console.log(line));
  const pollMs = deps.pollMs ?? POLL_MS;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<unknown> | null = null;
  let again = false;

  async function runOnce(): Promise<SendSummary> {
    const summary: SendSummary = { sent: 0, failed: 0, gaveUp: 0 };
    for (;;) {
      const claims = outbox.claimDue(BATCH, kinds);
      for (const claim of claims) {
        const handler = handlers[claim.delivery.kind]!;
        try {
          outbox.complete(claim, await handler.send(claim));
          summary.sent++;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const { gaveUp, nextAttemptAt } = outbox.fail(claim, reason);
          if (gaveUp) summary.gaveUp++;
          else summary.failed++;
          const logged = error instanceof DeliveryError ? error.logged : reason;
          log(
            `${handler.describe(claim)} attempt ${claim.attempt} failed (${escapeForLog(logged)}); ` +
              (gaveUp
                ? `giving up after 24 hours${handler.gaveUp ? `, ${handler.gaveUp}` : ""}`
                : `next try at ${nextAttemptAt?.toISOString() ?? "once the lease is back"}`),
          );
        }
      }
      if (claims.length < BATCH) return summary;
    }
  }

  function schedule(delayMs: number) {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(tick, Math.max(0, delayMs));
    // A pending retry must not keep a process alive that is otherwise done (tests, shutdown).
    (timer as { unref?: () => void }).unref?.();
  }

  async function tick() {
    if (!running) return;
    if (inFlight) {
      again = true;
      return;
    }
    again = false;
    inFlight = runOnce().catch((error) => log(`Outbox: ${escapeForLog(String(error))}`));
    await inFlight;
    inFlight = null;
    if (!running) return;
    const due = outbox.nextDueAt(kinds);
    schedule(again ? 0 : due === null ? pollMs : Math.min(Math.max(due - now(), 0), pollMs));
  }

  return {
    runOnce,

    /** Starts sending: now (what a previous run left is resumed), then as deliveries come and retries fall due. */
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },

    /** A delivery was queued: send it now rather than at the next scheduled look. */
    nudge() {
      if (running) schedule(0);
    },

    /** Stops scheduling, waits for a send in progress to be recorded, and closes connections. */
    async stop() {
      running = false;
      clearTimeout(timer);
      await inFlight;
      deps.onStop?.();
    },
  };
}

export type OutboxSender = ReturnType<typeof createOutboxSender>;

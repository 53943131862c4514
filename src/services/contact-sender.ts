// The background sender of the contact outbox: it runs in the server process (started by
// src/server/index.ts, stopped on shutdown), wakes when a message is queued and whenever the next
// retry is due, sends what is due and records each outcome (src/services/contact-outbox.ts). The
// form never waits for it: storing a message and answering the visitor happen before any send.
//
// Tests drive it without timers: `runOnce()` sends everything due now by the app's clock, so a
// test moves the clock instead of sleeping through the backoff.
import { escapeForLog } from "../shared/log-text";
import type { ContactOutbox } from "./contact-outbox";
import type { ContactMessage } from "../db/schema";
import type { Mailer, OutgoingMail } from "./mailer";

/** How often the sender looks at the outbox when nothing is due sooner (another process may queue). */
const POLL_MS = 60_000;
const BATCH = 10;

type SendSummary = { sent: number; failed: number; gaveUp: number };

export function createContactSender(deps: {
  outbox: ContactOutbox;
  mailer: Mailer;
  compose: (message: ContactMessage) => OutgoingMail;
  now: () => number;
  log?: (line: string) => void;
  pollMs?: number;
}) {
  const { outbox, mailer, compose, now } = deps;
  const log = deps.log ?? ((line: string) => console.log(line));
  const pollMs = deps.pollMs ?? POLL_MS;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<unknown> | null = null;
  let again = false;

  async function runOnce(): Promise<SendSummary> {
    const summary: SendSummary = { sent: 0, failed: 0, gaveUp: 0 };
    for (;;) {
      const claims = outbox.claimDue(BATCH);
      for (const claim of claims) {
        try {
          const { response } = await mailer.send(compose(claim.message));
          outbox.complete(claim, response);
          summary.sent++;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const { gaveUp, nextAttemptAt } = outbox.fail(claim, reason);
          if (gaveUp) summary.gaveUp++;
          else summary.failed++;
          log(
            `Contact message #${claim.message.id}: e-mail attempt ${claim.attempt} failed (${escapeForLog(reason)}); ` +
              (gaveUp
                ? "giving up after 24 hours, the message stays stored"
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
    inFlight = runOnce().catch((error) => log(`Contact outbox: ${escapeForLog(String(error))}`));
    await inFlight;
    inFlight = null;
    if (!running) return;
    const due = outbox.nextDueAt();
    schedule(again ? 0 : due === null ? pollMs : Math.min(Math.max(due - now(), 0), pollMs));
  }

  return {
    describe: mailer.describe,
    runOnce,

    /** Starts sending: now (what a previous run left is resumed), then as messages come and retries fall due. */
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },

    /** A message was queued: send it now rather than at the next scheduled look. */
    nudge() {
      if (running) schedule(0);
    },

    /** Stops scheduling, waits for a send in progress to be recorded, and closes the connection. */
    async stop() {
      running = false;
      clearTimeout(timer);
      await inFlight;
      mailer.close();
    },
  };
}

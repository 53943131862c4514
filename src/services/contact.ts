// Contact messages: a message that passes the checks is stored before anything else happens, and
// e-mail is a delivery on top of storage (the outbox), never instead of it. Both ways in, POST
// /api/contact and the form post of /contact without JavaScript, come through `submit`, so they
// apply the same checks in the same order:
//
//   1. the form's time stamp (src/services/form-stamp.ts), which the form carries in a hidden field
//      or a JSON property: a valid stamp sent less than MIN_FILL_MS after the form was shown is
//      refused with 429 and the seconds to wait (nothing stored; the person sends again). A
//      missing, forged or day-old stamp refuses nothing: the message is stored marked
//      `unverified` and is not e-mailed until an admin marks it not spam. A browser that blocks
//      cookies, a page left open overnight or another client of the API must never lose a
//      message; the admin list is where a doubtful one waits.
//   2. the per-address limit: RATE_LIMIT messages in RATE_WINDOW_MS, counted from the stored
//      messages themselves (unverified and spam included), in the same transaction as the insert
//      (429 with the wait). It is what bounds how much a robot can leave.
//   3. the honeypot: a filled one gets the same success answer, and the message is stored marked as
//      spam and not forwarded. Stored rather than dropped because a browser's autofill could
//      fill it for a real person: the admin can still read it and mark it not spam.
//
// A spam or unverified message gets exactly the answer any stored one gets, so a sender learns
// nothing from it. Without a mailer (no SMTP_URL) messages are only stored; the admin area lists
// them.
import { and, eq, gt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type ContactMessage, contactMessages } from "../db/schema";
import { contactReplies } from "../content/contact";
import type { ContactData } from "../shared/schemas/contact";
import { createFormStamp } from "./form-stamp";
import type { MailAddress, Mailer } from "./mailer";
import { contactMailKey, type DeliveryStatus, type Outbox } from "./outbox";
import type { OutboxSender } from "./outbox-sender";
import { PRIVACY_VERSION } from "./privacy-version";
import { deriveKey, signText } from "./secret";

const MIN_FILL_MS = 3_000;
const STAMP_MAX_AGE_MS = 24 * 60 * 60_000;
const RATE_LIMIT = 5;
const RATE_WINDOW_MS = 10 * 60_000;

export type ContactOptions = {
  /** Forwards messages by e-mail (SMTP_URL); without one, messages are only stored. */
  mailer?: Mailer;
  /** The From of forwarded mail (MAIL_FROM); the site's own address by default. */
  from?: MailAddress;
  /** The earliest a send is accepted after the form was shown (MIN_FILL_MS unless told). */
  minFillMs?: number;
  /** Where the sender reports failed attempts (the process log). */
  log?: (line: string) => void;
};

type ContactSubmission = {
  data: ContactData;
  /** The honeypot field's value as sent ("" when empty or absent). */
  honeypot: string;
  /** The form's time stamp as the client sent it back (hidden field or JSON property), if at all. */
  stamp: string | undefined;
  /** The client's address (src/server/middleware/client-ip.ts). */
  ip: string;
};

export type SubmitResult =
  | { ok: true; id: number; spam: boolean; unverified: boolean; message: string }
  | {
      ok: false;
      status: 429;
      message: string;
      /** Seconds until a send can succeed (the Retry-After header). */
      retryAfterSeconds: number;
    };

/** What marking a message not spam did: the message as it now is, and whether its e-mail was queued. */
type MarkedNotSpam = { message: ContactMessageWithDelivery; queued: boolean };

export type ContactMessageWithDelivery = ContactMessage & { delivery: DeliveryStatus | null };

export type ContactService = ReturnType<typeof createContactService>;

export function createContactService(deps: {
  db: Db;
  now: () => number;
  secret: Uint8Array;
  /** The site settings' e-mail as it is now, for the rate limit's answer. */
  recipient: () => string;
  options?: ContactOptions;
  /** The one outbox, and its sender when e-mail is sent at all (SMTP_URL). */
  outbox: Outbox;
  mailSender: OutboxSender | null;
  /** Queues what else an accepted message owes (webhooks) in its transaction: how many were queued. */
  onAccepted?: (tx: Parameters<Parameters<Db["transaction"]>[0]>[0], messageId: number) => number;
  /** The outbox has something new: its sender should look now. */
  nudge: () => void;
  /** The privacy policy's consent version now (src/services/page-content.ts); its default text's without. */
  privacyVersion?: () => string;
}) {
  const { db, now, recipient, outbox, nudge } = deps;
  const options = deps.options ?? {};
  const stamp = createFormStamp({
    key: deriveKey(deps.secret, "contact-form-stamp"),
    now,
    minAgeMs: options.minFillMs ?? MIN_FILL_MS,
    maxAgeMs: STAMP_MAX_AGE_MS,
  });
  const ipKey = deriveKey(deps.secret, "contact-ip");
  const ipHash = (ip: string) => signText(ipKey, ip).slice(0, 32);
  const sender = deps.mailSender;
  /** Queues everything an accepted message owes, in its transaction: true when something was. */
  const accepted = (tx: Parameters<Parameters<Db["transaction"]>[0]>[0], id: number) => {
    const mailed =
      sender !== null && outbox.enqueue(tx, { kind: "contact.mail", dedupeKey: contactMailKey(id), messageId: id });
    const hooked = deps.onAccepted?.(tx, id) ?? 0;
    return mailed || hooked > 0;
  };

  return {
    stamp,
    outbox,
    /** The outbox's background sender when messages are e-mailed, or null when only stored (no SMTP_URL). */
    sender,

    submit(submission: ContactSubmission): SubmitResult {
      const checked = stamp.check(submission.stamp);
      if (!checked.ok && checked.reason === "too-fast") {
        const seconds = Math.max(1, Math.ceil(checked.retryAfterMs / 1000));
        return { ok: false, status: 429, message: contactReplies.tooFast(seconds), retryAfterSeconds: seconds };
      }

      const at = now();
      const spam = submission.honeypot.trim() !== "";
      const unverified = !checked.ok;
      const from = ipHash(submission.ip);
      const stored = db.transaction((tx) => {
        const recent = tx
          .select({ count: sql<number>`count(*)`, oldest: sql<number | null>`min(${contactMessages.createdAt})` })
          .from(contactMessages)
          .where(and(eq(contactMessages.ipHash, from), gt(contactMessages.createdAt, new Date(at - RATE_WINDOW_MS))))
          .get();
        if (recent && recent.count >= RATE_LIMIT) {
          return { limited: true as const, waitMs: Number(recent.oldest ?? at) + RATE_WINDOW_MS - at };
        }
        const { id } = tx
          .insert(contactMessages)
          .values({
            ...submission.data,
            spam,
            unverified,
            ipHash: from,
            privacyVersion: deps.privacyVersion?.() ?? PRIVACY_VERSION,
            createdAt: new Date(at),
          })
          .returning({ id: contactMessages.id })
          .get();
        const queued = !spam && !unverified && accepted(tx, id);
        return { limited: false as const, id, queued };
      });

      if (stored.limited) {
        const seconds = Math.max(1, Math.ceil(stored.waitMs / 1000));
        return {
          ok: false,
          status: 429,
          message: contactReplies.rateLimited(Math.ceil(seconds / 60), recipient()),
          retryAfterSeconds: seconds,
        };
      }
      if (stored.queued) nudge();
      return { ok: true, id: stored.id, spam, unverified, message: contactReplies.sent };
    },

    /**
     * An admin's word that a spam or unverified message is a person's: both flags are cleared and,
     * when mail is forwarded, the message is queued as if it had passed the checks on arrival. Only
     * the change from flagged to not flagged queues, and the outbox keeps one delivery per message,
     * so marking it twice (or from two places at once) sends one mail. A message that was never
     * flagged is not queued here: turning SMTP on later does not mail out what was stored before.
     * Null when there is no message with this id.
     */
    markNotSpam(id: number): MarkedNotSpam | null {
      const result = db.transaction((tx) => {
        const cleared = tx
          .update(contactMessages)
          .set({ spam: false, unverified: false })
          .where(
            and(eq(contactMessages.id, id), or(eq(contactMessages.spam, true), eq(contactMessages.unverified, true))),
          )
          .returning({ id: contactMessages.id })
          .all();
        if (cleared.length === 0) {
          const exists = tx
            .select({ id: contactMessages.id })
            .from(contactMessages)
            .where(eq(contactMessages.id, id))
            .get();
          return exists ? { queued: false } : null;
        }
        return { queued: accepted(tx, id) };
      });
      if (!result) return null;
      if (result.queued) nudge();
      const message = db.select().from(contactMessages).where(eq(contactMessages.id, id)).get();
      const delivery = outbox.statusOfMessage(id);
      return message ? { message: { ...message, delivery }, queued: result.queued && delivery !== null } : null;
    },
  };
}

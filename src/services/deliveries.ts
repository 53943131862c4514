// The one outbox put together (docs/architecture.md#outbox): the store, the handlers of each kind
// (the contact message's mail, a lead's mail and the daily digest through the mailer when SMTP_URL
// is set; webhooks always) and the one background sender. What a new lead or an accepted message
// owes is queued here, in the record's transaction.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { contactMessages } from "../db/schema";
import type { ContactOptions } from "./contact";
import { composeContactMail } from "./contact-mail";
import { composeInvitationMail, type InvitationLinks } from "./invitations";
import { createLeadNotifications, notificationRecipient } from "./lead-notifications";
import type { Mailer, OutgoingMail } from "./mailer";
import { createOutbox, type ClaimedDelivery, type DeliveryKind } from "./outbox";
import { createOutboxSender, type DeliveryHandler } from "./outbox-sender";
import type { SettingsService } from "./settings";
import { createWebhookService, type WebhookOptions } from "./webhooks";
import { type CdnConfig, createCdnPurge } from "./cdn-purge";
import type { ContentEvents } from "./content-events";

const invitationIdOf = (payload: Record<string, unknown> | null) => Number(payload?.invitationId ?? 0);

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What the booking service does for the outbox's booking deliveries. */
export type BookingDeliveries = {
  composeMail(claim: ClaimedDelivery): OutgoingMail | null;
  calendar(claim: ClaimedDelivery): Promise<string>;
};

export function createDeliveries(deps: {
  db: Db;
  now: () => number;
  settings: SettingsService;
  site: { siteUrl: string; timeZone: string };
  contact?: ContactOptions;
  webhooks?: WebhookOptions;
  /** Purge on publish (./cdn-purge): the content events, the token's storage key, CDN_PURGE_*. */
  cdn: { events: ContentEvents; storageKey: Uint8Array; fromEnvironment?: CdnConfig };
  /** The signed links invitation e-mails carry (./invitations.ts). */
  invitationLinks: InvitationLinks;
}) {
  const { db, now, settings, site } = deps;
  const mailer = deps.contact?.mailer;
  const outbox = createOutbox(db, now);
  const notifications = createLeadNotifications({ db, outbox, settings, site, from: deps.contact?.from });
  let nudge = () => {};
  const webhooks = createWebhookService({
    db,
    outbox,
    now,
    siteUrl: site.siteUrl,
    options: deps.webhooks,
    nudge: () => nudge(),
  });

  const mailHandler = (
    describe: (claim: ClaimedDelivery) => string,
    compose: (claim: ClaimedDelivery) => OutgoingMail | null,
    gaveUp?: string,
  ): DeliveryHandler => ({
    describe,
    gaveUp,
    async send(claim) {
      const mail = compose(claim);
      if (!mail) return "Nothing to send (its records were erased).";
      return (await (mailer as Mailer).send(mail)).response;
    },
  });

  const cdnPurge = createCdnPurge({ db, outbox, now, ...deps.cdn, nudge: () => nudge() });

  const handlers: Partial<Record<DeliveryKind, DeliveryHandler>> = {
    webhook: webhooks.handler,
    "cdn.purge": cdnPurge.handler,
  };
  // The booking service's handlers, attached after it is made (it queues through this outbox).
  let bookings: BookingDeliveries | null = null;
  if (mailer) {
    handlers["contact.mail"] = mailHandler(
      ({ delivery }) => `Contact message #${delivery.messageId}: e-mail`,
      ({ delivery }) => {
        const message = db
          .select()
          .from(contactMessages)
          .where(eq(contactMessages.id, delivery.messageId ?? 0))
          .get();
        if (!message) return null;
        const to = notificationRecipient(settings);
        return composeContactMail(message, { to, from: deps.contact?.from ?? { address: to }, ...site });
      },
      "the message stays stored",
    );
    handlers["lead.mail"] = mailHandler(
      ({ delivery }) => `Lead #${delivery.downloadId}: e-mail`,
      ({ delivery }) => notifications.composeLead(delivery.downloadId ?? 0),
      "the lead stays stored",
    );
    handlers["digest.mail"] = mailHandler(
      ({ delivery }) => `Leads digest #${delivery.id}: e-mail`,
      ({ delivery }) => notifications.composeDigest(delivery.payload as { from: number; to: number }),
      "the leads stay stored",
    );
    handlers["booking.mail"] = mailHandler(
      ({ delivery }) => `Booking #${delivery.bookingId}: e-mail`,
      (claim) => bookings?.composeMail(claim) ?? null,
      "the booking stays stored",
    );
    handlers["invitation.mail"] = mailHandler(
      ({ delivery }) => `Invitation #${invitationIdOf(delivery.payload)}: e-mail`,
      ({ delivery }) =>
        composeInvitationMail(
          db,
          deps.invitationLinks,
          {
            ...site,
            firmName: settings.current().firmName,
            from: deps.contact?.from ?? { address: notificationRecipient(settings) },
            now: now(),
          },
          invitationIdOf(delivery.payload),
        ),
      "the invitation's link can still be copied from the Users tab",
    );
  }
  // A booking's calendar writes (src/services/booking): handled once the booking service is attached.
  handlers["booking.calendar"] = {
    describe: ({ delivery }) => `Booking #${delivery.bookingId}: calendar`,
    send: (claim) => (bookings ? bookings.calendar(claim) : Promise.resolve("No calendar service.")),
    gaveUp: "the booking stays stored",
  };

  const sender = createOutboxSender({
    outbox,
    handlers,
    now,
    log: deps.contact?.log,
    onStop: () => mailer?.close(),
  });
  nudge = sender.nudge;

  return {
    outbox,
    sender,
    /** The sender when e-mail is sent at all (SMTP_URL), else null: only webhooks go out. */
    mailSender: mailer ? sender : null,
    /** Where mail goes, without credentials ("smtp://smtp.example.com:587"), or null without SMTP_URL. */
    mailTo: mailer?.describe ?? null,
    webhooks,
    cdnPurge,
    notifications,
    nudge: () => sender.nudge(),
    /** The booking service's composer of e-mails and writer to the firm's calendar. */
    attachBookings(handlers: BookingDeliveries) {
      bookings = handlers;
    },
    /** Whether e-mail is sent at all (SMTP_URL). */
    mails: mailer !== undefined,

    /** What a new lead owes: the firm's e-mail (when mail is sent) and its webhooks. */
    onLead(tx: Tx, downloadId: number, at: number): boolean {
      const mailed = mailer ? notifications.queue(tx, downloadId, at) : false;
      const hooked = webhooks.queue(tx, "lead.created", { downloadId });
      // A digest is due at its hour, not now: only an instant mail or a webhook needs the sender now.
      return (mailed && settings.current().notifications.mode === "instant") || hooked > 0;
    },

    /** What an accepted contact message owes besides its own e-mail: its webhooks. */
    onMessage(tx: Tx, messageId: number): number {
      return webhooks.queue(tx, "contact.created", { messageId });
    },
  };
}

export type Deliveries = ReturnType<typeof createDeliveries>;

// The firm hears of each new lead by e-mail (docs/product.md#notifications): at once (one mail per
// download) or in one digest a day at the hour the settings name, on the site's clock. Both are
// deliveries of the one outbox (src/services/outbox.ts), queued in the transaction that stores the
// lead: "lead.mail" refers to the download, "digest.mail" to the day's moment (its key), and the
// digest reads the leads of its window when it is sent, so an erased person is in no mail that
// goes out after the erasure. Contact messages keep their own mail, forwarded at once with
// Reply-To set to the visitor (src/services/contact-mail.ts); both go to the same address.
import { and, asc, count, eq, gt, isNull, lte, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type ResourceDownload, outbox as outboxTable, resourceDownloads, resources } from "../db/schema";
import { formatDateTime, nextHourOfDay } from "../shared/format";
import { oneLine } from "./contact-mail";
import type { MailAddress, OutgoingMail } from "./mailer";
import type { Outbox } from "./outbox";
import type { SettingsService } from "./settings";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const DAY_MS = 24 * 60 * 60_000;

type Site = { siteUrl: string; timeZone: string };

/** Where the firm's notifications go: the Notifications address, else the firm's e-mail. */
export function notificationRecipient(settings: SettingsService): string {
  const current = settings.current();
  return current.notifications.email ?? current.email;
}

export function createLeadNotifications(deps: {
  db: Db;
  outbox: Outbox;
  settings: SettingsService;
  site: Site;
  from?: MailAddress;
}) {
  const { db, outbox, settings, site } = deps;
  const from = () => deps.from ?? { address: notificationRecipient(settings) };
  const host = new URL(site.siteUrl).hostname;
  const when = (at: Date) => `${formatDateTime(at, site.timeZone)} (${site.timeZone})`;

  /** Downloads by this e-mail (any case) before this one. */
  function earlierDownloads(lead: ResourceDownload) {
    return (
      db
        .select({ count: count(), first: sql<number | null>`min(${resourceDownloads.downloadedAt})` })
        .from(resourceDownloads)
        .where(and(sql`lower(${resourceDownloads.email}) = lower(${lead.email})`, lt(resourceDownloads.id, lead.id)))
        .get() ?? { count: 0, first: null }
    );
  }

  function leadWithResource(downloadId: number) {
    return db
      .select({ lead: resourceDownloads, title: resources.title, slug: resources.slug })
      .from(resourceDownloads)
      .innerJoin(resources, eq(resources.id, resourceDownloads.resourceId))
      .where(eq(resourceDownloads.id, downloadId))
      .get();
  }

  const personLink = (email: string) =>
    `${site.siteUrl}/admin?tab=leads&person=${encodeURIComponent(email.toLowerCase())}`;

  return {
    /**
     * Queues the firm's e-mail about a new lead in the transaction that stored it: the lead's own
     * mail (instant) or the next digest (one per day, its key the digest's moment).
     */
    queue(tx: Tx, downloadId: number, at: number): boolean {
      const { mode, digestHour } = settings.current().notifications;
      if (mode === "instant") {
        return outbox.enqueue(tx, { kind: "lead.mail", dedupeKey: `lead.mail:${downloadId}`, downloadId });
      }
      const due = nextHourOfDay(new Date(at), digestHour, site.timeZone).getTime();
      return outbox.enqueue(tx, {
        kind: "digest.mail",
        dedupeKey: `digest.mail:${new Date(due).toISOString()}`,
        payload: { from: due - DAY_MS, to: due },
        dueAt: due,
      });
    },

    /** The mail about one lead, or null when its record is gone. */
    composeLead(downloadId: number): OutgoingMail | null {
      const row = leadWithResource(downloadId);
      if (!row) return null;
      const { lead, title } = row;
      const before = earlierDownloads(lead);
      const name = oneLine(lead.name);
      const text = [
        `Name: ${name}`,
        `Email: ${lead.email}`,
        `LinkedIn: ${lead.linkedinUrl}`,
        `Resource: ${oneLine(title)}`,
        `Downloaded: ${when(lead.downloadedAt)}`,
        before.count > 0
          ? `Downloaded before: yes, ${before.count} earlier download${before.count === 1 ? "" : "s"} (first ${when(new Date(Number(before.first)))})`
          : "Downloaded before: no, this is their first download",
        "",
        "--",
        `Everything this person did on ${site.siteUrl}: ${personLink(lead.email)}`,
        "",
      ].join("\n");
      return {
        from: from(),
        to: notificationRecipient(settings),
        replyTo: { name, address: lead.email },
        subject: `New lead: ${name} downloaded ${oneLine(title)}`,
        text,
        messageId: `<lead-${lead.id}.${lead.downloadedAt.getTime()}@${host}>`,
      };
    },

    /**
     * The digest of the leads in (from, to], or null when there is none (all erased, or all
     * mailed one by one while the mode was instant).
     */
    composeDigest(window: { from: number; to: number }): OutgoingMail | null {
      const rows = db
        .select({ lead: resourceDownloads, title: resources.title })
        .from(resourceDownloads)
        .innerJoin(resources, eq(resources.id, resourceDownloads.resourceId))
        .leftJoin(outboxTable, and(eq(outboxTable.downloadId, resourceDownloads.id), eq(outboxTable.kind, "lead.mail")))
        .where(
          and(
            gt(resourceDownloads.downloadedAt, new Date(window.from)),
            lte(resourceDownloads.downloadedAt, new Date(window.to)),
            isNull(outboxTable.id),
          ),
        )
        .orderBy(asc(resourceDownloads.downloadedAt), asc(resourceDownloads.id))
        .all();
      if (rows.length === 0) return null;
      const people = new Set(rows.map((r) => r.lead.email.toLowerCase())).size;
      const summary = `${rows.length} download${rows.length === 1 ? "" : "s"} by ${people} ${people === 1 ? "person" : "people"}`;
      const lines = rows.flatMap(({ lead, title }) => [
        `- ${oneLine(lead.name)} <${lead.email}> downloaded ${oneLine(title)}`,
        `  ${when(lead.downloadedAt)}; LinkedIn: ${lead.linkedinUrl}`,
        `  ${personLink(lead.email)}`,
      ]);
      const text = [
        `New leads on ${site.siteUrl} in the 24 hours up to ${when(new Date(window.to))}: ${summary}.`,
        "",
        ...lines,
        "",
      ].join("\n");
      const self = from();
      return {
        from: self,
        to: notificationRecipient(settings),
        replyTo: self,
        subject: `Leads digest: ${summary}`,
        text,
        messageId: `<digest-${window.to}@${host}>`,
      };
    },
  };
}

export type LeadNotifications = ReturnType<typeof createLeadNotifications>;

// The lead capture every download goes through, and the admin's view of a resource's leads.
//
// A download request stores the lead and raises the resource's count in ONE transaction
// (`SET download_count = download_count + 1`, never read-modify-write), so concurrent requests can
// neither lose a count nor leave a lead without one. The count is on public pages, so a request
// emits the content event, which clears the render cache.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { resourceDownloads, resources, type Resource, type ResourceDownload } from "../../db/schema";
import type { DownloadRequestData } from "../../shared/schemas";
import { keyFromPrivateFileUrl } from "../../storage";
import { type ContentEvents, resourceTags } from "../content-events";
import type { DownloadLinks } from "../download-links";
import { PRIVACY_VERSION } from "../privacy-version";
import { publicResourcesAt } from "./reads";

/** Who asked for a download, beyond what they typed: for the admin's view of the lead. */
type LeadContext = { ip: string | null; userAgent: string | null };

type DownloadTicket = {
  resource: Resource;
  leadId: number;
  /** The resource's count including this download. */
  downloadCount: number;
  /** The signed link to the stored file, or the outside address a resource points to. */
  downloadUrl: string;
  /** The name the file is saved under. */
  fileName: string;
};

/**
 * The budget of download requests per client address: scripted floods meet it, people do not (the
 * issue asks for at least 100 per 10 minutes, so a whole office behind one address gets through).
 */
export const DOWNLOAD_REQUEST_LIMIT = { limit: 300, windowMs: 10 * 60 * 1000 } as const;

/** Longest user agent kept with a lead. */
const USER_AGENT_MAX_LENGTH = 512;

/** What a new lead owes the firm (its e-mail, webhooks), queued in the lead's transaction: true if anything was. */
export type OnLead = (tx: Parameters<Parameters<Db["transaction"]>[0]>[0], leadId: number, at: number) => boolean;

export function createLeadCapture(deps: {
  db: Db;
  events: ContentEvents;
  links: DownloadLinks;
  now: () => number;
  onLead?: OnLead;
  /** The outbox has something new (src/services/outbox-sender.ts). */
  nudge?: () => void;
  /** The privacy policy's consent version now (src/services/page-content.ts); its default text's without. */
  privacyVersion?: () => string;
}) {
  const { db, events, links, now } = deps;
  const privacyVersion = deps.privacyVersion ?? (() => PRIVACY_VERSION);
  return {
    /**
     * Stores the lead and counts the download in one transaction, then makes its download address:
     * a link signed for this lead to a file stored here, or the outside address itself (which
     * cannot be gated). Null when no published resource has this id (nothing is stored then).
     */
    requestDownload(resourceId: number, lead: DownloadRequestData, context: LeadContext): DownloadTicket | null {
      const ticket = db.transaction((tx) => {
        const resource = tx
          .select()
          .from(resources)
          .where(and(publicResourcesAt(new Date(now())), eq(resources.id, resourceId)))
          .get();
        if (!resource) return null;
        const { id: leadId } = tx
          .insert(resourceDownloads)
          .values({
            resourceId,
            name: lead.name,
            email: lead.email,
            linkedinUrl: lead.linkedinUrl,
            downloadedAt: new Date(now()),
            ipAddress: context.ip,
            userAgent: context.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
            privacyVersion: privacyVersion(),
          })
          .returning({ id: resourceDownloads.id })
          .get();
        const { downloadCount } = tx
          .update(resources)
          .set({ downloadCount: sql`${resources.downloadCount} + 1` })
          .where(eq(resources.id, resourceId))
          .returning({ downloadCount: resources.downloadCount })
          .get()!;
        const queued = deps.onLead?.(tx, leadId, now()) ?? false;
        return { resource: { ...resource, downloadCount }, leadId, downloadCount, queued };
      });
      if (!ticket) return null;
      // The download count is shown on the resource's page and its card.
      events.changed(resourceTags(ticket.resource.id));
      const { queued, ...made } = ticket;
      if (queued) deps.nudge?.();
      const { resource, leadId } = made;
      const gated = keyFromPrivateFileUrl(resource.fileUrl) !== null;
      return {
        ...made,
        downloadUrl: gated ? links.sign({ resourceId: resource.id, leadId }) : resource.fileUrl,
        fileName: resource.fileName,
      };
    },

    /** A resource's leads, newest first. */
    downloadsOf(resourceId: number): ResourceDownload[] {
      return db
        .select()
        .from(resourceDownloads)
        .where(eq(resourceDownloads.resourceId, resourceId))
        .orderBy(desc(resourceDownloads.downloadedAt), desc(resourceDownloads.id))
        .all();
    },
  };
}

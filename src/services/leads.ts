// The leads the gated resources capture (one row of resource_downloads per download), as the admin
// exports them: every lead with the title and slug of the resource it asked for, and the CSV
// documents of the dashboard's two export links (src/api/admin-resources.ts).
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { resourceDownloads, resources, type ResourceDownload } from "../db/schema";
import { toCsv } from "./csv";

type LeadWithResource = ResourceDownload & { resourceTitle: string; resourceSlug: string };

const LEAD_COLUMNS = ["Name", "Email", "LinkedIn URL", "Downloaded At", "IP Address", "User Agent"] as const;

const leadCells = (lead: ResourceDownload) => [
  lead.name,
  lead.email,
  lead.linkedinUrl,
  lead.downloadedAt,
  lead.ipAddress,
  lead.userAgent,
];

/** One resource's leads as CSV (the rows come from ResourceService.downloadsOf, newest first). */
export function resourceLeadsCsv(leads: readonly ResourceDownload[]): string {
  return toCsv(LEAD_COLUMNS, leads.map(leadCells));
}

/** Every lead as CSV, each with the resource it asked for. */
export function allLeadsCsv(leads: readonly LeadWithResource[]): string {
  return toCsv(
    ["Resource", "Resource Slug", ...LEAD_COLUMNS],
    leads.map((lead) => [lead.resourceTitle, lead.resourceSlug, ...leadCells(lead)]),
  );
}

export function createLeadService(db: Db) {
  return {
    /** Every lead, newest first, with its resource's title and slug. */
    listAll(): LeadWithResource[] {
      return db
        .select({ lead: resourceDownloads, resourceTitle: resources.title, resourceSlug: resources.slug })
        .from(resourceDownloads)
        .innerJoin(resources, eq(resources.id, resourceDownloads.resourceId))
        .orderBy(desc(resourceDownloads.downloadedAt), desc(resourceDownloads.id))
        .all()
        .map(({ lead, resourceTitle, resourceSlug }) => ({ ...lead, resourceTitle, resourceSlug }));
    },
  };
}

// Gated resources, one job per file: the public reads (./reads.ts), the lead capture that every
// download goes through (./leads.ts), opening a stored file by a signed link or for the admin
// (./downloads.ts), the admin's list and writes (./admin.ts), and which stored files rows still
// name (./stored-files.ts). `createResourceService` puts them together as the one service the API
// handlers and page loaders use.
//
// Only public resources (published, not scheduled for later: ../publication.ts) are ever returned
// by the public reads or accept a download request; drafts and scheduled ones exist for the admin
// alone. Resource files live in private storage and rows address them
// as /api/admin/files/<key> (src/storage privateFileUrl); visitors reach them only through a link
// signed for their lead (../download-links). A fileUrl that is an outside address cannot be gated:
// the request answers with that address itself.
import type { Db } from "../../db/client";
import type { FileStorage } from "../../storage";
import type { ContentEvents } from "../content-events";
import type { DownloadLinks } from "../download-links";
import { createFormerSlugs } from "../former-slugs";
import { createResourceAdmin } from "./admin";
import { createDownloads } from "./downloads";
import { createLeadCapture, type OnLead } from "./leads";
import { createResourceReads } from "./reads";

export { ResourceError } from "./admin";
export { type DownloadFile, RESOURCE_NOT_FOUND_MESSAGE } from "./downloads";
export { DOWNLOAD_REQUEST_LIMIT } from "./leads";
export { RESOURCE_PAGE_SIZE } from "./reads";

export function createResourceService(deps: {
  db: Db;
  storage: FileStorage;
  events: ContentEvents;
  links: DownloadLinks;
  now?: () => number;
  /** SITE_URL: its own absolute addresses are stored as paths (src/shared/urls.ts). */
  siteUrl?: string;
  /** What each new lead owes the firm (e-mail, webhooks), queued in its transaction. */
  onLead?: OnLead;
  nudge?: () => void;
  /** The privacy policy's consent version now, stored with each lead. */
  privacyVersion?: () => string;
}) {
  const { db, storage, events, links, siteUrl } = deps;
  const now = deps.now ?? Date.now;
  const reads = createResourceReads(db, now);
  const formerSlugs = createFormerSlugs(db, now);
  return {
    ...reads,
    /** What a slug no published resource has answers: a 301, a 410, or a 404 (null). */
    formerAddress: (slug: string) => formerSlugs.answer("resource", slug),
    ...createLeadCapture({
      db,
      events,
      links,
      now,
      onLead: deps.onLead,
      nudge: deps.nudge,
      privacyVersion: deps.privacyVersion,
    }),
    ...createDownloads({ db, storage, links, reads }),
    ...createResourceAdmin({ db, storage, events, now, siteUrl, formerSlugs }),
  };
}

export type ResourceService = ReturnType<typeof createResourceService>;

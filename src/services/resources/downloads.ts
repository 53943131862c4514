// Opening a resource's stored file: for a visitor, only through a link signed for their lead
// (../download-links); for the admin, by the resource or by the address rows keep
// (/api/admin/files/…, src/storage privateFileUrl). src/http/file-response.ts sends what these open.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { resourceDownloads, resources, type Resource } from "../../db/schema";
import { downloadContentType } from "../../shared/content-types";
import { type FileStorage, keyFromPrivateFileUrl, type StoredFile } from "../../storage";
import type { DownloadLinks, LinkParts } from "../download-links";
import type { ResourceReads } from "./reads";

/** A stored file ready to be sent. */
export type DownloadFile = { file: StoredFile; fileName: string; contentType: string };

type OpenedDownload = { ok: true; download: DownloadFile } | { ok: false; status: 403 | 404; message: string };

export const RESOURCE_NOT_FOUND_MESSAGE = "Resource not found";
const FILE_NOT_AVAILABLE_MESSAGE = "The file of this resource is not available. Please contact us.";

export function createDownloads(deps: { db: Db; storage: FileStorage; links: DownloadLinks; reads: ResourceReads }) {
  const { db, storage, links, reads } = deps;

  /** The file a row's address names, saved under its file name; null for an outside address or a missing file. */
  async function storedFile(
    row: Pick<Resource, "fileUrl" | "fileName"> & { fileType?: string },
  ): Promise<DownloadFile | null> {
    const key = keyFromPrivateFileUrl(row.fileUrl);
    const file = key ? await storage.get(key) : null;
    if (!file) return null;
    return { file, fileName: row.fileName, contentType: downloadContentType(row.fileName, row.fileType) };
  }

  return {
    /**
     * The stored file a signed link grants, checked: 403 for a link this server did not make (or
     * one changed since) and for an expired one; 404 when its resource or lead is gone, the
     * resource is no longer published, or its file is not stored here.
     */
    async openDownload(parts: LinkParts): Promise<OpenedDownload> {
      const check = links.verify(parts);
      if (!check.ok) return { ok: false, status: 403, message: check.message };
      const resource = reads.getPublishedById(check.resourceId);
      const lead = resource
        ? db
            .select({ id: resourceDownloads.id })
            .from(resourceDownloads)
            .where(and(eq(resourceDownloads.id, check.leadId), eq(resourceDownloads.resourceId, check.resourceId)))
            .get()
        : undefined;
      if (!resource || !lead) return { ok: false, status: 404, message: RESOURCE_NOT_FOUND_MESSAGE };
      const download = await storedFile(resource);
      if (!download) return { ok: false, status: 404, message: FILE_NOT_AVAILABLE_MESSAGE };
      return { ok: true, download };
    },

    /**
     * The stored file of a resource, for the admin: "no-resource" when there is no such resource,
     * null when its file is an outside address or missing from storage.
     */
    async storedFileOf(id: number): Promise<DownloadFile | null | "no-resource"> {
      const resource = db.select().from(resources).where(eq(resources.id, id)).get();
      return resource ? storedFile(resource) : "no-resource";
    },

    /**
     * A stored private file by the address rows keep (/api/admin/files/…), for the admin, saved
     * under the name of the resource that holds it (the stored name if none does); null if absent.
     */
    async openPrivateFile(address: string): Promise<DownloadFile | null> {
      const key = keyFromPrivateFileUrl(address);
      if (!key) return null;
      const owner = db
        .select({ fileName: resources.fileName, fileType: resources.fileType })
        .from(resources)
        .where(eq(resources.fileUrl, address))
        .limit(1)
        .get();
      return storedFile({
        fileUrl: address,
        fileName: owner?.fileName ?? key.split("/").pop()!,
        fileType: owner?.fileType,
      });
    },
  };
}

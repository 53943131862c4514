// Gated resources: the public reads (the published list with its search and category filter, the
// categories, one resource), the lead capture that every download goes through, the signed link
// that is the only way to a stored file, and the admin writes the dashboard will call.
//
// Only published resources are ever returned by the public reads or accept a download request;
// drafts exist for the admin alone. A download request stores the lead and raises the resource's
// count in ONE transaction (`SET download_count = download_count + 1`, never read-modify-write),
// so concurrent requests can neither lose a count nor leave a lead without one. Every change to
// what public pages show (admin writes, and a download, which changes the count) emits the
// content event, which clears the render cache.
//
// Resource files live in private storage and rows address them as /api/admin/files/<key>
// (src/storage privateFileUrl); visitors reach them only through a link signed for their lead
// (./download-links). A fileUrl that is an outside address cannot be gated: the request answers
// with that address itself.
import type { BunFile } from "bun";
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  blogPosts,
  resourceDownloads,
  resources,
  testimonials,
  type Resource,
  type ResourceDownload,
} from "../db/schema";
import type { DownloadRequestData, ResourceData } from "../shared/schemas";
import { downloadContentType } from "../shared/content-types";
import { SLUG_PATTERN } from "../shared/slug";
import { isWebAddress, sitePathOf } from "../shared/urls";
import { type FileStorage, isValidKey, keyFromPrivateFileUrl, privateFileUrl } from "../storage";
import { containsText, isSlugTaken } from "./sql-search";
import type { ContentEvents } from "./content-events";
import type { DownloadLinks, LinkParts } from "./download-links";

export type ResourceListFilter = {
  /** Words to find in the title or the description, case-insensitively. */
  q?: string;
  /** Exact category name. */
  category?: string;
};

/** Who asked for a download, beyond what they typed: for the admin's view of the lead. */
export type LeadContext = { ip: string | null; userAgent: string | null };

export type DownloadTicket = {
  resource: Resource;
  leadId: number;
  /** The resource's count including this download. */
  downloadCount: number;
  /** The signed link to the stored file, or the outside address a resource points to. */
  downloadUrl: string;
  /** The name the file is saved under. */
  fileName: string;
};

/** A stored file ready to be sent (src/server/file-response.ts streams it). */
export type DownloadFile = { file: BunFile; fileName: string; contentType: string };

export type OpenedDownload = { ok: true; download: DownloadFile } | { ok: false; status: 403 | 404; message: string };

/** A write the service refuses; `field` names the input at fault (for the API's 400/409 shape). */
export class ResourceError extends Error {
  constructor(
    message: string,
    readonly field: keyof ResourceData,
    readonly reason: "conflict" | "invalid",
  ) {
    super(message);
    this.name = "ResourceError";
  }
}

export const RESOURCE_NOT_FOUND_MESSAGE = "Resource not found";
export const FILE_NOT_AVAILABLE_MESSAGE = "The file of this resource is not available. Please contact us.";
export const SLUG_TAKEN_MESSAGE = "A resource with this slug already exists";
export const INVALID_SLUG_MESSAGE = "Slug must be lowercase words separated by hyphens";
export const INVALID_FILE_URL_MESSAGE = "Please enter a valid file URL";
export const INVALID_COVER_MESSAGE = "Please enter a valid image URL";

/**
 * The budget of download requests per client address: scripted floods meet it, people do not (the
 * issue asks for at least 100 per 10 minutes, so a whole office behind one address gets through).
 */
export const DOWNLOAD_REQUEST_LIMIT = { limit: 300, windowMs: 10 * 60 * 1000 } as const;

/** Longest user agent kept with a lead. */
const USER_AGENT_MAX_LENGTH = 512;

export function createResourceService(deps: {
  db: Db;
  storage: FileStorage;
  events: ContentEvents;
  links: DownloadLinks;
  now?: () => number;
  /** SITE_URL: its own absolute addresses are stored as paths (src/shared/urls.ts). */
  siteUrl?: string;
}) {
  const { db, storage, events, links } = deps;
  const now = deps.now ?? Date.now;
  const published = eq(resources.published, true);
  const newestFirst = [sql`${resources.publishedAt} IS NULL`, desc(resources.publishedAt), desc(resources.id)] as const;

  function listFilter(filter: ResourceListFilter): SQL | undefined {
    return and(
      published,
      filter.category ? eq(resources.category, filter.category) : undefined,
      containsText([resources.title, resources.description], filter.q),
    );
  }

  const slugTaken = (slug: string, exceptId?: number) => isSlugTaken(db, resources, slug, exceptId);

  /** The stored form of an admin's input. The API validates with resourceSchema first. */
  function stored(input: ResourceData) {
    const slug = input.slug.trim();
    if (!SLUG_PATTERN.test(slug)) throw new ResourceError(INVALID_SLUG_MESSAGE, "slug", "invalid");
    const fileUrl = sitePathOf(input.fileUrl.trim(), deps.siteUrl);
    if (!isWebAddress(fileUrl)) throw new ResourceError(INVALID_FILE_URL_MESSAGE, "fileUrl", "invalid");
    const coverImage = sitePathOf(input.coverImage?.trim() ?? "", deps.siteUrl) || null;
    if (coverImage && !isWebAddress(coverImage))
      throw new ResourceError(INVALID_COVER_MESSAGE, "coverImage", "invalid");
    return {
      title: input.title.trim(),
      slug,
      description: input.description.trim(),
      category: input.category.trim(),
      fileUrl,
      fileName: input.fileName.trim(),
      fileSize: input.fileSize?.trim() || null,
      fileType: input.fileType.trim(),
      coverImage,
      published: input.published ?? false,
    };
  }

  // A unique index backs the check made before writing, for a writer in another process.
  function rethrowSlugConflict(error: unknown): never {
    if (error instanceof Error && /UNIQUE constraint failed: resources\.slug/.test(error.message)) {
      throw new ResourceError(SLUG_TAKEN_MESSAGE, "slug", "conflict");
    }
    throw error;
  }

  /** The storage keys a row's addresses name: its private file and, if uploaded here, its cover. */
  function storedKeysOf(row: Pick<Resource, "fileUrl" | "coverImage">): string[] {
    const keys: string[] = [];
    const fileKey = keyFromPrivateFileUrl(row.fileUrl);
    if (fileKey) keys.push(fileKey);
    const coverKey = publicKeyOf(row.coverImage);
    if (coverKey) keys.push(coverKey);
    return keys;
  }

  /** Whether any row still addresses the stored file `key` (covers may be shared with posts). */
  function stillReferenced(key: string): boolean {
    const one = { one: sql<number>`1` };
    if (key.startsWith("private/")) {
      const url = privateFileUrl(key);
      return db.select(one).from(resources).where(eq(resources.fileUrl, url)).limit(1).get() !== undefined;
    }
    const url = `/uploads/${key.slice("public/".length)}`;
    return (
      db.select(one).from(resources).where(eq(resources.coverImage, url)).limit(1).get() !== undefined ||
      db.select(one).from(blogPosts).where(eq(blogPosts.coverImage, url)).limit(1).get() !== undefined ||
      db.select(one).from(testimonials).where(eq(testimonials.avatar, url)).limit(1).get() !== undefined
    );
  }

  /** Deletes the files among `keys` that no row addresses any more. */
  async function removeUnreferenced(keys: string[]): Promise<void> {
    for (const key of keys) {
      if (!stillReferenced(key)) await storage.delete(key);
    }
  }

  function getPublishedById(id: number): Resource | null {
    return (
      db
        .select()
        .from(resources)
        .where(and(published, eq(resources.id, id)))
        .get() ?? null
    );
  }

  return {
    /** Published resources, newest first, filtered by search words and category. */
    listPublished(filter: ResourceListFilter = {}): Resource[] {
      return db
        .select()
        .from(resources)
        .where(listFilter(filter))
        .orderBy(...newestFirst)
        .all();
    },

    /** The distinct categories of published resources, alphabetically ("eBooks" among the E's). */
    categories(): string[] {
      return db
        .selectDistinct({ category: resources.category })
        .from(resources)
        .where(published)
        .orderBy(sql`${resources.category} COLLATE NOCASE`, asc(resources.category))
        .all()
        .map((row) => row.category);
    },

    /** A published resource by its slug; drafts and unknown slugs give null. */
    getPublishedBySlug(slug: string): Resource | null {
      return (
        db
          .select()
          .from(resources)
          .where(and(published, eq(resources.slug, slug)))
          .get() ?? null
      );
    },

    getPublishedById,

    /**
     * Stores the lead and counts the download in one transaction, then makes its download address.
     * Null when no published resource has this id (nothing is stored then).
     */
    requestDownload(resourceId: number, lead: DownloadRequestData, context: LeadContext): DownloadTicket | null {
      const ticket = db.transaction(
        (tx) => {
          const resource = tx
            .select()
            .from(resources)
            .where(and(published, eq(resources.id, resourceId)))
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
            })
            .returning({ id: resourceDownloads.id })
            .get();
          const { downloadCount } = tx
            .update(resources)
            .set({ downloadCount: sql`${resources.downloadCount} + 1` })
            .where(eq(resources.id, resourceId))
            .returning({ downloadCount: resources.downloadCount })
            .get()!;
          return { resource: { ...resource, downloadCount }, leadId, downloadCount };
        },
        { behavior: "immediate" },
      );
      if (!ticket) return null;
      events.changed();
      const { resource, leadId } = ticket;
      const gated = keyFromPrivateFileUrl(resource.fileUrl) !== null;
      return {
        ...ticket,
        downloadUrl: gated ? links.sign({ resourceId: resource.id, leadId }) : resource.fileUrl,
        fileName: resource.fileName,
      };
    },

    /**
     * The stored file a signed link grants, checked: 403 for a link this server did not make (or
     * one changed since) and for an expired one; 404 when its resource or lead is gone, the
     * resource is no longer published, or its file is not stored here.
     */
    async openDownload(parts: LinkParts): Promise<OpenedDownload> {
      const check = links.verify(parts);
      if (!check.ok) return { ok: false, status: 403, message: check.message };
      const resource = getPublishedById(check.resourceId);
      const lead = resource
        ? db
            .select({ id: resourceDownloads.id })
            .from(resourceDownloads)
            .where(and(eq(resourceDownloads.id, check.leadId), eq(resourceDownloads.resourceId, check.resourceId)))
            .get()
        : undefined;
      if (!resource || !lead) return { ok: false, status: 404, message: RESOURCE_NOT_FOUND_MESSAGE };
      const key = keyFromPrivateFileUrl(resource.fileUrl);
      const file = key ? await storage.get(key) : null;
      if (!file) return { ok: false, status: 404, message: FILE_NOT_AVAILABLE_MESSAGE };
      return {
        ok: true,
        download: {
          file,
          fileName: resource.fileName,
          contentType: downloadContentType(resource.fileName, resource.fileType),
        },
      };
    },

    // ---- Admin: every resource, drafts included, the download history and the writes ----

    /** Every resource, drafts included, newest first (the dashboard's list). */
    listAll(): Resource[] {
      return db.select().from(resources).orderBy(desc(resources.createdAt), desc(resources.id)).all();
    },

    getById(id: number): Resource | null {
      return db.select().from(resources).where(eq(resources.id, id)).get() ?? null;
    },

    /**
     * The stored file of a resource, for the admin: "no-resource" when there is no such resource,
     * null when its file is an outside address or missing from storage.
     */
    async storedFileOf(id: number): Promise<DownloadFile | null | "no-resource"> {
      const resource = db.select().from(resources).where(eq(resources.id, id)).get();
      if (!resource) return "no-resource";
      const key = keyFromPrivateFileUrl(resource.fileUrl);
      const file = key ? await storage.get(key) : null;
      if (!file) return null;
      return {
        file,
        fileName: resource.fileName,
        contentType: downloadContentType(resource.fileName, resource.fileType),
      };
    },

    /**
     * A stored private file by the address rows keep (/api/admin/files/…), for the admin, saved
     * under the name of the resource that holds it (the stored name if none does); null if absent.
     */
    async openPrivateFile(address: string): Promise<DownloadFile | null> {
      const key = keyFromPrivateFileUrl(address);
      const file = key ? await storage.get(key) : null;
      if (!key || !file) return null;
      const owner = db
        .select({ fileName: resources.fileName, fileType: resources.fileType })
        .from(resources)
        .where(eq(resources.fileUrl, privateFileUrl(key)))
        .limit(1)
        .get();
      const fileName = owner?.fileName ?? key.split("/").pop()!;
      return { file, fileName, contentType: downloadContentType(fileName, owner?.fileType) };
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

    /** How many leads a resource has (its count may differ after an import or a reset). */
    leadCount(resourceId: number): number {
      return (
        db.select({ n: count() }).from(resourceDownloads).where(eq(resourceDownloads.resourceId, resourceId)).get()
          ?.n ?? 0
      );
    },

    /** Creates a resource; publishedAt is the given date, else now when it is created published. */
    create(input: ResourceData): Resource {
      const values = stored(input);
      if (slugTaken(values.slug)) throw new ResourceError(SLUG_TAKEN_MESSAGE, "slug", "conflict");
      const at = new Date(now());
      const publishedAt = input.publishedAt ?? (values.published ? at : null);
      let row: Resource;
      try {
        row = db
          .insert(resources)
          .values({ ...values, publishedAt, createdAt: at, updatedAt: at })
          .returning()
          .get();
      } catch (error) {
        rethrowSlugConflict(error);
      }
      events.changed();
      return row;
    },

    /**
     * Updates a resource; null when there is none with this id. publishedAt is the given date, else
     * the one it had, else now when it becomes published. The download count is never written
     * here. A file or cover the update replaces is deleted once no row addresses it.
     */
    async update(id: number, input: ResourceData): Promise<Resource | null> {
      const existing = db.select().from(resources).where(eq(resources.id, id)).get();
      if (!existing) return null;
      const values = stored(input);
      if (slugTaken(values.slug, id)) throw new ResourceError(SLUG_TAKEN_MESSAGE, "slug", "conflict");
      const at = new Date(now());
      const publishedAt = input.publishedAt ?? existing.publishedAt ?? (values.published ? at : null);
      let row: Resource | undefined;
      try {
        row = db
          .update(resources)
          .set({ ...values, publishedAt, updatedAt: at })
          .where(eq(resources.id, id))
          .returning()
          .get();
      } catch (error) {
        rethrowSlugConflict(error);
      }
      events.changed();
      const kept = new Set(storedKeysOf(values));
      await removeUnreferenced(storedKeysOf(existing).filter((key) => !kept.has(key)));
      return row ?? null;
    },

    /** Deletes a resource (its leads go with it) and then its stored file and cover. */
    async delete(id: number): Promise<boolean> {
      const deleted = db.delete(resources).where(eq(resources.id, id)).returning().all();
      const row = deleted[0];
      if (!row) return false;
      events.changed();
      await removeUnreferenced(storedKeysOf(row));
      return true;
    },
  };
}

export type ResourceService = ReturnType<typeof createResourceService>;

/** "/uploads/covers/x.png" → "public/covers/x.png"; anything else (outside addresses) → null. */
function publicKeyOf(address: string | null): string | null {
  if (!address?.startsWith("/uploads/")) return null;
  const key = `public/${address.slice("/uploads/".length)}`;
  return isValidKey(key) ? key : null;
}

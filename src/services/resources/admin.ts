// The admin's side of resources: every resource, drafts included, and the writes. Every write
// changes what public pages may show, so it emits the content event, which clears the render cache;
// a file or cover a write leaves unaddressed is deleted (./stored-files.ts).
import { desc, eq } from "drizzle-orm";
import type { AdminListQuery } from "../../shared/list-params";
import { alphabetical, inOrderPaged, latestFirst, type ListOrder, publishableListPage } from "../list-pages";
import type { Db } from "../../db/client";
import { resources, type Resource } from "../../db/schema";
import type { ResourceData } from "../../shared/schemas";
import { isWebAddress, sitePathOf } from "../../shared/urls";
import type { FileStorage } from "../../storage";
import { type ContentEvents, resourceTags } from "../content-events";
import {
  ContentWriteError,
  type SearchAndSharingOptional,
  storedPublishable,
  publishableWrites,
} from "../content-writes";
import type { FormerSlugs } from "../former-slugs";
import type { ScheduleChange } from "../../shared/schedule-changes";
import { removeUnreferenced, storedKeysOf } from "./stored-files";

/** A write the service refuses; `field` names the input at fault (for the API's 400/409 shape). */
export class ResourceError extends ContentWriteError<keyof ResourceData> {
  override name = "ResourceError";
}

export const SLUG_TAKEN_MESSAGE = "A resource with this slug already exists";
const INVALID_FILE_URL_MESSAGE = "Please enter a valid file URL";

/** What an admin sends to create or update a resource (the form's fields, search and sharing optional). */
type ResourceWrite = SearchAndSharingOptional<Omit<ResourceData, "pageCount">> & { pageCount?: number | null };

export function createResourceAdmin(deps: {
  db: Db;
  storage: FileStorage;
  events: ContentEvents;
  now: () => number;
  /** Where renamed and deleted resources' addresses are kept (docs/product.md#slug-redirects). */
  formerSlugs: FormerSlugs;
  /** SITE_URL: its own absolute addresses are stored as paths (src/shared/urls.ts). */
  siteUrl?: string;
}) {
  const { db, storage, events, now, formerSlugs } = deps;
  const slugTaken = () => new ResourceError(SLUG_TAKEN_MESSAGE, "slug", "conflict");
  const writes = publishableWrites(db, "resource", formerSlugs, () => new Date(now()), slugTaken);
  const byId = (id: number) => db.select().from(resources).where(eq(resources.id, id)).get();

  /** The stored form of an admin's input. The API validates with resourceSchema first. */
  function stored(input: ResourceWrite) {
    const common = storedPublishable(input, deps.siteUrl, ResourceError);
    const fileUrl = sitePathOf(input.fileUrl.trim(), deps.siteUrl);
    if (!isWebAddress(fileUrl)) throw new ResourceError(INVALID_FILE_URL_MESSAGE, "fileUrl", "invalid");
    return {
      ...common,
      description: input.description.trim(),
      fileUrl,
      fileName: input.fileName.trim(),
      fileSize: input.fileSize?.trim() || null,
      fileType: input.fileType.trim(),
      pageCount: input.pageCount ?? null,
      published: input.published ?? false,
    };
  }

  return {
    /** Every resource, drafts included, newest first (the dashboard's list). */
    listAll(): Resource[] {
      return db.select().from(resources).orderBy(desc(resources.createdAt), desc(resources.id)).all();
    },

    /** One page of the admin's list (docs/product.md#admin-lists), with the counts per status of the search. */
    adminPage(query: AdminListQuery<"resources">) {
      const order: ListOrder<Resource> = {
        newest: latestFirst(resources.id, resources.createdAt, (r: Resource) => r.createdAt),
        title: alphabetical(resources.id, resources.title, (r: Resource) => r.title),
        downloads: [
          { by: resources.downloadCount, descending: true, of: (r: Resource) => r.downloadCount },
          { by: resources.id, descending: true, of: (r: Resource) => r.id },
        ],
      }[query.sort ?? "newest"];
      const searched = [resources.title, resources.description];
      return publishableListPage(
        db,
        resources,
        searched,
        query,
        new Date(now()),
        order,
        (where, order, limit, offset) =>
          inOrderPaged(db.select().from(resources).where(where).$dynamic(), order, limit, offset).all(),
      );
    },

    getById(id: number): Resource | null {
      return byId(id) ?? null;
    },

    /** Creates a resource; publishedAt is the given date, else now when it is created published. */
    create(input: ResourceWrite): Resource {
      const values = stored(input);
      const row = writes.create(values, input.publishedAt);
      events.changed(resourceTags(row.id));
      return row;
    },

    /**
     * Updates a resource; null when there is none with this id. publishedAt is the given date, else
     * the one it had, else now when it becomes published. The download count is never written
     * here. A file or cover the update replaces is deleted once no row addresses it.
     */
    async update(id: number, input: ResourceWrite): Promise<Resource | null> {
      const existing = byId(id);
      if (!existing) return null;
      const values = stored(input);
      const row = writes.update(id, existing, values, input.publishedAt);
      events.changed(resourceTags(id));
      const kept = new Set(storedKeysOf(values));
      await removeUnreferenced(
        db,
        storage,
        storedKeysOf(existing).filter((key) => !kept.has(key)),
      );
      return row ?? null;
    },

    /** 'Publish now' or 'Unschedule' of a scheduled resource (docs/product.md#scheduled); see publishableWrites. */
    changeSchedule: (id: number, change: ScheduleChange) =>
      writes.changeSchedule(id, change, () => events.changed(resourceTags(id))),

    /** Deletes a resource (its leads go with it) and then its stored file and cover. */
    async delete(id: number): Promise<boolean> {
      const row = db.transaction(() => {
        const [deleted] = db.delete(resources).where(eq(resources.id, id)).returning().all();
        if (deleted) formerSlugs.deleted("resource", deleted);
        return deleted;
      });
      if (!row) return false;
      events.changed(resourceTags(id));
      await removeUnreferenced(db, storage, storedKeysOf(row));
      return true;
    },
  };
}

// The public reads of resources: the published list with its search and category filter, the
// categories, one resource. Drafts and scheduled resources exist for the admin alone, so every read
// here is of public rows only (../publication.ts), as of the app's clock.
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { resources, type Resource } from "../../db/schema";
import { publicAt } from "../publication";
import { numberedPage, type PublicListFilter, publishedListFilter } from "../sql-search";
import { PUBLIC_LIST_PAGE_SIZE } from "../../shared/list-params";

/** Resources per page of /resources and of /api/resources, as many as /blog's posts. */
export const RESOURCE_PAGE_SIZE = PUBLIC_LIST_PAGE_SIZE;

/** Resources visitors may see at `at`: published, and not scheduled for later. */
export const publicResourcesAt = (at: Date) => publicAt(resources, at);

export function createResourceReads(db: Db, now: () => number) {
  const published = () => publicResourcesAt(new Date(now()));
  const publishedWhere = (condition: SQL): Resource | null =>
    db.select().from(resources).where(and(published(), condition)).get() ?? null;

  return {
    /**
     * One page of the published resources, newest first, filtered by search words (in the title or
     * the description) and category: a library of hundreds never leaves the database whole
     * (docs/product.md#resources-paging).
     */
    listPublished(filter: PublicListFilter = {}) {
      const where = publishedListFilter(resources, [resources.title, resources.description], filter, new Date(now()));
      const order = [sql`${resources.publishedAt} IS NULL`, desc(resources.publishedAt), desc(resources.id)];
      const { rows, ...paging } = numberedPage(db, resources, where, order, filter, RESOURCE_PAGE_SIZE);
      return { resources: rows, ...paging };
    },

    /** The distinct categories of published resources, alphabetically ("eBooks" among the E's). */
    categories(): string[] {
      return db
        .selectDistinct({ category: resources.category })
        .from(resources)
        .where(published())
        .orderBy(sql`${resources.category} COLLATE NOCASE`, asc(resources.category))
        .all()
        .map((row) => row.category);
    },

    /** A published resource by its slug; drafts and unknown slugs give null. */
    getPublishedBySlug: (slug: string) => publishedWhere(eq(resources.slug, slug)),

    /** A published resource by its id; drafts and unknown ids give null. */
    getPublishedById: (id: number) => publishedWhere(eq(resources.id, id)),
  };
}

export type ResourceReads = ReturnType<typeof createResourceReads>;

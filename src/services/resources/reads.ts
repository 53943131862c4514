// The public reads of resources: the published list with its search and category filter, the
// categories, one resource. Drafts exist for the admin alone, so every read here is of published
// rows only.
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { resources, type Resource } from "../../db/schema";
import { publishedListFilter } from "../sql-search";

type ResourceListFilter = {
  /** Words to find in the title or the description, case-insensitively. */
  q?: string;
  /** Exact category name. */
  category?: string;
};

export const PUBLISHED = eq(resources.published, true);

export function createResourceReads(db: Db) {
  const publishedWhere = (condition: SQL): Resource | null =>
    db.select().from(resources).where(and(PUBLISHED, condition)).get() ?? null;

  return {
    /** Published resources, newest first, filtered by search words and category. */
    listPublished(filter: ResourceListFilter = {}): Resource[] {
      return db
        .select()
        .from(resources)
        .where(publishedListFilter(resources, [resources.title, resources.description], filter))
        .orderBy(sql`${resources.publishedAt} IS NULL`, desc(resources.publishedAt), desc(resources.id))
        .all();
    },

    /** The distinct categories of published resources, alphabetically ("eBooks" among the E's). */
    categories(): string[] {
      return db
        .selectDistinct({ category: resources.category })
        .from(resources)
        .where(PUBLISHED)
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

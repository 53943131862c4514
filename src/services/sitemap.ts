// What the sitemap lists beyond the static pages: published posts and resources with their dates.
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogPosts, resources } from "../db/schema";

type SitemapEntry = { path: string; lastModified: Date };

export function createSitemapService(db: Db) {
  /** The published rows of a content table, newest first, as pages under `folder`. */
  const publishedPages = (table: typeof blogPosts | typeof resources, folder: string): SitemapEntry[] =>
    db
      .select({ slug: table.slug, updatedAt: table.updatedAt })
      .from(table)
      .where(eq(table.published, true))
      .orderBy(desc(table.publishedAt))
      .all()
      .map((row) => ({ path: `${folder}/${row.slug}`, lastModified: row.updatedAt }));

  return {
    publishedPosts: () => publishedPages(blogPosts, "/blog"),
    publishedResources: () => publishedPages(resources, "/resources"),
  };
}

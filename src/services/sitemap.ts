// What the sitemap lists beyond the static pages: public posts and resources (./publication.ts) with
// their dates. A scheduled item's page changes when it appears, so its lastmod is the later of its
// last edit and its publication.
import { desc } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogPosts, resources } from "../db/schema";
import { publicAt } from "./publication";

type SitemapEntry = { path: string; lastModified: Date };

export function createSitemapService(db: Db, now: () => number) {
  /** The public rows of a content table, newest first, as pages under `folder`. */
  const publishedPages = (table: typeof blogPosts | typeof resources, folder: string): SitemapEntry[] =>
    db
      .select({ slug: table.slug, updatedAt: table.updatedAt, publishedAt: table.publishedAt })
      .from(table)
      .where(publicAt(table, new Date(now())))
      .orderBy(desc(table.publishedAt))
      .all()
      .map((row) => ({
        path: `${folder}/${row.slug}`,
        lastModified:
          row.publishedAt && row.publishedAt.getTime() > row.updatedAt.getTime() ? row.publishedAt : row.updatedAt,
      }));

  return {
    publishedPosts: () => publishedPages(blogPosts, "/blog"),
    publishedResources: () => publishedPages(resources, "/resources"),
  };
}

// What the sitemap lists beyond the static pages: published posts and resources with their dates.
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogPosts, resources } from "../db/schema";

export type SitemapEntry = { path: string; lastModified: Date };

export function createSitemapService(db: Db) {
  return {
    publishedPosts(): SitemapEntry[] {
      return db
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(eq(blogPosts.published, true))
        .orderBy(desc(blogPosts.publishedAt))
        .all()
        .map((p) => ({ path: `/blog/${p.slug}`, lastModified: p.updatedAt }));
    },
    publishedResources(): SitemapEntry[] {
      return db
        .select({ slug: resources.slug, updatedAt: resources.updatedAt })
        .from(resources)
        .where(eq(resources.published, true))
        .orderBy(desc(resources.publishedAt))
        .all()
        .map((r) => ({ path: `/resources/${r.slug}`, lastModified: r.updatedAt }));
    },
  };
}

// What the sitemap lists beyond the static pages: public posts, resources and case studies (./publication.ts) with
// their dates. A scheduled item's page changes when it appears, so its lastmod is the later of its
// last edit and its publication.
import { desc, max, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogPosts, caseStudies, resources, siteSettings, testimonials } from "../db/schema";
import { publicAt } from "./publication";

type SitemapEntry = { path: string; lastModified: Date };

export function createSitemapService(db: Db, now: () => number) {
  /** The public rows of a content table, newest first, as pages under `folder`. */
  const publishedPages = (
    table: typeof blogPosts | typeof resources | typeof caseStudies,
    folder: string,
  ): SitemapEntry[] =>
    db
      // The later of the last edit and the publication, worked out in SQL: one number a row
      // rather than two dates to compare for each of thousands of posts (decision 058).
      .select({
        slug: table.slug,
        lastModified: sql<number>`max(${table.updatedAt}, coalesce(${table.publishedAt}, 0))`.mapWith(Number),
      })
      .from(table)
      .where(publicAt(table, new Date(now())))
      .orderBy(desc(table.publishedAt))
      .all()
      .map((row) => ({ path: `${folder}/${row.slug}`, lastModified: new Date(row.lastModified) }));

  /** The last edit of what the static pages show besides posts and resources: the settings and the testimonials. */
  const settingsOrTestimonialsChanged = (): Date | null => {
    const latest = [siteSettings, testimonials]
      .map(
        (table) =>
          db
            .select({ at: max(table.updatedAt) })
            .from(table)
            .get()?.at ?? null,
      )
      .filter((at): at is Date => at !== null)
      .map((at) => at.getTime());
    return latest.length > 0 ? new Date(Math.max(...latest)) : null;
  };

  return {
    publishedPosts: () => publishedPages(blogPosts, "/blog"),
    publishedResources: () => publishedPages(resources, "/resources"),
    publishedCaseStudies: () => publishedPages(caseStudies, "/case-studies"),
    settingsOrTestimonialsChanged,
  };
}

// What the sitemap lists beyond the static pages: public posts, resources and case studies (./publication.ts) with
// their dates. A scheduled item's page changes when it appears, so its lastmod is the later of its
// last edit and its publication.
import { desc, max, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogPosts, caseStudies, resources, siteSettings, testimonials } from "../db/schema";
import { publicAt } from "./publication";

/** An address the sitemap lists, and when its page last changed (ms since the epoch). */
export type SitemapEntry = { path: string; lastModified: number };

export function createSitemapService(db: Db, now: () => number) {
  /** The public rows of a content table, newest first, as pages under `folder`. */
  const publishedPages = (
    table: typeof blogPosts | typeof resources | typeof caseStudies,
    folder: string,
  ): SitemapEntry[] => {
    // The later of the last edit and the publication, worked out in SQL: one number a row
    // rather than two dates to compare for each of thousands of posts (decision 058). Read as
    // plain values, each row a pair, not mapped into an object per column (decision 064); the
    // posts' are all in their published index.
    const rows = db
      .select({
        slug: table.slug,
        lastModified: sql<number>`max(${table.updatedAt}, coalesce(${table.publishedAt}, 0))`,
      })
      .from(table)
      .where(publicAt(table, new Date(now())))
      .orderBy(desc(table.publishedAt))
      .values() as Array<[string, number]>;
    return rows.map(([slug, lastModified]) => ({ path: `${folder}/${slug}`, lastModified }));
  };

  /** The last edit of what the static pages show besides posts and resources: the settings and the testimonials. */
  const settingsOrTestimonialsChanged = (): number | null => {
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
    return latest.length > 0 ? Math.max(...latest) : null;
  };

  return {
    publishedPosts: () => publishedPages(blogPosts, "/blog"),
    publishedResources: () => publishedPages(resources, "/resources"),
    publishedCaseStudies: () => publishedPages(caseStudies, "/case-studies"),
    settingsOrTestimonialsChanged,
  };
}

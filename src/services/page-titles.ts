// What a path of this site is called, for the Analytics tab's tables (docs/product.md#analytics):
// a post's or a resource's title, a fixed page's name as the site's navigation says it. The
// counts keep paths (a title may change); the names are read when the report is.
import { inArray } from "drizzle-orm";
import { footerGroups, headerContactButton, headerNav } from "../content/site";
import type { Db } from "../db/client";
import { blogPosts, resources } from "../db/schema";

/** The fixed pages by path, named as the header and footer name them ("Home", "Privacy Policy"). */
const LINKS: readonly { href: string; label: string }[] = [
  ...headerNav,
  headerContactButton,
  ...footerGroups.flatMap((group): readonly { href: string; label: string }[] => group.links),
];
const FIXED_PAGES = new Map(
  LINKS.filter((link) => !link.href.includes("#")).map((link) => [link.href, link.label] as const),
);

const ITEM_PATH = /^\/(blog|resources)\/([^/]+)$/;

export function createPageTitles(db: Db) {
  return {
    /** The name of each of these paths that has one, by path; a path without one is left out. */
    titlesOf(paths: Iterable<string>): Map<string, string> {
      const titles = new Map<string, string>();
      const slugs = { blog: new Set<string>(), resources: new Set<string>() };
      for (const path of paths) {
        const fixed = FIXED_PAGES.get(path);
        if (fixed) titles.set(path, fixed);
        const item = ITEM_PATH.exec(path);
        if (item) slugs[item[1] as keyof typeof slugs].add(item[2]!);
      }
      const read = (table: typeof blogPosts | typeof resources, section: keyof typeof slugs) => {
        if (slugs[section].size === 0) return;
        const rows = db
          .select({ slug: table.slug, title: table.title })
          .from(table)
          .where(inArray(table.slug, [...slugs[section]]))
          .all();
        for (const row of rows) titles.set(`/${section}/${row.slug}`, row.title);
      };
      read(blogPosts, "blog");
      read(resources, "resources");
      return titles;
    },
  };
}

export type PageTitles = ReturnType<typeof createPageTitles>;

// The addresses posts, resources and case studies used to have (docs/product.md#slug-redirects): a public
// item's old slug answers 301 to where the item lives now, a deleted item's slug answers 410 Gone
// for 90 days, then 404. Only addresses visitors could have seen are spoken of: a draft's or a
// scheduled item's address was never public, so its rename leaves no redirect and its delete no
// 410, and a redirect is followed only while its item is public (./publication.ts), so no 301
// reveals where a hidden item lives. The blog and resource services call the writes inside the
// transaction of their own write, so a slug and its history never disagree; the pages read `answer`.
//
// A redirect names the item's id, not its next slug, so a chain of renames is one hop. A live item
// always wins: the pages look the slug up among live items first, and taking a slug (create or
// rename) removes any redirect or gone row it had.
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogPosts, caseStudies, goneSlugs, resources, slugRedirects } from "../db/schema";
import { publicAt } from "./publication";

export type SlugKind = "post" | "resource" | "case-study";

/** How long a deleted item's address answers 410 before it is an ordinary 404. */
export const GONE_FOR_MS = 90 * 24 * 60 * 60 * 1000;

/** Where each kind of item lives. */
export const SLUG_TABLES = { post: blogPosts, resource: resources, "case-study": caseStudies } as const;
const PATHS: Record<SlugKind, string> = { post: "/blog", resource: "/resources", "case-study": "/case-studies" };

/** What an address that is no live item's answers: a 301 to the item's address now, a 410, or nothing. */
export type FormerSlugAnswer = { redirect: string } | { gone: true } | null;

/** An item's publication as the writes see it, before the write. */
type Publication = { published: boolean; publishedAt: Date | null };

/** Whether visitors can see an item at `at`: the rule of ./publication.ts's publicAt, for a row in hand. */
const isPublicAt = (item: Publication, at: number) =>
  item.published && (item.publishedAt === null || item.publishedAt.getTime() <= at);

export function createFormerSlugs(db: Db, now: () => number) {
  /** The slug is live again (a new item, a rename): neither a redirect nor gone any more. */
  function taken(kind: SlugKind, slug: string) {
    db.delete(slugRedirects)
      .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.oldSlug, slug)))
      .run();
    db.delete(goneSlugs)
      .where(and(eq(goneSlugs.kind, kind), eq(goneSlugs.slug, slug)))
      .run();
  }

  function markGone(kind: SlugKind, slugs: string[]) {
    const goneAt = new Date(now());
    for (const slug of slugs) {
      db.insert(goneSlugs)
        .values({ kind, slug, goneAt })
        .onConflictDoUpdate({ target: [goneSlugs.kind, goneSlugs.slug], set: { goneAt } })
        .run();
    }
  }

  /** The redirect a rename leaves, written inside the rename's transaction. */
  function renamed(kind: SlugKind, id: number, before: { slug: string } & Publication, after: string) {
    if (before.slug === after) return;
    taken(kind, after);
    if (!isPublicAt(before, now())) return;
    db.insert(slugRedirects)
      .values({ kind, oldSlug: before.slug, targetId: id })
      .onConflictDoUpdate({ target: [slugRedirects.kind, slugRedirects.oldSlug], set: { targetId: id } })
      .run();
  }

  return {
    /** Runs `insert`, the creation of an item with this slug, in one transaction with what the slug ends. */
    creating<Row>(kind: SlugKind, slug: string, insert: () => Row): Row {
      return db.transaction(() => {
        taken(kind, slug);
        return insert();
      });
    },

    /**
     * Runs `update`, which moves an item's slug from `before` to `after`, in one transaction with the
     * redirect it leaves: a public item's old address keeps working
     * (docs/product.md#slug-redirects); a draft's or a scheduled item's never was public.
     */
    renaming<Row>(
      kind: SlugKind,
      id: number,
      before: { slug: string } & Publication,
      after: string,
      update: () => Row,
    ): Row {
      return db.transaction(() => {
        renamed(kind, id, before, after);
        return update();
      });
    },

    /**
     * An item was deleted. Its address, and the former addresses that led to it, answer 410 when
     * it was public; a draft's or a scheduled item's address never was. Call inside the delete's
     * transaction.
     */
    deleted(kind: SlugKind, item: { id: number; slug: string } & Publication): void {
      const former = db
        .delete(slugRedirects)
        .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.targetId, item.id)))
        .returning({ slug: slugRedirects.oldSlug })
        .all()
        .map((row) => row.slug);
      if (isPublicAt(item, now())) markGone(kind, [item.slug, ...former]);
    },

    /** For a slug no public item has: where its item is now (while that is public), or that it was deleted lately. */
    answer(kind: SlugKind, slug: string): FormerSlugAnswer {
      const table = SLUG_TABLES[kind];
      const moved = db
        .select({ slug: table.slug })
        .from(slugRedirects)
        .innerJoin(table, eq(table.id, slugRedirects.targetId))
        .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.oldSlug, slug), publicAt(table, new Date(now()))))
        .get();
      if (moved) return { redirect: `${PATHS[kind]}/${moved.slug}` };
      const gone = db
        .select({ goneAt: goneSlugs.goneAt })
        .from(goneSlugs)
        .where(and(eq(goneSlugs.kind, kind), eq(goneSlugs.slug, slug)))
        .get();
      return gone && now() - gone.goneAt.getTime() < GONE_FOR_MS ? { gone: true } : null;
    },
  };
}

export type FormerSlugs = ReturnType<typeof createFormerSlugs>;

// The rules the admin's content writes share (blog posts, resources): how a refused write is
// reported, the slug and cover checks every caller must keep even after the API's validation, and
// the unique slug.
import { and, eq, getTableName, ne } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";
import { SLUG_PATTERN } from "../shared/slug";
import { isWebAddress, sitePathOf } from "../shared/urls";
import { type FormerSlugs, SLUG_TABLES, type SlugKind } from "./former-slugs";
import type { ScheduleChange } from "../shared/schedule-changes";
import { publicationDate, publicationState } from "./publication";

/** A write the service refuses; `field` names the input at fault (for the API's 400/409 shape). */
export class ContentWriteError<Field extends string> extends Error {
  constructor(
    message: string,
    readonly field: Field,
    readonly reason: "conflict" | "invalid",
  ) {
    super(message);
  }
}

type Refusal = new (message: string, field: "slug" | "coverImage" | "shareImage", reason: "invalid") => Error;

const INVALID_SLUG_MESSAGE = "Slug must be lowercase words separated by hyphens";
const INVALID_COVER_MESSAGE = "Please enter a valid image URL";

/** The slug as stored: trimmed, and lowercase words separated by hyphens or refused. */
function storedSlug(slug: string, Refused: Refusal): string {
  const trimmed = slug.trim();
  if (!SLUG_PATTERN.test(trimmed)) throw new Refused(INVALID_SLUG_MESSAGE, "slug", "invalid");
  return trimmed;
}

/**
 * A cover address as stored: trimmed, this site's own absolute address as a path
 * (src/shared/urls.ts), none when blank, and a web address or refused.
 */
function storedCover(
  cover: string | null | undefined,
  siteUrl: string | undefined,
  Refused: Refusal,
  field: "coverImage" | "shareImage" = "coverImage",
) {
  const address = sitePathOf(cover?.trim() ?? "", siteUrl) || null;
  if (address && !isWebAddress(address)) throw new Refused(INVALID_COVER_MESSAGE, field, "invalid");
  return address;
}

type SearchAndSharing = { metaTitle?: string | null; metaDescription?: string | null; shareImage?: string | null };

/** A write's input whose search and sharing fields may be left out (callers from before them). */
export type SearchAndSharingOptional<T> = Omit<T, keyof SearchAndSharing> & SearchAndSharing;

/**
 * The search and sharing fields as stored (docs/product.md#seo-fields): trimmed, blank as none, the
 * share image checked and kept like a cover.
 */
function storedSearchAndSharing(input: SearchAndSharing, siteUrl: string | undefined, Refused: Refusal) {
  return {
    metaTitle: input.metaTitle?.trim() || null,
    metaDescription: input.metaDescription?.trim() || null,
    shareImage: storedCover(input.shareImage, siteUrl, Refused, "shareImage"),
  };
}

/**
 * What posts and resources store alike of an admin's input: trimmed title and category, the slug,
 * cover and search and sharing fields checked as above. The slug is checked first.
 */
export function storedPublishable(
  input: SearchAndSharing & { title: string; slug: string; category: string; coverImage?: string | null },
  siteUrl: string | undefined,
  Refused: Refusal,
) {
  return {
    slug: storedSlug(input.slug, Refused),
    title: input.title.trim(),
    category: input.category.trim(),
    coverImage: storedCover(input.coverImage, siteUrl, Refused),
    ...storedSearchAndSharing(input, siteUrl, Refused),
  };
}

/** The same fields as the API speaks them (admin and public JSON alike). */
export function searchAndSharingJson(row: Required<SearchAndSharing>) {
  return { metaTitle: row.metaTitle, metaDescription: row.metaDescription, shareImage: row.shareImage };
}

/** The cover, the search and sharing fields and the publication, as the JSON of a resource or case study ends. */
export function coverSharingAndPublicationJson(
  row: Required<SearchAndSharing> & { coverImage: string | null; published: boolean; publishedAt: Date | null },
) {
  return {
    coverImage: row.coverImage,
    ...searchAndSharingJson(row),
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/**
 * Runs `write` unless another row (not `exceptId`) of the table already uses the slug, throwing
 * `taken()` then. The table's unique index backs the check, for a writer in another process that
 * takes the slug in between: its refusal is answered with `taken()` too.
 */
export function writeUniqueSlug<T>(
  db: Db,
  table: SQLiteTable & { id: SQLiteColumn; slug: SQLiteColumn },
  row: { slug: string; exceptId?: number },
  taken: () => Error,
  write: () => T,
): T {
  const sameSlug = eq(table.slug, row.slug);
  const where = row.exceptId === undefined ? sameSlug : and(sameSlug, ne(table.id, row.exceptId));
  if (db.select({ id: table.id }).from(table).where(where).get() !== undefined) throw taken();
  try {
    return write();
  } catch (error) {
    if (error instanceof Error && error.message.includes(`UNIQUE constraint failed: ${getTableName(table)}.slug`)) {
      throw taken();
    }
    throw error;
  }
}

type PublishableTable = SQLiteTable & { id: SQLiteColumn; slug: SQLiteColumn };

/** A row's slug and publication before an update: what the slug's history and the publication date need. */
type Existing = { slug: string; published: boolean; publishedAt: Date | null };

/**
 * Creates and updates posts and resources the one way: under a slug no other row of the table has,
 * dated by the publication rule (./publication.ts, docs/product.md#scheduled), in one transaction
 * with the slug's history (./former-slugs.ts, docs/product.md#slug-redirects).
 */
export function publishableWrites<Kind extends SlugKind>(
  db: Db,
  kind: Kind,
  formerSlugs: FormerSlugs,
  now: () => Date,
  taken: () => Error,
) {
  type Table = (typeof SLUG_TABLES)[Kind];
  const table: PublishableTable = SLUG_TABLES[kind];
  type Row = Table["$inferSelect"];
  type Values = Omit<Table["$inferInsert"], "publishedAt" | "createdAt" | "updatedAt"> & {
    slug: string;
    published: boolean;
  };
  return {
    create(values: Values, requested: Date | null | undefined): Row {
      return writeUniqueSlug(db, table, values, taken, () => {
        const at = now();
        const publishedAt = publicationDate(requested, null, values.published, at);
        return formerSlugs.creating(kind, values.slug, () =>
          db
            .insert(table)
            .values({ ...values, publishedAt, createdAt: at, updatedAt: at } as Table["$inferInsert"])
            .returning()
            .get(),
        ) as Row;
      });
    },

    /** The slug and publication of the row with this id, as `update` takes them; undefined without one. */
    existing(id: number): Existing | undefined {
      const { slug, published, publishedAt } = SLUG_TABLES[kind];
      return db.select({ slug, published, publishedAt }).from(table).where(eq(table.id, id)).get();
    },

    /** Updates the row with this id, moving its slug from `existing`'s. */
    update(id: number, existing: Existing, values: Values, requested: Date | null | undefined): Row {
      return writeUniqueSlug(db, table, { slug: values.slug, exceptId: id }, taken, () => {
        const at = now();
        const publishedAt = publicationDate(requested, existing.publishedAt, values.published, at);
        return formerSlugs.renaming(kind, id, existing, values.slug, () =>
          db
            .update(table)
            .set({ ...values, publishedAt, updatedAt: at } as Partial<Table["$inferInsert"]>)
            .where(eq(table.id, id))
            .returning()
            .get(),
        ) as Row;
      });
    },

    /**
     * 'Publish now' or 'Unschedule' (docs/product.md#scheduled) on the row with this id: published
     * from now, or a draft again whose next publication is at once. "missing" without such a row,
     * "not-scheduled" when it is not scheduled (public already, or a draft): nothing is written then.
     * `changed` is called once the change is written: the service announces the item's content event.
     */
    changeSchedule(id: number, change: ScheduleChange, changed: () => void): Row | "missing" | "not-scheduled" {
      const at = now();
      const row = db.select().from(table).where(eq(table.id, id)).get() as
        | { published: boolean; publishedAt: Date | null }
        | undefined;
      if (!row) return "missing";
      if (publicationState(row, at) !== "scheduled") return "not-scheduled";
      const publication =
        change === "publish-now" ? { published: true, publishedAt: at } : { published: false, publishedAt: null };
      const updated = db
        .update(table)
        .set({ ...publication, updatedAt: at } as Partial<Table["$inferInsert"]>)
        .where(eq(table.id, id))
        .returning()
        .get() as Row;
      changed();
      return updated;
    },
  };
}

// Where each image is used (docs/product.md#media; docs/architecture.md#media-uses; decision 050):
// post covers, share images and the <img> addresses in post bodies, resource covers, case studies'
// covers, share images and images in their text, testimonial photos, user avatars and the site settings' images, kept in `media_uses` by the site path of each
// address. A content event names the places it changed (`post:<id>`, `resource:<id>`, `case-study:<id>`,
// `testimonial:<id>`, `user:<id>`, `people`, `settings`: ./content-events.ts), and only those
// places' rows are rewritten, from those places alone. The table is built from the whole content
// once, when it has never been (a new installation, or one from before it), a chunk of posts at a
// time with a turn of the event loop between chunks (./long-reads.ts); never again at a start.
import { and, asc, eq, gt, inArray, isNull, not, sql } from "drizzle-orm";
import { mediaLibraryTexts as texts } from "../content/media-library";
import type { Db } from "../db/client";
import { appMeta, blogPosts, caseStudies, mediaUses, resources, siteSettings, testimonials, users } from "../db/schema";
import type { ContentEvents } from "./content-events";
import { nextTurn } from "./long-reads";
import { decodeAttribute, IMG_SRC } from "./media-files";

/** A place an image is used, for the admin's library and the refusal of a delete. */
export type MediaUse = {
  kind: "post" | "resource" | "case-study" | "testimonial" | "user" | "settings";
  id: number | null;
  label: string;
  /** Where the admin edits the place. */
  href: string | null;
};

type Kind = MediaUse["kind"];
type Row = typeof mediaUses.$inferInsert;

/** The admin tab where each kind of place is edited. */
const ADMIN_TAB_OF: Record<Kind, string> = {
  post: "blog",
  resource: "resources",
  "case-study": "case-studies",
  testimonial: "testimonials",
  user: "users",
  settings: "settings",
};

/** The order uses are listed in: as the content's areas are, each place's own in the order written. */
const KIND_ORDER = sql`case ${mediaUses.kind} when 'post' then 0 when 'resource' then 1 when 'case-study' then 2 when 'testimonial' then 3 when 'user' then 4 else 5 end`;

/** Post bodies read in one go while the table is built: a few milliseconds of regular expressions. */
const POSTS_A_CHUNK = 200;

/** The app_meta key saying the table was built from the whole content (and is kept since). */
const BUILT_KEY = "media_uses_built";

/** An owner tag of a content event: its kind and id. */
const OWNER_TAG = /^(post|resource|case-study|testimonial|user):(\d+)$/;

export function createMediaUses(deps: {
  db: Db;
  events: ContentEvents;
  /** The site path of an address; null for none or another site's. */
  path: (address: string | null | undefined) => string | null;
}) {
  const { db, path } = deps;

  /** The rows of one place: each address once per label, in the order the place names them. */
  const rowsOf = (kind: Kind, ownerId: number | null, named: Array<[string | null | undefined, string]>) => {
    const rows: Row[] = [];
    for (const [address, label] of named) {
      const at = path(address);
      if (at && !rows.some((row) => row.address === at && row.label === label))
        rows.push({ address: at, kind, ownerId, label });
    }
    return rows;
  };

  const postRows = (post: { id: number; title: string; cover: string | null; share: string | null; content: string }) =>
    rowsOf("post", post.id, [
      [post.cover, texts.uses.postCover(post.title)],
      [post.share, texts.uses.postShareImage(post.title)],
      ...[...post.content.matchAll(IMG_SRC)].map(
        ([, src]) => [decodeAttribute(src!), texts.uses.postText(post.title)] as [string, string],
      ),
    ]);
  const postColumns = {
    id: blogPosts.id,
    title: blogPosts.title,
    cover: blogPosts.coverImage,
    share: blogPosts.shareImage,
    content: blogPosts.content,
  };

  const resourceRows = (r: { id: number; title: string; cover: string | null; share: string | null }) =>
    rowsOf("resource", r.id, [
      [r.cover, texts.uses.resourceCover(r.title)],
      [r.share, texts.uses.resourceShareImage(r.title)],
    ]);
  const resourceColumns = {
    id: resources.id,
    title: resources.title,
    cover: resources.coverImage,
    share: resources.shareImage,
  };

  // Case studies are few (docs/product.md#case-studies): each is read whole.
  const caseStudyRows = (c: typeof caseStudies.$inferSelect) =>
    rowsOf("case-study", c.id, [
      [c.coverImage, texts.uses.caseStudyCover(c.title)],
      [c.shareImage, texts.uses.caseStudyShareImage(c.title)],
      ...[...`${c.problem}${c.approach}`.matchAll(IMG_SRC)].map(
        ([, src]) => [decodeAttribute(src!), texts.uses.caseStudyText(c.title)] as [string, string],
      ),
    ]);

  const testimonialRows = (t: { id: number; name: string; avatar: string | null }) =>
    rowsOf("testimonial", t.id, [[t.avatar, texts.uses.testimonialPhoto(t.name)]]);
  const testimonialColumns = { id: testimonials.id, name: testimonials.name, avatar: testimonials.avatar };

  const userRows = (user: typeof users.$inferSelect) => {
    const name = user.displayName || [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;
    return rowsOf("user", user.id, [[user.avatarUrl, texts.uses.userAvatar(name)]]);
  };

  const settingsRows = () => {
    // The settings document is read as stored: its service belongs to the settings area, and a
    // document from an older version may lack any of these keys.
    const settings = db.select({ data: siteSettings.data }).from(siteSettings).get()?.data as
      | { logoUrl?: unknown; founder?: { portraitUrl?: unknown }; seo?: { ogImageUrl?: unknown } }
      | undefined;
    const text = (value: unknown) => (typeof value === "string" ? value : null);
    return rowsOf("settings", null, [
      [text(settings?.founder?.portraitUrl), texts.uses.settingsPortrait],
      [text(settings?.logoUrl), texts.uses.settingsLogo],
      [text(settings?.seo?.ogImageUrl), texts.uses.settingsShareImage],
    ]);
  };

  /** Replaces the rows of each place in `owners` (its kind and id) with `rows`, in one transaction. */
  const replace = (owners: Array<[Kind, number | null]>, rows: Row[]) =>
    db.transaction((tx) => {
      for (const [kind, id] of owners) {
        tx.delete(mediaUses)
          .where(and(eq(mediaUses.kind, kind), id === null ? isNull(mediaUses.ownerId) : eq(mediaUses.ownerId, id)))
          .run();
      }
      if (rows.length > 0) tx.insert(mediaUses).values(rows).run();
    });

  /** The rows of a place as read now: none when it is gone (deleted). */
  const rowsIfFound = <Place>(place: Place | undefined, rowsOfPlace: (place: Place) => Row[]) =>
    place ? rowsOfPlace(place) : [];

  /** Each kind's place with this id, read as it is now, as its rows. */
  const placeRows: Record<Exclude<Kind, "settings">, (id: number) => Row[]> = {
    post: (id) => rowsIfFound(db.select(postColumns).from(blogPosts).where(eq(blogPosts.id, id)).get(), postRows),
    resource: (id) =>
      rowsIfFound(db.select(resourceColumns).from(resources).where(eq(resources.id, id)).get(), resourceRows),
    "case-study": (id) => rowsIfFound(db.select().from(caseStudies).where(eq(caseStudies.id, id)).get(), caseStudyRows),
    testimonial: (id) =>
      rowsIfFound(
        db.select(testimonialColumns).from(testimonials).where(eq(testimonials.id, id)).get(),
        testimonialRows,
      ),
    user: (id) => rowsIfFound(db.select().from(users).where(eq(users.id, id)).get(), userRows),
  };

  /** Rewrites one place's rows from that place as it is now (none once it is deleted). */
  function rewrite(kind: Kind, id: number | null) {
    replace([[kind, id]], kind === "settings" ? settingsRows() : placeRows[kind](id!));
  }

  /** Rewrites every user's rows: `people` names the public profiles as a group (a firm's staff, a few rows). */
  function rewriteUsers() {
    const withAvatars = db
      .select()
      .from(users)
      .where(not(isNull(users.avatarUrl)))
      .all();
    db.transaction((tx) => {
      tx.delete(mediaUses).where(eq(mediaUses.kind, "user")).run();
      const rows = withAvatars.flatMap(userRows);
      if (rows.length > 0) tx.insert(mediaUses).values(rows).run();
    });
  }

  /** Builds the table from the whole content, a chunk of posts per turn; marks it built in the last step. */
  async function build() {
    db.delete(mediaUses).run();
    for (let after = 0; ; await nextTurn()) {
      const posts = db
        .select(postColumns)
        .from(blogPosts)
        .where(gt(blogPosts.id, after))
        .orderBy(asc(blogPosts.id))
        .limit(POSTS_A_CHUNK)
        .all();
      replace(
        posts.map((post) => ["post", post.id]),
        posts.flatMap(postRows),
      );
      if (posts.length < POSTS_A_CHUNK) break;
      after = posts.at(-1)!.id;
    }
    await nextTurn();
    db.transaction((tx) => {
      tx.delete(mediaUses)
        .where(inArray(mediaUses.kind, ["resource", "case-study", "testimonial", "user", "settings"]))
        .run();
      const rows = [
        ...tx.select(resourceColumns).from(resources).all().flatMap(resourceRows),
        ...tx.select().from(caseStudies).all().flatMap(caseStudyRows),
        ...tx.select(testimonialColumns).from(testimonials).all().flatMap(testimonialRows),
        ...tx
          .select()
          .from(users)
          .where(not(isNull(users.avatarUrl)))
          .all()
          .flatMap(userRows),
        ...settingsRows(),
      ];
      for (let i = 0; i < rows.length; i += POSTS_A_CHUNK)
        tx.insert(mediaUses)
          .values(rows.slice(i, i + POSTS_A_CHUNK))
          .run();
      tx.insert(appMeta)
        .values({ key: BUILT_KEY, value: new Date().toISOString() })
        .onConflictDoUpdate({ target: appMeta.key, set: { value: new Date().toISOString() } })
        .run();
    });
  }

  let built: Promise<void> | null = null;
  /** Resolves once the table holds every use: at once when it was built before (in any process). */
  const ready = () => {
    built ??= db.select().from(appMeta).where(eq(appMeta.key, BUILT_KEY)).get() ? Promise.resolve() : build();
    return built;
  };

  deps.events.onChange((tags) => {
    try {
      for (const tag of tags) {
        const owner = OWNER_TAG.exec(tag);
        if (owner) rewrite(owner[1] as Kind, Number(owner[2]));
        else if (tag === "settings") rewrite("settings", null);
        else if (tag === "people") rewriteUsers();
      }
    } catch (error) {
      // The content's write is done and answered; the uses are built again from the content when
      // next asked (in this process or the next), rather than left behind it.
      console.error("Media uses: a place could not be rewritten; they will be built again:", error);
      built = null;
      db.delete(appMeta).where(eq(appMeta.key, BUILT_KEY)).run();
    }
  });

  const toUse = (row: { kind: Kind; ownerId: number | null; label: string }): MediaUse => ({
    kind: row.kind,
    id: row.ownerId,
    label: row.label,
    href: `/admin?tab=${ADMIN_TAB_OF[row.kind]}`,
  });

  return {
    ready,

    /** Builds the table from the whole content again: for rows written by SQL around the services (a seed). */
    rebuild(): Promise<void> {
      built = build();
      return built;
    },

    /** The uses of any of `addresses` (an image's and its copies'), by address in that order, each label once. */
    async of(addresses: string[]): Promise<MediaUse[]> {
      await ready();
      const found: MediaUse[] = [];
      if (addresses.length === 0) return found;
      const rows = db
        .select()
        .from(mediaUses)
        .where(inArray(mediaUses.address, addresses))
        .orderBy(KIND_ORDER, mediaUses.ownerId, sql`rowid`)
        .all();
      for (const address of addresses) {
        for (const row of rows) {
          if (row.address === address && !found.some((use) => use.label === row.label)) found.push(toUse(row));
        }
      }
      return found;
    },

    /** Every address something uses. */
    async addresses(): Promise<Set<string>> {
      await ready();
      return new Set(
        db
          .selectDistinct({ address: mediaUses.address })
          .from(mediaUses)
          .all()
          .map((row) => row.address),
      );
    },
  };
}

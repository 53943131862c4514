// What an admin write was about, for the Activity tab's sentences (docs/product.md#admin-activity):
// the kind of item an admin API path writes, what the item is called (its title, name or username),
// whether it is public, and where it can be opened while it exists. The admin guard asks before a
// write (a delete's title is the one before deletion) and after it; the activity API asks for the
// addresses when it reads the trail, so a link disappears with its item and the title stays.
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogPosts, contactMessages, media, resources, testimonials, users, webhookEndpoints } from "../db/schema";
import { type PublicationState, publicationState } from "./publication";

export const TARGET_KINDS = [
  "post",
  "resource",
  "testimonial",
  "user",
  "message",
  "image",
  "file",
  "settings",
  "person",
  "webhook",
  "backup",
] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

// The kind each admin API area writes, by the path segments that follow /api (longest first).
const AREAS: [prefix: string, kind: TargetKind][] = [
  ["admin/upload/resource", "file"],
  ["admin/upload/image", "image"],
  ["admin/resources", "resource"],
  ["admin/media", "image"],
  ["admin/messages", "message"],
  ["admin/leads", "person"],
  ["admin/webhooks", "webhook"],
  ["admin/settings", "settings"],
  ["admin/backups", "backup"],
  ["admin/blog", "post"],
  ["admin/testimonials", "testimonial"],
  ["blog", "post"],
  ["testimonials", "testimonial"],
  ["users", "user"],
];

/** "/api/admin/resources/7" → "resource"; null for a path no admin area writes. */
export function targetKindOf(path: string): TargetKind | null {
  const rest = `${path.replace(/^\/api\//, "")}/`;
  return AREAS.find(([prefix]) => rest.startsWith(`${prefix}/`))?.[1] ?? null;
}

/** An item as the trail names it. `state` (public, scheduled or draft) only for posts and resources. */
export type TargetFacts = { title: string; state?: PublicationState };

/** The admin tab that lists each kind (docs/product.md#admin-dashboard). */
const ADMIN_TAB: Partial<Record<TargetKind, string>> = {
  post: "blog",
  resource: "resources",
  testimonial: "testimonials",
  user: "users",
  message: "messages",
  image: "media",
  settings: "settings",
  person: "leads",
  webhook: "leads",
  backup: "settings",
};

const PUBLIC_PATH: Partial<Record<TargetKind, string>> = { post: "/blog", resource: "/resources" };

type Row = { id: number; title: string; published?: boolean; publishedAt?: Date | null; slug?: string };

export function createAuditTargets(db: Db, now: () => number) {
  // Each kind's rows by id, as { id, title, published?, publishedAt?, slug? }.
  const publishable = (table: typeof blogPosts | typeof resources) => (ids: number[]) =>
    db
      .select({
        id: table.id,
        title: table.title,
        published: table.published,
        publishedAt: table.publishedAt,
        slug: table.slug,
      })
      .from(table)
      .where(inArray(table.id, ids))
      .all();
  const readers: Partial<Record<TargetKind, (ids: number[]) => Row[]>> = {
    post: publishable(blogPosts),
    resource: publishable(resources),
    testimonial: (ids) =>
      db
        .select({ id: testimonials.id, title: testimonials.name })
        .from(testimonials)
        .where(inArray(testimonials.id, ids))
        .all(),
    user: (ids) => db.select({ id: users.id, title: users.username }).from(users).where(inArray(users.id, ids)).all(),
    message: (ids) =>
      db
        .select({ id: contactMessages.id, title: contactMessages.name })
        .from(contactMessages)
        .where(inArray(contactMessages.id, ids))
        .all(),
    // A webhook endpoint is named by its address; a person is never named (docs/product.md#erasure).
    webhook: (ids) =>
      db
        .select({ id: webhookEndpoints.id, title: webhookEndpoints.url })
        .from(webhookEndpoints)
        .where(inArray(webhookEndpoints.id, ids))
        .all(),
    image: (ids) =>
      db
        .select({ id: media.id, alt: media.alt, url: media.url })
        .from(media)
        .where(inArray(media.id, ids))
        .all()
        .map(({ id, alt, url }) => ({ id, title: alt || (url.split("/").pop() ?? url) })),
  };

  const stateOf = (row: Row) =>
    publicationState({ published: row.published ?? false, publishedAt: row.publishedAt ?? null }, new Date(now()));
  const rowsOf = (kind: TargetKind, ids: number[]) => (ids.length ? (readers[kind]?.(ids) ?? []) : []);

  return {
    /** What the item is called now, and whether it is public, scheduled or a draft; null when it does not exist. */
    describe(kind: TargetKind, id: number): TargetFacts | null {
      const [row] = rowsOf(kind, [id]);
      if (!row) return null;
      return row.published === undefined ? { title: row.title } : { title: row.title, state: stateOf(row) };
    },

    /**
     * Where each of these items can be opened now, by kind and id: a public post's or resource's
     * page (not a scheduled one's: it answers 404 until its moment), else its admin tab; nothing for
     * an item that no longer exists. The settings have no id and always exist; a backup opens the
     * Settings tab, where the backups are.
     */
    hrefs(targets: { kind: TargetKind; id: number | null }[]): (kind: TargetKind, id: number | null) => string | null {
      const live = new Map<string, string>();
      for (const kind of TARGET_KINDS) {
        const ids = [...new Set(targets.flatMap((t) => (t.kind === kind && t.id !== null ? [t.id] : [])))];
        for (const row of rowsOf(kind, ids)) {
          const publicPath = PUBLIC_PATH[kind];
          live.set(
            `${kind}:${row.id}`,
            publicPath && stateOf(row) === "public" ? `${publicPath}/${row.slug}` : `/admin?tab=${ADMIN_TAB[kind]}`,
          );
        }
      }
      return (kind, id) => {
        if (kind === "settings" || kind === "backup") return `/admin?tab=${ADMIN_TAB.settings}`;
        return id === null ? null : (live.get(`${kind}:${id}`) ?? null);
      };
    },

    /** The display names of these users who have one (docs/product.md#people), by id. */
    displayNames(ids: number[]): Map<number, string> {
      if (ids.length === 0) return new Map();
      const rows = db
        .select({ id: users.id, name: users.displayName })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]))
        .all();
      return new Map(rows.flatMap((row) => (row.name ? [[row.id, row.name] as const] : [])));
    },
  };
}

export type AuditTargets = ReturnType<typeof createAuditTargets>;

// The page documents the firm edits (docs/product.md#pages-editor): every saved version of a page
// in page_versions, a draft until published. A page shows its newest published version, or its
// default (src/content/page-defaults.ts) before the first publish, read through a copy held in
// memory that a publish of that page drops, with a content event naming it ("page:home") so the
// render cache renders only the paths that show it afresh.
//
// Every write that makes a version carries the version it started from (`base`: the page's newest
// version when the editor opened it, 0 for none). A write from anything older is refused as a
// conflict, and the unique (page, parent) index refuses the second of two writers racing from the
// same version even across processes: two admins never overwrite each other silently.
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { z } from "zod";
import { defaultPageDocument } from "../content/page-defaults";
import type { Db } from "../db/client";
import { pageVersions, type PageVersion, users } from "../db/schema";
import { type PageDocument, type PageName, PAGE_NAMES, pageSchemas } from "../shared/schemas/pages";
import { type ContentEvents, contentTags } from "./content-events";
import { PRIVACY_VERSION, privacyVersionOf } from "./privacy-version";

type Actor = { id: number } | null;

/** A version as the admin API shows it: who made it and when, and whether and when it was published. */
export type PageVersionSummary = {
  version: number;
  basedOn: number;
  origin: string | null;
  createdAt: Date;
  createdBy: string | null;
  publishedAt: Date | null;
  publishedBy: string | null;
};

export type PageWrite =
  | { ok: true; version: PageVersionSummary }
  | { ok: false; reason: "invalid"; error: z.core.$ZodError }
  | { ok: false; reason: "conflict"; message: string; head: PageVersionSummary | null }
  | { ok: false; reason: "missing"; message: string };

export function createPageContent(deps: { db: Db; events: ContentEvents; now: () => number }) {
  const { db, events, now } = deps;
  const held = new Map<PageName, unknown>();
  // A page's event drops its copy; a change that names nothing (a backup restored, say) drops all.
  events.onChange((tags) => {
    if (tags.length === 0) held.clear();
    for (const tag of tags) if (tag.startsWith("page:")) held.delete(tag.slice(5) as PageName);
  });

  const nameOf = (id: number | null) =>
    id === null
      ? null
      : (db
          .select({ displayName: users.displayName, username: users.username })
          .from(users)
          .where(eq(users.id, id))
          .get() ?? null);

  function summary(row: PageVersion): PageVersionSummary {
    const author = nameOf(row.createdBy);
    const publisher = nameOf(row.publishedBy);
    return {
      version: row.id,
      basedOn: row.parentId,
      origin: row.origin,
      createdAt: row.createdAt,
      createdBy: author ? (author.displayName ?? author.username) : null,
      publishedAt: row.publishedAt,
      publishedBy: publisher ? (publisher.displayName ?? publisher.username) : null,
    };
  }

  const newest = (name: PageName) =>
    db.select().from(pageVersions).where(eq(pageVersions.page, name)).orderBy(desc(pageVersions.id)).limit(1).get();

  const newestPublished = (name: PageName) =>
    db
      .select()
      .from(pageVersions)
      .where(and(eq(pageVersions.page, name), isNotNull(pageVersions.publishedAt)))
      .orderBy(desc(pageVersions.id))
      .limit(1)
      .get();

  const versionOf = (name: PageName, id: number) =>
    db
      .select()
      .from(pageVersions)
      .where(and(eq(pageVersions.page, name), eq(pageVersions.id, id)))
      .get();

  /**
   * A stored document read back: checked again, since a later schema may refuse an old version. A
   * version saved before a section was added lacks it; the default's section fills it, so the
   * firm's edits stay and the new section shows (the whole default only when that is not enough).
   */
  function storedDocument<Name extends PageName>(name: Name, row: PageVersion | undefined): PageDocument<Name> {
    if (!row) return defaultPageDocument(name);
    const schema = pageSchemas[name];
    const checked = schema.safeParse(row.document);
    if (checked.success) return checked.data as PageDocument<Name>;
    const filled = schema.safeParse({ ...defaultPageDocument(name), ...(row.document as object) });
    return filled.success ? (filled.data as PageDocument<Name>) : defaultPageDocument(name);
  }

  function conflict(name: PageName, base: number): PageWrite {
    const head = newest(name);
    const by = head ? summary(head) : null;
    const who = by?.createdBy ? ` by ${by.createdBy}` : "";
    return {
      ok: false,
      reason: "conflict",
      message:
        base === (head?.id ?? 0)
          ? "This page was changed at the same moment by someone else. Nothing of yours was saved: reload the page to see their version, then make your change again."
          : `This page was changed${who} since you opened it. Nothing of yours was saved: reload the page to see their version, then make your change again.`,
      head: by,
    };
  }

  /** Stores `document` as a new draft made from version `base`, or refuses it (see the top). */
  function write(name: PageName, document: unknown, base: number, actor: Actor, origin: string | null): PageWrite {
    const checked = pageSchemas[name].safeParse(document);
    if (!checked.success) return { ok: false, reason: "invalid", error: checked.error };
    try {
      return db.transaction((tx) => {
        const head = tx
          .select({ id: pageVersions.id })
          .from(pageVersions)
          .where(eq(pageVersions.page, name))
          .orderBy(desc(pageVersions.id))
          .limit(1)
          .get();
        if ((head?.id ?? 0) !== base) return conflict(name, base);
        const row = tx
          .insert(pageVersions)
          .values({
            page: name,
            document: checked.data,
            parentId: base,
            origin,
            createdBy: actor?.id ?? null,
            createdAt: new Date(now()),
          })
          .returning()
          .get();
        return { ok: true as const, version: summary(row) };
      });
    } catch (error) {
      if (error instanceof Error && error.message.includes("UNIQUE constraint failed: page_versions")) {
        return conflict(name, base);
      }
      throw error;
    }
  }

  /** The document the public page shows: its newest published version, or its default. */
  function published<Name extends PageName>(name: Name): PageDocument<Name> {
    let document = held.get(name) as PageDocument<Name> | undefined;
    if (!document) {
      document = storedDocument(name, newestPublished(name));
      held.set(name, document);
    }
    return document;
  }

  return {
    published,

    /** A version's document, for its preview and for a restore; null when the page has no such version. */
    versionDocument<Name extends PageName>(name: Name, id: number): PageDocument<Name> | null {
      const row = versionOf(name, id);
      return row ? storedDocument(name, row) : null;
    },

    /**
     * What the editor opens: the draft (the newest version, when it is not published) or else the
     * published document, the version to save from (`base`), the published version and the default.
     */
    state<Name extends PageName>(name: Name) {
      const head = newest(name);
      const live = newestPublished(name);
      const draft = head && !head.publishedAt ? head : null;
      return {
        page: name,
        base: head?.id ?? 0,
        document: storedDocument(name, head),
        draft: draft ? summary(draft) : null,
        published: live ? summary(live) : null,
        defaults: defaultPageDocument(name),
      };
    },

    /** Every version, newest first. */
    history(name: PageName): PageVersionSummary[] {
      return db
        .select()
        .from(pageVersions)
        .where(eq(pageVersions.page, name))
        .orderBy(desc(pageVersions.id))
        .all()
        .map(summary);
    },

    saveDraft(name: PageName, document: unknown, base: number, actor: Actor): PageWrite {
      return write(name, document, base, actor, null);
    },

    /** A new draft holding an earlier version's document. */
    restore(name: PageName, id: number, base: number, actor: Actor): PageWrite {
      const row = versionOf(name, id);
      if (!row) return { ok: false, reason: "missing", message: "There is no such version of this page." };
      return write(name, storedDocument(name, row), base, actor, `restore:${id}`);
    },

    /**
     * A new draft of the current document (the draft, else the published one) with the field at
     * `path` ("hero.title", "faqs.2.answer") put back to the default's value.
     */
    resetField(name: PageName, path: string, base: number, actor: Actor): PageWrite {
      const keys = path.split(".");
      const fallback = valueAt(defaultPageDocument(name), keys);
      if (fallback === undefined || keys.length === 0) {
        return { ok: false, reason: "missing", message: "This page has no such field by default." };
      }
      const current = structuredClone(storedDocument(name, newest(name)));
      if (!setValueAt(current, keys, structuredClone(fallback))) {
        return { ok: false, reason: "missing", message: "This page has no such field now." };
      }
      return write(name, current, base, actor, `reset:${path}`);
    },

    /**
     * Publishes version `id`, which must be the page's newest (its draft): an older one is refused,
     * since another admin's draft came after it.
     */
    publish(name: PageName, id: number, actor: Actor): PageWrite {
      const head = newest(name);
      if (!versionOf(name, id))
        return { ok: false, reason: "missing", message: "There is no such version of this page." };
      if (!head || head.id !== id) return conflict(name, id);
      if (head.publishedAt) return { ok: true, version: summary(head) };
      const row = db
        .update(pageVersions)
        .set({ publishedAt: new Date(now()), publishedBy: actor?.id ?? null })
        .where(eq(pageVersions.id, id))
        .returning()
        .get()!;
      events.changed([contentTags.page(name)]);
      return { ok: true, version: summary(row) };
    },

    /** The pages whose text the firm has never published an edit of ("Make it yours"). */
    neverReviewed(): PageName[] {
      const published = new Set(
        db
          .selectDistinct({ page: pageVersions.page })
          .from(pageVersions)
          .where(isNotNull(pageVersions.publishedAt))
          .all()
          .map((row) => row.page),
      );
      return PAGE_NAMES.filter((name) => !published.has(name));
    },

    /**
     * The consent version of the privacy policy a visitor is shown now (docs/product.md#consent):
     * the hash of its published text, the same as ever for the default text.
     */
    privacyVersion(): string {
      if (!newestPublished("privacy-policy")) return PRIVACY_VERSION;
      return privacyVersionOf(published("privacy-policy"));
    },
  };
}

export type PageContent = ReturnType<typeof createPageContent>;

function valueAt(document: unknown, keys: readonly string[]): unknown {
  let value = document;
  for (const key of keys) {
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function setValueAt(document: unknown, keys: readonly string[], value: unknown): boolean {
  const parent = valueAt(document, keys.slice(0, -1));
  const last = keys[keys.length - 1]!;
  if (parent === null || typeof parent !== "object" || !Object.hasOwn(parent, last)) return false;
  (parent as Record<string, unknown>)[last] = value;
  return true;
}

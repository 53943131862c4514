// The media library (docs/product.md#media): every image uploaded through the admin is a row of
// `media` with its address, type, size, dimensions (read from the file's header,
// ./image-dimensions.ts), alt text, uploader and the smaller copies pages offer in srcset.
//
// Where an image is used is kept in `media_uses`, each place's rows rewritten when a content event
// names it (./media-uses.ts; decision 050), so a list reads a page's uses by address and never a
// post body. A copy's address counts as a use of its image. An image in use cannot be deleted.
//
// The copies of every image are held in memory for the pages (srcsetFor), read again after each
// write here; every write also emits the content event, which clears the render cache, so pages
// offer a new copy on the next request.
import { and, desc, eq, notExists } from "drizzle-orm";
import { dirname } from "node:path";
import type { Db } from "../db/client";
import { type MediaItem, media, mediaUses, users } from "../db/schema";
import { mediaLibraryTexts as texts } from "../content/media-library";
import { contentTypeOf, extensionOf } from "../shared/content-types";
import type { ImageVariant } from "../shared/responsive-image";
import { sitePathOf } from "../shared/urls";
import { type FileStorage, keyFromPublicFileUrl } from "../storage";
import { type ContentEvents, contentTags } from "./content-events";
import { type Dimensions, readImageDimensions } from "./image-dimensions";
import type { createUploadService, StoredUpload } from "./receive-uploads";
import { containsText, numberedPage } from "./sql-search";
import { altTextsOf, contentHashOf } from "./media-files";
import { createMediaUses, type MediaUse } from "./media-uses";

export type { MediaUse } from "./media-uses";

/** A media row with its uploader's username and its uses. */
export type MediaEntry = MediaItem & { uploaderUsername: string | null; uses: MediaUse[] };

export type MediaPage = { items: MediaEntry[]; page: number; pageCount: number; total: number };

/** A write the library refuses, with the field at fault (a copy's width). */
export class MediaError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly field?: string,
    readonly uses: MediaUse[] = [],
  ) {
    super(message);
    this.name = "MediaError";
  }
}

/** The images a seeded or older installation stores without a row get one at start; the seed folder holds them. */
const STORED_IMAGE_FOLDER = /^public\/(covers|seed|avatars|media)\//;

type UploadService = ReturnType<typeof createUploadService>;

export function createMediaService(deps: {
  db: Db;
  storage: FileStorage;
  events: ContentEvents;
  uploads: UploadService;
  siteUrl?: string;
}) {
  const { db, storage, events, uploads } = deps;
  const path = (address: string | null | undefined) => (address ? sitePathOf(address.trim(), deps.siteUrl) : null);

  const uses = createMediaUses({ db, events, path });
  /** The uses of an image by any of its addresses: its own and its copies'. */
  const usesOf = (item: MediaItem): Promise<MediaUse[]> => uses.of([item.url, ...item.variants.map((v) => v.url)]);

  const uploaderNames = (ids: (number | null)[]) => {
    const wanted = new Set(ids.filter((id): id is number => id !== null));
    const names = new Map<number, string>();
    if (wanted.size === 0) return names;
    for (const user of db.select({ id: users.id, username: users.username }).from(users).all()) {
      if (wanted.has(user.id)) names.set(user.id, user.username);
    }
    return names;
  };

  const entries = async (items: MediaItem[]): Promise<MediaEntry[]> => {
    const names = uploaderNames(items.map((i) => i.uploadedBy));
    const found: MediaEntry[] = [];
    for (const item of items) {
      found.push({
        ...item,
        uploaderUsername: item.uploadedBy === null ? null : (names.get(item.uploadedBy) ?? null),
        uses: await usesOf(item),
      });
    }
    return found;
  };

  const get = (id: number): MediaItem | null => db.select().from(media).where(eq(media.id, id)).get() ?? null;
  const found = (id: number): MediaItem => {
    const item = get(id);
    if (!item) throw new MediaError(404, texts.notFound);
    return item;
  };

  // The copies of every image by any of its addresses, for the pages; null until first asked.
  let srcsets: Map<string, ImageVariant[]> | null = null;
  const changed = () => {
    srcsets = null;
    // An image may be shown on any page (a post's body, a cover, a portrait): every answer goes.
    events.changed([contentTags.site]);
  };

  /** Deletes stored files by their public addresses; one already gone is no failure. */
  async function deleteFiles(urls: string[]) {
    for (const url of urls) {
      const key = keyFromPublicFileUrl(url);
      if (key) await storage.delete(key);
    }
  }

  /** The dimensions a stored public image's header states, or null. */
  async function storedDimensions(url: string, contentType: string) {
    const key = keyFromPublicFileUrl(url);
    const file = key ? await storage.get(key) : null;
    return file ? readImageDimensions(file, contentType) : null;
  }

  /** A media row for a stored public image: its dimensions as the upload read them, else read from the stored file. */
  async function insert({
    dimensions: known,
    ...values
  }: {
    url: string;
    contentType: string;
    bytes: number;
    alt?: string;
    uploadedBy: number | null;
    originalName?: string;
    contentHash?: string | null;
    dimensions?: Dimensions | null;
  }): Promise<MediaItem | null> {
    const dimensions = known !== undefined ? known : await storedDimensions(values.url, values.contentType);
    const row = db
      .insert(media)
      .values({
        ...values,
        alt: values.alt ?? "",
        width: dimensions?.width ?? null,
        height: dimensions?.height ?? null,
      })
      .onConflictDoNothing()
      .returning()
      .get();
    if (row) changed();
    return row ?? null;
  }

  return {
    /**
     * The library's image for a stored upload, in the same request (docs/product.md#media). The same
     * bytes uploaded again are the item already stored (`reused`): the new copy is deleted, and an
     * alt text given now fills one the item lacks.
     */
    async recordUpload(stored: StoredUpload, uploadedBy: number | null): Promise<MediaEntry & { reused: boolean }> {
      const alt = (stored.fields.alt ?? "").trim().slice(0, 300);
      const file = await storage.get(stored.key);
      const contentHash = file ? await contentHashOf(file) : null;
      const same = contentHash
        ? db
            .select()
            .from(media)
            .where(and(eq(media.contentHash, contentHash), eq(media.contentType, stored.contentType)))
            .get()
        : undefined;
      // Reused only while its file is still stored.
      const sameKey = same && keyFromPublicFileUrl(same.url);
      if (same && sameKey && (await storage.get(sameKey))) {
        await storage.delete(stored.key);
        const kept =
          alt && !same.alt ? db.update(media).set({ alt }).where(eq(media.id, same.id)).returning().get()! : same;
        if (kept !== same) changed();
        return { ...(await entries([kept]))[0]!, reused: true };
      }
      const row = await insert({
        url: stored.fullUrl,
        contentType: stored.contentType,
        bytes: stored.bytes,
        alt,
        originalName: stored.originalName,
        contentHash,
        uploadedBy,
        dimensions: stored.dimensions,
      });
      // A generated name is never taken already; a row found here would be a second request's.
      return {
        ...(await entries([row ?? db.select().from(media).where(eq(media.url, stored.fullUrl)).get()!]))[0]!,
        reused: false,
      };
    },

    /**
     * The alt texts a post's body gives its images (<img src alt>), kept with their items that have
     * none yet (docs/product.md#media); the library's own alt text is never overwritten.
     */
    keepAltTexts(html: string): void {
      let kept = 0;
      for (const { src, alt } of altTextsOf(html)) {
        const at = path(src);
        const set =
          at &&
          db
            .update(media)
            .set({ alt })
            .where(and(eq(media.url, at), eq(media.alt, "")))
            .returning();
        if (set) kept += set.all().length;
      }
      if (kept > 0) changed();
    },

    /**
     * Gives every stored public image the content names (post and resource covers, photos,
     * avatars, the settings' images) a row when it has none: the seeded covers and anything
     * uploaded before the library existed. Idempotent; answers how many rows it added.
     */
    /** Builds the uses from the whole content again: after rows were written by SQL around the services (a seed). */
    rebuildUses: () => uses.rebuild(),

    async recordStoredImages(): Promise<number> {
      await uses.ready();
      // Only the addresses no item records yet, in one read: a start after the first reads nothing
      // per image, however large the library (a look-up per used address grew with it).
      const unrecorded = db
        .selectDistinct({ url: mediaUses.address })
        .from(mediaUses)
        .where(notExists(db.select({ id: media.id }).from(media).where(eq(media.url, mediaUses.address))))
        .all();
      let added = 0;
      for (const { url } of unrecorded) {
        const key = keyFromPublicFileUrl(url);
        const contentType = contentTypeOf(extensionOf(url));
        if (!key || !STORED_IMAGE_FOLDER.test(key) || !contentType?.startsWith("image/")) continue;
        const file = await storage.get(key);
        if (!file) continue;
        if (await insert({ url, contentType, bytes: file.size, uploadedBy: null })) added += 1;
      }
      return added;
    },

    /**
     * Newest first, `limit` a page; `q` finds words in the file name, the alt text or the address
     * over the whole library; `unused`: only items nothing uses (the used addresses are read
     * whole, so that filter pages in memory).
     */
    async list(query: { page: number; limit: number; q?: string; unused?: boolean }): Promise<MediaPage> {
      const { page, limit, q, unused } = query;
      const where = containsText([media.originalName, media.alt, media.url], q);
      const newestFirst = [desc(media.createdAt), desc(media.id)];
      if (unused) {
        const used = await uses.addresses();
        const all = db
          .select()
          .from(media)
          .where(where)
          .orderBy(...newestFirst)
          .all()
          .filter((item) => !used.has(item.url) && !item.variants.some((v) => used.has(v.url)));
        const pageCount = Math.max(1, Math.ceil(all.length / limit));
        return {
          items: await entries(all.slice((page - 1) * limit, page * limit)),
          page,
          pageCount,
          total: all.length,
        };
      }
      const { rows, total, pageCount } = numberedPage(db, media, where, newestFirst, query, limit);
      return { items: await entries(rows), page, pageCount, total };
    },

    async get(id: number): Promise<MediaEntry | null> {
      const item = get(id);
      return item && (await entries([item]))[0]!;
    },

    async updateAlt(id: number, alt: string): Promise<MediaEntry> {
      found(id);
      const row = db.update(media).set({ alt }).where(eq(media.id, id)).returning().get()!;
      changed();
      return (await entries([row]))[0]!;
    },

    /** Deletes the row and its stored files; refused (409, with the uses) while anything uses it. */
    async delete(id: number): Promise<void> {
      found(id);
      await uses.ready();
      // The row and its uses as they are after the wait (a copy added meanwhile is deleted with it);
      // the table is ready, so no request is served between this read and the delete.
      const item = found(id);
      const inUse = await usesOf(item);
      if (inUse.length > 0) {
        throw new MediaError(409, texts.inUse(inUse.map((u) => u.label)), undefined, inUse);
      }
      db.delete(media).where(eq(media.id, id)).run();
      await deleteFiles([item.url, ...item.variants.map((v) => v.url)]);
      changed();
    },

    /**
     * Receives a smaller copy of image `id` (multipart: `file`, and `width` in pixels), made in the
     * admin's browser, and stores it beside the original. Its header's width must be the form's
     * and at most the original's; a copy of the same width and type is replaced.
     */
    async addVariant(id: number, request: Request): Promise<MediaEntry> {
      const item = found(id);
      const originalKey = keyFromPublicFileUrl(item.url);
      // Beside the original, except in the seed's folder, which holds the seed's files alone (src/db/seed.ts).
      const folder = originalKey && !originalKey.startsWith("public/seed/") ? dirname(originalKey) : undefined;
      const stored = await uploads.receive("variant", request, { folder });
      const refuse = async (message: string): Promise<never> => {
        await storage.delete(stored.key);
        throw new MediaError(400, message, "width");
      };
      const said = stored.fields.width ?? "";
      if (!/^[1-9]\d{0,4}$/.test(said)) return refuse(texts.widthInvalid);
      const width = Number(said);
      const { dimensions } = stored;
      if (dimensions?.width !== width) return refuse(texts.widthMismatch(dimensions?.width ?? null, width));
      if (item.width !== null && width > item.width) return refuse(texts.widthTooLarge(item.width));

      const variant: ImageVariant = { url: stored.fullUrl, width, contentType: stored.contentType };
      const current = get(id);
      if (!current) return refuse(texts.notFound);
      const replaced = current.variants.filter((v) => v.width === width && v.contentType === variant.contentType);
      const variants = [...current.variants.filter((v) => !replaced.includes(v)), variant].sort(
        (a, b) => a.width - b.width,
      );
      const row = db.update(media).set({ variants }).where(eq(media.id, id)).returning().get()!;
      await deleteFiles(replaced.map((v) => v.url));
      changed();
      return (await entries([row]))[0]!;
    },

    /**
     * The srcset candidates of the image at `address` (its own address or a copy's): its copies and
     * the original itself when its width is known and it is not SVG; empty when it has no copies.
     */
    srcsetFor(address: string | null | undefined): ImageVariant[] {
      const at = path(address);
      if (!at) return [];
      if (!srcsets) {
        srcsets = new Map();
        for (const item of db.select().from(media).all()) {
          if (item.variants.length === 0) continue;
          const original =
            item.width !== null && item.contentType !== "image/svg+xml"
              ? [{ url: item.url, width: item.width, contentType: item.contentType }]
              : [];
          const candidates = [...item.variants, ...original].sort((a, b) => a.width - b.width);
          for (const url of [item.url, ...item.variants.map((v) => v.url)]) srcsets.set(url, candidates);
        }
      }
      return srcsets.get(at) ?? [];
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

// Share images (docs/product.md#share-images, decision 029): the PNG a page names as its og:image,
// drawn once per version of its card (./cards.ts) and kept in the file storage as
// "public/share/<version>.png", like a media copy. A request for a version that is no longer the
// item's current one is sent on to the current one; drawing happens on the first request for a
// version, so an edit, a new cover or a renamed firm costs nothing until someone shares the page.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blogPosts, caseStudies, resources } from "../../db/schema";
import { type FileStorage, keyFromPublicFileUrl } from "../../storage";
import { sniffImageType } from "../file-signatures";
import { publicAt } from "../publication";
import type { createSettingsService } from "../settings";
import {
  itemShareCard,
  parseShareImageName,
  type ShareCard,
  shareCardVersion,
  shareImagePath,
  siteShareCard,
} from "./cards";
import { type CardImage, renderShareCard } from "./render";

/** What the share image route answers for a file name. */
export type ShareImageAnswer =
  | { found: false }
  | { found: true; current: false; path: string }
  | { found: true; current: true; png: Uint8Array<ArrayBuffer> };

const TABLES = { post: blogPosts, resource: resources, "case-study": caseStudies } as const;

export function createShareImages(deps: {
  db: Db;
  storage: FileStorage;
  settings: ReturnType<typeof createSettingsService>;
  now: () => number;
}) {
  const drawing = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

  /** The current card of a public page's subject; null when there is none (a draft, a deleted item). */
  function currentCard(kind: ShareCard["kind"], id: number | null): ShareCard | null {
    const settings = deps.settings.current();
    if (kind === "site") return siteShareCard(settings);
    const table = TABLES[kind];
    const item = deps.db
      .select({ id: table.id, title: table.title, coverImage: table.coverImage, shareImage: table.shareImage })
      .from(table)
      .where(and(eq(table.id, id ?? -1), publicAt(table, new Date(deps.now()))))
      .get();
    return item ? itemShareCard(kind, item, settings) : null;
  }

  /** The card's image from the storage (an SVG, or a raster image the renderer reads); null if there is none. */
  async function imageOf(card: ShareCard): Promise<CardImage | null> {
    const key = card.image ? keyFromPublicFileUrl(card.image.path.split(/[?#]/)[0]!) : null;
    const file = key ? await deps.storage.get(key) : null;
    if (!file) return null;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const raster = sniffImageType(bytes.subarray(0, 256));
    if (raster) return { bytes, type: raster };
    return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(
      new TextDecoder().decode(bytes.subarray(0, 1024)),
    )
      ? { bytes, type: "image/svg+xml" }
      : null;
  }

  /** The stored PNG of the card's version, drawn and stored first if there is none yet. */
  function pngOf(card: ShareCard): Promise<Uint8Array<ArrayBuffer>> {
    const version = shareCardVersion(card);
    const key = `public/share/${version}.png`;
    let pending = drawing.get(key);
    if (!pending) {
      pending = (async () => {
        const stored = await deps.storage.get(key);
        if (stored) return new Uint8Array(await stored.arrayBuffer());
        const png = await renderShareCard(card, await imageOf(card));
        await deps.storage.put(key, png);
        return png;
      })().finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return pending;
  }

  return {
    /** The image named by a share image's file name ("post-3-<version>.png"). */
    async answer(name: string): Promise<ShareImageAnswer> {
      const wanted = parseShareImageName(name);
      const card = wanted ? currentCard(wanted.kind, wanted.id) : null;
      if (!wanted || !card || card.outside) return { found: false };
      if (shareCardVersion(card) !== wanted.version) return { found: true, current: false, path: shareImagePath(card) };
      return { found: true, current: true, png: await pngOf(card) };
    },
  };
}

// Shareable preview links of a post (docs/product.md#preview-links): a signed address that shows a
// draft or scheduled post to whoever holds it, for 7 days or until the post's links are revoked.
// Built like the signed download links (./download-links.ts): nothing is stored per link, the
// HMAC-SHA256 covers a fixed label, the post id and the expiry, is compared in constant time and
// checked before the expiry, and every number has one spelling.
//
//   /blog/preview/{postId}?expires={unix milliseconds}&sig={base64url}
//
// The expiry is in milliseconds so that the moment a link was signed (expiry minus 7 days) is
// exact: revoking stores the moment in blog_posts.previews_revoked_at, and a link signed at or
// before it is refused, while one signed a second later works.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogPosts, type BlogPost } from "../db/schema";
import { isSameSignature, signText } from "./secret";

/** How long a preview link works (docs/product.md#preview-links: 7 days). */
export const PREVIEW_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const ID = /^[1-9]\d{0,14}$/;
const UNIX_MS = /^[1-9]\d{0,15}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** The parts of a preview address as a request carries them (the query may lack any or hold anything). */
type PreviewParts = { id: string; expires?: string; sig?: string };

export function createPreviewLinks(deps: {
  db: Db;
  key: Uint8Array;
  now: () => number;
  /** SITE_URL: links are absolute addresses under it. */
  siteUrl: string;
  /** Any post by id, drafts included, its HTML as readers get it (the blog service's getById). */
  read: (id: number) => BlogPost | null;
}) {
  const { db, key, now } = deps;
  const mac = (postId: number, expires: number) => signText(key, `post-preview:v1:${postId}:${expires}`);
  const exists = (id: number) => db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id)).get();

  return {
    /** A new link to the post, or null when there is no such post. */
    create(postId: number): { url: string; expiresAt: Date } | null {
      if (!exists(postId)) return null;
      const expires = now() + PREVIEW_LINK_TTL_MS;
      const query = new URLSearchParams({ expires: String(expires), sig: mac(postId, expires) });
      return { url: `${deps.siteUrl}/blog/preview/${postId}?${query}`, expiresAt: new Date(expires) };
    },

    /** Refuses every link of the post made until now; false when there is no such post. */
    revokeAll(postId: number): boolean {
      const revoked = db
        .update(blogPosts)
        .set({ previewsRevokedAt: new Date(now()) })
        .where(eq(blogPosts.id, postId))
        .returning({ id: blogPosts.id })
        .all();
      return revoked.length > 0;
    },

    /** The post a link opens: null for a forged, changed, expired or revoked link, or a deleted post. */
    open(parts: PreviewParts): BlogPost | null {
      const { id, expires = "", sig = "" } = parts;
      if (!ID.test(id) || !UNIX_MS.test(expires) || !SIGNATURE.test(sig)) return null;
      const postId = Number(id);
      const expiresAt = Number(expires);
      if (!isSameSignature(sig, mac(postId, expiresAt))) return null;
      if (now() >= expiresAt) return null;
      const post = deps.read(postId);
      if (!post) return null;
      const signedAt = expiresAt - PREVIEW_LINK_TTL_MS;
      if (post.previewsRevokedAt && post.previewsRevokedAt.getTime() >= signedAt) return null;
      return post;
    },
  };
}

export type PreviewLinks = ReturnType<typeof createPreviewLinks>;

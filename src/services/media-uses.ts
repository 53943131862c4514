// Where each image is used (docs/product.md#media), worked out from the content as it is now: post
// covers, share images and the <img> addresses in post bodies, resource and case study covers (and a
// case study's images in its text), testimonial photos,
// user avatars and the site settings' images. Keyed by the site path of each address.
import { asc, gt, isNull, not } from "drizzle-orm";
import { mediaLibraryTexts as texts } from "../content/media-library";
import type { Db } from "../db/client";
import { blogPosts, caseStudies, resources, siteSettings, testimonials, users } from "../db/schema";
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

const ADMIN_HREF = (tab: string) => `/admin?tab=${tab}`;

/** The admin tab where each kind of place is edited. */
const ADMIN_TAB_OF: Record<MediaUse["kind"], string> = {
  post: "blog",
  resource: "resources",
  "case-study": "case-studies",
  testimonial: "testimonials",
  user: "users",
  settings: "settings",
};

/** Post bodies read in one go while the uses are worked out: a few milliseconds of regular expressions. */
const POSTS_A_CHUNK = 200;

/**
 * Every use of every address, from the content as it is now; `path` makes an address a site path.
 * The posts are read in chunks, yielding between them (docs/architecture.md#long-reads).
 */
export async function usesOfContent(
  db: Db,
  path: (address: string | null | undefined) => string | null,
): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>();
  const add = (address: string | null | undefined, use: MediaUse) => {
    const at = path(address);
    if (!at) return;
    const list = uses.get(at) ?? [];
    if (!list.some((u) => u.label === use.label)) list.push(use);
    uses.set(at, list);
  };
  const use = (kind: MediaUse["kind"], id: number | null, label: string): MediaUse => ({
    kind,
    id,
    label,
    href: ADMIN_HREF(ADMIN_TAB_OF[kind]),
  });
  for (let after = 0; ; await nextTurn()) {
    const posts = db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        cover: blogPosts.coverImage,
        share: blogPosts.shareImage,
        content: blogPosts.content,
      })
      .from(blogPosts)
      .where(gt(blogPosts.id, after))
      .orderBy(asc(blogPosts.id))
      .limit(POSTS_A_CHUNK)
      .all();
    for (const post of posts) {
      add(post.cover, use("post", post.id, texts.uses.postCover(post.title)));
      add(post.share, use("post", post.id, texts.uses.postShareImage(post.title)));
      for (const [, src] of post.content.matchAll(IMG_SRC))
        add(decodeAttribute(src!), use("post", post.id, texts.uses.postText(post.title)));
    }
    if (posts.length < POSTS_A_CHUNK) break;
    after = posts.at(-1)!.id;
  }
  const covers = db
    .select({ id: resources.id, title: resources.title, cover: resources.coverImage, share: resources.shareImage })
    .from(resources);
  for (const r of covers.all()) {
    add(r.cover, use("resource", r.id, texts.uses.resourceCover(r.title)));
    add(r.share, use("resource", r.id, texts.uses.resourceShareImage(r.title)));
  }
  // Case studies are few (docs/product.md#case-studies): their texts are read in one go.
  for (const c of db.select().from(caseStudies).all()) {
    add(c.coverImage, use("case-study", c.id, texts.uses.caseStudyCover(c.title)));
    add(c.shareImage, use("case-study", c.id, texts.uses.caseStudyShareImage(c.title)));
    for (const [, src] of `${c.problem}${c.approach}`.matchAll(IMG_SRC))
      add(decodeAttribute(src!), use("case-study", c.id, texts.uses.caseStudyText(c.title)));
  }
  const photos = db
    .select({ id: testimonials.id, name: testimonials.name, avatar: testimonials.avatar })
    .from(testimonials);
  for (const t of photos.all()) add(t.avatar, use("testimonial", t.id, texts.uses.testimonialPhoto(t.name)));
  for (const user of db
    .select()
    .from(users)
    .where(not(isNull(users.avatarUrl)))
    .all()) {
    const name = user.displayName || [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;
    add(user.avatarUrl, use("user", user.id, texts.uses.userAvatar(name)));
  }
  // The settings document is read as stored: its service belongs to the settings area, and a
  // document from an older version may lack any of these keys.
  const settings = db.select({ data: siteSettings.data }).from(siteSettings).get()?.data as
    | { logoUrl?: unknown; founder?: { portraitUrl?: unknown }; seo?: { ogImageUrl?: unknown } }
    | undefined;
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  add(text(settings?.founder?.portraitUrl), use("settings", null, texts.uses.settingsPortrait));
  add(text(settings?.logoUrl), use("settings", null, texts.uses.settingsLogo));
  add(text(settings?.seo?.ogImageUrl), use("settings", null, texts.uses.settingsShareImage));
  return uses;
}

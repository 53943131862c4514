// The image proxy's allow-list: an address is fetched only while it is stored as a blog post's
// cover or share image, a resource's cover or share image, a testimonial's avatar, a person's avatar or an image of the site
// settings (the logo, the founder's portrait, the default share image), so the proxy serves the site's own images
// and is never an open proxy. Exact text comparison: the pages build proxy URLs from the stored
// value as it is, and no normalisation can widen what matches. The same question decides whether
// an uploaded cover that a resource write leaves behind may be deleted (./resources/stored-files.ts).
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogPosts, resources, testimonials, users } from "../db/schema";
import type { SettingsService } from "./settings";

/** Whether `url` is currently a stored cover image, share image (docs/product.md#seo-fields) or avatar. */
export function isStoredImage(db: Db, url: string): boolean {
  const one = { one: sql<number>`1` };
  return (
    db.select(one).from(blogPosts).where(eq(blogPosts.coverImage, url)).limit(1).get() !== undefined ||
    db.select(one).from(resources).where(eq(resources.coverImage, url)).limit(1).get() !== undefined ||
    db.select(one).from(blogPosts).where(eq(blogPosts.shareImage, url)).limit(1).get() !== undefined ||
    db.select(one).from(resources).where(eq(resources.shareImage, url)).limit(1).get() !== undefined ||
    db.select(one).from(testimonials).where(eq(testimonials.avatar, url)).limit(1).get() !== undefined ||
    db.select(one).from(users).where(eq(users.avatarUrl, url)).limit(1).get() !== undefined
  );
}

export function createImageSourceService(db: Db, settings: SettingsService) {
  return {
    /** Whether `url` is currently a stored cover image, avatar or image of the settings. */
    isStored: (url: string): boolean => isStoredImage(db, url) || settingsImages(settings).includes(url),
  };
}

function settingsImages(settings: SettingsService): (string | null)[] {
  const { logoUrl, founder, seo } = settings.current();
  return [logoUrl, founder.portraitUrl, seo.ogImageUrl];
}

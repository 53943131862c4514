// A blog post's card in the list and under a post (related articles): the cover image or a
// two-letter placeholder, the category, the title, the excerpt clamped to three lines, the author
// and the date (docs/product.md#people), and 'Read More'. The whole card is clickable through the link's stretched hit area, so the card is
// one stop for the keyboard, and the link's accessible name ("Read More about <title>") still says
// where it goes when links are read out of context.
import { blogListTexts } from "../content/blog";
import { formatDate, formatIsoDate } from "../shared/format";
import { imageSrc } from "../shared/image-src";
import type { ImageVariant } from "../shared/responsive-image";
import { initialsOf } from "./Initials";
import { MonogramTile } from "./MonogramTile";
import { ReadMoreLink } from "./ReadMoreLink";
import { CARD_IMAGE_SIZES, CoverImage, type CoverLoading } from "./ResponsiveImage";

/** What a card shows; plain data, so the search island can receive it as props. */
export type BlogCardData = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  coverImage: string | null;
  /** The cover's smaller copies for srcset (docs/product.md#media), when the page knows them. */
  coverVariants?: ImageVariant[];
  author: string;
  /** ISO instant; null for a post never published (never on a public card). */
  publishedAt: string | null;
};

/** A card's fields out of a whole post (a row on the server, an API answer in the browser). */
export const blogCardData = ({
  slug,
  title,
  excerpt,
  category,
  coverImage,
  coverVariants = [],
  author,
  publishedAt,
}: Omit<BlogCardData, "publishedAt"> & { publishedAt: Date | string | null }): BlogCardData => ({
  slug,
  title,
  excerpt,
  category,
  coverImage,
  coverVariants,
  author,
  publishedAt: publishedAt === null ? null : new Date(publishedAt).toISOString(),
});

/**
 * Who wrote a post and when, as one line: the cards and the 404 page's latest articles. `timeZone`:
 * the site's, so the day matches the post's own page.
 */
export function PostByline({
  author,
  publishedAt,
  timeZone,
  className = "",
}: {
  author: string;
  publishedAt: Date | string | null;
  timeZone: string;
  className?: string;
}) {
  return (
    <p data-post-byline className={`flex flex-wrap items-center gap-x-2 text-sm text-muted ${className}`}>
      <span className="font-medium text-fg">{author}</span>
      {publishedAt !== null ? (
        <>
          <span aria-hidden="true">·</span>
          <time dateTime={formatIsoDate(publishedAt, timeZone)}>{formatDate(publishedAt, timeZone)}</time>
        </>
      ) : null}
    </p>
  );
}

/**
 * The cover's address as stored, when it is a usable one (absolute http(s) or a path on this site):
 * what the share image names. The <img> loads it through imageSrc, which sends absolute addresses
 * through the image proxy (/api/images/proxy), as the pages' CSP allows images from this site only.
 */
export function blogCoverSrc(coverImage: string | null): string | null {
  if (!coverImage) return null;
  if (/^https?:\/\//i.test(coverImage) || (coverImage.startsWith("/") && !coverImage.startsWith("//"))) {
    return coverImage;
  }
  return null;
}

/** The cover's frame: the image, or the title's two initials when there is none. */
export function BlogCover({
  title,
  coverImage,
  variants,
  sizes = CARD_IMAGE_SIZES,
  loading = "lazy",
  className = "",
}: {
  title: string;
  coverImage: string | null;
  variants?: ImageVariant[];
  sizes?: string;
  loading?: CoverLoading;
  className?: string;
}) {
  const src = imageSrc(coverImage);
  return (
    <div className={`aspect-[16/10] w-full overflow-hidden bg-surface-muted ${className}`}>
      {src ? (
        // Decorative here: the title is written beside it.
        <CoverImage src={src} alt="" variants={variants} sizes={sizes} loading={loading} />
      ) : (
        <div data-cover-placeholder className="h-full w-full">
          <MonogramTile letters={initialsOf(title)} className="h-full w-full" />
        </div>
      )}
    </div>
  );
}

export function BlogCard({
  post,
  timeZone,
  headingLevel = 2,
  loading = "lazy",
}: {
  post: BlogCardData;
  /** The site's time zone, which the date is shown in. */
  timeZone: string;
  headingLevel?: 2 | 3;
  loading?: CoverLoading;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      data-blog-card
      className="render-when-near group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <BlogCover title={post.title} coverImage={post.coverImage} variants={post.coverVariants} loading={loading} />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold uppercase tracking-wider text-accent">{post.category}</p>
        <Heading className="mt-2 font-heading text-xl font-semibold leading-snug tracking-tight text-fg">
          {post.title}
        </Heading>
        <p className="mt-3 line-clamp-3 leading-7 text-muted">{post.excerpt}</p>
        {/* At the foot of the card, so the bylines and links of a row line up whatever the excerpts' lengths. */}
        <div className="mt-auto pt-5">
          <PostByline
            author={post.author}
            publishedAt={post.publishedAt}
            timeZone={timeZone}
            className="border-t border-border pt-4"
          />
          <ReadMoreLink href={`/blog/${post.slug}`} label={blogListTexts.readMore} item={post} className="mt-4" />
        </div>
      </div>
    </article>
  );
}

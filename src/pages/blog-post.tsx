// Blog post (/blog/{slug}): 'Back to all articles', the category, title, author, date and read
// time, the cover, the body, up to three more posts of the same category and the closing call to
// action; in the head, BlogPosting JSON-LD and Open Graph article tags with the cover as the share
// image. A draft or an unknown slug is 'Blog Post Not Found' with status 404. A post's own search
// and sharing fields stand before its title, excerpt and cover in the head (docs/product.md#seo-fields).
//
// /blog/preview/{id}?expires=&sig= shows any post, draft or scheduled, to the holder of its preview
// link (docs/product.md#preview-links).
//
// A post whose author is a person (matched by display name, src/services/people.ts) ends with their
// author card and names them in its JSON-LD with their title, LinkedIn and photo
// (docs/product.md#people); any other author is the name as written.
import type { BlogPost } from "../db/schema";
import type { Services } from "../services";
import { AuthorCard } from "../components/AuthorCard";
import { BlogCard, BlogCover, blogCardData, blogCoverSrc } from "../components/BlogCard";
import { DetailHeader, detailLabelClass, HeaderFact } from "../components/DetailHeader";
import { CtaBand } from "../components/CtaBand";
import { Section } from "../components/Section";
import { blogCta, blogPostTexts } from "../content/blog";
import { formatDate, formatIsoDate } from "../shared/format";
import { imageSrc } from "../shared/image-src";
import { DEFAULT_READ_TIME } from "../shared/read-time";
import { Island } from "./Island";
import { formerItemAnswer, notFoundPage } from "./not-found";
import type { Page, PageView, SiteSettings } from "./page";
import { articleMeta, searchAndSharing } from "./search-and-sharing";
import { blogPostingJsonLd, itemWork } from "./structured-data";
import { contentTags, postTags } from "../services/content-events";
import { asPreview } from "./preview-view";

/** How many posts of the same category a post recommends. */
const RELATED_POSTS = 3;

export const blogPostPage: Page = ({ params, path, services, settings }) => {
  const post = services.blog.getPublishedBySlug(params.slug ?? "");
  if (!post) return formerItemAnswer(path, services.blog.formerAddress(params.slug ?? ""), blogPostTexts);
  return blogPostView(post, services, settings);
};

/**
 * A post opened by its preview link (docs/product.md#preview-links): the page as it will look, with
 * a banner saying it is not published yet, kept out of search indexes and never cached (the link
 * is a secret, and the post may change before it is published). Any link that does not open a
 * post is the site's 404 page, so a wrong, expired or revoked link tells nothing about the post.
 */
export const blogPreviewPage: Page = async (ctx) => {
  const { params, query, services, settings } = ctx;
  const post = services.previewLinks.open({ id: params.id ?? "", expires: query.expires, sig: query.sig });
  if (!post) return { ...(await notFoundPage(ctx)), cache: "private" };
  const view = blogPostView(post, services, settings);
  return asPreview(view);
};

function blogPostView(post: BlogPost, services: Services, settings: SiteSettings): PageView {
  const related = services.blog.related(post, RELATED_POSTS);
  const cover = blogCoverSrc(post.coverImage);
  const seo = searchAndSharing("post", post, { title: post.title, description: post.excerpt }, settings);
  const readTime = post.readTime ?? DEFAULT_READ_TIME;
  const person = services.people.byName(post.author);
  const photoSrc = imageSrc(person?.avatarUrl);

  return {
    cache: "public",
    // Its related posts come from the list; its author's card from the people.
    tags: [...postTags(post.id), contentTags.people],
    meta: articleMeta(seo, post, {
      path: `/blog/${post.slug}`,
      section: post.category,
      jsonLd: blogPostingJsonLd(settings, itemWork(post, seo), {
        excerpt: seo.description,
        author: person
          ? {
              name: person.displayName,
              jobTitle: person.jobTitle,
              url: person.linkedinUrl,
              image: photoSrc ? absoluteUrl(settings.siteUrl, person.avatarUrl) : null,
            }
          : { name: post.author },
        category: post.category,
      }),
    }),
    body: (
      <>
        <article aria-labelledby="post-title">
          <DetailHeader
            titleId="post-title"
            title={post.title}
            back={blogPostTexts.backToList}
            centered
            labels={
              <p className="mt-8">
                <span className={`${detailLabelClass} text-xs font-semibold uppercase tracking-wider`}>
                  {post.category}
                </span>
              </p>
            }
          >
            <HeaderFact icon="user" data="byline">{`${blogPostTexts.byline} ${post.author}`}</HeaderFact>
            {post.publishedAt ? (
              <HeaderFact icon="calendar">
                <span className="sr-only">{blogPostTexts.publishedLabel} </span>
                <time dateTime={formatIsoDate(post.publishedAt, settings.timeZone)} data-published>
                  {formatDate(post.publishedAt, settings.timeZone)}
                </time>
              </HeaderFact>
            ) : null}
            <HeaderFact icon="clock">{readTime}</HeaderFact>
          </DetailHeader>

          <div className="container-page py-12 sm:py-16">
            <div className="mx-auto max-w-3xl">
              {cover ? (
                <BlogCover
                  title={post.title}
                  coverImage={post.coverImage}
                  variants={services.media.srcsetFor(post.coverImage)}
                  sizes="(min-width: 768px) 768px, 100vw"
                  loading="priority"
                  className="mb-10 rounded-xl shadow-md"
                />
              ) : null}
              <div
                className="prose-content"
                data-post-body
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the blog service sanitises post HTML with an allow-list on every read
                dangerouslySetInnerHTML={{ __html: post.content }}
              />
              {person ? (
                <AuthorCard
                  person={person}
                  photo={
                    photoSrc ? (
                      // An island only for its fallback to the initials when the photo cannot load.
                      <Island
                        name="Avatar"
                        props={{ name: person.displayName, src: photoSrc, size: "lg" }}
                        when="visible"
                        className="block shrink-0"
                      />
                    ) : undefined
                  }
                />
              ) : null}
            </div>
          </div>
        </article>

        {related.length > 0 ? (
          <Section id="related" title={blogPostTexts.relatedHeading} tone="muted">
            {/* Centred, so one or two related posts do not sit to one side of an empty row. */}
            <ul className="flex flex-wrap justify-center gap-8">
              {related.map((other) => (
                <li key={other.id} className="w-full md:w-[calc((100%-2rem)/2)] lg:w-[calc((100%-4rem)/3)]">
                  <BlogCard
                    post={blogCardData({ ...other, coverVariants: services.media.srcsetFor(other.coverImage) })}
                    timeZone={settings.timeZone}
                    headingLevel={3}
                  />
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        <CtaBand heading={blogCta.heading} text={blogCta.text} button={blogCta.button} />
      </>
    ),
  };
}

/** An image address as a search engine needs it: absolute, a path on this site prefixed with it. */
function absoluteUrl(siteUrl: string, address: string | null): string | null {
  if (!address) return null;
  return /^https?:\/\//i.test(address) ? address : `${siteUrl}${address}`;
}

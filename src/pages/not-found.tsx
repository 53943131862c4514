// The page for any path no route matches, sent with status 404: the product's heading and hint, the way
// home, then the site's main sections and its latest articles.
import { PostByline } from "../components/BlogCard";
import { Icon } from "../components/Icon";
import { IconBadge } from "../components/IconBadge";
import { notFoundPage as content } from "../content/not-found";
import { type MissingItemTexts, withFirmName } from "../content/site";
import type { FormerSlugAnswer } from "../services/former-slugs";
import type { Page, PageResult, PageView } from "./page";

/** A detail page's answer for an item that does not exist: 404, its words and the way back to its list. */
export function missingItemView(path: string, { title, text, link }: MissingItemTexts, status = 404): PageView {
  return {
    status,
    meta: { title, description: text, path, noindex: true },
    body: (
      <section className="container-page flex flex-col items-center py-24 text-center">
        <h1 className="font-heading text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-md text-muted">{text}</p>
        <a href={link.href} className="btn-primary mt-8">
          <Icon name="arrow-left" className="h-4 w-4" />
          {link.label}
        </a>
      </section>
    ),
  };
}

/**
 * A detail page's answer for a slug no published item has (docs/product.md#slug-redirects): a 301
 * to where the item lives now, 410 with the 'removed' words for an item deleted lately, else 404.
 */
export function formerItemAnswer(
  path: string,
  former: FormerSlugAnswer,
  texts: { notFound: MissingItemTexts; gone: MissingItemTexts },
): PageResult {
  if (former && "redirect" in former) return { redirect: former.redirect, status: 301 };
  return former?.gone ? missingItemView(path, texts.gone, 410) : missingItemView(path, texts.notFound);
}

export const notFoundPage: Page = ({ services, settings }) => {
  const latest = services.blog.list({ limit: content.latestCount }).posts;
  return {
    status: 404,
    meta: {
      title: content.meta.title,
      description: withFirmName(content.meta.description, settings.firmName),
      path: null,
      noindex: true,
    },
    body: (
      <>
        <section className="border-b border-border bg-surface-muted">
          <div className="container-page flex flex-col items-center py-16 text-center sm:py-20">
            <h1 className="font-heading text-3xl font-semibold tracking-tight sm:text-4xl">{content.heading}</h1>
            <p className="mt-4 max-w-md text-muted">{content.hint}</p>
            <a href={content.homeLink.href} className="btn-primary mt-8">
              {content.homeLink.label}
            </a>
          </div>
        </section>

        <div className="container-page grid gap-12 py-14 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
          <section aria-labelledby="not-found-sections">
            <h2 id="not-found-sections" className="font-heading text-2xl font-semibold tracking-tight">
              {content.sectionsHeading}
            </h2>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {content.sections.map((section) => (
                <li key={section.href} className="flex">
                  <a
                    href={section.href}
                    className="card-lift flex w-full items-start gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm"
                  >
                    <IconBadge size="sm">
                      <Icon name={section.icon} className="h-5 w-5" />
                    </IconBadge>
                    <span>
                      <span className="block font-semibold text-fg">{section.label}</span>
                      <span className="mt-0.5 block text-sm leading-6 text-muted">{section.description}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>

          {latest.length > 0 ? (
            <section aria-labelledby="not-found-latest">
              <h2 id="not-found-latest" className="font-heading text-2xl font-semibold tracking-tight">
                {content.latestHeading}
              </h2>
              <ul className="mt-6 divide-y divide-border border-y border-border">
                {latest.map((post) => (
                  <li key={post.slug} className="py-4">
                    <p className="text-xs font-semibold uppercase tracking-wider text-accent">{post.category}</p>
                    <a
                      href={`/blog/${post.slug}`}
                      className="mt-1 block rounded-sm font-semibold leading-snug text-fg hover:text-primary hover:underline"
                    >
                      {post.title}
                    </a>
                    <PostByline
                      author={post.author}
                      publishedAt={post.publishedAt}
                      timeZone={settings.timeZone}
                      className="mt-1"
                    />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </>
    ),
  };
};

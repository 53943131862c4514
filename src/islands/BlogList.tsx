// The /blog list: search box, category chips, the grid of cards and its pages. The server renders
// it for the address's q, category and page, and without JavaScript that is the whole story: the
// search is a GET form, the chips and page numbers are links, and the server filters.
//
// As an island it narrows the list as the visitor types (./list-search.ts: debounced, earlier
// requests aborted, the address kept in step, the server's page if the API cannot be reached),
// asking /api/blog for the first page of matches while six placeholders stand in.
import { type MouseEvent, useState } from "react";
import type { BlogPostJson } from "../api/blog";
import { BlogCard, type BlogCardData, blogCardData } from "../components/BlogCard";
import { coverLoading } from "../components/ResponsiveImage";
import { Pagination } from "../components/Pagination";
import { blogListTexts, resultCountText } from "../content/blog";
import { blogListHref, normaliseSearch, parseBlogQuery, type BlogQuery } from "../shared/blog-query";
import { ListSearchForm } from "./list-search-form";
import { type ListPage, listApiUrl, readListPage, useListSearch } from "./list-search";

type BlogListProps = BlogQuery & {
  posts: BlogCardData[];
  /** Matches over all pages. */
  total: number;
  pageCount: number;
  pageSize: number;
  /** 'All' plus these, the categories of published posts. */
  categories: string[];
  /** The site's time zone, which the cards' dates are shown in. */
  timeZone: string;
};

/** Placeholders shown while a search is loading (docs/product.md#limits). */
const LOADING_PLACEHOLDERS = 6;

type Results = ListPage<BlogCardData>;

export default function BlogList(props: BlogListProps) {
  const { categories, pageSize, timeZone } = props;
  const [results, setResults] = useState<Results>({
    items: props.posts,
    total: props.total,
    pageCount: props.pageCount,
  });
  const search = useListSearch<BlogQuery, Results>({
    initialQuery: { q: props.q, category: props.category, page: props.page },
    path: "/blog",
    hrefOf: blogListHref,
    parse: parseBlogQuery,
    normalise: normaliseSearch,
    apiUrl: (next) => listApiUrl("/api/blog", next, pageSize),
    read: (response) => readListPage<BlogPostJson, BlogCardData>(response, blogCardData, pageSize),
    onResults: setResults,
    announce: (found) => resultCountText(found.total),
    fetchError: blogListTexts.fetchError,
  });
  const { query, loading, announcement, listTop } = search;

  const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
    event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

  const chooseCategory = (category: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    search.choose({ category, page: 1 });
  };

  const committedQ = normaliseSearch(query.q);
  const chipClass = (active: boolean) =>
    `inline-flex items-center rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors sm:px-4 sm:py-2 ${
      active
        ? "border-primary bg-primary text-primary-fg"
        : "border-border bg-surface text-fg hover:border-primary hover:text-primary"
    }`;

  return (
    <div>
      <ListSearchForm
        action="/blog"
        className="mx-auto flex max-w-2xl flex-col gap-3 sm:flex-row"
        texts={blogListTexts}
        search={search}
      >
        {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
      </ListSearchForm>

      <nav aria-label={blogListTexts.categoryFilterLabel} className="mt-8">
        <ul className="flex flex-wrap justify-center gap-2">
          {["", ...categories].map((category) => (
            <li key={category || "all"}>
              <a
                href={blogListHref({ q: committedQ, category })}
                aria-current={query.category === category ? "page" : undefined}
                onClick={chooseCategory(category)}
                className={chipClass(query.category === category)}
              >
                {category || blogListTexts.allCategories}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <p role="status" className="sr-only" data-blog-results-status>
        {announcement}
      </p>

      <div ref={listTop} tabIndex={-1} aria-busy={loading} className="mt-12 scroll-mt-24 focus:outline-none">
        {loading ? (
          <ul aria-hidden="true" className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: LOADING_PLACEHOLDERS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are interchangeable
              <li key={i} data-blog-placeholder>
                <CardPlaceholder />
              </li>
            ))}
          </ul>
        ) : results.items.length > 0 ? (
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {results.items.map((post, i) => (
              <li key={post.slug}>
                <BlogCard post={post} timeZone={timeZone} loading={coverLoading(i)} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-xl border border-dashed border-border px-6 py-16 text-center">
            <h2 className="font-heading text-xl font-semibold text-fg">{blogListTexts.empty.title}</h2>
            <p className="mt-2 text-muted">{blogListTexts.empty.text}</p>
          </div>
        )}
      </div>

      <Pagination
        page={query.page}
        pageCount={results.pageCount}
        hrefFor={(page) => blogListHref({ q: committedQ, category: query.category, page })}
        onNavigate={search.choosePage}
      />
    </div>
  );
}

function CardPlaceholder() {
  const bar = "rounded bg-surface-muted motion-safe:animate-pulse";
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface">
      <div className="aspect-[16/10] w-full bg-surface-muted motion-safe:animate-pulse" />
      <div className="flex flex-col gap-3 p-6">
        <div className={`h-3 w-24 ${bar}`} />
        <div className={`h-5 w-4/5 ${bar}`} />
        <div className={`h-4 w-full ${bar}`} />
        <div className={`h-4 w-full ${bar}`} />
        <div className={`h-4 w-2/3 ${bar}`} />
      </div>
    </div>
  );
}

// The /blog list: search box, category chips, the grid of cards and its pages. The server renders
// it for the address's q, category and page, and without JavaScript that is the whole story: the
// search is a GET form, the chips and page numbers are links, and the server filters.
//
// As an island it narrows the list as the visitor types: input is debounced, then /api/blog is
// asked for the first page of matches (earlier requests are aborted, so a slow answer never
// overwrites a newer one), six placeholders stand in while it waits, and the number of results is
// announced to screen readers. The address follows along: the first search after a pause or a chip
// adds a history entry, further typing replaces it, so the back button returns to the previous
// filter, which is then loaded again. If the API cannot be reached the browser goes to the address
// itself, where the server does the work.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { BlogCard, type BlogCardData } from "../components/BlogCard";
import { Pagination } from "../components/Pagination";
import { blogListTexts, resultCountText } from "../content/blog";
import { blogListHref, normaliseSearch, parseBlogQuery, type BlogQuery } from "../shared/blog-query";

export type BlogListProps = BlogQuery & {
  posts: BlogCardData[];
  /** Matches over all pages. */
  total: number;
  pageCount: number;
  pageSize: number;
  /** 'All' plus these, the categories of published posts. */
  categories: string[];
};

/** Placeholders shown while a search is loading (docs/product.md#limits). */
export const LOADING_PLACEHOLDERS = 6;
/** Quiet time after the last keystroke before the list is asked for. */
export const SEARCH_DEBOUNCE_MS = 300;

type Results = { posts: BlogCardData[]; total: number; pageCount: number };
type HistoryMode = "push" | "replace" | "none";

export default function BlogList(props: BlogListProps) {
  const { categories, pageSize } = props;
  const [query, setQuery] = useState<BlogQuery>({ q: props.q, category: props.category, page: props.page });
  const [results, setResults] = useState<Results>({
    posts: props.posts,
    total: props.total,
    pageCount: props.pageCount,
  });
  const [loading, setLoading] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const inFlight = useRef<AbortController | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);
  // True while the current history entry was made by typing, so more typing replaces it.
  const typingEntry = useRef(false);
  const listTop = useRef<HTMLDivElement>(null);
  const searchId = useId();

  const cancelDebounce = useCallback(() => {
    if (debounce.current !== null) clearTimeout(debounce.current);
    debounce.current = null;
  }, []);

  const load = useCallback(
    async (next: BlogQuery, mode: HistoryMode) => {
      const href = blogListHref(next);
      if (mode !== "none") {
        const here = window.location.pathname + window.location.search;
        if (mode === "push" && href !== here) history.pushState(null, "", href);
        else history.replaceState(null, "", href);
      }
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setLoading(true);
      const params = new URLSearchParams({ page: String(next.page), limit: String(pageSize) });
      if (next.q) params.set("q", next.q);
      if (next.category) params.set("category", next.category);
      try {
        const response = await fetch(`/api/blog?${params}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        const posts = (await response.json()) as BlogCardData[];
        const total = Number(response.headers.get("X-Total-Count") ?? posts.length);
        if (controller.signal.aborted) return;
        setResults({
          posts: posts.map(({ slug, title, excerpt, category, coverImage }) => ({
            slug,
            title,
            excerpt,
            category,
            coverImage,
          })),
          total,
          pageCount: Math.max(1, Math.ceil(total / pageSize)),
        });
        setAnnouncement(resultCountText(total));
        setLoading(false);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(blogListTexts.fetchError, error);
        // The server renders the same view from the address.
        window.location.assign(href);
      }
    },
    [pageSize],
  );

  // Back and forward: show the filter of the entry the visitor returned to.
  useEffect(() => {
    const onPopState = () => {
      if (window.location.pathname !== "/blog") return;
      cancelDebounce();
      typingEntry.current = false;
      const next = parseBlogQuery(window.location.search);
      setQuery(next);
      void load(next, "none");
    };
    window.addEventListener("popstate", onPopState);
    return () => {
      window.removeEventListener("popstate", onPopState);
      cancelDebounce();
      inFlight.current?.abort();
    };
  }, [load, cancelDebounce]);

  const onSearchInput = (value: string) => {
    const next = { ...query, q: value, page: 1 };
    setQuery(next);
    cancelDebounce();
    debounce.current = setTimeout(() => {
      debounce.current = null;
      const mode = typingEntry.current ? "replace" : "push";
      typingEntry.current = true;
      void load({ ...next, q: normaliseSearch(value) }, mode);
    }, SEARCH_DEBOUNCE_MS);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    cancelDebounce();
    const mode = typingEntry.current ? "replace" : "push";
    typingEntry.current = false;
    void load({ ...query, q: normaliseSearch(query.q), page: 1 }, mode);
  };

  const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
    event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

  const chooseCategory = (category: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    cancelDebounce();
    typingEntry.current = false;
    const next = { q: normaliseSearch(query.q), category, page: 1 };
    setQuery(next);
    void load(next, "push");
  };

  const choosePage = (page: number, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    cancelDebounce();
    typingEntry.current = false;
    const next = { ...query, q: normaliseSearch(query.q), page };
    setQuery(next);
    void load(next, "push");
    // The clicked link may be gone from the new page's links: keyboard and screen reader users
    // continue from the top of the new list instead of from the start of the document.
    listTop.current?.focus({ preventScroll: true });
    listTop.current?.scrollIntoView({ block: "start" });
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
      <search>
        <form
          action="/blog"
          method="get"
          onSubmit={onSubmit}
          className="mx-auto flex max-w-2xl flex-col gap-3 sm:flex-row"
        >
          <label htmlFor={searchId} className="sr-only">
            {blogListTexts.searchLabel}
          </label>
          <div className="relative flex-1">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
              strokeLinejoin="round"
              className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-muted"
            >
              <circle cx="11" cy="11" r="8" />
              <path d="m21 21-4.3-4.3" />
            </svg>
            <input
              id={searchId}
              type="search"
              name="q"
              value={query.q}
              onChange={(event) => onSearchInput(event.target.value)}
              placeholder={blogListTexts.searchPlaceholder}
              maxLength={200}
              autoComplete="off"
              enterKeyHint="search"
              className="w-full rounded-md border border-border bg-surface py-2.5 pr-3 pl-10 text-base text-fg shadow-sm transition-colors placeholder:text-muted hover:border-muted focus:border-primary"
            />
          </div>
          {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
          <button type="submit" className="btn-primary">
            {blogListTexts.searchButton}
          </button>
        </form>
      </search>

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
        ) : results.posts.length > 0 ? (
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {results.posts.map((post, i) => (
              <li key={post.slug}>
                {/* The first row is above the fold on wide screens: no lazy loading there. */}
                <BlogCard post={post} lazy={i >= 3} />
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
        onNavigate={choosePage}
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

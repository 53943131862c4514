// The blog list's address: /blog with `q`, `category` and `page`. The server page reads it and the
// browser's search island writes it, so a filtered view has one address whichever side made it
// (shareable, bookmarkable, restored by the back button).

/** A searchable list's query (the blog's, the resources'): the same three parts in its address. */
export type ListQuery = {
  /** Search words; "" for none. */
  q: string;
  /** Exact category; "" for all. */
  category: string;
  /** 1-based. */
  page: number;
};

export type BlogQuery = ListQuery;

/** Longer search terms are cut to this length. */
export const BLOG_QUERY_MAX_LENGTH = 200;

/** `path`, or `path?q=…&category=…&page=…` with only the parts that are set (page 1 is the default). */
export function listHref(path: string, { q = "", category = "", page = 1 }: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** "/blog", or "/blog?q=…&category=…&page=…" with only the parts that are set. */
export function blogListHref(query: Partial<BlogQuery>): string {
  return listHref("/blog", query);
}

/** The search term as the list uses it: trimmed and at most BLOG_QUERY_MAX_LENGTH characters. */
export function normaliseSearch(value: string | null | undefined): string {
  return (value ?? "").trim().slice(0, BLOG_QUERY_MAX_LENGTH).trim();
}

/**
 * A page number from the address: a positive whole number, or null when the value is anything
 * else ("0", "2.5", "abc", "1e3").
 */
export function parsePageNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

/** The list's query from a location's search string, e.g. `location.search`. Bad pages read as 1. */
export function parseBlogQuery(search: string): BlogQuery {
  const params = new URLSearchParams(search);
  return {
    q: normaliseSearch(params.get("q")),
    category: (params.get("category") ?? "").trim(),
    page: parsePageNumber(params.get("page")) ?? 1,
  };
}

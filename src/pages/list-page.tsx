// What the paged list pages (the blog, the resource library, the case studies) share: a title that
// names the view ('Blog (Strategy, Page 2) | …'), search results kept out of the index, canonical
// page numbers, and the hero above a section holding the list.
import type { ComponentProps, ReactNode } from "react";
import { Hero } from "../components/Hero";
import { parsePageNumber } from "../shared/blog-query";
import type { PageMeta } from "./page";

/**
 * The list's metadata for one view: `qualifiers` (the category, the page) go in brackets before the
 * site's name; a search (`q`) is not indexed, while each category or page is, at its own `path`.
 */
export function listPageMeta(
  base: { title: string; description: string },
  view: { qualifiers: Array<string | null>; path: string; q: string },
): PageMeta {
  const named = view.qualifiers.filter(Boolean);
  return {
    title: named.length ? `${base.title} (${named.join(", ")})` : base.title,
    description: base.description,
    path: view.path,
    noindex: view.q !== "",
  };
}

/** The view of a searchable list (/blog, /resources): search words, category, 1-based page. */
export type SearchListView = { q: string; category: string; page: number };

/**
 * Reads the address's page number and loads that page, or names the canonical address to redirect
 * to instead (redirects are never cached): a number that is not a positive whole number is dropped,
 * and one past the last page goes to the last page.
 */
export function loadListPage<R extends { pageCount: number }>(
  rawPage: string | undefined,
  hrefOf: (page?: number) => string,
  load: (page: number) => R,
): { redirect: string } | { page: number; result: R } {
  let page = 1;
  if (rawPage !== undefined) {
    const parsed = parsePageNumber(rawPage);
    if (parsed === null) return { redirect: hrefOf() };
    page = parsed;
  }
  const result = load(page);
  if (page > result.pageCount) return { redirect: hrefOf(result.pageCount) };
  return { page, result };
}

/** A searchable list's metadata: the category and the page name the view, at the view's `path`. */
function searchListMeta(base: { title: string; description: string }, view: SearchListView, path: string) {
  const { q, category, page } = view;
  return listPageMeta(base, { qualifiers: [category || null, page > 1 ? `Page ${page}` : null], path, q });
}

/**
 * A searchable list (/blog, /resources) for the address's search words, category and raw page
 * number: the page loaded with its view and metadata (canonical at the view without its search
 * words), or the canonical address to redirect to (see loadListPage).
 */
export function loadSearchList<R extends { pageCount: number }>(
  address: { q: string; category: string; page: string | undefined },
  list: {
    base: { title: string; description: string };
    hrefOf: (view: Partial<SearchListView>) => string;
    load: (filter: { q: string; category: string | undefined; page: number }) => R;
  },
): { redirect: string } | { view: SearchListView; result: R; meta: PageMeta } {
  const { q, category } = address;
  const loaded = loadListPage(
    address.page,
    (page) => list.hrefOf({ q, category, page }),
    (page) => list.load({ q, category: category || undefined, page }),
  );
  if ("redirect" in loaded) return loaded;
  const view = { q, category, page: loaded.page };
  const meta = searchListMeta(list.base, view, list.hrefOf({ category, page: view.page }));
  return { view, result: loaded.result, meta };
}

export function ListPageBody({ hero, children }: { hero: ComponentProps<typeof Hero>; children: ReactNode }) {
  return (
    <>
      <Hero {...hero} />
      <section className="bg-bg py-12 sm:py-16">
        <div className="container-page">{children}</div>
      </section>
    </>
  );
}

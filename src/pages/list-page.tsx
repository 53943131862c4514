// What the two searchable list pages (the blog, the resource library) share: a title that names the
// view ('Blog (Strategy, Page 2) | …'), search results kept out of the index, and the hero above a
// section holding the list island.
import type { ComponentProps, ReactNode } from "react";
import { Hero } from "../components/Hero";
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

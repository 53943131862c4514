// Blog list (/blog): the hero, the search and category filter with the grid of cards (the BlogList
// island, which the server renders for the address's q, category and page, so everything works
// without JavaScript), and the closing call to action.
//
// Addresses are kept canonical (./list-page.ts: loadListPage). Search results are
// not indexed; category and page views are, each under its own canonical address.
import { blogCardData } from "../components/BlogCard";
import { CtaBand } from "../components/CtaBand";
import { blogCta, blogHero } from "../content/blog";
import { pageMetaFor } from "../content/site";
import { BLOG_PAGE_SIZE } from "../services/blog";
import { BLOG_QUERY_MAX_LENGTH, blogListHref, normaliseSearch } from "../shared/blog-query";
import { Island } from "./Island";
import { ListPageBody, loadSearchList } from "./list-page";
import type { Page } from "./page";
import { contentTags } from "../services/content-events";

export const blogPage: Page = ({ query, services, settings }) => {
  const q = normaliseSearch(query.q);
  // No category is this long; the cap keeps absurd addresses from making absurd cache keys.
  const category = (query.category ?? "").trim().slice(0, BLOG_QUERY_MAX_LENGTH);
  const loaded = loadSearchList(
    { q, category, page: query.page },
    {
      base: pageMetaFor("/blog", settings),
      hrefOf: blogListHref,
      load: (filter) => services.blog.list({ ...filter, limit: BLOG_PAGE_SIZE }),
    },
  );
  if ("redirect" in loaded) return loaded;
  const { view, result, meta } = loaded;

  return {
    cache: "public",
    // The cards name their authors.
    tags: [contentTags.list("blog"), contentTags.people],
    meta,
    body: (
      <>
        <ListPageBody hero={blogHero}>
          <Island
            name="BlogList"
            when="interaction"
            props={{
              ...view,
              posts: result.posts.map((p) =>
                blogCardData({ ...p, coverVariants: services.media.srcsetFor(p.coverImage) }),
              ),
              total: result.total,
              pageCount: result.pageCount,
              pageSize: BLOG_PAGE_SIZE,
              categories: services.blog.categories(),
              timeZone: settings.timeZone,
            }}
          />
        </ListPageBody>
        <CtaBand heading={blogCta.heading} text={blogCta.text} button={blogCta.button} />
      </>
    ),
  };
};

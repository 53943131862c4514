// Resources (/resources): the hero 'Resources', then the ResourceList island (search, category
// select, the grid of cards, its pages, 'No resources found'), which the server renders for the
// address's q, category and page so that searching, filtering and paging work without JavaScript,
// and the page's one DownloadDialog island, which the cards' 'Download Resource' buttons open.
//
// Paged as /blog is (docs/product.md#resources-paging): a page number that is not a positive whole
// number is dropped, one past the last page goes to the last page (redirects are never cached).
// Search results are not indexed; category and page views are, each under its own canonical address.
import { resourceCardData } from "../components/ResourceCard";
import { shownDownloadCount } from "../shared/download-count";
import { resourcesHero } from "../content/resources";
import { pageMetaFor } from "../content/site";
import { RESOURCE_PAGE_SIZE } from "../services/resources";
import { normaliseQueryValue, resourceListHref } from "../shared/resource-query";
import { Island } from "./Island";
import { ListPageBody, loadListPage, searchListMeta } from "./list-page";
import type { Page } from "./page";
import { contentTags } from "../services/content-events";

export const resourcesPage: Page = ({ query, services, settings }) => {
  const q = normaliseQueryValue(query.q);
  const category = normaliseQueryValue(query.category);
  const loaded = loadListPage(
    query.page,
    (page) => resourceListHref({ q, category, page }),
    (page) => services.resources.listPublished({ q, category: category || undefined, page, limit: RESOURCE_PAGE_SIZE }),
  );
  if ("redirect" in loaded) return loaded;
  const { result } = loaded;
  const view = { q, category, page: loaded.page };

  return {
    cache: "public",
    tags: [contentTags.list("resources")],
    meta: searchListMeta(pageMetaFor("/resources", settings), view, resourceListHref({ category, page: view.page })),
    body: (
      <>
        <ListPageBody hero={resourcesHero}>
          <Island
            name="ResourceList"
            when="interaction"
            props={{
              ...view,
              resources: result.resources.map((r) =>
                resourceCardData({
                  ...r,
                  downloadCount: shownDownloadCount(r.downloadCount, settings.downloadCountThreshold),
                  coverVariants: services.media.srcsetFor(r.coverImage),
                }),
              ),
              total: result.total,
              pageCount: result.pageCount,
              pageSize: RESOURCE_PAGE_SIZE,
              categories: services.resources.categories(),
            }}
          />
        </ListPageBody>
        <Island name="DownloadDialog" props={{ variant: "list" }} when="interaction" />
      </>
    ),
  };
};

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
import { ListPageBody, loadSearchList } from "./list-page";
import type { Page } from "./page";
import { contentTags } from "../services/content-events";

export const resourcesPage: Page = ({ query, services, settings }) => {
  const q = normaliseQueryValue(query.q);
  const category = normaliseQueryValue(query.category);
  const loaded = loadSearchList(
    { q, category, page: query.page },
    {
      base: pageMetaFor("/resources", settings),
      hrefOf: resourceListHref,
      load: (filter) => services.resources.listPublished({ ...filter, limit: RESOURCE_PAGE_SIZE }),
    },
  );
  if ("redirect" in loaded) return loaded;
  const { view, result, meta } = loaded;

  return {
    cache: "public",
    tags: [contentTags.list("resources")],
    meta,
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

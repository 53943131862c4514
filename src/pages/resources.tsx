// Resources (/resources): the hero 'Resources', then the ResourceList island (search, category
// select, the grid of cards, 'No resources found'), which the server renders for the address's q
// and category so that searching and filtering work without JavaScript, and the page's one
// DownloadDialog island, which the cards' 'Download Resource' buttons open. Search results are not
// indexed; category views are, each under its own canonical address.
import { resourceCardData } from "../components/ResourceCard";
import { resourcesHero } from "../content/resources";
import { pageMetaFor } from "../content/site";
import { normaliseQueryValue, resourceListHref } from "../shared/resource-query";
import { Island } from "./Island";
import { ListPageBody, listPageMeta } from "./list-page";
import type { Page } from "./page";
import { contentTags } from "../services/content-events";

export const resourcesPage: Page = ({ query, services, settings }) => {
  const q = normaliseQueryValue(query.q);
  const category = normaliseQueryValue(query.category);
  const resources = services.resources.listPublished({ q, category: category || undefined });
  return {
    cache: "public",
    tags: [contentTags.list("resources")],
    meta: listPageMeta(pageMetaFor("/resources", settings), {
      qualifiers: [category || null],
      path: resourceListHref({ category }),
      q,
    }),
    body: (
      <>
        <ListPageBody hero={resourcesHero}>
          <Island
            name="ResourceList"
            when="interaction"
            props={{
              q,
              category,
              resources: resources.map((r) =>
                resourceCardData({ ...r, coverVariants: services.media.srcsetFor(r.coverImage) }),
              ),
              categories: services.resources.categories(),
            }}
          />
        </ListPageBody>
        <Island name="DownloadDialog" props={{ variant: "list" }} when="interaction" />
      </>
    ),
  };
};

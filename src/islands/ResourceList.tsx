// The /resources list: search box, category select, the grid of cards and the empty state. The
// server renders it for the address's q and category, and without JavaScript that is the whole
// story: the search is a GET form with a native category select (the react-aria Select is shown
// only when scripts run, see `data-with-js` in app.css), and each card's 'Download Resource' is a
// link to the detail page's form.
//
// As an island it narrows the list as the visitor types or chooses a category (./list-search.ts:
// debounced, earlier requests aborted, the address kept in step, the server's page if the API
// cannot be reached), asking /api/resources for a page of the matches as BlogList does, with the
// same Pagination. A card's button opens the page's one DownloadDialog island; its download raises
// the count on the card.
import { useEffect, useId, useState } from "react";
import { Button, Label, Select, SelectValue } from "react-aria-components";
import { OptionItem, OptionsPopover } from "../components/ui/options-popover";
import type { PublicResourceJson } from "../api/resources";
import { onDownloaded, requestDownloadDialog, type DownloadTarget } from "../client/download-events";
import { iconChevronDown, iconDownload, SvgIcon } from "../components/Icon";
import { Pagination } from "../components/Pagination";
import { ResourceCard, type ResourceCardData, resourceCardData } from "../components/ResourceCard";
import { coverLoading } from "../components/ResponsiveImage";
import { resourceListTexts as texts } from "../content/resources";
import {
  normaliseQueryValue,
  parseResourceQuery,
  resourceListHref,
  type ResourceQuery,
} from "../shared/resource-query";
import { ListSearchForm } from "./list-search-form";
import { type ListPage, listApiUrl, readListPage, useListSearch } from "./list-search";

type ResourceListProps = ResourceQuery & {
  resources: ResourceCardData[];
  /** Matches over all pages. */
  total: number;
  pageCount: number;
  pageSize: number;
  /** 'All Categories' plus these, the categories of published resources. */
  categories: string[];
};

/** The Select's key for 'All Categories' (no category is named with a leading colon). */
const ALL = ":all";

type Results = ListPage<ResourceCardData>;

export default function ResourceList(props: ResourceListProps) {
  const { pageSize } = props;
  const [results, setResults] = useState<Results>({
    items: props.resources,
    total: props.total,
    pageCount: props.pageCount,
  });
  const items = results.items;
  const search = useListSearch<ResourceQuery, Results>({
    initialQuery: { q: props.q, category: props.category, page: props.page },
    path: "/resources",
    hrefOf: resourceListHref,
    parse: parseResourceQuery,
    normalise: normaliseQueryValue,
    apiUrl: (next) => listApiUrl("/api/resources", next, pageSize),
    read: (response) => readListPage<PublicResourceJson, ResourceCardData>(response, resourceCardData, pageSize),
    onResults: setResults,
    announce: (found) => texts.resultCount(found.total),
    fetchError: texts.fetchError,
  });
  const { query, loading, announcement, listTop } = search;
  // Until hydrated, the card buttons are links to the detail page's form.
  const [hydrated, setHydrated] = useState(false);
  const nativeSelectId = useId();
  // A category in the address that no published resource has still shows as chosen.
  const categories =
    props.category && !props.categories.includes(props.category)
      ? [...props.categories, props.category]
      : props.categories;

  useEffect(() => {
    setHydrated(true);
    return onDownloaded(({ resourceId, downloadCount }) =>
      setResults((current) => ({
        ...current,
        items: current.items.map((r) => (r.id === resourceId ? { ...r, downloadCount } : r)),
      })),
    );
  }, []);

  const openDialog = (resource: ResourceCardData) => {
    const target: DownloadTarget = {
      id: resource.id,
      slug: resource.slug,
      title: resource.title,
      fileName: resource.fileName,
      fileType: resource.fileType,
    };
    // The dialog island may not have hydrated yet: the detail page's form does the same job.
    if (!requestDownloadDialog(target)) window.location.assign(`/resources/${resource.slug}#download`);
  };

  const downloadButton = (resource: ResourceCardData) => {
    const content = (
      <>
        <SvgIcon drawing={iconDownload} className="h-4 w-4" />
        {texts.downloadButton}
        <span className="sr-only">{`: ${resource.title}`}</span>
      </>
    );
    return hydrated ? (
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => openDialog(resource)}
        className="btn-primary w-full"
        data-download-button
      >
        {content}
      </button>
    ) : (
      <a href={`/resources/${resource.slug}#download`} className="btn-primary w-full" data-download-button>
        {content}
      </a>
    );
  };

  const controlClass =
    "w-full rounded-md border border-border bg-surface py-2.5 text-base text-fg shadow-sm transition-colors hover:border-muted";

  return (
    <div>
      <ListSearchForm
        action="/resources"
        className="mx-auto flex max-w-3xl flex-col gap-3 sm:flex-row"
        texts={texts}
        search={search}
      >
        {/* Without JavaScript: a native select the form sends. */}
        <div data-without-js className="sm:w-56">
          <label htmlFor={nativeSelectId} className="sr-only">
            {texts.categoryLabel}
          </label>
          <select id={nativeSelectId} name="category" defaultValue={query.category} className={`${controlClass} px-3`}>
            <option value="">{texts.allCategories}</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>

        {/* With JavaScript: react-aria's Select, which filters at once. */}
        <div data-with-js className="sm:w-56">
          <Select
            value={query.category || ALL}
            onChange={(key) => search.choose({ category: key === ALL || key === null ? "" : String(key), page: 1 })}
            className="flex flex-col"
          >
            <Label className="sr-only">{texts.categoryLabel}</Label>
            <Button
              className={`${controlClass} flex items-center justify-between gap-2 px-3 text-left outline-none data-focus-visible:border-primary data-focus-visible:ring-2 data-focus-visible:ring-ring`}
            >
              <SelectValue className="truncate" />
              <SvgIcon drawing={iconChevronDown} className="h-4 w-4 shrink-0 text-muted" />
            </Button>
            <OptionsPopover>
              <OptionItem id={ALL} label={texts.allCategories} />
              {categories.map((category) => (
                <OptionItem key={category} id={category} label={category} />
              ))}
            </OptionsPopover>
          </Select>
        </div>
      </ListSearchForm>

      <p role="status" className="sr-only" data-resource-results-status>
        {announcement}
      </p>

      <div
        ref={listTop}
        tabIndex={-1}
        aria-busy={loading}
        className={`mt-12 scroll-mt-24 transition-opacity focus:outline-none ${loading ? "opacity-60" : ""}`}
      >
        {items.length > 0 ? (
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {items.map((resource, i) => (
              <li key={resource.id}>
                <ResourceCard resource={resource} loading={coverLoading(i)} downloadButton={downloadButton(resource)} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-xl border border-dashed border-border px-6 py-16 text-center">
            <h2 className="font-heading text-xl font-semibold text-fg">{texts.empty}</h2>
            <p className="mt-2 text-muted">{texts.emptyHint}</p>
          </div>
        )}
      </div>

      <Pagination
        page={query.page}
        pageCount={results.pageCount}
        hrefFor={(page) => resourceListHref({ q: normaliseQueryValue(query.q), category: query.category, page })}
        onNavigate={search.choosePage}
      />
    </div>
  );
}

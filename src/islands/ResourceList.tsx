// The /resources list: search box, category select, the grid of cards and the empty state. The
// server renders it for the address's q and category, and without JavaScript that is the whole
// story: the search is a GET form with a native category select (the react-aria Select is shown
// only when scripts run, see `data-with-js` in app.css), and each card's 'Download Resource' is a
// link to the detail page's form.
//
// As an island it narrows the list as the visitor types: input is debounced, then /api/resources
// is asked for the matches (earlier requests are aborted, so a slow answer never overwrites a
// newer one), and the number of results is announced. The address follows along: the first search
// after a pause or a category choice adds a history entry, further typing replaces it, and the
// back button restores the previous filter. If the API cannot be reached the browser goes to the
// address itself, where the server does the work. A card's button opens the page's one
// DownloadDialog island; its download raises the count on the card.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from "react-aria-components";
import { onDownloaded, requestDownloadDialog, type DownloadTarget } from "../client/download-events";
import { iconChevronDown, iconDownload, iconSearch, SvgIcon } from "../components/Icon";
import { ResourceCard, type ResourceCardData } from "../components/ResourceCard";
import { resourceListTexts as texts } from "../content/resources";
import {
  normaliseQueryValue,
  parseResourceQuery,
  resourceListHref,
  type ResourceQuery,
} from "../shared/resource-query";

export type ResourceListProps = ResourceQuery & {
  resources: ResourceCardData[];
  /** 'All Categories' plus these, the categories of published resources. */
  categories: string[];
};

/** Quiet time after the last keystroke before the list is asked for. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The Select's key for 'All Categories' (no category is named with a leading colon). */
const ALL = ":all";

type HistoryMode = "push" | "replace" | "none";

const toCard = (r: ResourceCardData): ResourceCardData => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  description: r.description,
  category: r.category,
  fileType: r.fileType,
  fileSize: r.fileSize,
  fileName: r.fileName,
  coverImage: r.coverImage,
  downloadCount: r.downloadCount,
});

export default function ResourceList(props: ResourceListProps) {
  const [query, setQuery] = useState<ResourceQuery>({ q: props.q, category: props.category });
  const [items, setItems] = useState<ResourceCardData[]>(props.resources);
  const [loading, setLoading] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  // Until hydrated, the card buttons are links to the detail page's form.
  const [hydrated, setHydrated] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);
  // True while the current history entry was made by typing, so more typing replaces it.
  const typingEntry = useRef(false);
  const searchId = useId();
  const nativeSelectId = useId();
  // A category in the address that no published resource has still shows as chosen.
  const categories =
    props.category && !props.categories.includes(props.category)
      ? [...props.categories, props.category]
      : props.categories;

  const cancelDebounce = useCallback(() => {
    if (debounce.current !== null) clearTimeout(debounce.current);
    debounce.current = null;
  }, []);

  const load = useCallback(async (next: ResourceQuery, mode: HistoryMode) => {
    const href = resourceListHref(next);
    if (mode !== "none") {
      const here = window.location.pathname + window.location.search;
      if (mode === "push" && href !== here) history.pushState(null, "", href);
      else history.replaceState(null, "", href);
    }
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    const params = new URLSearchParams();
    if (next.q) params.set("q", next.q);
    if (next.category) params.set("category", next.category);
    try {
      const response = await fetch(`/api/resources${params.size ? `?${params}` : ""}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      const resources = (await response.json()) as ResourceCardData[];
      if (controller.signal.aborted) return;
      setItems(resources.map(toCard));
      setAnnouncement(texts.resultCount(resources.length));
      setLoading(false);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error(texts.fetchError, error);
      // The server renders the same view from the address.
      window.location.assign(href);
    }
  }, []);

  useEffect(() => {
    setHydrated(true);
    const onPopState = () => {
      if (window.location.pathname !== "/resources") return;
      cancelDebounce();
      typingEntry.current = false;
      const next = parseResourceQuery(window.location.search);
      setQuery(next);
      void load(next, "none");
    };
    window.addEventListener("popstate", onPopState);
    const stopListening = onDownloaded(({ resourceId, downloadCount }) =>
      setItems((current) => current.map((r) => (r.id === resourceId ? { ...r, downloadCount } : r))),
    );
    return () => {
      window.removeEventListener("popstate", onPopState);
      stopListening();
      cancelDebounce();
      inFlight.current?.abort();
    };
  }, [load, cancelDebounce]);

  const onSearchInput = (value: string) => {
    const next = { ...query, q: value };
    setQuery(next);
    cancelDebounce();
    debounce.current = setTimeout(() => {
      debounce.current = null;
      const mode = typingEntry.current ? "replace" : "push";
      typingEntry.current = true;
      void load({ ...next, q: normaliseQueryValue(value) }, mode);
    }, SEARCH_DEBOUNCE_MS);
  };

  const onCategory = (category: string) => {
    cancelDebounce();
    typingEntry.current = false;
    const next = { q: normaliseQueryValue(query.q), category };
    setQuery(next);
    void load(next, "push");
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    cancelDebounce();
    const mode = typingEntry.current ? "replace" : "push";
    typingEntry.current = false;
    void load({ ...query, q: normaliseQueryValue(query.q) }, mode);
  };

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
      <search>
        <form
          action="/resources"
          method="get"
          onSubmit={onSubmit}
          className="mx-auto flex max-w-3xl flex-col gap-3 sm:flex-row"
        >
          <div className="relative flex-1">
            <label htmlFor={searchId} className="sr-only">
              {texts.searchLabel}
            </label>
            <SvgIcon
              drawing={iconSearch}
              className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-muted"
            />
            <input
              id={searchId}
              type="search"
              name="q"
              value={query.q}
              onChange={(event) => onSearchInput(event.target.value)}
              placeholder={texts.searchPlaceholder}
              maxLength={200}
              autoComplete="off"
              enterKeyHint="search"
              className={`${controlClass} pr-3 pl-10 placeholder:text-muted focus:border-primary`}
            />
          </div>

          {/* Without JavaScript: a native select the form sends. */}
          <div data-without-js className="sm:w-56">
            <label htmlFor={nativeSelectId} className="sr-only">
              {texts.categoryLabel}
            </label>
            <select
              id={nativeSelectId}
              name="category"
              defaultValue={query.category}
              className={`${controlClass} px-3`}
            >
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
              onChange={(key) => onCategory(key === ALL || key === null ? "" : String(key))}
              className="flex flex-col"
            >
              <Label className="sr-only">{texts.categoryLabel}</Label>
              <Button
                className={`${controlClass} flex items-center justify-between gap-2 px-3 text-left outline-none data-focus-visible:border-primary data-focus-visible:ring-2 data-focus-visible:ring-ring`}
              >
                <SelectValue className="truncate" />
                <SvgIcon drawing={iconChevronDown} className="h-4 w-4 shrink-0 text-muted" />
              </Button>
              <Popover className="w-(--trigger-width) overflow-auto rounded-md border border-border bg-surface p-1 shadow-lg outline-none">
                <ListBox className="outline-none">
                  {[{ id: ALL, name: texts.allCategories }, ...categories.map((c) => ({ id: c, name: c }))].map(
                    (item) => (
                      <ListBoxItem
                        key={item.id}
                        id={item.id}
                        textValue={item.name}
                        className="cursor-default rounded px-3 py-2 text-sm text-fg outline-none data-focused:bg-surface-muted data-selected:font-semibold data-selected:text-primary"
                      >
                        {item.name}
                      </ListBoxItem>
                    ),
                  )}
                </ListBox>
              </Popover>
            </Select>
          </div>

          <button type="submit" className="btn-primary">
            {texts.searchButton}
          </button>
        </form>
      </search>

      <p role="status" className="sr-only" data-resource-results-status>
        {announcement}
      </p>

      <div aria-busy={loading} className={`mt-12 transition-opacity ${loading ? "opacity-60" : ""}`}>
        {items.length > 0 ? (
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {items.map((resource, i) => (
              <li key={resource.id}>
                {/* The first row is above the fold on wide screens: no lazy loading there. */}
                <ResourceCard resource={resource} lazy={i >= 3} downloadButton={downloadButton(resource)} />
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
    </div>
  );
}

// How the /blog and /resources lists narrow as the visitor types or chooses (BlogList and
// ResourceList). Typing is debounced, then the API is asked for the matches; an earlier request is
// aborted, so a slow answer never overwrites a newer one, and the number of results is announced.
// The address follows along: the first search after a pause, or a choice, adds a history entry,
// further typing replaces it, and the back button restores the previous filter, which is loaded
// again. If the API cannot be reached the browser goes to the address itself, where the server
// renders the same view.
import { type FormEvent, type MouseEvent, useCallback, useEffect, useRef, useState } from "react";

/** Quiet time after the last keystroke before the list is asked for. */
const SEARCH_DEBOUNCE_MS = 300;

type HistoryMode = "push" | "replace" | "none";

/** A page of a list's matches as the island shows it. */
export type ListPage<Card> = { items: Card[]; total: number; pageCount: number };

/** The API's address for a page of matches, e.g. /api/blog?page=2&limit=9&q=…&category=…. */
export function listApiUrl(apiPath: string, query: { q: string; category: string; page: number }, pageSize: number) {
  const params = new URLSearchParams({ page: String(query.page), limit: String(pageSize) });
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  return `${apiPath}?${params}`;
}

/** The cards of the API's answer, and the pages of all matches (its X-Total-Count header). */
export async function readListPage<Json, Card>(
  response: Response,
  toCard: (json: Json) => Card,
  pageSize: number,
): Promise<ListPage<Card>> {
  const found = (await response.json()) as Json[];
  const total = Number(response.headers.get("X-Total-Count") ?? found.length);
  return { items: found.map((json) => toCard(json)), total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

type ListSearchOptions<Query extends { q: string; page: number }, Results> = {
  initialQuery: Query;
  /** The page's path: a history entry elsewhere is none of this list's business. */
  path: string;
  /** The page's own address for a query, which the server renders. */
  hrefOf: (query: Query) => string;
  /** The query an address holds. */
  parse: (search: string) => Query;
  /** The search text as it is sent (trimmed and capped). */
  normalise: (q: string) => string;
  /** The API's address for a query. */
  apiUrl: (query: Query) => string;
  /** The results in the API's answer. */
  read: (response: Response) => Promise<Results>;
  onResults: (results: Results) => void;
  /** What a screen reader hears once they are shown. */
  announce: (results: Results) => string;
  /** The console's words when the API cannot be reached. */
  fetchError: string;
};

export function useListSearch<Query extends { q: string; page: number }, Results>(
  options: ListSearchOptions<Query, Results>,
) {
  const [query, setQuery] = useState(options.initialQuery);
  const [loading, setLoading] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const inFlight = useRef<AbortController | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);
  // True while the current history entry was made by typing, so more typing replaces it.
  const typingEntry = useRef(false);
  // The latest options: the callbacks are the page's, and `load` must not change with each render.
  const latest = useRef(options);
  const listTop = useRef<HTMLDivElement>(null);
  latest.current = options;

  const cancelDebounce = useCallback(() => {
    if (debounce.current !== null) clearTimeout(debounce.current);
    debounce.current = null;
  }, []);

  const load = useCallback(async (next: Query, mode: HistoryMode) => {
    const { hrefOf, apiUrl, read, onResults, announce, fetchError } = latest.current;
    const href = hrefOf(next);
    if (mode !== "none") {
      const here = window.location.pathname + window.location.search;
      if (mode === "push" && href !== here) history.pushState(null, "", href);
      else history.replaceState(null, "", href);
    }
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    try {
      const response = await fetch(apiUrl(next), {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      const results = await read(response);
      if (controller.signal.aborted) return;
      onResults(results);
      setAnnouncement(announce(results));
      setLoading(false);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error(fetchError, error);
      // The server renders the same view from the address.
      window.location.assign(href);
    }
  }, []);

  // Back and forward: show the filter of the entry the visitor returned to.
  useEffect(() => {
    const onPopState = () => {
      if (window.location.pathname !== latest.current.path) return;
      cancelDebounce();
      typingEntry.current = false;
      const next = latest.current.parse(window.location.search);
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

  /** The search box's text changed: shown at once, asked for after a pause. */
  const type = (next: Query) => {
    setQuery(next);
    cancelDebounce();
    debounce.current = setTimeout(() => {
      debounce.current = null;
      const mode = typingEntry.current ? "replace" : "push";
      typingEntry.current = true;
      void load({ ...next, q: latest.current.normalise(next.q) }, mode);
    }, SEARCH_DEBOUNCE_MS);
  };

  /** The search form was sent: asked for now, in the entry typing made if there is one. */
  const submit = (event: FormEvent<HTMLFormElement>, change: Partial<Query> = {}) => {
    event.preventDefault();
    cancelDebounce();
    const mode = typingEntry.current ? "replace" : "push";
    typingEntry.current = false;
    void load({ ...query, q: options.normalise(query.q), ...change }, mode);
  };

  /** A filter was chosen (a category, a page): asked for now, in a new history entry. */
  const choose = (change: Partial<Query>) => {
    cancelDebounce();
    typingEntry.current = false;
    const next = { ...query, q: options.normalise(query.q), ...change };
    setQuery(next);
    void load(next, "push");
  };

  /**
   * A page number was pressed: that page, and focus on the list's top (`listTop`), since the pressed
   * link may be gone from the new page's links; keyboard and screen reader users continue from the
   * top of the new list instead of from the start of the document.
   */
  const choosePage = (page: number, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    choose({ page } as Partial<Query>);
    listTop.current?.focus({ preventScroll: true });
    listTop.current?.scrollIntoView({ block: "start" });
  };

  return { query, loading, announcement, type, submit, choose, choosePage, listTop };
}

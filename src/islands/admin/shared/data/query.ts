// The admin dashboard's data reads, with the rules docs/product.md#limits sets (those of TanStack Query as the
// original configured it): data never goes stale by itself, a failed read is not retried, nothing
// is fetched again when the window regains focus, and a list may poll at an interval (only while
// it is shown and the page is visible, as TanStack's refetchIntervalInBackground: false). After a
// change the dashboard calls `invalidate`, which reads again at once for whoever shows the data,
// or on the next mount otherwise. Reads of one path share one request and one cached answer, so
// switching tabs back shows the last list at once.
//
// A new dependency for this would be larger than the whole of it.
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { apiRequest } from "../../../../client/api";

export type QueryStatus = "pending" | "success" | "error";

export type QueryState<T> = {
  status: QueryStatus;
  data: T | undefined;
  error: Error | null;
  /** A request is running (the first or a refresh). */
  isFetching: boolean;
};

type Entry = {
  state: QueryState<unknown>;
  listeners: Set<() => void>;
  inFlight: Promise<void> | null;
  /** Invalidated while nobody showed it: read again on the next mount. */
  stale: boolean;
  mounted: number;
};

const entries = new Map<string, Entry>();

const initialState: QueryState<unknown> = { status: "pending", data: undefined, error: null, isFetching: false };

function entryOf(path: string): Entry {
  let entry = entries.get(path);
  if (!entry) {
    entry = { state: initialState, listeners: new Set(), inFlight: null, stale: true, mounted: 0 };
    entries.set(path, entry);
  }
  return entry;
}

function setState(entry: Entry, next: Partial<QueryState<unknown>>) {
  entry.state = { ...entry.state, ...next };
  for (const listener of entry.listeners) listener();
}

/** Reads `path` once (joining a read already running); failures are kept, never retried. */
// Set once the admin signs out: the session is gone, so every read from then on would fail and
// say so in a toast while the page waits to leave (docs/product.md#admin-dashboard).
let signedOut = false;

/** No more reads, and none in flight reports its outcome: the admin is signing out. */
export function stopQueries() {
  signedOut = true;
}

function fetchQuery(path: string): Promise<void> {
  const entry = entryOf(path);
  if (signedOut) return Promise.resolve();
  if (entry.inFlight) return entry.inFlight;
  entry.stale = false;
  setState(entry, { isFetching: true });
  entry.inFlight = apiRequest<unknown>(path)
    .then(
      (data) => setState(entry, { status: "success", data, error: null, isFetching: false }),
      (error: unknown) => {
        if (signedOut) return;
        console.error(`Reading ${path} failed:`, error);
        setState(entry, {
          status: "error",
          error: error instanceof Error ? error : new Error(String(error)),
          isFetching: false,
        });
      },
    )
    .finally(() => {
      entry.inFlight = null;
    });
  return entry.inFlight;
}

/** After a change: read again now if the data is shown, else when it is next shown. */
export function invalidate(path: string): Promise<void> {
  const entry = entryOf(path);
  if (entry.mounted > 0) return fetchQuery(path);
  entry.stale = true;
  return Promise.resolve();
}

/** invalidate() for every path read so far that starts with `prefix` (each page of a list). */
export function invalidatePrefix(prefix: string): Promise<void> {
  const paths = [...entries.keys()].filter((path) => path.startsWith(prefix));
  return Promise.all(paths.map(invalidate)).then(() => undefined);
}

type UseApiQueryOptions = {
  /** Poll at this interval while mounted and the page is visible (docs/product.md#limits: admin lists, 10 s). */
  refetchIntervalMs?: number;
};

export function useApiQuery<T>(
  path: string,
  options: UseApiQueryOptions = {},
): QueryState<T> & { refetch: () => Promise<void> } {
  const entry = entryOf(path);
  const subscribe = useCallback(
    (listener: () => void) => {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [entry],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => entry.state,
    () => initialState,
  ) as QueryState<T>;

  useEffect(() => {
    entry.mounted++;
    if (entry.stale) void fetchQuery(path);
    return () => {
      entry.mounted--;
    };
  }, [entry, path]);

  const { refetchIntervalMs } = options;
  useEffect(() => {
    if (!refetchIntervalMs) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void fetchQuery(path);
    }, refetchIntervalMs);
    return () => clearInterval(timer);
  }, [path, refetchIntervalMs]);

  const refetch = useCallback(() => fetchQuery(path), [path]);
  return { ...state, refetch };
}

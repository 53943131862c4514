// The admin dashboard's reads (docs/architecture.md#admin-data-layer), on TanStack Query
// (decision 041), with the rules docs/product.md#limits sets: data never goes stale by itself, a
// failed read is not retried, nothing is fetched again when the window regains focus, and a list
// may poll at an interval (only while it is shown and the page is visible). After a change the
// dashboard calls `invalidate`, which reads again at once for whoever shows the data, or on the
// next mount otherwise. Reads of one path share one request and one cached answer, so switching
// tabs back shows the last list at once; an answer nobody has shown for five minutes is dropped.
//
// Every read is keyed by its API path alone (paths.ts), so a path is both what is fetched and what
// a write invalidates. The client is passed to each hook rather than put in a provider: the
// dashboard's tabs are loaded apart and none of them needs to be wrapped for it.
import { notifyManager, QueryClient, useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest } from "../../../../client/api";

export type QueryStatus = "pending" | "success" | "error";

export type QueryState<T> = {
  status: QueryStatus;
  data: T | undefined;
  error: Error | null;
  /** A request is running (the first or a refresh). */
  isFetching: boolean;
};

/** How long an answer no mounted part shows is kept (TanStack's gcTime): then it is dropped. */
export const UNUSED_ANSWER_KEPT_MS = 5 * 60_000;

// Set once the admin signs out: the session is gone, so every read from then on would fail and
// say so in a toast while the page waits to leave (docs/product.md#admin-dashboard).
let signedOut = false;

/** A read that never settles: after sign-out nothing is reported, success or failure. */
const never = <T>() => new Promise<T>(() => {});

async function read(path: string): Promise<unknown> {
  if (signedOut) return never();
  try {
    return await apiRequest<unknown>(path);
  } catch (error) {
    if (signedOut) return never();
    console.error(`Reading ${path} failed:`, error);
    throw error;
  }
}

// TanStack hands new answers to the components in a timer (setTimeout 0) by default; a timer waits
// out a background tab's throttling and a stopped clock (the browser tests pause the page's clock
// between polls), so the answers go out in a microtask, right after the read settles.
notifyManager.setScheduler(queueMicrotask);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: ({ queryKey }) => read(String(queryKey[0])),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: UNUSED_ANSWER_KEPT_MS,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchIntervalInBackground: false,
    },
    mutations: { retry: false },
  },
});

/** No more reads, and none in flight reports its outcome: the admin is signing out. */
export function stopQueries() {
  signedOut = true;
}

/** After a change: read again now if the data is shown, else when it is next shown. */
export function invalidate(path: string): Promise<void> {
  // A read already running is joined, not cancelled and sent again (cancelRefetch: false).
  return queryClient.invalidateQueries({ queryKey: [path], exact: true }, { cancelRefetch: false });
}

/** invalidate() for every path read so far that starts with `prefix` (each page of a list). */
export function invalidatePrefix(prefix: string): Promise<void> {
  return queryClient.invalidateQueries(
    { predicate: (query) => String(query.queryKey[0]).startsWith(prefix) },
    { cancelRefetch: false },
  );
}

/** Reads `path` again now, whoever shows it, and answers what it read (a form loading the newest version). */
export function readNow<T>(path: string): Promise<T> {
  return queryClient.fetchQuery<unknown, Error, T>({ queryKey: [path], staleTime: 0 });
}

type UseApiQueryOptions = {
  /** Poll at this interval while mounted and the page is visible (docs/product.md#limits: admin lists, 10 s). */
  refetchIntervalMs?: number;
};

/** The answer of GET `path`, shared by every part that shows it. */
export function useApiQuery<T>(
  path: string,
  options: UseApiQueryOptions = {},
): QueryState<T> & { refetch: () => Promise<void> } {
  const query = useQuery<unknown, Error, T>(
    { queryKey: [path], refetchInterval: options.refetchIntervalMs ?? false },
    queryClient,
  );
  const { refetch: refetchQuery } = query;
  const refetch = useCallback(() => refetchQuery({ cancelRefetch: false }).then(() => undefined), [refetchQuery]);
  return { status: query.status, data: query.data, error: query.error, isFetching: query.isFetching, refetch };
}

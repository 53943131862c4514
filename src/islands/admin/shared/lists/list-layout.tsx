// How every admin tab shows a list read from the API: the heading with the list's count once it has
// been read, Refresh, the status line a screen reader hears while the list refreshes, and then the
// items or what stands in their place (ListStates): the failure, the loading line or the empty line.
// ListTab is a whole tab that is one list (Resources, Users, Messages, Activity); ListSection is the
// list under a tab's form (Blog Posts, Testimonials); AdminTable is the table the lists of rows use.
import type { ReactNode } from "react";
import { adminListTexts } from "./texts";
import { FetchingStatus, HeadingCount, ListFailed, RefreshButton, ScrollRegion, TabHeader } from "../ui/admin-ui";
import type { QueryState } from "../data/query";

type ListQuery = QueryState<unknown> & { refetch: () => Promise<void> };

/** What a list says while it is first read, when it has nothing, and when it cannot be read. */
type ListStateTexts = { loading: string; empty: string; loadFailed: string };

/**
 * A list's items, or what stands in their place: `failed` (only while nothing was ever read: a
 * failed refresh keeps the last list on screen), the loading line, or the empty line.
 */
export function ListStates({
  query,
  count,
  failed,
  loading,
  empty,
  children,
}: {
  query: ListQuery;
  count: number;
  failed: ReactNode;
  loading: ReactNode;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (query.status === "error" && query.data === undefined) return failed;
  if (query.status === "pending" && count === 0) return loading;
  if (count === 0) return empty;
  return children;
}

/**
 * One read's outcome: what `children` draws from its data, or, before there is any, its failure
 * (with Retry) or the loading line.
 */
export function QueryOutcome<Data>({
  query,
  data,
  failedText,
  loadingText,
  children,
}: {
  query: ListQuery;
  data: Data | undefined;
  failedText: string;
  loadingText: string;
  children: (data: Data) => ReactNode;
}) {
  if (data !== undefined) return children(data);
  if (query.status === "error") return <QueryFailed query={query} text={failedText} />;
  return (
    <p role="status" className="text-muted">
      {loadingText}
    </p>
  );
}

/** A list that could not be read: the reason and a button that reads it again. */
export function QueryFailed({ query, text }: { query: ListQuery; text: string }) {
  return (
    <ListFailed
      text={text}
      reason={query.error?.message}
      retryLabel={adminListTexts.retry}
      busy={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  );
}

/** A tab's line while its list is first read. */
function ListLoading({ text }: { text: string }) {
  return <p className="text-muted">{text}</p>;
}

/** A tab's line for a list with nothing in it. */
function ListEmpty({ text }: { text: string }) {
  return (
    <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted" data-empty>
      {text}
    </p>
  );
}

/**
 * A tab that is one list: `admin-<name>-heading` names the section, `data-<name>-tab` marks it.
 * `headingCount` is shown after the heading once the list has been read; `actions` follow Refresh;
 * `after` holds the tab's dialogs.
 */
export function ListTab({
  name,
  headingCount,
  query,
  count,
  view,
  texts,
  actions,
  onRefresh = () => void query.refetch(),
  after,
  children,
}: {
  name: string;
  /** Shown after the heading; the view's total when there is a view and nothing else is given. */
  headingCount?: ReactNode;
  query: ListQuery;
  /** How many rows the list has; the view's total when there is a view. */
  count?: number;
  /** A paged list's view (./ListToolbar.tsx): its total, its search, filters and counts above the list, its pages below. */
  view?: { total: number; toolbar: ReactNode; footer: ReactNode };
  /** The tab's heading and the line under it, and what the list says while loading, empty or failed. */
  texts: ListStateTexts & { heading: string; intro: string };
  actions?: ReactNode;
  onRefresh?: () => void;
  after?: ReactNode;
  children: ReactNode;
}) {
  const toolbar = view?.toolbar;
  const footer = view?.footer;
  const shownCount = headingCount ?? view?.total;
  const headingId = `admin-${name}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6" {...{ [`data-${name}-tab`]: true }}>
      <TabHeader
        headingId={headingId}
        heading={
          <>
            {texts.heading}
            {shownCount === undefined ? null : (
              <HeadingCount shown={query.status === "success"}>{shownCount}</HeadingCount>
            )}
          </>
        }
        intro={texts.intro}
        actions={
          <>
            <RefreshButton label={adminListTexts.refresh} busy={query.isFetching} onRefresh={onRefresh} />
            {actions}
          </>
        }
      />
      {toolbar}
      <FetchingStatus busy={query.isFetching} text={adminListTexts.refreshing} />
      <ListStates
        query={query}
        count={count ?? view?.total ?? 0}
        failed={<QueryFailed query={query} text={texts.loadFailed} />}
        loading={<ListLoading text={texts.loading} />}
        empty={<ListEmpty text={texts.empty} />}
      >
        {children}
      </ListStates>
      {footer}
      {after}
    </section>
  );
}

/**
 * The list under a tab's form, named by `admin-<name>-list-heading`. It polls, so a list that
 * cannot be read says so without a retry button: the next poll is the retry.
 */
export function ListSection({
  name,
  heading,
  query,
  count,
  texts,
  toolbar,
  footer,
  children,
}: {
  name: string;
  heading: string;
  query: ListQuery;
  count: number;
  texts: ListStateTexts;
  /** The list's search, filters and counts (./ListToolbar.tsx), above it. */
  toolbar?: ReactNode;
  /** The list's pages, below it. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `admin-${name}-list-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="font-heading text-2xl font-semibold tracking-tight text-fg">
          {heading}
          <HeadingCount shown={query.status === "success"}>{count}</HeadingCount>
        </h2>
        <RefreshButton label={adminListTexts.refresh} busy={query.isFetching} onRefresh={() => void query.refetch()} />
      </div>
      {toolbar}
      <FetchingStatus busy={query.isFetching} text={adminListTexts.refreshing} />
      <ListStates
        query={query}
        count={count}
        failed={<p className="rounded-xl border border-danger p-5 text-fg">{texts.loadFailed}</p>}
        loading={<ListLoading text={texts.loading} />}
        empty={<ListEmpty text={texts.empty} />}
      >
        {children}
      </ListStates>
      {footer}
    </section>
  );
}

const tableLooks = {
  /** A tab's table, as wide as the tab. */
  tab: {
    region: "overflow-x-auto rounded-xl border border-border bg-surface shadow-sm",
    head: "border-b border-border bg-surface-muted",
    headCell: "px-4 py-3",
  },
  /** A table in a dialog: it scrolls inside the dialog under a header that stays. */
  dialog: {
    region: "max-h-[60vh] overflow-auto rounded-lg border border-border",
    head: "sticky top-0 border-b border-border bg-surface-muted",
    headCell: "px-3 py-2.5",
  },
} as const;

/** A column's heading, and its alignment when not left. */
type AdminTableColumn = string | { label: string; align: "right" };

/**
 * Rows under one header row of column names, in a region that scrolls sideways on narrow screens
 * and can be focused and scrolled by keyboard. `data-<name>` marks the table.
 */
export function AdminTable({
  name,
  label,
  columns,
  minWidth,
  look = "tab",
  children,
}: {
  name: string;
  label: string;
  columns: readonly AdminTableColumn[];
  /** The Tailwind class of the width under which the table scrolls, e.g. "min-w-[40rem]". */
  minWidth: string;
  look?: keyof typeof tableLooks;
  children: ReactNode;
}) {
  const { region, head, headCell } = tableLooks[look];
  const headClass = `${headCell} text-left text-xs font-semibold tracking-wide text-muted uppercase`;
  return (
    <ScrollRegion label={label} className={region}>
      <table className={`w-full ${minWidth} border-collapse text-sm`} {...{ [`data-${name}`]: true }}>
        <thead className={head}>
          <tr>
            {columns.map((column) =>
              typeof column === "string" ? (
                <th key={column} scope="col" className={headClass}>
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className={`${headClass} text-right`}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

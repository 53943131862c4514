// The search, filters and sort above an admin list, its counts per status, and its pages below
// (docs/product.md#admin-lists). Every choice is written to the address by useListAddress, so the
// view survives a reload. The search is sent a moment after typing stops, not at every key.
import type { ReactNode } from "react";
import { Button } from "react-aria-components";
import { Select } from "../../../../components/ui/Select";
import { TextField } from "../../../../components/ui/TextField";
import { adminListToolbarTexts as texts } from "./texts";
import type { AdminListKind } from "../../../../shared/list-params";
import { smallButton } from "../ui/admin-ui";
import { useAdminList } from "../forms/form-support";
import { type ListParams, useListAddress } from "./list-address";
import { useTypedSearch } from "./typed-search";
import { invalidatePrefix } from "../data/query";

type Option = { readonly value: string; readonly label: string };

/** A filter: the parameter it sets, its label, what "any" is called, and its choices. */
export type ListFilter = { name: string; label: string; placeholder: string; options: readonly Option[] };

/** Options from a record of labels by value, in the record's order. */
export const optionsOf = (labels: Record<string, string>, values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

/** The choice that sets nothing ('All statuses'): the API's default. */
const ANY = "any";

/**
 * A filter's select lists 'any' (its placeholder) first, so a filter can be taken off again; the
 * sort's first order is its default. Either, when chosen, leaves the parameter out of the address.
 */
const choicesOf = (filter: ListFilter) => ({
  unset: ANY,
  options: [{ value: ANY, label: filter.placeholder }, ...filter.options],
});
const sortChoices = (sorts: readonly Option[]) => ({ unset: sorts[0]?.value ?? "", options: sorts });

export function ListToolbar({
  listName,
  params,
  update,
  filters,
  sorts,
}: {
  /** What the list holds, for the toolbar's name ('Find blog posts'). */
  listName: string;
  params: ListParams;
  update: (changes: ListParams) => void;
  filters: readonly ListFilter[];
  sorts: readonly Option[];
}) {
  const [search, setSearch] = useTypedSearch(params.q ?? "", (q) => update({ q }));

  return (
    <search aria-label={texts.toolbar(listName)} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-list-toolbar>
      <TextField label={texts.search} type="search" name="q" value={search} onChange={setSearch} />
      {[
        ...filters.map((filter) => ({ ...filter, ...choicesOf(filter) })),
        { name: "sort", label: texts.sort, placeholder: sorts[0]?.label ?? "", ...sortChoices(sorts) },
      ].map(({ name, label, placeholder, options, unset }) => (
        <Select
          key={name}
          name={name}
          label={label}
          placeholder={placeholder}
          options={options}
          value={params[name] || unset}
          onChange={(value) => update({ [name]: value === unset ? "" : value })}
        />
      ))}
    </search>
  );
}

/** 'Published 12 · Drafts 3 · Scheduled 1': how many of the search each status holds. */
export function ListCounts({ counts, labels }: { counts: Record<string, number>; labels: Record<string, string> }) {
  return (
    <p className="text-sm text-muted" data-list-counts>
      {Object.entries(labels)
        .map(([status, label]) => `${label} ${counts[status] ?? 0}`)
        .join(" · ")}
    </p>
  );
}

/** Previous and Next around 'Page 2 of 4'; nothing when the list fits one page. */
export function ListPager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={texts.pages} className="flex items-center justify-between gap-3" data-list-pager>
      <Button className={smallButton} isDisabled={page <= 1} onPress={() => onPage(Math.min(page - 1, pages))}>
        {texts.previous}
      </Button>
      <p className="text-sm text-muted" aria-live="polite">
        {texts.pageOf(page, pages)}
      </p>
      <Button className={smallButton} isDisabled={page >= pages} onPress={() => onPage(page + 1)}>
        {texts.next}
      </Button>
    </nav>
  );
}

/** How a tab's list is searched, filtered, sorted and counted. */
export type ListViewConfig = {
  kind: AdminListKind;
  /** What the list holds, for the toolbar's name. */
  listName: string;
  filters: readonly ListFilter[];
  sorts: readonly Option[];
  /** The statuses counted, with their labels, where the list has statuses. */
  countLabels?: Record<string, string>;
};

/**
 * A tab's list as the address asks for it: the page read from `apiBase` with the address's
 * parameters (polled like every admin list), the toolbar and counts above it, the pages below it,
 * and `refresh`, which reads every page of the list again after a change.
 */
export function useListView<Item>(
  apiBase: string,
  config: ListViewConfig,
  options: { refetchIntervalMs?: number; loadFailedToast: string },
) {
  const address = useListAddress(config.kind, apiBase);
  const { query, items, total, page } = useAdminList<Item>(address.apiPath, options);
  const categories = page?.categories;
  const filters = categories
    ? [
        ...config.filters,
        {
          name: "category",
          label: texts.category,
          placeholder: texts.allCategories,
          options: categories.map((category) => ({ value: category, label: category })),
        },
      ]
    : config.filters;
  const toolbar: ReactNode = (
    <div className="flex flex-col gap-3">
      <ListToolbar
        listName={config.listName}
        params={address.params}
        update={address.update}
        filters={filters}
        sorts={config.sorts}
      />
      {config.countLabels && page?.counts ? <ListCounts counts={page.counts} labels={config.countLabels} /> : null}
    </div>
  );
  const footer: ReactNode = page ? (
    <ListPager
      page={address.page}
      total={page.total}
      pageSize={page.pageSize}
      onPage={(next) => address.update({ page: String(next) })}
    />
  ) : null;
  return {
    query,
    items,
    total,
    counts: page?.counts,
    categories: categories ?? [],
    toolbar,
    footer,
    refresh: () => invalidatePrefix(apiBase),
  };
}

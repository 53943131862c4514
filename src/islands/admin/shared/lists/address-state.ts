// The one way a view of the admin keeps its state in /admin's address (docs/product.md#admin-lists):
// a list's search, filters and page, the Activity tab's filters, the Leads tab's open person, the
// Media tab's page. Each sits beside ?tab= under its own name, so a reload or a shared link shows
// the same view; an empty value is left out. A change to anything but the paging goes back to the
// first page. Names given here are dropped from the address when another tab opens
// (`withoutViewState`), since they belong to the tab they were chosen on.
//
// Paging is a page number today (`page`, 1 left out); a list that pages by cursor keeps `after`
// the same way, and the same rule starts it over when a filter changes.
import { useState } from "react";
import { type AdminListKind, ADMIN_LIST_SORTS, adminListParams } from "../../../../shared/list-params";

/** The names that say where in a list the view is, rather than which list. */
const PAGING = new Set(["page", "after"]);

/** Every name a view keeps in the address: each list's parameters from the start, and any other once used. */
const namesInUse = new Set<string>((Object.keys(ADMIN_LIST_SORTS) as AdminListKind[]).flatMap(adminListParams));

/** A view's values by name, "" for one not set. */
export type AddressValues<Name extends string> = Record<Name, string>;

function read<Name extends string>(names: readonly Name[]): AddressValues<Name> {
  const given = new URLSearchParams(window.location.search);
  return Object.fromEntries(names.map((name) => [name, given.get(name)?.trim() ?? ""])) as AddressValues<Name>;
}

function write(values: Record<string, string>) {
  const url = new URL(window.location.href);
  for (const [name, value] of Object.entries(values)) {
    if (value && !(name === "page" && value === "1")) url.searchParams.set(name, value);
    else url.searchParams.delete(name);
  }
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

/**
 * A view's state under `names`, read from the address once and written back on each change.
 * `inAddress: false` keeps the same state in the component alone (a picker inside a dialog, whose
 * page is not the tab's).
 */
export function useAddressState<Name extends string>(names: readonly Name[], options: { inAddress?: boolean } = {}) {
  const inAddress = options.inAddress ?? true;
  if (inAddress) for (const name of names) namesInUse.add(name);
  const [values, setValues] = useState<AddressValues<Name>>(() =>
    inAddress ? read(names) : (Object.fromEntries(names.map((name) => [name, ""])) as AddressValues<Name>),
  );

  /** Sets some values; any change but the paging's goes back to the first page. */
  const update = (changes: Partial<AddressValues<Name>>) => {
    const pagingOnly = Object.keys(changes).every((name) => PAGING.has(name));
    const next = { ...values };
    if (!pagingOnly) for (const name of names) if (PAGING.has(name)) next[name] = "" as AddressValues<Name>[Name];
    Object.assign(next, changes);
    if (inAddress) write(next);
    setValues(next);
  };

  /** The page number the address holds (1 when none or not a number). */
  const page = Math.max(1, Number.parseInt((values as Record<string, string>).page ?? "", 10) || 1);
  return { values, update, page };
}

/** An /admin address with every view's state left out (for opening another tab). */
export function withoutViewState(url: URL): URL {
  for (const name of namesInUse) url.searchParams.delete(name);
  return url;
}

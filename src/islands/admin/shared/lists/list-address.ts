// An admin list's view kept in /admin's address (docs/product.md#admin-lists): the search, filters,
// sort and page sit beside ?tab=, so a reload or a shared link shows the same view. The names are
// the list API's own (src/shared/list-params.ts), so the address and the read ask the same thing.
import { useState } from "react";
import { type AdminListKind, adminListParams, ADMIN_LIST_SORTS } from "../../../../shared/list-params";

/** Every parameter a list may keep in the address: dropped when another tab opens. */
export const LIST_ADDRESS_PARAMS = [
  ...new Set((Object.keys(ADMIN_LIST_SORTS) as AdminListKind[]).flatMap(adminListParams)),
];

/** A list's parameters by name, "" for one not set. */
export type ListParams = Record<string, string>;

function paramsFrom(kind: AdminListKind, search: string): ListParams {
  const given = new URLSearchParams(search);
  return Object.fromEntries(adminListParams(kind).map((name) => [name, given.get(name)?.trim() ?? ""]));
}

/** The list's view from the address, how to change it, and the API address that reads it. */
export function useListAddress(kind: AdminListKind, apiBase: string) {
  const [params, setParams] = useState(() => paramsFrom(kind, window.location.search));
  const page = Math.max(1, Number.parseInt(params.page ?? "", 10) || 1);

  /** Sets some parameters; any change but the page's goes back to the first page. */
  const update = (changes: ListParams) => {
    const next = { ...params, page: "", ...changes };
    const url = new URL(window.location.href);
    for (const [name, value] of Object.entries(next)) {
      if (value && !(name === "page" && value === "1")) url.searchParams.set(name, value);
      else url.searchParams.delete(name);
    }
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    setParams(next);
  };

  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value && name !== "page") query.set(name, value);
  // The page is always sent, so the API answers a page even for the unfiltered list.
  query.set("page", String(page));
  return { params, page, update, apiPath: `${apiBase}?${query}` };
}

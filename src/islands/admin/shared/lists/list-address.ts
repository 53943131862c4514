// An admin list's view kept in /admin's address (docs/product.md#admin-lists) through the one
// address-state hook: the search, filters, sort and page sit beside ?tab=. The names are the list
// API's own (src/shared/list-params.ts), so the address and the read ask the same thing.
import { type AdminListKind, adminListParams } from "../../../../shared/list-params";
import { useAddressState } from "./address-state";

/** A list's parameters by name, "" for one not set. */
export type ListParams = Record<string, string>;

/** The list's view from the address, how to change it, and the API address that reads it. */
export function useListAddress(kind: AdminListKind, apiBase: string) {
  const { values: params, update, page } = useAddressState<string>(adminListParams(kind));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value && name !== "page") query.set(name, value);
  // The page is always sent, so the API answers a page even for the unfiltered list.
  query.set("page", String(page));
  return {
    params: params as ListParams,
    page,
    update: update as (changes: ListParams) => void,
    apiPath: `${apiBase}?${query}`,
  };
}

// The resource list's address: /resources with `q`, `category` and `page`. The server page reads it
// and the list island writes it, so a filtered view has one address whichever side made it.
import { type ListQuery, listHref, parsePageNumber } from "./blog-query";

export type ResourceQuery = ListQuery;

/** Longer search terms and categories are cut to this length. */
const RESOURCE_QUERY_MAX_LENGTH = 200;

/** The search term or category as the list uses it: trimmed, at most RESOURCE_QUERY_MAX_LENGTH characters. */
export function normaliseQueryValue(value: string | null | undefined): string {
  return (value ?? "").trim().slice(0, RESOURCE_QUERY_MAX_LENGTH).trim();
}

/** "/resources", or "/resources?q=…&category=…&page=…" with only the parts that are set (page 1 is the default). */
export function resourceListHref(query: Partial<ResourceQuery>): string {
  return listHref("/resources", query);
}

/** The list's query from a location's search string, e.g. `location.search`. Bad pages read as 1. */
export function parseResourceQuery(search: string): ResourceQuery {
  const params = new URLSearchParams(search);
  return {
    q: normaliseQueryValue(params.get("q")),
    category: normaliseQueryValue(params.get("category")),
    page: parsePageNumber(params.get("page")) ?? 1,
  };
}

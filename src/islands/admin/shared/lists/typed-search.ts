// A list's search as it is typed (docs/product.md#admin-lists): the field's own text, sent to the
// list a moment after typing stops rather than at every key, and only when it differs from the
// search the list already shows. Every admin list with a search field uses this one wait.
import { useEffect, useState } from "react";

/** How long the search waits after the last key before it asks the API. */
export const SEARCH_DELAY_MS = 300;

/** The text field's value and setter; `onSearch` gets the trimmed text once typing pauses. */
export function useTypedSearch(shown: string, onSearch: (q: string) => void) {
  const [typed, setTyped] = useState(shown);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of what is typed starts the wait
  useEffect(() => {
    if (typed.trim() === shown) return;
    const timer = setTimeout(() => onSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return [typed, setTyped] as const;
}

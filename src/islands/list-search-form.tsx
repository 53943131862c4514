// The search form of the /blog and /resources lists (BlogList, ResourceList): a GET form to the
// list's own address, which is the whole story without JavaScript; hydrated, the box narrows the
// list as the visitor types and sending it asks at once (./list-search.ts). The list's category
// control stands between the box and the button.
import type { FormEvent, ReactNode } from "react";
import { SearchBox } from "../components/SearchBox";

type ListSearchControls<Query extends { q: string; page: number }> = {
  query: Query;
  type: (next: Query) => void;
  submit: (event: FormEvent<HTMLFormElement>, change?: Partial<Query>) => void;
};

export function ListSearchForm<Query extends { q: string; page: number }>({
  action,
  className,
  texts,
  search,
  children,
}: {
  /** The list's path. */
  action: string;
  className: string;
  texts: { searchLabel: string; searchPlaceholder: string; searchButton: string };
  search: ListSearchControls<Query>;
  children: ReactNode;
}) {
  const { query } = search;
  return (
    <search>
      <form
        action={action}
        method="get"
        onSubmit={(event) => search.submit(event, { page: 1 } as Partial<Query>)}
        className={className}
      >
        <SearchBox
          label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          value={query.q}
          onChange={(q) => search.type({ ...query, q, page: 1 })}
        />
        {children}
        <button type="submit" className="btn-primary">
          {texts.searchButton}
        </button>
      </form>
    </search>
  );
}

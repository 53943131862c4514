// The Pages tab (docs/product.md#admin-pages): the public pages and the shared facts, each with its
// state (Published, Draft changes, Never reviewed), and the chosen one's editor beside them
// (./PageEditor.tsx). The chosen page is kept in the address (?page=home), so a reload stays on it;
// choosing another page with unsaved changes asks first.
import { Button } from "react-aria-components";
import { isPageName, type PageName } from "../../../shared/schemas/pages";
import type { AdminPageSummary } from "../shared/data/api-types";
import { ADMIN_PAGES_PATH } from "../shared/data/paths";
import { useDiscardGuard } from "../shared/forms/discard-guard";
import { useHasUnsavedChanges } from "../shared/forms/unsaved";
import { useAdminList } from "../shared/forms/form-support";
import { useAddressState } from "../shared/lists/address-state";
import { ListStates, QueryFailed } from "../shared/lists/list-layout";
import { TabHeader } from "../shared/ui/admin-ui";
import { PageEditor } from "./PageEditor";
import { PageStateBadge } from "./page-state";
import { pagesTexts as texts } from "./texts";

export default function PagesTab() {
  const { query, items: pages } = useAdminList<AdminPageSummary>(ADMIN_PAGES_PATH, {
    loadFailedToast: texts.loadFailed,
  });
  const address = useAddressState(["page"]);
  const chosen = isPageName(address.values.page) ? address.values.page : null;
  const { guard, dialog } = useDiscardGuard(useHasUnsavedChanges());
  const choose = (page: PageName) => {
    if (page !== chosen) guard(() => address.update({ page }));
  };

  return (
    <section aria-labelledby="admin-pages-heading" className="flex flex-col gap-6" data-pages-tab>
      <div>
        <TabHeader headingId="admin-pages-heading" heading={texts.heading} intro={texts.intro} />
        <p className="mt-1 max-w-2xl text-sm text-muted">{texts.placeholders}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <nav aria-label={texts.listLabel} className="min-w-0">
          <ListStates
            query={query}
            count={pages.length}
            failed={<QueryFailed query={query} text={texts.loadFailed} />}
            loading={<p className="text-muted">{texts.loading}</p>}
            empty={null}
          >
            <ul className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-2">
              {pages.map((page) => (
                <li key={page.page}>
                  <Button
                    onPress={() => choose(page.page)}
                    aria-current={page.page === chosen ? "true" : undefined}
                    data-page-choice={page.page}
                    className={({ isFocusVisible }) =>
                      `flex min-h-11 w-full flex-wrap items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm font-semibold outline-none ${
                        page.page === chosen ? "bg-surface-muted text-fg" : "text-fg hover:bg-surface-muted"
                      } ${isFocusVisible ? "ring-2 ring-ring" : ""}`
                    }
                  >
                    {page.title}
                    <PageStateBadge page={page} />
                  </Button>
                </li>
              ))}
            </ul>
          </ListStates>
        </nav>
        <div className="min-w-0">
          {chosen ? (
            <PageEditor key={chosen} name={chosen} />
          ) : (
            <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted">{texts.choose}</p>
          )}
        </div>
      </div>
      {dialog}
    </section>
  );
}

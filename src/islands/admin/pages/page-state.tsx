// A page document's state as the Pages tab shows it (docs/product.md#admin-pages): Published, Draft
// changes (a saved version not published yet) or Never reviewed (nothing ever published: visitors
// see the built-in text), in the list of pages and above the editor.
import type { AdminPageSummary } from "../shared/data/api-types";
import { Badge, DateTime } from "../shared/ui/admin-ui";
import { pagesTexts as texts } from "./texts";

type PageState = keyof typeof texts.states;

type Versions = Pick<AdminPageSummary, "draft" | "published">;

export function pageStateOf(page: Versions): PageState {
  if (page.draft) return "draft";
  return page.published ? "published" : "neverReviewed";
}

const tones = { published: "success", draft: "accent", neverReviewed: "muted" } as const;

export function PageStateBadge({ page }: { page: Versions }) {
  const state = pageStateOf(page);
  return <Badge tone={tones[state]}>{texts.states[state]}</Badge>;
}

/** Above the editor: the state, when and by whom, the paths it shows on, and unsaved changes. */
export function PageStateLine({
  page,
  dirty,
}: {
  page: Versions & Pick<AdminPageSummary, "title" | "paths">;
  dirty: boolean;
}) {
  const state = pageStateOf(page);
  const version = page.draft ?? page.published;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-heading text-xl font-semibold tracking-tight text-fg">{page.title}</h3>
        <PageStateBadge page={page} />
        {dirty ? <Badge tone="danger">{texts.unsaved}</Badge> : null}
      </div>
      <p className="text-sm text-muted" data-page-state={state}>
        {state === "neverReviewed" || !version ? (
          texts.stateDetail.neverReviewed
        ) : state === "draft" && page.draft ? (
          <>
            {texts.stateDetail.draft} <DateTime value={page.draft.createdAt} />
            {texts.stateDetail.by(page.draft.createdBy)}
          </>
        ) : page.published?.publishedAt ? (
          <>
            {texts.stateDetail.published} <DateTime value={page.published.publishedAt} />
            {texts.stateDetail.by(page.published.publishedBy)}
          </>
        ) : null}
      </p>
      <p className="text-xs text-muted">{texts.showsOn(page.paths)}</p>
    </div>
  );
}

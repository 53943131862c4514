// The Case Studies tab (docs/product.md#case-studies): 'Add Case Study' (a link to the editor page,
// docs/product.md#editor), then a card per case study, drafts included, from GET
// /api/admin/case-studies: title, Published, Scheduled or Draft, Featured, the client (or 'Anonymous
// client') and industry, the summary, the headline outcome, 'View on site', 'Publish now'/'Unschedule'
// for a scheduled one, Edit (a link to its editor page) and Delete (asked first).
import type { ReactNode } from "react";
import { caseStudyAdminTexts as texts } from "./texts";
import { ListTab } from "../shared/lists/list-layout";
import { AddLink, Badge, EditDeleteButtons, PublishedBadge } from "../shared/ui/admin-ui";
import type { AdminCaseStudyListItem } from "../shared/data/api-types";
import { ADMIN_CASE_STUDIES_PATH, caseStudyPath } from "../shared/data/paths";
import { useDeleteWithConfirm } from "../shared/ui/delete-confirm";
import { ListThumbnail, ScheduleActions, ViewOnSite } from "../shared/lists/list-item-parts";
import { useListView } from "../shared/lists/ListToolbar";
import { listViews } from "../shared/lists/list-views";

export default function CaseStudiesTab() {
  const { query, items, total, toolbar, footer, refresh } = useListView<AdminCaseStudyListItem>(
    ADMIN_CASE_STUDIES_PATH,
    listViews["case-studies"],
    {
      loadFailedToast: texts.list.loadFailed,
    },
  );
  const remove = useDeleteWithConfirm<AdminCaseStudyListItem>({
    pathOf: (item) => caseStudyPath(item.id),
    nameOf: (item) => item.title,
    noun: "case study",
    texts,
    refresh: () => void refresh(),
  });

  return (
    <ListTab
      name="case-studies"
      query={query}
      view={{ total, toolbar, footer }}
      texts={texts.list}
      actions={<AddLink label={texts.add} href="/admin/case-studies/new" />}
      after={remove.dialog}
    >
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-case-study-admin-list>
        {items.map((item) => (
          <CaseStudyCard key={item.id} item={item} onDelete={() => remove.ask(item)} onChanged={() => void refresh()} />
        ))}
      </ul>
    </ListTab>
  );
}

function CaseStudyCard({
  item,
  onDelete,
  onChanged,
}: {
  item: AdminCaseStudyListItem;
  onDelete: () => void;
  /** After 'Publish now' or 'Unschedule': the list is read again. */
  onChanged: () => void;
}) {
  const headingId = `admin-case-study-${item.id}`;
  const [headline] = item.outcomes;
  const badges: ReactNode[] = [
    <PublishedBadge key="state" published={item.published} publishedAt={item.publishedAt} />,
  ];
  if (item.featured) {
    badges.push(
      <Badge key="featured" tone="accent">
        {texts.list.featured}
      </Badge>,
    );
  }
  return (
    <li
      aria-labelledby={headingId}
      data-case-study-admin-item={item.slug}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <ListThumbnail src={item.coverImage} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold leading-snug text-fg">
            {item.title}
          </h3>
          <p className="mt-0.5 text-sm font-medium text-primary">
            {`${item.client ?? texts.list.anonymous} · ${item.industry}`}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">{badges}</div>
      </div>
      <p className="line-clamp-3 text-sm leading-6 text-muted">{item.summary}</p>
      {headline ? (
        <p className="rounded-lg bg-surface-muted p-3 text-sm">
          <span className="font-semibold text-fg">{headline.figure}</span>{" "}
          <span className="text-muted">{headline.label}</span>
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-border pt-4">
        <ViewOnSite item={item} path={`/case-studies/${item.slug}`} />
        <ScheduleActions item={item} kind="case-study" onChanged={onChanged} />
        <div className="ml-auto flex gap-2">
          <EditDeleteButtons
            labels={texts.list}
            name={item.title}
            edit={`/admin/case-studies/${item.id}`}
            onDelete={onDelete}
          />
        </div>
      </div>
    </li>
  );
}

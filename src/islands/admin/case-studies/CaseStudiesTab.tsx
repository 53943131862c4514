// The Case Studies tab (docs/product.md#case-studies): 'Add Case Study' (a link to the editor page,
// docs/product.md#editor), then a card per case study, drafts included, from GET
// /api/admin/case-studies: title, Published, Scheduled or Draft, Featured, the client (or 'Anonymous
// client') and industry, the summary, the headline outcome, 'View on site', 'Publish now'/'Unschedule'
// for a scheduled one, Edit (a link to its editor page) and Delete (asked first).
import type { ReactNode } from "react";
import { caseStudyAdminTexts as texts } from "./texts";
import { ListTab } from "../shared/lists/list-layout";
import { AddLink, Badge, PublishedBadge } from "../shared/ui/admin-ui";
import type { AdminCaseStudyListItem } from "../shared/data/api-types";
import { EditedItemCard, type EditedItemActions, useEditedList } from "../shared/lists/edited-list";
import { listViews } from "../shared/lists/list-views";

export default function CaseStudiesTab() {
  const { tab, items, remove, actionsOf } = useEditedList<AdminCaseStudyListItem>(
    "case-study",
    listViews["case-studies"],
    { loadFailedToast: texts.list.loadFailed, noun: "case study", texts },
  );

  return (
    <ListTab
      name="case-studies"
      {...tab}
      texts={texts.list}
      actions={<AddLink label={texts.add} href="/admin/case-studies/new" />}
      after={remove.dialog}
    >
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-case-study-admin-list>
        {items.map((item) => (
          <CaseStudyCard key={item.id} item={item} {...actionsOf(item)} />
        ))}
      </ul>
    </ListTab>
  );
}

function CaseStudyCard({ item, onDelete, onChanged }: { item: AdminCaseStudyListItem } & EditedItemActions) {
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
    <EditedItemCard
      kind="case-study"
      item={item}
      data="case-study"
      subtitle={`${item.client ?? texts.list.anonymous} · ${item.industry}`}
      badges={<div className="flex flex-col items-end gap-1">{badges}</div>}
      labels={texts.list}
      onDelete={onDelete}
      onChanged={onChanged}
    >
      <p className="line-clamp-3 text-sm leading-6 text-muted">{item.summary}</p>
      {headline ? (
        <p className="rounded-lg bg-surface-muted p-3 text-sm">
          <span className="font-semibold text-fg">{headline.figure}</span>{" "}
          <span className="text-muted">{headline.label}</span>
        </p>
      ) : null}
    </EditedItemCard>
  );
}

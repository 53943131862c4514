// The list tab of a kind with an editor page (docs/product.md#editor: posts, resources, case
// studies): its list view (./ListToolbar.tsx) read from the kind's admin list, and Delete, asked
// first, at the kind's own address; the card that resources and case studies show an item in.
import type { ReactNode } from "react";
import { type EditedKind, editedPaths } from "../data/paths";
import { EditDeleteButtons } from "../ui/admin-ui";
import { type DeleteTexts, useDeleteWithConfirm } from "../ui/delete-confirm";
import { type ListViewConfig, useListView } from "./ListToolbar";
import { ListThumbnail, type Publishable, ScheduleActions, ViewOnSite } from "./list-item-parts";

/** What an item's card in such a list is given besides the item. */
export type EditedItemActions = {
  onDelete: () => void;
  /** After 'Publish now' or 'Unschedule': the list is read again. */
  onChanged: () => void;
};

export function useEditedList<Item extends { id: number; title: string }>(
  kind: EditedKind,
  config: ListViewConfig,
  options: {
    refetchIntervalMs?: number;
    loadFailedToast: string;
    /** What the console calls the item when a delete fails ("blog post"…). */
    noun: string;
    texts: DeleteTexts;
  },
) {
  const paths = editedPaths(kind);
  const view = useListView<Item>(paths.list, config, options);
  const remove = useDeleteWithConfirm<Item>({
    pathOf: (item) => paths.writes.item(item.id),
    nameOf: (item) => item.title,
    noun: options.noun,
    texts: options.texts,
    refresh: () => void view.refresh(),
  });
  /** An item's card's actions: Delete asks, a schedule change reads the list again. */
  const actionsOf = (item: Item): EditedItemActions => ({
    onDelete: () => remove.ask(item),
    onChanged: () => void view.refresh(),
  });
  /** The list's part of ListTab's props (./list-layout.tsx). */
  const tab = { query: view.query, view: { total: view.total, toolbar: view.toolbar, footer: view.footer } };
  return { ...view, tab, remove, actionsOf };
}

/** Each kind's public address and its editor page's, by the item's slug and id. */
const ADDRESSES: Record<EditedKind, { site: string; editor: string }> = {
  post: { site: "/blog", editor: "/admin/posts" },
  resource: { site: "/resources", editor: "/admin/resources" },
  "case-study": { site: "/case-studies", editor: "/admin/case-studies" },
};

type CardItem = Publishable & { slug: string; coverImage: string | null };

/**
 * An item's card in a grid of cards (resources, case studies): the cover, the title and `subtitle`,
 * the `badges`, the feature's `children`, then its `actions` before 'View on site', the schedule's
 * actions, Edit and Delete. `data` names its data-…-admin-item attribute (the tests' handle).
 */
export function EditedItemCard({
  kind,
  item,
  data,
  subtitle,
  badges,
  actions,
  labels,
  onDelete,
  onChanged,
  children,
}: EditedItemActions & {
  kind: EditedKind;
  item: CardItem;
  data: string;
  subtitle: ReactNode;
  badges: ReactNode;
  actions?: ReactNode;
  labels: Parameters<typeof EditDeleteButtons>[0]["labels"];
  children: ReactNode;
}) {
  const headingId = `admin-${kind}-${item.id}`;
  const addresses = ADDRESSES[kind];
  return (
    <li
      aria-labelledby={headingId}
      {...{ [`data-${data}-admin-item`]: item.slug }}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <ListThumbnail src={item.coverImage} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold leading-snug text-fg">
            {item.title}
          </h3>
          <p className="mt-0.5 text-sm font-medium text-primary">{subtitle}</p>
        </div>
        {badges}
      </div>
      {children}
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-border pt-4">
        {actions}
        <ViewOnSite item={item} path={`${addresses.site}/${item.slug}`} />
        <ScheduleActions item={item} kind={kind} onChanged={onChanged} />
        <div className="ml-auto flex gap-2">
          <EditDeleteButtons
            labels={labels}
            name={item.title}
            edit={`${addresses.editor}/${item.id}`}
            onDelete={onDelete}
          />
        </div>
      </div>
    </li>
  );
}

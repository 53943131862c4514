// A tab whose form sits above its list (Blog Posts, Testimonials; docs/product.md#screens): the
// form creates until an item's Edit hands it that item, and goes back to creating after a save or
// a cancel. Choosing another item or cancelling with unsaved changes asks first. The list is read
// from the admin API (polled while shown, and after each change), each item with Edit and Delete
// (asked in a dialog first).
import { Fragment, type ReactNode, useState } from "react";
import { ListSection } from "./list-layout";
import { useDeleteWithConfirm } from "../ui/delete-confirm";
import { useDiscardGuard } from "../forms/discard-guard";
import type { ItemPaths } from "../forms/form-support";
import { type ListViewConfig, useListView } from "./ListToolbar";
import { useHasUnsavedChanges } from "../forms/unsaved";

/** How often the lists under a form (Blog Posts, Testimonials) are read again while shown (docs/product.md#limits). */
const FORM_ABOVE_LIST_REFRESH_MS = 10_000;

/** What the tab gives its form: the item to edit (null: a new one), and what a save or a cancel does. */
export type InlineFormProps<Item> = { item: Item | null; onSaved: () => void; onCancel: () => void };

/** What the tab gives each item of its list. */
/** What an item of the list may do: edit, delete, and have the list read again after another change. */
export type ItemActions = { isEditing: boolean; onEdit: () => void; onDelete: () => void; onChanged: () => void };

type TabTexts = {
  list: { heading: string; loading: string; empty: string };
  confirmDelete: { title: string; text: (name: string) => string };
  toasts: { loadFailed: string; deleted: string; deleteFailed: string };
};

export function FormAboveList<Item extends { id: number }>({
  name,
  listPath,
  writes,
  noun,
  nameOf,
  texts,
  listClassName,
  view,
  form,
  item,
}: {
  /** Names the list's heading, `admin-<name>-list-heading`, and marks the list `data-<name>-admin-list`. */
  name: string;
  /** Where the list is read (each page of it, with the address's parameters). */
  listPath: string;
  /** Where an item is deleted (its own address). */
  writes: ItemPaths;
  /** What the console calls an item when its delete fails. */
  noun: string;
  /** How the delete dialog names an item. */
  nameOf: (item: Item) => string;
  texts: TabTexts;
  listClassName: string;
  /** The list's search, filters, sort and pages, kept in the address (docs/product.md#admin-lists). */
  view: ListViewConfig;
  /** The form, given the categories the list's answer names (Blog Posts), for its suggestions. */
  form: (props: InlineFormProps<Item>, categories: string[]) => ReactNode;
  item: (item: Item, actions: ItemActions) => ReactNode;
}) {
  const { query, items, total, categories, toolbar, footer, refresh } = useListView<Item>(listPath, view, {
    refetchIntervalMs: FORM_ABOVE_LIST_REFRESH_MS,
    loadFailedToast: texts.toasts.loadFailed,
  });
  const [editing, setEditing] = useState<Item | null>(null);
  // A new key mounts a fresh form: after a save, a cancel or a switch to another item.
  const [formKey, setFormKey] = useState(0);
  const { guard, dialog } = useDiscardGuard(useHasUnsavedChanges());

  const startEditing = (next: Item | null) => {
    setEditing(next);
    setFormKey((key) => key + 1);
  };

  const remove = useDeleteWithConfirm<Item>({
    pathOf: (gone) => writes.item(gone.id),
    nameOf,
    noun,
    texts,
    // The form must not keep editing what is gone.
    onDeleted: (gone) => {
      if (editing?.id === gone.id) startEditing(null);
    },
    refresh: () => void refresh(),
  });

  const formProps: InlineFormProps<Item> = {
    item: editing,
    onSaved: () => {
      startEditing(null);
      void refresh();
    },
    onCancel: () => guard(() => startEditing(null)),
  };

  return (
    <div className="flex flex-col gap-10">
      <Fragment key={formKey}>{form(formProps, categories)}</Fragment>

      <ListSection
        name={name}
        heading={texts.list.heading}
        query={query}
        count={total}
        texts={{ ...texts.list, loadFailed: texts.toasts.loadFailed }}
        toolbar={toolbar}
        footer={footer}
      >
        <ul className={listClassName} {...{ [`data-${name}-admin-list`]: true }}>
          {items.map((each) => (
            <Fragment key={each.id}>
              {item(each, {
                isEditing: editing?.id === each.id,
                onEdit: () => guard(() => startEditing(each)),
                onDelete: () => remove.ask(each),
                onChanged: () => void refresh(),
              })}
            </Fragment>
          ))}
        </ul>
      </ListSection>

      {remove.dialog}
      {dialog}
    </div>
  );
}

// The list that opens under a Select or a ComboBox: one look for every drop-down on the site
// (the admin's selects, the blog form's Category suggestions, the resource library's category).
import { ListBox, ListBoxItem, type ListBoxProps, Popover } from "react-aria-components";

/** The popover and its list box. Children are OptionItems, or a function of the ComboBox's items. */
export function OptionsPopover<T extends object>({ children }: { children: ListBoxProps<T>["children"] }) {
  return (
    <Popover className="max-h-72 w-(--trigger-width) overflow-auto rounded-md border border-border bg-surface p-1 text-fg shadow-lg outline-none">
      <ListBox<T> className="outline-none">{children}</ListBox>
    </Popover>
  );
}

/** One option: `id` is the value chosen, `label` what is shown and typed to reach it. */
export function OptionItem({ id, label }: { id: string; label: string }) {
  return (
    <ListBoxItem
      id={id}
      textValue={label}
      className="flex cursor-default items-center rounded px-3 py-2 text-sm outline-none data-focused:bg-surface-muted data-selected:font-semibold data-selected:text-primary"
    >
      {label}
    </ListBoxItem>
  );
}

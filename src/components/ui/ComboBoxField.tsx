// A text field with suggestions (the blog form's Category): free text, and a list of known values
// that narrows as one types, wrapping React Aria's ComboBox (arrow keys open and move through the
// list, Enter picks, Escape closes; the list is announced as the input's popup). Errors show the
// same way as TextField's.
import { Button, ComboBox, type ComboBoxProps, Input } from "react-aria-components";
import { iconChevronDown, SvgIcon } from "../Icon";
import { FieldLabel, FieldNotes } from "./field-parts";
import { OptionItem, OptionsPopover } from "./options-popover";

type ComboBoxFieldProps = Omit<
  ComboBoxProps<{ id: string }>,
  "children" | "className" | "items" | "defaultItems" | "allowsCustomValue"
> & {
  label: string;
  description?: string;
  errorMessage?: string;
  suggestions: readonly string[];
  placeholder?: string;
  /** Accessible name of the button that shows every suggestion. */
  showSuggestionsLabel?: string;
};

const controlClass =
  "w-full rounded-md border border-border bg-surface py-2.5 pr-10 pl-3 text-base text-fg shadow-sm transition-colors " +
  "placeholder:text-muted hover:border-muted data-focused:border-primary data-invalid:border-danger " +
  "data-disabled:cursor-not-allowed data-disabled:opacity-60";

export function ComboBoxField({
  label,
  description,
  errorMessage,
  suggestions,
  placeholder,
  showSuggestionsLabel = "Show suggestions",
  ...props
}: ComboBoxFieldProps) {
  const items = suggestions.map((value) => ({ id: value }));
  return (
    <ComboBox {...props} defaultItems={items} allowsCustomValue menuTrigger="input" className="flex flex-col gap-1.5">
      <FieldLabel label={label} isRequired={props.isRequired} />
      <div className="relative">
        <Input placeholder={placeholder} className={controlClass} />
        <Button
          aria-label={showSuggestionsLabel}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted outline-none hover:text-fg data-focus-visible:ring-2 data-focus-visible:ring-ring"
        >
          <SvgIcon drawing={iconChevronDown} className="h-4 w-4" />
        </Button>
      </div>
      <FieldNotes description={description} errorMessage={errorMessage} />
      <OptionsPopover>{(item: { id: string }) => <OptionItem id={item.id} label={item.id} />}</OptionsPopover>
    </ComboBox>
  );
}

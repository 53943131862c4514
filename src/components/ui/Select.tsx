// The site's select field: react-aria-components' Select (a button that opens a listbox, with the
// label, error message and keyboard behaviour React Aria gives it) in the browser, and a native
// <select> until then. React Aria's Select is a button that only works with scripts, so the
// server renders the native control, which a form posts without JavaScript and which works
// before the island hydrates; once mounted the component swaps in React Aria's, carrying over
// whatever was chosen meanwhile. Both look the same, so the swap is not seen.
//
// Validation is the form's to decide (`isInvalid` and `errorMessage`), as with the TextField of
// the contact form.
import { useEffect, useId, useRef, useState } from "react";
import { Select as AriaSelect, Button, FieldError, Label, SelectValue } from "react-aria-components";
import { iconChevronDown } from "../Icon";
import { SvgIcon } from "../SvgIcon";
import { RequiredMark } from "./field-parts";
import { OptionItem, OptionsPopover } from "./options-popover";
import { controlClass } from "./TextField";

type SelectOption = { readonly value: string; readonly label: string };

type SelectProps = {
  label: string;
  /** The form field's name (the native control's, and React Aria's hidden select's). */
  name: string;
  options: readonly SelectOption[];
  /** Shown while nothing is chosen. */
  placeholder: string;
  /** The chosen option's value, "" for none. */
  value: string;
  onChange: (value: string) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  errorMessage?: string;
  className?: string;
  /**
   * Keep the native control after hydration too: its placeholder stays a choice ("" as in
   * 'Everyone' of a filter), which React Aria's Select cannot go back to once a value is chosen.
   */
  native?: boolean;
};

const labelClass = "text-sm font-semibold text-fg";
const errorClass = "text-sm font-medium text-danger";

export function Select(props: SelectProps) {
  const { label, name, options, placeholder, value, onChange, isRequired, isDisabled, isInvalid, errorMessage } = props;
  const [enhanced, setEnhanced] = useState(false);
  const native = useRef<HTMLSelectElement>(null);
  const id = useId();

  // Once, on mount (later changes come through onChange).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the island hydrates
  useEffect(() => {
    // A choice made before hydration lives only in the native control: keep it.
    const chosen = native.current?.value ?? "";
    if (chosen !== value && options.some((option) => option.value === chosen)) onChange(chosen);
    setEnhanced(true);
  }, []);

  const className = `flex flex-col gap-1.5 ${props.className ?? ""}`;
  const chevron = <SvgIcon drawing={iconChevronDown} className="pointer-events-none h-4 w-4 shrink-0 text-muted" />;

  if (!enhanced || props.native) {
    const errorId = `${id}-error`;
    const showError = Boolean(isInvalid && errorMessage);
    return (
      <div className={className}>
        <label htmlFor={id} className={labelClass}>
          {label}
          <RequiredMark isRequired={isRequired === true} />
        </label>
        <div className="relative">
          <select
            ref={native}
            id={id}
            name={name}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            disabled={isDisabled}
            aria-required={isRequired || undefined}
            aria-invalid={isInvalid || undefined}
            aria-describedby={showError ? errorId : undefined}
            data-invalid={isInvalid || undefined}
            className={`${controlClass} appearance-none pr-10`}
          >
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <span className="absolute inset-y-0 right-3 flex items-center">{chevron}</span>
        </div>
        {showError ? (
          <p id={errorId} className={errorClass}>
            {errorMessage}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <AriaSelect
      name={name}
      value={value === "" ? null : value}
      onChange={(key) => onChange(key === null ? "" : String(key))}
      placeholder={placeholder}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={`group/select ${className}`}
    >
      <Label className={labelClass}>
        {label}
        <RequiredMark isRequired={isRequired === true} />
      </Label>
      <Button
        // React Aria marks the Select, not its button, invalid: the button takes the red border from it,
        // as a text field does (docs/product.md#validation-contact).
        className={`${controlClass} flex items-center justify-between gap-2 text-left data-focus-visible:border-primary group-data-invalid/select:border-danger`}
      >
        <SelectValue className="truncate data-placeholder:text-muted" />
        {chevron}
      </Button>
      <FieldError className={errorClass}>{errorMessage}</FieldError>
      <OptionsPopover>
        {options.map((option) => (
          <OptionItem key={option.value} id={option.value} label={option.label} />
        ))}
      </OptionsPopover>
    </AriaSelect>
  );
}

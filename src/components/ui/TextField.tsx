// The site's text field (contact, login and download forms), wrapping react-aria-components: the
// label, the optional help text and the error message are tied to the input by ids React Aria makes
// with useId, so in an island they match only because the island is its own React root on both
// sides (src/pages/Island.tsx). Validation follows the form's behaviour: with React Aria's default
// ("native"), errors show after a submit attempt, from `validate`, `isRequired` or the server
// (through the Form's `validationErrors`), and once shown they follow every input (see
// `revalidateOnInput`).
import type { FormEvent } from "react";
import {
  FormContext,
  Input,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  useSlottedContext,
  type ValidationResult,
} from "react-aria-components";
import { FieldLabel, FieldNotes } from "./field-parts";

type TextFieldProps = Omit<AriaTextFieldProps, "children" | "className" | "style"> & {
  label: string;
  /** Help text under the input, read after the label. */
  description?: string;
  /** The error to show when invalid; by default the message of `validate` or of the browser. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** A multi-line field (TextArea) with this many rows. */
  rows?: number;
  className?: string;
};

/** The look of every text control (also the Select's button and its native stand-in). */
export const controlClass =
  "w-full rounded-md border border-border bg-surface px-3 py-2.5 text-base text-fg shadow-sm transition-colors " +
  "placeholder:text-muted hover:border-muted data-focused:border-primary data-invalid:border-danger " +
  "data-disabled:cursor-not-allowed data-disabled:opacity-60";

/**
 * With native validation React Aria updates a shown error only when the browser commits the value
 * (the `change` event, at blur). A field filled in one go after a failed submit (a paste, a password
 * manager) kept its stale error until a press on the submit button blurred it; the error then went,
 * the button moved up under the pointer, the press ended outside it and was lost. So while an error
 * shows, each input commits the value as a blur would. Before that nothing changes: a field is not
 * judged while it is first filled in.
 */
function revalidateOnInput(event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) {
  const input = event.currentTarget;
  // React Aria listens for `change` on the input itself. React has already taken this value from
  // the input event, so its onChange does not fire a second time.
  if (input.getAttribute("aria-invalid") === "true") input.dispatchEvent(new Event("change"));
}

// React Aria's TextField learns that its control is a <textarea> from a ref, which server rendering
// never sets, so it gives the textarea the input's `type="text"`: an attribute a textarea does not
// have (the Nu Html Checker's error). A null wins over it in React Aria's prop merge and React
// writes no attribute for null, on the server and in the browser alike.
const NO_TYPE_ATTRIBUTE = { type: null } as object;

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  rows,
  className,
  ...props
}: TextFieldProps) {
  const formValidationBehavior = useSlottedContext(FormContext)?.validationBehavior;
  // "aria" shows errors as they are, so only native validation needs the commit.
  const onInput =
    (props.validationBehavior ?? formValidationBehavior ?? "native") === "native" ? revalidateOnInput : undefined;
  return (
    <AriaTextField {...props} className={`flex flex-col gap-1.5 ${className ?? ""}`}>
      <FieldLabel label={label} isRequired={props.isRequired} />
      {rows ? (
        <TextArea
          rows={rows}
          placeholder={placeholder}
          onInput={onInput}
          className={`${controlClass} resize-y`}
          {...NO_TYPE_ATTRIBUTE}
        />
      ) : (
        <Input placeholder={placeholder} onInput={onInput} className={controlClass} />
      )}
      <FieldNotes description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

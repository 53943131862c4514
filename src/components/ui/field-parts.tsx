// What the site's form fields share around their control: the label with the required mark, the
// help text and the error, tied to the control by React Aria's slots.
import { FieldError, Label, Text, type ValidationResult } from "react-aria-components";

/** The asterisk after a required field's label, hidden from the accessible name: the control itself is announced as required. */
export function RequiredMark({ isRequired = true }: { isRequired?: boolean }) {
  return isRequired ? (
    <span aria-hidden="true" className="text-danger">
      {" *"}
    </span>
  ) : null;
}

/** The mark shows only for a field marked required: an optional one ('Company (optional)') carries none. */
export function FieldLabel({ label, isRequired }: { label: string; isRequired?: boolean }) {
  return (
    <Label className="text-sm font-semibold text-fg">
      {label}
      <RequiredMark isRequired={isRequired === true} />
    </Label>
  );
}

/** The help text under the control, then the error when it is invalid. */
export function FieldNotes({
  description,
  errorMessage,
}: {
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
}) {
  return (
    <>
      {description ? (
        <Text slot="description" className="text-sm text-muted">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-sm font-medium text-danger">{errorMessage}</FieldError>
    </>
  );
}

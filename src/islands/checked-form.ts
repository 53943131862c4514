// The public forms' one way to check what a visitor types (ContactForm and DownloadDialog;
// docs/product.md#validation): nothing is marked until the first submit, from then on every change
// checks again, and a submit with errors moves the focus to the first invalid field. The server's
// field errors (ApiError.fieldErrors) land on their fields the same way. The admin's forms have
// their own flow (useAdminForm), which also saves and toasts.
import { useCallback, useEffect, useRef, useState } from "react";

export type CheckedErrors<Field extends string> = Partial<Record<Field, string>>;

export function useCheckedForm<Field extends string>(options: {
  /** Every field, blank: the form's start and what a reset returns to. */
  empty: Record<Field, string>;
  /** Each invalid field's first message (the API's own schema, through fieldErrorsOf). */
  check: (values: Record<Field, string>) => NoInfer<CheckedErrors<Field>>;
  /** What a post without JavaScript sent and was refused for, shown again (the contact page). */
  initialValues?: Partial<Record<Field, string>>;
  initialErrors?: Record<string, string>;
}) {
  const { empty, check } = options;
  const [values, setValues] = useState<Record<Field, string>>(() => ({ ...empty, ...options.initialValues }));
  const [errors, setErrors] = useState<CheckedErrors<Field>>(() => onlyFields(empty, options.initialErrors));
  // A refused post has been checked already: its fields are checked again as they change.
  const [checking, setChecking] = useState(() => Object.keys(errors).length > 0);
  // Counts the requests for focus, so that a second refused submit moves it again.
  const [focusRequest, setFocusRequest] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  // Stable, so a listener that resets the form need not subscribe again on every render.
  const reset = useCallback(() => {
    setValues(empty);
    setErrors({});
    setChecking(false);
  }, [empty]);

  useEffect(() => {
    if (focusRequest > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  return {
    form,
    values,
    errors,
    /** The change handler of one field. */
    change: (field: Field) => (value: string) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (checking) setErrors(check(next));
    },
    /** Checks every field and shows what is wrong: true when the form may be sent. */
    checkAll(): boolean {
      const found = check(values);
      setChecking(true);
      setErrors(found);
      if (Object.keys(found).length === 0) return true;
      setFocusRequest((n) => n + 1);
      return false;
    },
    /** Shows the server's errors of this form's fields (a refusal's), with the focus on the first. */
    showServerErrors(from: Record<string, string>) {
      const found = onlyFields(empty, from);
      if (Object.keys(found).length === 0) return;
      setErrors(found);
      setFocusRequest((n) => n + 1);
    },
    /** Back to blank, with nothing checked. */
    reset,
  };
}

/** The messages of the form's own fields; another key of a server's answer has no field to show on. */
function onlyFields<Field extends string>(
  fields: Record<Field, string>,
  from: Record<string, string> | undefined,
): CheckedErrors<Field> {
  const errors: CheckedErrors<Field> = {};
  for (const field of Object.keys(fields) as Field[]) if (from?.[field]) errors[field] = from[field];
  return errors;
}

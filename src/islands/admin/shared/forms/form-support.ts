// Small pieces both admin forms and lists share: the forms' one submit flow (useAdminForm, which
// puts a refused save's field errors on their fields through the data layer's fieldErrorsOfRefusal), and
// the list's one toast per run of failed reads.
import { type FormEvent, useEffect, useRef, useState } from "react";
import { apiRequest } from "../../../../client/api";
import { showToast, type ToastMessage } from "../../../../client/toasts";
import type { AdminListPageAnswer } from "../data/api-types";
import { type FieldErrors, failureMessage, fieldErrorsOfRefusal } from "../data/mutation";
import { type QueryStatus, useApiQuery } from "../data/query";

/**
 * An admin list read from `path` (polled while shown when given an interval), with the one toast
 * when its reads start failing; `items` is [] until there is a list.
 */
export function useAdminList<T>(path: string, options: { refetchIntervalMs?: number; loadFailedToast: string }) {
  const query = useApiQuery<T[] | AdminListPageAnswer<T>>(path, { refetchIntervalMs: options.refetchIntervalMs });
  useLoadFailureToast(query.status, query.isFetching, options.loadFailedToast);
  // A list read with list parameters answers one page (docs/product.md#admin-lists), else the array.
  const data = query.data;
  const items = Array.isArray(data) ? data : (data?.data ?? []);
  const page = data && !Array.isArray(data) ? data : undefined;
  return { query, items, total: page?.total ?? items.length, page };
}

/** One destructive toast when a list's reads start failing; none while they keep failing. */
function useLoadFailureToast(status: QueryStatus, isFetching: boolean, title: string) {
  const failing = useRef(false);
  useEffect(() => {
    if (isFetching) return;
    if (status === "error" && !failing.current) {
      failing.current = true;
      showToast({ title, variant: "destructive" });
    } else if (status === "success") {
      failing.current = false;
    }
  }, [status, isFetching, title]);
}

/** Moves focus to the first invalid field of a form (after React has drawn the errors). */
export function focusFirstInvalid(form: HTMLElement | null) {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

/** Whether any value differs from the form's initial one (the form has unsaved changes). */
function hasChanged<Values extends object>(values: Values, initial: Values): boolean {
  return (Object.keys(values) as (keyof Values)[]).some((key) => values[key] !== initial[key]);
}

/** A form's starting values: the item's, and the blank one where it has none or there is no item. */
export function valuesFrom<Values extends object>(
  blank: Values,
  item: { readonly [Key in keyof Values]?: Values[Key] | null } | null,
): Values {
  const values = { ...blank };
  if (item) for (const key of Object.keys(blank) as (keyof Values)[]) values[key] = item[key] ?? blank[key];
  return values;
}

/** The fields whose value is any text (a TextField's). */
type TextKey<Values> = { [Key in keyof Values]: string extends Values[Key] ? Key : never }[keyof Values] & string;

/** Where a form sends its body: the list's address creates, an item's own replaces it. */
export type ItemPaths = { list: string; item: (id: number) => string };

/** A form's save: PUT to the item's address when editing one, POST to the list's when creating. */
export function saveItem<Answer = unknown>(item: { id: number } | null, paths: ItemPaths, body: unknown) {
  return apiRequest<Answer>(item ? paths.item(item.id) : paths.list, { method: item ? "PUT" : "POST", body });
}

/** What one form's save adds to the shared submit flow. */
type AdminFormSave<Answer> = {
  /** Where focus goes when validation fails; the form's first invalid field unless given. */
  focusInvalid?: (errors: FieldErrors, form: HTMLFormElement) => void;
  /** Sends the values: POST to create, PUT to update. */
  send: () => Promise<Answer>;
  savedToast: string;
  onSaved: (answer: Answer) => void;
  /** What the console calls the item when the save fails ("resource", "user"…). */
  noun: string;
  failedToast: (error: unknown) => ToastMessage;
  /** The refused write's field errors; the server's 400/409 body unless given. */
  serverErrors?: (error: unknown) => FieldErrors;
  /** Something else is still running: nothing is checked or sent (the form's own uploads always count). */
  waiting?: boolean;
};

/** A save's toasts from the area's texts: created or updated, or saveFailed with the reason. */
export function saveToasts(toasts: { created: string; updated: string; saveFailed: string }, editing: boolean) {
  return {
    savedToast: editing ? toasts.updated : toasts.created,
    failedToast: (error: unknown): ToastMessage => ({ title: toasts.saveFailed, description: failureMessage(error) }),
  };
}

/**
 * The values, state and submit flow every admin form shares: validate with the shared schema
 * (`check`; from then on every change is checked again, see `submitted`), focus the first invalid
 * field, send, toast the outcome; a refused save puts the server's errors on their fields.
 */
export function useAdminForm<Values extends object>(initialValues: Values, check: (values: Values) => FieldErrors) {
  const [initial] = useState(initialValues);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  // Which upload fields are still sending a file: until each is done, its address is not known.
  const [uploadingFields, setUploadingFields] = useState<Record<string, boolean>>({});
  const uploading = Object.values(uploadingFields).some(Boolean);
  const uploadHandlers = useRef(new Map<string, (busy: boolean) => void>());
  /** An upload field's onBusyChange (one per field name, the same function on every render). */
  const uploadBusy = (name: string) => {
    let handler = uploadHandlers.current.get(name);
    if (!handler) {
      handler = (busy: boolean) =>
        setUploadingFields((current) => (current[name] === busy ? current : { ...current, [name]: busy }));
      uploadHandlers.current.set(name, handler);
    }
    return handler;
  };

  // Functional: an upload may end while the admin is typing in another field.
  const update = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  const set =
    <Key extends keyof Values>(name: Key) =>
    (value: Values[Key]) =>
      update({ [name]: value } as unknown as Partial<Values>);

  // After the first submit, every change is checked again (the server's own errors stay until then).
  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a change of the values only
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (submitted) setErrors(check(values));
  }, [values]);

  async function submit<Answer>(event: FormEvent<HTMLFormElement>, save: AdminFormSave<Answer>) {
    event.preventDefault();
    // Read now: React clears the event's currentTarget once the handler returns.
    const form = event.currentTarget;
    if (saving || uploading || save.waiting) return;
    setSubmitted(true);
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (save.focusInvalid) save.focusInvalid(found, form);
      else focusFirstInvalid(form);
      return;
    }
    setSaving(true);
    try {
      const answer = await save.send();
      showToast({ title: save.savedToast });
      save.onSaved(answer);
    } catch (error) {
      console.error(`Saving the ${save.noun} failed:`, error);
      const fromServer = (save.serverErrors ?? fieldErrorsOfRefusal)(error);
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        focusFirstInvalid(form);
      }
      showToast({ variant: "destructive", ...save.failedToast(error) });
      // Only a failure hands the form back: a saved form is closed or mounted afresh, and staying
      // disabled until then keeps a second click from sending it twice.
      setSaving(false);
    }
  }

  /**
   * The submit of a form that creates `item` or edits it (saveItem to `paths`), with its area's
   * created/updated/saveFailed toasts; `save` adds or overrides the rest.
   */
  const submitItem = (
    event: FormEvent<HTMLFormElement>,
    item: { id: number } | null,
    write: { paths: ItemPaths; body: unknown; toasts: Parameters<typeof saveToasts>[0] },
    save: Pick<AdminFormSave<unknown>, "onSaved" | "noun"> & Partial<AdminFormSave<unknown>>,
  ) =>
    submit(event, {
      send: () => saveItem(item, write.paths, write.body),
      ...saveToasts(write.toasts, item !== null),
      ...save,
    });

  /** The props each field shares: its name, its error (announced by ARIA), disabled while saving. */
  const field = (name: keyof Values & string) => ({
    name,
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
    isDisabled: saving,
    validationBehavior: "aria" as const,
  });

  /** A TextField's props: the field's, with its value and what a change does. */
  const text = (name: TextKey<Values>) => ({
    ...field(name),
    value: values[name] as string,
    onChange: set(name) as (value: string) => void,
  });

  /** An ImageField's props: a TextField's, and its upload's busy state (the form waits for it). */
  const image = (name: TextKey<Values>) => ({ ...text(name), onBusyChange: uploadBusy(name) });

  /** A RichTextField's props: its HTML, what an edit does, its error, disabled while saving. */
  const richText = (name: TextKey<Values>) => ({
    html: values[name] as string,
    onChange: set(name) as (html: string) => void,
    error: errors[name],
    isDisabled: saving,
  });

  /** A Select's props: the field's, with its value and what a choice does. */
  const choice = (name: TextKey<Values>) => {
    const { validationBehavior: _aria, ...props } = text(name);
    return props;
  };

  return {
    values,
    update,
    set,
    changed: hasChanged(values, initial),
    /** Unsaved: a value changed, or an upload is still running. */
    dirty: uploading || hasChanged(values, initial),
    uploading,
    uploadBusy,
    /** Saving, or waiting for an upload: the submit button is off. */
    busy: saving || uploading,
    /** The form shell's props (FormPanel, DialogForm, FormActions): unsaved, saving, Submit off. */
    shell: { dirty: uploading || hasChanged(values, initial), saving, submitDisabled: saving || uploading },
    errors,
    setErrors,
    /** Shows errors found outside `submit` (the editor page's saves); from then on every change is checked. */
    refuse: (found: FieldErrors) => {
      setSubmitted(true);
      setErrors(found);
    },
    submitted,
    saving,
    submit,
    submitItem,
    field,
    text,
    image,
    richText,
    choice,
  };
}

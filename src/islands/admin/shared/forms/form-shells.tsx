// What holds an admin form: a dialog (Resources, Users) or a panel above the tab's list (Blog Posts,
// Testimonials). Either reports the form's unsaved changes to the dashboard while it is shown
// (./unsaved.ts); the dialog also asks before they are thrown away by closing it.
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { Form } from "react-aria-components";
import { FormDialog } from "../../../../components/ui/FormDialog";
import { dialogTexts } from "./texts";
import { FormActions } from "../ui/admin-ui";
import { useDiscardGuard } from "./discard-guard";
import { useReportUnsaved } from "./unsaved";

/** What a tab gives its form dialog (./editing.ts's useFormDialog): the item, or null for a new one. */
export type DialogFormProps<Item> = {
  isOpen: boolean;
  item: Item | null;
  onSaved: () => void;
  onClose: () => void;
};

type FormShellProps = {
  /** Names the form for the dashboard's unsaved changes; marks it `data-<formId>` when no `dataName`. */
  formId: string;
  title: string;
  /** The item being edited, under the title. */
  subtitle?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form differs from what it was opened with (or an upload is running). */
  dirty: boolean;
  saving: boolean;
  children: ReactNode;
};

/** A dialog form's texts, from its tab's texts.ts: its heading and Submit for a new item and an edit. */
type DialogFormTexts = {
  createHeading: string;
  editHeading: string;
  submitCreate: string;
  submitUpdate: string;
  saving: string;
  cancel: string;
};

/** What heads a form that creates an item or edits one: the edited item's name under the heading. */
export function formHeading(texts: { createHeading: string; editHeading: string }, editedName: string | undefined) {
  return editedName === undefined
    ? { title: texts.createHeading, editing: false }
    : { title: texts.editHeading, subtitle: editedName, editing: true };
}

/**
 * A form in a dialog ('Create New Resource', 'Edit User'…), marked `data-<formId>-dialog`, with
 * Cancel and Submit under the fields. Closing it with unsaved changes asks first. Editing an item
 * when `subtitle` (the item's name) is given; creating one otherwise.
 */
export function DialogForm({
  formId,
  texts,
  subtitle,
  onSubmit,
  dirty,
  saving,
  isOpen,
  onClose,
  width,
  submitDisabled,
  children,
}: Omit<FormShellProps, "title"> & {
  texts: DialogFormTexts;
  isOpen: boolean;
  onClose: () => void;
  width?: string;
  submitDisabled?: boolean;
}) {
  const { title, editing } = formHeading(texts, subtitle);
  const submitLabel = saving ? texts.saving : editing ? texts.submitUpdate : texts.submitCreate;
  const unsaved = isOpen && dirty && !saving;
  useReportUnsaved(formId, unsaved);
  const { guard, dialog } = useDiscardGuard(unsaved);
  return (
    <>
      <FormDialog
        isOpen={isOpen}
        title={title}
        subtitle={subtitle}
        closeLabel={dialogTexts.close}
        onClose={() => guard(onClose)}
        isBusy={saving}
        width={width}
        dataName={`${formId}-dialog`}
      >
        <Form
          onSubmit={onSubmit}
          validationBehavior="aria"
          className="flex flex-col gap-5"
          {...{ [`data-${formId}`]: true }}
        >
          {children}
          <FormActions
            saving={saving}
            submitLabel={submitLabel}
            submitDisabled={submitDisabled}
            cancelLabel={texts.cancel}
            onCancel={() => guard(onClose)}
          />
        </Form>
      </FormDialog>
      {dialog}
    </>
  );
}

/**
 * A form in a panel of its own above the tab's list, marked `data-<dataName>`. When it is mounted
 * to edit an item, it is scrolled into view with its first field (`firstField`) focused. The
 * form's buttons are among its children; `after` follows the form (its dialogs).
 */
export function FormPanel({
  formId,
  dataName,
  title,
  subtitle,
  onSubmit,
  dirty,
  saving,
  editing,
  firstField,
  after,
  children,
}: FormShellProps & { dataName: string; editing: boolean; firstField: string; after?: ReactNode }) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useReportUnsaved(formId, dirty && !saving);

  // The panel is mounted afresh for each item (the tab gives it a new key).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when mounted
  useEffect(() => {
    if (!editing) return;
    formRef.current?.parentElement?.scrollIntoView({ block: "start", behavior: "smooth" });
    formRef.current?.querySelector<HTMLInputElement>(`input[name="${firstField}"]`)?.focus({ preventScroll: true });
  }, []);

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border bg-surface p-5 shadow-sm sm:p-7">
      <h2 id={headingId} className="font-heading text-2xl font-semibold tracking-tight text-fg">
        {title}
      </h2>
      {subtitle ? <p className="mt-1 text-sm text-muted">{subtitle}</p> : null}
      <Form
        ref={formRef}
        onSubmit={onSubmit}
        validationBehavior="aria"
        className="mt-6 flex flex-col gap-5"
        {...{ [`data-${dataName}`]: true }}
      >
        {children}
      </Form>
      {after}
    </section>
  );
}

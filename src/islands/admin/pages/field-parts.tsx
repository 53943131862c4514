// The parts every field of the Pages tab's form shares (./SchemaForm.tsx, ./ListField.tsx): the
// form's context (its errors, the page's defaults, how to change the document, the status line and
// where focus goes next), a field's error that belongs to no input, and a field's own buttons with
// Reset to default.
import { createContext, useContext } from "react";
import { Button } from "react-aria-components";
import { iconRefresh, SvgIcon } from "../../../components/Icon";
import { smallButton } from "../shared/ui/admin-ui";
import { type FieldNode, type FieldPath, pathName, sameValue, valueAt } from "./schema-fields";
import { pagesTexts as texts } from "./texts";

/** What every field of the form reaches: the errors, the defaults, and how to change the document. */
export type SchemaFormContext = {
  /** The first message of each invalid field, by its path ("faqs.2.answer"), or of its list ("faqs"). */
  errors: Readonly<Record<string, string>>;
  /** The page's default document, which "Reset to default" puts back. */
  defaults: unknown;
  /** Sets the value at `path`. */
  set: (path: FieldPath, value: unknown) => void;
  /** Says `text` to a screen reader (the form's status line). */
  announce: (text: string) => void;
  /** Focuses the element `selector` finds in the form once the change is drawn. */
  focusAfterUpdate: (selector: string) => void;
};

const Context = createContext<SchemaFormContext | null>(null);
export const SchemaFormProvider = Context.Provider;

export function useSchemaForm(): SchemaFormContext {
  const context = useContext(Context);
  if (!context) throw new Error("A page field is drawn outside its form");
  return context;
}

export type FieldProps = {
  node: FieldNode;
  /** Where the field is in the document. */
  path: FieldPath;
  /** Its key in the group it is in: what names it ("title") and its list's items ("faqs"). */
  fieldKey: string;
  /** Its name as shown; `labelOf(fieldKey)` unless given (a list's item: "Question 2"). */
  label?: string;
  value: unknown;
  /** Buttons drawn with the field (a list item's Move up, Move down, Remove). */
  actions?: React.ReactNode;
};

/** The first control of the field at `name`: where focus goes when the button pressed is gone. */
export const fieldFocusTarget = (name: string) =>
  ["input", "textarea", "select", "button:not([disabled])"]
    .map((control) => `[data-field="${name}"] ${control}`)
    .join();

/** A field's error that belongs to no input of its own (a list's or a group's). */
export function FieldErrorText({ path }: { path: FieldPath }) {
  const error = useSchemaForm().errors[pathName(path)];
  return error ? <p className="text-sm font-medium text-danger">{error}</p> : null;
}

/** A field's own buttons: those it was given, and Reset to default while it differs from it. */
export function FieldButtons({
  path,
  label,
  value,
  actions,
}: {
  path: FieldPath;
  label: string;
  value: unknown;
  actions?: React.ReactNode;
}) {
  const { defaults, set, announce, focusAfterUpdate } = useSchemaForm();
  const fallback = valueAt(defaults, path);
  const resettable = fallback !== undefined && !sameValue(fallback, value);
  if (!resettable && !actions) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {actions}
      {resettable ? (
        <Button
          className={smallButton}
          aria-label={texts.resetLabel(label)}
          data-reset={pathName(path)}
          onPress={() => {
            set(path, structuredClone(fallback));
            announce(texts.resetDone(label));
            // The button goes once the field is its default again: focus stays with the field.
            focusAfterUpdate(fieldFocusTarget(pathName(path)));
          }}
        >
          <SvgIcon drawing={iconRefresh} className="h-4 w-4" />
          {texts.reset}
        </Button>
      ) : null}
    </div>
  );
}

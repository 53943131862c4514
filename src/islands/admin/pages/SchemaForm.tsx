// The Pages tab's one form for every page document (docs/product.md#admin-pages): drawn from the
// page's schema as ./schema-fields.ts reads it, so the seven pages and the shared facts need no form
// of their own. A line is a text field, a paragraph a text area, a choice a select, a group a
// fieldset, a list its items with Move up, Move down and Remove and an Add button under them
// (./ListField.tsx). A field that differs from the page's default has "Reset to default", which
// puts the default's value back in the form (saved with the next draft, like any edit).
//
// Each part is memoised on its value: typing in one field redraws that field and the groups above
// it, not the whole page (the terms page has hundreds of fields).
import { memo, type ReactNode } from "react";
import { Button } from "react-aria-components";
import { Select } from "../../../components/ui/Select";
import { TextField } from "../../../components/ui/TextField";
import { smallButton } from "../shared/ui/admin-ui";
import { FieldButtons, FieldErrorText, type FieldProps, fieldFocusTarget, useSchemaForm } from "./field-parts";
import { ListField } from "./ListField";
import { blankValue, type FieldNode, pathName, valueAt } from "./schema-fields";
import { choiceLabels, fieldHelp, itemNounOf, labelOf, optionLabelOf, pagesTexts as texts } from "./texts";

const groupClass = "flex min-w-0 flex-col gap-4 rounded-lg border border-border p-4";
const legendClass = "px-1 text-sm font-semibold text-fg";

/**
 * Whether a field may skip redrawing: the same part of the schema at the same place with the same
 * value. A list's item always redraws, since its buttons depend on its place and the list's length.
 */
function sameFieldProps(before: FieldProps, after: FieldProps): boolean {
  return (
    before.node === after.node &&
    before.value === after.value &&
    before.label === after.label &&
    before.fieldKey === after.fieldKey &&
    pathName(before.path) === pathName(after.path) &&
    !before.actions &&
    !after.actions
  );
}

/** One field of the document, whatever its kind. */
export const Field = memo(function Field({ node, path, fieldKey, label, value, actions }: FieldProps) {
  const shown = label ?? labelOf(fieldKey);
  switch (node.kind) {
    case "fixed":
      return null;
    case "text":
    case "year":
      return <TextLeaf node={node} path={path} fieldKey={fieldKey} label={shown} value={value} actions={actions} />;
    case "choice":
      return (
        <ChoiceLeaf
          options={node.options}
          path={path}
          label={label ?? choiceLabels[fieldKey] ?? shown}
          value={value}
          actions={actions}
        />
      );
    case "list":
      return <ListField node={node} path={path} fieldKey={fieldKey} label={shown} value={value} Item={Field} />;
    case "optional":
      return <OptionalGroup node={node} path={path} fieldKey={fieldKey} label={shown} value={value} />;
    case "group":
    case "tuple":
      return (
        <fieldset className={groupClass} data-field={pathName(path)}>
          <legend className={legendClass}>{shown}</legend>
          <GroupFields node={node} path={path} fieldKey={fieldKey} value={value} />
          <FieldErrorText path={path} />
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </fieldset>
      );
  }
}, sameFieldProps);

/** A group's fields, or a tuple's items, one under the other. */
function GroupFields({ node, path, fieldKey, value }: Omit<FieldProps, "label" | "actions">) {
  if (node.kind === "tuple") {
    return node.items.map((item, index) => (
      <Field
        // A tuple's items are fixed in number and place.
        // biome-ignore lint/suspicious/noArrayIndexKey: the position is the item's identity
        key={index}
        node={item}
        path={[...path, index]}
        fieldKey={fieldKey}
        label={texts.list.item(itemNounOf(fieldKey), index + 1)}
        value={valueAt(value, [index])}
      />
    ));
  }
  if (node.kind !== "group") return null;
  return node.fields.map(([key, field]) => (
    <Field key={key} node={field} path={[...path, key]} fieldKey={key} value={valueAt(value, [key])} />
  ));
}

/** The whole document: each top-level field a section of its own. */
export function DocumentFields({ node, value }: { node: FieldNode; value: unknown }) {
  if (node.kind !== "group") return null;
  return (
    <div className="flex flex-col gap-6">
      {node.fields.map(([key, field]) => (
        <Field key={key} node={field} path={[key]} fieldKey={key} value={valueAt(value, [key])} />
      ))}
    </div>
  );
}

/** A line, a paragraph or a year; empty is null where the schema allows none. */
function TextLeaf({
  node,
  path,
  fieldKey,
  label,
  value,
  actions,
}: FieldProps & { node: Extract<FieldNode, { kind: "text" | "year" }>; label: string }) {
  const { set } = useSchemaForm();
  const text = value === null || value === undefined ? "" : String(value);
  const change = (typed: string) => {
    if (node.nullable && typed.trim() === "") set(path, null);
    // A year is a number; anything else stays as typed, for the schema to refuse ("Please enter a year").
    else if (node.kind === "year") set(path, /^\d{1,4}$/.test(typed.trim()) ? Number(typed.trim()) : typed);
    else set(path, typed);
  };
  return (
    <Leaf path={path} label={label} value={value} actions={actions}>
      {(field) => (
        <TextField
          {...field}
          value={text}
          onChange={change}
          rows={node.kind === "text" && node.multiline ? 3 : undefined}
          inputMode={node.kind === "year" ? "numeric" : undefined}
          description={fieldHelp[fieldKey] ?? (node.nullable ? texts.noValue : undefined)}
        />
      )}
    </Leaf>
  );
}

/** One of a fixed set of values (an icon, a service, a credential's group). */
function ChoiceLeaf({
  options,
  path,
  label,
  value,
  actions,
}: Omit<FieldProps, "node" | "fieldKey"> & { options: readonly string[]; label: string }) {
  const { set } = useSchemaForm();
  return (
    <Leaf path={path} label={label} value={value} actions={actions}>
      {(field) => (
        <Select
          // The native control: a page has dozens of these, and it needs no popover of its own.
          native
          {...field}
          options={options.map((option) => ({ value: option, label: optionLabelOf(option) }))}
          placeholder={texts.chooseOption}
          value={typeof value === "string" ? value : ""}
          onChange={(chosen) => set(path, chosen)}
        />
      )}
    </Leaf>
  );
}

/**
 * A leaf's field with its buttons (FieldButtons) below; `field` gets the props the field takes from
 * its place: its label, its name and its error.
 */
function Leaf({
  path,
  label,
  value,
  actions,
  children: field,
}: Omit<FieldProps, "node" | "fieldKey"> & {
  label: string;
  children: (props: { label: string; name: string; isInvalid: boolean; errorMessage: string | undefined }) => ReactNode;
}) {
  const name = pathName(path);
  const error = useSchemaForm().errors[name];
  return (
    <div className="flex flex-col gap-2" data-field={name}>
      {field({ label, name, isInvalid: error !== undefined, errorMessage: error })}
      <FieldButtons path={path} label={label} value={value} actions={actions} />
    </div>
  );
}

/** A group the page may go without: Add puts a blank one in, Remove takes it out. */
function OptionalGroup({
  node,
  path,
  fieldKey,
  label,
  value,
}: FieldProps & { node: Extract<FieldNode, { kind: "optional" }>; label: string }) {
  const { set, focusAfterUpdate, announce } = useSchemaForm();
  const name = pathName(path);
  if (value === undefined) {
    return (
      <div data-field={name}>
        <Button
          className={smallButton}
          onPress={() => {
            set(path, blankValue(node.inner));
            announce(texts.list.added(label));
            focusAfterUpdate(fieldFocusTarget(name));
          }}
        >
          {texts.optional.add(label)}
        </Button>
      </div>
    );
  }
  return (
    <Field
      node={node.inner}
      path={path}
      fieldKey={fieldKey}
      label={label}
      value={value}
      actions={
        <Button
          className={`${smallButton} text-danger`}
          onPress={() => {
            set(path, undefined);
            announce(texts.optional.removed(label));
            focusAfterUpdate(fieldFocusTarget(name));
          }}
        >
          {texts.optional.remove(label)}
        </Button>
      }
    />
  );
}

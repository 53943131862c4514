// A list of a page document (docs/product.md#admin-pages): its items one under the other, each with
// Move up, Move down and Remove, then "Add …" and, while the list differs from the page's default,
// Reset to default. Every change is said on the form's status line ("Question 3 moved up: now
// Question 2 of 5."), and focus follows the item moved (or goes to the next one when an item is
// removed, to the new item's first field when one is added), so the keyboard never loses its place.
import type { ComponentType } from "react";
import { Button } from "react-aria-components";
import { iconPlus, iconTrash, SvgIcon } from "../../../components/Icon";
import { smallButton } from "../shared/ui/admin-ui";
import { blankValue, type FieldNode, type FieldPath, moved, pathName } from "./schema-fields";
import { FieldButtons, FieldErrorText, type FieldProps, fieldFocusTarget, useSchemaForm } from "./field-parts";
import { itemNounOf, pagesTexts } from "./texts";

const texts = pagesTexts.list;

type ListFieldProps = {
  node: Extract<FieldNode, { kind: "list" }>;
  path: FieldPath;
  fieldKey: string;
  label: string;
  value: unknown;
  /** Draws an item: the form's Field (given, since the form is what imports this file). */
  Item: ComponentType<FieldProps>;
};

/** The button of item `index` of the list `listName` that does `action`. */
const itemAction = (listName: string, index: number, action: "up" | "down" | "remove") =>
  `[data-item-action="${listName}.${index}:${action}"]`;

export function ListField({ node, path, fieldKey, label, value, Item }: ListFieldProps) {
  const { set, announce, focusAfterUpdate } = useSchemaForm();
  const items: readonly unknown[] = Array.isArray(value) ? value : [];
  const name = pathName(path);
  const count = items.length;
  const noun = itemNounOf(fieldKey);
  const itemName = (index: number) => texts.item(noun, index + 1);
  // A list the page may go without is left out when its last item goes (the schema is strict).
  const write = (next: unknown[]) => set(path, node.optional && next.length === 0 ? undefined : next);

  const move = (from: number, to: number) => {
    write(moved(items, from, to));
    const up = to < from;
    announce((up ? texts.movedUp : texts.movedDown)(itemName(from), itemName(to), count));
    // The same button on the item where it now is, unless it cannot go further that way.
    const edge = up ? to === 0 : to === count - 1;
    focusAfterUpdate(itemAction(name, to, up !== edge ? "up" : "down"));
  };

  const remove = (index: number) => {
    write(items.filter((_, at) => at !== index));
    announce(texts.removed(itemName(index), count - 1));
    const next = Math.min(index, count - 2);
    focusAfterUpdate(next >= 0 ? itemAction(name, next, "remove") : `[data-add="${name}"]`);
  };

  const add = () => {
    write([...items, blankValue(node.item)]);
    announce(texts.added(itemName(count)));
    focusAfterUpdate(fieldFocusTarget(`${name}.${count}`));
  };

  const limits = texts.limits(node.min, node.max);
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-border p-4" data-field={name}>
      <legend className="px-1 text-sm font-semibold text-fg">{label}</legend>
      {limits ? <p className="-mt-2 text-xs text-muted">{limits}</p> : null}
      {count > 0 ? (
        <ol className="flex flex-col gap-4">
          {items.map((item, index) => (
            // Items have no identity but their place: a move is a change of the values at two places.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="min-w-0">
              <Item
                node={node.item}
                path={[...path, index]}
                fieldKey={fieldKey}
                label={itemName(index)}
                value={item}
                actions={
                  <ItemButtons
                    listName={name}
                    index={index}
                    itemLabel={itemName(index)}
                    canMoveUp={index > 0}
                    canMoveDown={index < count - 1}
                    canRemove={count > node.min}
                    onMove={(to) => move(index, to)}
                    onRemove={() => remove(index)}
                  />
                }
              />
            </li>
          ))}
        </ol>
      ) : null}
      <FieldErrorText path={path} />
      <FieldButtons
        path={path}
        label={label}
        value={value}
        actions={
          <Button className={smallButton} data-add={name} isDisabled={count >= node.max} onPress={add}>
            <SvgIcon drawing={iconPlus} className="h-4 w-4" />
            {texts.add(noun)}
          </Button>
        }
      />
    </fieldset>
  );
}

function ItemButtons({
  listName,
  index,
  itemLabel,
  canMoveUp,
  canMoveDown,
  canRemove,
  onMove,
  onRemove,
}: {
  listName: string;
  index: number;
  itemLabel: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canRemove: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <>
      <Button
        className={smallButton}
        aria-label={texts.moveUpLabel(itemLabel)}
        data-item-action={`${listName}.${index}:up`}
        isDisabled={!canMoveUp}
        onPress={() => onMove(index - 1)}
      >
        {texts.moveUp}
      </Button>
      <Button
        className={smallButton}
        aria-label={texts.moveDownLabel(itemLabel)}
        data-item-action={`${listName}.${index}:down`}
        isDisabled={!canMoveDown}
        onPress={() => onMove(index + 1)}
      >
        {texts.moveDown}
      </Button>
      <Button
        className={`${smallButton} text-danger`}
        aria-label={texts.removeLabel(itemLabel)}
        data-item-action={`${listName}.${index}:remove`}
        isDisabled={!canRemove}
        onPress={onRemove}
      >
        <SvgIcon drawing={iconTrash} className="h-4 w-4" />
        {texts.remove}
      </Button>
    </>
  );
}

// What the Pages tab's one form renderer (./SchemaForm.tsx) reads from a page's zod schema
// (src/shared/schemas/pages/, docs/product.md#pages-editor): each part of the document as a kind of
// field (a line, a paragraph, a choice, a year, a list, a group), what a new list item starts as,
// and reading and writing a value at a path ("hero.title", "faqs.2.answer") without changing the
// document in place. The schema is the only description of a page's fields, so a field added to a
// schema shows in the editor with no other change (its label is ./texts.ts's, or its key in words).
import type { z } from "zod";

export type FieldPath = readonly (string | number)[];

export type FieldNode =
  | { kind: "text"; multiline: boolean; nullable: boolean }
  | { kind: "year"; nullable: boolean }
  | { kind: "choice"; options: readonly string[] }
  /** A value the firm does not choose (a tuple item's literal id): not shown. */
  | { kind: "fixed"; value: unknown }
  | { kind: "group"; fields: readonly (readonly [string, FieldNode])[] }
  | { kind: "tuple"; items: readonly FieldNode[] }
  | { kind: "list"; item: FieldNode; min: number; max: number; optional: boolean }
  /** A group that may be left out (a service tab's "How it works"). */
  | { kind: "optional"; inner: FieldNode };

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  innerType?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[];
};

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** A text's or a list's fewest and most characters or items, from its checks (`.min()`, `.max()`). */
function lengthLimits(schema: z.ZodType): { min: number; max: number } {
  const limits = { min: 0, max: Number.POSITIVE_INFINITY };
  for (const check of defOf(schema).checks ?? []) {
    const { check: kind, minimum, maximum } = check._zod.def;
    if (kind === "min_length" && minimum !== undefined) limits.min = minimum;
    if (kind === "max_length" && maximum !== undefined) limits.max = maximum;
  }
  return limits;
}

/** A line's longest (fields.ts's `line`): anything longer is a paragraph, shown as a text area. */
const LONGEST_LINE = 200;

/** The field `schema` describes. */
export function describeField(schema: z.ZodType, optional = false): FieldNode {
  const def = defOf(schema);
  switch (def.type) {
    case "string": {
      const { max } = lengthLimits(schema);
      return { kind: "text", multiline: Number.isFinite(max) && max > LONGEST_LINE, nullable: false };
    }
    case "number":
      return { kind: "year", nullable: false };
    case "enum":
      return { kind: "choice", options: Object.values(def.entries ?? {}) };
    case "literal":
      return { kind: "fixed", value: def.values?.[0] };
    case "object":
      return {
        kind: "group",
        fields: Object.entries(def.shape ?? {}).map(([key, field]) => [key, describeField(field)] as const),
      };
    case "tuple":
      return { kind: "tuple", items: (def.items ?? []).map((item) => describeField(item)) };
    case "array": {
      const { min, max } = lengthLimits(schema);
      return { kind: "list", item: describeField(def.element!), min: optional ? 0 : min, max, optional };
    }
    case "nullable": {
      const inner = describeField(def.innerType!);
      return inner.kind === "text" || inner.kind === "year" ? { ...inner, nullable: true } : inner;
    }
    case "optional": {
      const inner = describeField(def.innerType!, true);
      return inner.kind === "list" ? inner : { kind: "optional", inner };
    }
    default:
      throw new Error(`The pages editor has no field for a schema of type "${def.type}"`);
  }
}

/** What a new item of a list, or a group added where there was none, starts as. */
export function blankValue(node: FieldNode): unknown {
  switch (node.kind) {
    case "text":
      return node.nullable ? null : "";
    case "year":
      return null;
    case "choice":
      return node.options[0];
    case "fixed":
      return node.value;
    case "group":
      return Object.fromEntries(node.fields.map(([key, field]) => [key, blankValue(field)]));
    case "tuple":
      return node.items.map(blankValue);
    case "list":
      return node.optional ? undefined : Array.from({ length: node.min }, () => blankValue(node.item));
    case "optional":
      return undefined;
  }
}

/** The value at `path` in `document`; undefined where there is none. */
export function valueAt(document: unknown, path: FieldPath): unknown {
  let value = document;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** `document` with `value` at `path`: a copy of each group and list on the way, the rest shared. */
export function withValueAt<T>(document: T, path: FieldPath, value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path;
  const inner = withValueAt(valueAt(document, [key!]), rest, value);
  if (Array.isArray(document)) {
    const copy = [...document];
    copy[key as number] = inner;
    return copy as T;
  }
  const copy = { ...(document as Record<string, unknown>) };
  // A field left out (an optional group removed) is absent, not undefined: the schema is strict.
  if (inner === undefined) delete copy[key as string];
  else copy[key as string] = inner;
  return copy as T;
}

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

/** Whether two documents (or parts) hold the same values. */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A path as the API and the errors name it: "faqs.2.answer". */
export const pathName = (path: FieldPath) => path.join(".");

/**
 * Each invalid field's first message by its full path ("faqs.2.answer"), as the form marks them;
 * {} when the document is valid.
 */
export function documentErrors(schema: z.ZodType, document: unknown): Record<string, string> {
  const checked = schema.safeParse(document);
  const errors: Record<string, string> = {};
  if (checked.success) return errors;
  for (const issue of checked.error.issues) errors[pathName(issue.path as FieldPath)] ??= issue.message;
  return errors;
}

// A required HTML field of an item editor (docs/product.md#editor) in the shared rich-text editor:
// the post's Content, the case study's Problem and Approach. Its label names the editor (a
// contenteditable cannot be a <label>'s control) and its error follows it.
import { useId, useState } from "react";
import { RequiredMark } from "../../../../components/ui/field-parts";
import { parseHtml } from "./dom";
import { fromHtml, hasContent, toHtml } from "./html";
import { RichTextEditor } from "./RichTextEditor";
import { emptyDocument } from "./types";

/** HTML as the editor writes it back, so an item opened and left alone is not "changed". */
export function editorHtml(html: string): string {
  const doc = html ? fromHtml(parseHtml(html)) : emptyDocument();
  return hasContent(doc) ? toHtml(doc) : "";
}

export function RichTextField(props: {
  label: string;
  html: string;
  onChange: (html: string) => void;
  error: string | undefined;
  isDisabled: boolean;
  /** The editor's id, for a page that moves focus to it (a fresh one unless given). */
  id?: string;
}) {
  const ids = { field: useId(), label: useId(), error: useId() };
  const id = props.id ?? ids.field;
  // The editor keeps its own document: it is given the opening value once.
  const [initial] = useState(() => (props.html ? fromHtml(parseHtml(props.html)) : emptyDocument()));
  return (
    <div className="flex flex-col gap-1.5">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the editor is focusable itself */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above */}
      <span
        id={ids.label}
        className="text-sm font-semibold text-fg"
        onClick={() => document.getElementById(id)?.focus()}
      >
        {props.label}
        <RequiredMark />
      </span>
      <RichTextEditor
        id={id}
        labelId={ids.label}
        errorId={ids.error}
        initialValue={initial}
        onChange={(doc) => props.onChange(hasContent(doc) ? toHtml(doc) : "")}
        isInvalid={props.error !== undefined}
        isDisabled={props.isDisabled}
      />
      {props.error ? (
        <p id={ids.error} className="text-sm font-medium text-danger">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

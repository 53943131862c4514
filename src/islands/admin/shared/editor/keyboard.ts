// The editor's keyboard shortcuts: the one table of keys (the toolbar's buttons and the shortcut
// list announce them), what a key press while typing runs, and the selection sync that needs.
// Slate learns of selection changes from the DOM a moment later (it throttles selectionchange),
// so a shortcut pressed right after Shift+Arrow must first take the selection the writer sees.
import type { KeyboardEvent as ReactKeyboardEvent } from "react";
import { Range, Transforms } from "slate";
import { ReactEditor } from "slate-react";
import { type BlockFormat, inCodeBlock, toggleBlock, toggleMark } from "./commands";
import type { Mark, PostEditor } from "./types";

type Shortcut = {
  /** For aria-keyshortcuts and the shortcut list. */
  keys: string;
  /** As shown to people. */
  label: string;
  matches: (event: KeyboardEvent | ReactKeyboardEvent) => boolean;
};

const mod = (event: KeyboardEvent | ReactKeyboardEvent) => event.ctrlKey || event.metaKey;
const key =
  (letter: string, shift = false, alt = false): Shortcut["matches"] =>
  (event) =>
    mod(event) && event.shiftKey === shift && event.altKey === alt && event.code === `Key${letter}`;
const digit =
  (n: number, shift: boolean, alt: boolean): Shortcut["matches"] =>
  (event) =>
    mod(event) && event.shiftKey === shift && event.altKey === alt && event.code === `Digit${n}`;

export const SHORTCUTS = {
  bold: { keys: "Control+B Meta+B", label: "Ctrl+B", matches: key("B") },
  italic: { keys: "Control+I Meta+I", label: "Ctrl+I", matches: key("I") },
  underline: { keys: "Control+U Meta+U", label: "Ctrl+U", matches: key("U") },
  code: { keys: "Control+E Meta+E", label: "Ctrl+E", matches: key("E") },
  paragraph: { keys: "Control+Alt+0 Meta+Alt+0", label: "Ctrl+Alt+0", matches: digit(0, false, true) },
  "heading-two": { keys: "Control+Alt+2 Meta+Alt+2", label: "Ctrl+Alt+2", matches: digit(2, false, true) },
  "heading-three": { keys: "Control+Alt+3 Meta+Alt+3", label: "Ctrl+Alt+3", matches: digit(3, false, true) },
  "numbered-list": { keys: "Control+Shift+7 Meta+Shift+7", label: "Ctrl+Shift+7", matches: digit(7, true, false) },
  "bulleted-list": { keys: "Control+Shift+8 Meta+Shift+8", label: "Ctrl+Shift+8", matches: digit(8, true, false) },
  "block-quote": { keys: "Control+Shift+9 Meta+Shift+9", label: "Ctrl+Shift+9", matches: digit(9, true, false) },
  "code-block": { keys: "Control+Alt+C Meta+Alt+C", label: "Ctrl+Alt+C", matches: key("C", false, true) },
  link: { keys: "Control+K Meta+K", label: "Ctrl+K", matches: key("K") },
  undo: { keys: "Control+Z Meta+Z", label: "Ctrl+Z", matches: key("Z") },
  redo: { keys: "Control+Shift+Z Meta+Shift+Z", label: "Ctrl+Shift+Z", matches: key("Z", true) },
} as const satisfies Record<string, Shortcut>;

export const MARK_SHORTCUTS: readonly Mark[] = ["bold", "italic", "underline", "code"];
/** The block types with a toolbar button and a shortcut (a callout is offered by the block menu only). */
export type ToolbarBlockFormat = Exclude<BlockFormat, "callout">;

export const BLOCK_SHORTCUTS: readonly ToolbarBlockFormat[] = [
  "paragraph",
  "heading-two",
  "heading-three",
  "numbered-list",
  "bulleted-list",
  "block-quote",
  "code-block",
];

/** Selects in Slate what the DOM shows selected, while the editor has focus. */
export function syncSelection(editor: PostEditor) {
  if (!ReactEditor.isFocused(editor)) return;
  const dom = window.getSelection();
  if (!dom || dom.rangeCount === 0) return;
  const range = ReactEditor.toSlateRange(editor, dom, { exactMatch: false, suppressThrow: true });
  if (range && !(editor.selection && Range.equals(range, editor.selection))) Transforms.select(editor, range);
}

/** Runs the shortcut a key press names, if any: a mark, a block type, or the link dialog. */
export function handleShortcut(
  editor: PostEditor,
  event: ReactKeyboardEvent<HTMLDivElement>,
  openLinkDialog: () => void,
) {
  const mark = MARK_SHORTCUTS.find((name) => SHORTCUTS[name].matches(event));
  const format = mark ? undefined : BLOCK_SHORTCUTS.find((name) => SHORTCUTS[name].matches(event));
  if (mark || format) {
    event.preventDefault();
    syncSelection(editor);
    if (mark) toggleMark(editor, mark);
    else if (format) toggleBlock(editor, format);
    return;
  }
  if (SHORTCUTS.link.matches(event)) {
    event.preventDefault();
    if (!inCodeBlock(editor)) openLinkDialog();
  }
}

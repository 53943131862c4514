// The blocks the block menu inserts (./BlockMenu.tsx, docs/product.md#admin-blog), and where the
// caret lands after each: somewhere the writer can type at once. A text block (a heading, a list,
// a quote, a callout) is the paragraph the menu was opened at, turned into that block, with the
// caret still in it. A block that cannot be typed into (an image, a divider, a call to action) goes
// above the empty paragraph the menu was opened at, which keeps the caret; anywhere else the caret
// moves to the start of the text block after it, or to a new paragraph there. Left on a void
// block, the caret would swallow what is typed next and Enter would do nothing.
import { Editor, Element, Node, type NodeEntry, Path, Range, Text, Transforms } from "slate";
import { type BlockFormat, currentBlock, ensureSelection, isBlockActive, toggleBlock } from "./commands";
import type { CallToActionElement, DividerElement, EditorElement, ImageElement, PostEditor } from "./types";

/** A paragraph with nothing in it: where the block menu is offered. */
export function isEmptyParagraph(element: EditorElement): boolean {
  return (
    element.type === "paragraph" &&
    element.children.length === 1 &&
    Text.isText(element.children[0]) &&
    element.children[0].text === ""
  );
}

/** The empty top-level paragraph the caret is in, if it is in one: where '/' opens the block menu. */
export function emptyParagraphAt(editor: PostEditor): NodeEntry<EditorElement> | undefined {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return undefined;
  const block = currentBlock(editor);
  return block && block[1].length === 1 && isEmptyParagraph(block[0]) ? block : undefined;
}

/**
 * The menu closed without a choice: what '/' began is written where it was opened (the '/' and
 * what was typed after it), as if the menu had not been there; nothing when the '/' was taken back.
 */
export function giveBackTyping(editor: PostEditor, at: Range, typed: string, erased: boolean) {
  Transforms.select(editor, at);
  if (!erased) Transforms.insertText(editor, `/${typed}`);
}

/** The text blocks the menu offers: the paragraph it was opened at becomes one. */
export type MenuTextBlock = Exclude<BlockFormat, "paragraph" | "code-block">;

/** Turns the block at `at` into `format` (a paragraph becomes a heading, a list item…); the caret stays. */
export function turnInto(editor: PostEditor, format: MenuTextBlock, at: Range | null) {
  if (at) Transforms.select(editor, at);
  ensureSelection(editor);
  // Already that block (a list item asked for its own list): toggling would undo it.
  if (!isBlockActive(editor, format)) toggleBlock(editor, format);
}

/** What an inserted image is: its address, alt text, caption and, when known, its size in pixels. */
export type NewImage = Omit<ImageElement, "type" | "children">;

type VoidBlock = ImageElement | DividerElement | CallToActionElement;

/** Inserts a block the writer cannot type into at `at`, and puts the caret where typing goes on. */
export function insertVoidBlock(editor: PostEditor, block: VoidBlock, at: Range | null) {
  if (at) Transforms.select(editor, at);
  ensureSelection(editor);
  Editor.withoutNormalizing(editor, () => {
    const empty = emptyParagraphAt(editor);
    if (empty) {
      // Above the empty paragraph, whose path moves on by one, and the caret with it.
      Transforms.insertNodes(editor, block, { at: empty[1] });
      return;
    }
    Transforms.insertNodes(editor, block);
    const inserted = Editor.void(editor);
    if (!inserted) return;
    const next = Path.next(inserted[1]);
    const following = Node.has(editor, next) ? Node.get(editor, next) : null;
    if (!(Element.isElement(following) && !editor.isVoid(following))) {
      Transforms.insertNodes(editor, { type: "paragraph", children: [{ text: "" }] }, { at: next });
    }
    Transforms.select(editor, Editor.start(editor, next));
  });
}

export const insertImage = (editor: PostEditor, image: NewImage, at: Range | null) =>
  insertVoidBlock(editor, { type: "image", ...image, children: [{ text: "" }] }, at);

export const insertDivider = (editor: PostEditor, at: Range | null) =>
  insertVoidBlock(editor, { type: "divider", children: [{ text: "" }] }, at);

export const insertCallToAction = (editor: PostEditor, action: { url: string; label: string }, at: Range | null) =>
  insertVoidBlock(editor, { type: "call-to-action", ...action, children: [{ text: "" }] }, at);

// What the blog editor does beyond Slate's defaults: its rules (lists hold list items, code blocks
// hold plain text, a document never ends in an image or other void block), its commands (marks,
// block types, links; the blocks the block menu inserts are in ./blocks.ts), Enter and Backspace
// where a writer expects them, pasted HTML read through ./read-html.ts,
// and typed Markdown openers ("## ", "- ", "1. ", "> ", "``` "). The keyboard shortcuts that run
// these commands are in ./keyboard.ts.
import { Editor, Element, Node, type NodeEntry, Path, Point, Range, Text, Transforms } from "slate";
import { parseHtml } from "./dom";
import { fromHtml } from "./read-html";
import {
  type BlockElement,
  type EditorElement,
  type LinkElement,
  type ListType,
  MARKS,
  type Mark,
  type PostEditor,
  type TextBlockType,
} from "./types";

export type BlockFormat = TextBlockType | "code-block" | ListType;

const LIST_TYPES: readonly string[] = ["bulleted-list", "numbered-list"];
const TEXT_BLOCK_TYPES: readonly string[] = ["paragraph", "heading-two", "heading-three", "block-quote", "callout"];
/** Blocks the writer cannot type into: selected and removed whole. */
const VOID_TYPES: readonly string[] = ["image", "divider", "call-to-action", "kept-html"];

const isElementOf = (node: Node, types: readonly string[]): node is EditorElement =>
  Element.isElement(node) && types.includes(node.type);

/** The lowest block around the selection's start (a paragraph, heading, list item, code block…). */
export function currentBlock(editor: PostEditor): NodeEntry<EditorElement> | undefined {
  if (!editor.selection) return undefined;
  return Editor.above<EditorElement>(editor, {
    at: editor.selection.anchor,
    match: (node) => Element.isElement(node) && Editor.isBlock(editor, node),
    mode: "lowest",
  });
}

export function isBlockActive(editor: PostEditor, format: BlockFormat): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, selection),
    match: (node) => Element.isElement(node) && node.type === format,
  });
  return match !== undefined;
}

export const inCodeBlock = (editor: PostEditor) => isBlockActive(editor, "code-block");

/** Gives the editor a selection (the end of the document) when it has none, so commands apply. */
export function ensureSelection(editor: PostEditor) {
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
}

export function toggleBlock(editor: PostEditor, format: BlockFormat) {
  ensureSelection(editor);
  const active = isBlockActive(editor, format);
  const toList = LIST_TYPES.includes(format);
  Editor.withoutNormalizing(editor, () => {
    Transforms.unwrapNodes(editor, { match: (node) => isElementOf(node, LIST_TYPES), split: true });
    const type = active ? "paragraph" : toList ? "list-item" : format;
    Transforms.setNodes<EditorElement>(editor, { type } as Partial<EditorElement>, {
      match: (node) =>
        Element.isElement(node) &&
        Editor.isBlock(editor, node) &&
        !editor.isVoid(node) &&
        !LIST_TYPES.includes(node.type),
    });
    Transforms.unsetNodes(editor, ["language", "start"], {
      match: (node) => Element.isElement(node) && Editor.isBlock(editor, node) && node.type !== "code-block",
    });
    if (!active && toList) {
      Transforms.wrapNodes(
        editor,
        { type: format as ListType, children: [] },
        { match: (node) => Element.isElement(node) && node.type === "list-item" },
      );
    }
  });
}

export function isMarkActive(editor: PostEditor, mark: Mark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: PostEditor, mark: Mark) {
  ensureSelection(editor);
  if (inCodeBlock(editor)) return;
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

export function activeLink(editor: PostEditor): NodeEntry<LinkElement> | undefined {
  if (!editor.selection) return undefined;
  const [entry] = Editor.nodes<LinkElement>(editor, {
    match: (node) => Element.isElement(node) && node.type === "link",
  });
  return entry;
}

/** Links the selection (or inserts the address as linked text), or changes the link it is in. */
export function setLink(editor: PostEditor, url: string, newTab: boolean, at: Range | null) {
  if (at) Transforms.select(editor, at);
  ensureSelection(editor);
  const existing = activeLink(editor);
  const props = newTab ? { url, newTab: true as const } : { url };
  if (existing) {
    Transforms.setNodes(editor, props, { at: existing[1] });
    if (!newTab) Transforms.unsetNodes(editor, "newTab", { at: existing[1] });
    return;
  }
  if (editor.selection && Range.isCollapsed(editor.selection)) {
    Transforms.insertNodes(editor, { type: "link", ...props, children: [{ text: url }] });
  } else {
    Transforms.wrapNodes(editor, { type: "link", ...props, children: [] }, { split: true });
    Transforms.collapse(editor, { edge: "end" });
  }
}

export function removeLink(editor: PostEditor, at: Range | null) {
  if (at) Transforms.select(editor, at);
  Transforms.unwrapNodes(editor, { match: (node) => Element.isElement(node) && node.type === "link" });
}

// ---- Markdown openers typed at the start of a paragraph ----

const OPENERS: Record<string, BlockFormat> = {
  "##": "heading-two",
  "###": "heading-three",
  "-": "bulleted-list",
  "*": "bulleted-list",
  "+": "bulleted-list",
  "1.": "numbered-list",
  ">": "block-quote",
  "```": "code-block",
};

function applyOpener(editor: PostEditor): boolean {
  const { selection } = editor;
  const block = currentBlock(editor);
  if (!selection || !Range.isCollapsed(selection) || !block || block[0].type !== "paragraph") return false;
  const range = { anchor: selection.anchor, focus: Editor.start(editor, block[1]) };
  const format = OPENERS[Editor.string(editor, range)];
  if (!format) return false;
  Transforms.select(editor, range);
  Transforms.delete(editor);
  toggleBlock(editor, format);
  return true;
}

// ---- The plugin ----

export function withPostEditor(editor: PostEditor): PostEditor {
  const { isInline, isVoid, normalizeNode, insertBreak, deleteBackward, insertData, insertText } = editor;

  editor.isInline = (element) => element.type === "link" || isInline(element);
  editor.isVoid = (element) => VOID_TYPES.includes(element.type) || isVoid(element);

  editor.normalizeNode = (entry, options) => {
    const [node, path] = entry;
    if (Editor.isEditor(node)) {
      // Something to type into after a closing image, divider, call to action or kept block.
      const last = node.children[node.children.length - 1];
      if (last && Element.isElement(last) && editor.isVoid(last)) {
        Transforms.insertNodes(editor, { type: "paragraph", children: [{ text: "" }] }, { at: [node.children.length] });
        return;
      }
    } else if (Element.isElement(node)) {
      if (LIST_TYPES.includes(node.type)) {
        for (const [child, childPath] of Node.children(editor, path)) {
          if (Text.isText(child)) {
            Transforms.wrapNodes(editor, { type: "list-item", children: [] }, { at: childPath });
            return;
          }
          if (Element.isElement(child) && child.type !== "list-item") {
            if (TEXT_BLOCK_TYPES.includes(child.type))
              Transforms.setNodes(editor, { type: "list-item" }, { at: childPath });
            else Transforms.liftNodes(editor, { at: childPath });
            return;
          }
        }
        if (node.children.length === 0) {
          Transforms.removeNodes(editor, { at: path });
          return;
        }
      }
      if (node.type === "list-item" && path.length > 0) {
        const parent = Node.parent(editor, path);
        if (!(Element.isElement(parent) && LIST_TYPES.includes(parent.type))) {
          Transforms.wrapNodes(editor, { type: "bulleted-list", children: [] }, { at: path });
          return;
        }
      }
      if (node.type === "code-block") {
        for (const [child, childPath] of Node.children(editor, path)) {
          if (Element.isElement(child)) {
            Transforms.unwrapNodes(editor, { at: childPath });
            return;
          }
          if (MARKS.some((mark) => child[mark])) {
            Transforms.unsetNodes(editor, [...MARKS], { at: childPath });
            return;
          }
        }
      }
      if (node.type === "link" && Node.string(node) === "") {
        Transforms.removeNodes(editor, { at: path });
        return;
      }
    }
    normalizeNode(entry, options);
  };

  editor.insertBreak = () => {
    const block = currentBlock(editor);
    const { selection } = editor;
    if (!block || !selection) return insertBreak();
    const [node, path] = block;
    const atEnd = Range.isCollapsed(selection) && Editor.isEnd(editor, selection.anchor, path);
    if (node.type === "code-block") {
      // Enter on an empty last line leaves the code block; elsewhere it is a new line of code.
      if (atEnd && Node.string(node).endsWith("\n")) {
        Editor.withoutNormalizing(editor, () => {
          Transforms.delete(editor, { unit: "character", reverse: true });
          Transforms.insertNodes(
            editor,
            { type: "paragraph", children: [{ text: "" }] },
            { at: Path.next(path), select: true },
          );
        });
        return;
      }
      editor.insertText("\n");
      return;
    }
    // Enter in an empty list item, quote or callout ends the list, quote or callout.
    if (["list-item", "block-quote", "callout"].includes(node.type) && Node.string(node) === "") {
      if (node.type === "block-quote" || node.type === "callout") toggleBlock(editor, node.type);
      else {
        const parent = Node.parent(editor, path);
        toggleBlock(
          editor,
          Element.isElement(parent) && parent.type === "numbered-list" ? "numbered-list" : "bulleted-list",
        );
      }
      return;
    }
    // After a heading or a callout comes a paragraph (Shift+Enter breaks a line inside a callout).
    if ((node.type === "heading-two" || node.type === "heading-three" || node.type === "callout") && atEnd) {
      Transforms.insertNodes(
        editor,
        { type: "paragraph", children: [{ text: "" }] },
        { at: Path.next(path), select: true },
      );
      return;
    }
    insertBreak();
  };

  editor.insertSoftBreak = () => editor.insertText("\n");

  editor.deleteBackward = (unit) => {
    const { selection } = editor;
    const block = currentBlock(editor);
    if (selection && Range.isCollapsed(selection) && block) {
      const [node, path] = block;
      // Backspace at the start of a heading, quote, callout, code block or list item first makes it a paragraph.
      if (
        node.type !== "paragraph" &&
        !editor.isVoid(node) &&
        Point.equals(selection.anchor, Editor.start(editor, path))
      ) {
        if (node.type === "list-item") {
          const parent = Node.parent(editor, path);
          toggleBlock(
            editor,
            Element.isElement(parent) && parent.type === "numbered-list" ? "numbered-list" : "bulleted-list",
          );
        } else {
          toggleBlock(editor, node.type as BlockFormat);
        }
        return;
      }
    }
    deleteBackward(unit);
  };

  editor.insertText = (text) => {
    if (text === " " && applyOpener(editor)) return;
    insertText(text);
  };

  editor.insertData = (data) => {
    if (inCodeBlock(editor)) {
      const text = data.getData("text/plain");
      if (text) {
        editor.insertText(text.replace(/\r\n?/g, "\n"));
        return;
      }
    }
    const html = data.getData("text/html");
    // Slate's own fragments (copied inside the editor) are read by Slate, exactly.
    if (html && !data.types.includes("application/x-slate-fragment")) {
      const blocks: BlockElement[] = fromHtml(parseHtml(html));
      Transforms.insertFragment(editor, blocks);
      return;
    }
    insertData(data);
  };

  return editor;
}

// The block menu's transforms (./blocks.ts) on a real Slate editor with the post editor's plugin:
// each block is inserted where the menu was opened, and the caret then lands where typing goes on
// (never on a block that cannot be typed into), so the next keystrokes become text of the post.
import { describe, expect, test } from "bun:test";
import { createEditor, Editor, Element, type Path, Transforms } from "slate";
import { withHistory } from "slate-history";
import { withReact } from "slate-react";
import {
  emptyParagraphAt,
  giveBackTyping,
  insertCallToAction,
  insertDivider,
  insertImage,
  type MenuTextBlock,
  turnInto,
} from "./blocks";
import { withPostEditor } from "./commands";
import { toHtml } from "./write-html";
import type { BlockElement, EditorElement, PostEditor } from "./types";

const paragraph = (text: string): BlockElement => ({ type: "paragraph", children: [{ text }] });

function editorWith(blocks: BlockElement[], caret: Path, offset = 0): PostEditor {
  const editor = withPostEditor(withHistory(withReact(createEditor())));
  editor.children = blocks;
  Transforms.select(editor, { path: caret, offset });
  return editor;
}

const caretAt = (editor: PostEditor) =>
  editor.selection && { path: editor.selection.anchor.path, offset: editor.selection.anchor.offset };

/** Types as the writer would, at the caret, and answers the document's HTML. */
function typeAndWrite(editor: PostEditor, text: string): string {
  editor.insertText(text);
  return toHtml(editor.children as BlockElement[]);
}

/** The block the caret is in, which must be one the writer can type into. */
function blockAtCaret(editor: PostEditor) {
  const entry = Editor.above<EditorElement>(editor, {
    match: (node) => Element.isElement(node) && Editor.isBlock(editor, node),
  });
  if (!entry) throw new Error("no block at the caret");
  expect(editor.isVoid(entry[0])).toBe(false);
  return entry[0];
}

describe("where the menu opens", () => {
  test("an empty top-level paragraph with the caret in it, and nowhere else", () => {
    expect(emptyParagraphAt(editorWith([paragraph("a"), paragraph("")], [1, 0]))?.[1]).toEqual([1]);
    expect(emptyParagraphAt(editorWith([paragraph("a")], [0, 0], 1))).toBeUndefined();
    expect(emptyParagraphAt(editorWith([{ type: "heading-two", children: [{ text: "" }] }], [0, 0]))).toBeUndefined();
    const list: BlockElement = { type: "bulleted-list", children: [{ type: "list-item", children: [{ text: "" }] }] };
    expect(emptyParagraphAt(editorWith([list], [0, 0, 0]))).toBeUndefined();
  });
});

describe("the menu closed without a choice", () => {
  test("gives back the '/' and what followed it where it was opened, or nothing once the '/' was taken back", () => {
    const editor = editorWith([paragraph(""), paragraph("Other")], [1, 0], 2);
    const at = { anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 0], offset: 0 } };
    giveBackTyping(editor, at, "and/or", false);
    expect(typeAndWrite(editor, " more")).toBe("<p>/and/or more</p><p>Other</p>");
    const erased = editorWith([paragraph(""), paragraph("Other")], [1, 0], 2);
    giveBackTyping(erased, at, "", true);
    expect(caretAt(erased)).toEqual({ path: [0, 0], offset: 0 });
    expect(toHtml(erased.children as BlockElement[])).toBe("<p>Other</p>");
  });
});

describe("a text block: the paragraph becomes it, and the caret stays in it", () => {
  test.each([
    ["heading-two", "<h2>Typed</h2>"],
    ["heading-three", "<h3>Typed</h3>"],
    ["bulleted-list", "<ul><li>Typed</li></ul>"],
    ["numbered-list", "<ol><li>Typed</li></ol>"],
    ["block-quote", "<blockquote>Typed</blockquote>"],
    ["callout", '<aside class="callout">Typed</aside>'],
  ] as [MenuTextBlock, string][])("%s", (format, html) => {
    const editor = editorWith([paragraph("Before"), paragraph(""), paragraph("After")], [1, 0]);
    turnInto(editor, format, editor.selection);
    blockAtCaret(editor);
    expect(typeAndWrite(editor, "Typed")).toBe(`<p>Before</p>${html}<p>After</p>`);
  });

  test("a list item asked for its own list stays one", () => {
    const list: BlockElement = { type: "bulleted-list", children: [{ type: "list-item", children: [{ text: "x" }] }] };
    const editor = editorWith([list], [0, 0, 0]);
    turnInto(editor, "bulleted-list", editor.selection);
    expect(toHtml(editor.children as BlockElement[])).toBe("<ul><li>x</li></ul>");
  });
});

describe("a block that cannot be typed into", () => {
  test("opened at an empty paragraph, it goes above it, and the caret stays in the paragraph", () => {
    const editor = editorWith([paragraph("Before"), paragraph(""), paragraph("After")], [1, 0]);
    insertDivider(editor, editor.selection);
    expect(caretAt(editor)).toEqual({ path: [2, 0], offset: 0 });
    expect(typeAndWrite(editor, "Typed")).toBe("<p>Before</p><hr /><p>Typed</p><p>After</p>");
  });

  test("at the end of the document, a paragraph follows it for the caret", () => {
    const editor = editorWith([paragraph("Last words")], [0, 0], "Last words".length);
    insertCallToAction(editor, { url: "/book", label: "Book a call" }, editor.selection);
    expect(blockAtCaret(editor).type).toBe("paragraph");
    expect(typeAndWrite(editor, "Typed")).toBe(
      '<p>Last words</p><p class="cta"><a href="/book">Book a call</a></p><p>Typed</p>',
    );
  });

  test("before a text block, the caret goes to that block's start", () => {
    const editor = editorWith([paragraph("One"), paragraph("Two")], [0, 0], 3);
    insertImage(editor, { url: "/uploads/a.png", alt: "A", caption: "Fig. 1", width: 8, height: 8 }, editor.selection);
    expect(caretAt(editor)).toEqual({ path: [2, 0], offset: 0 });
    expect(typeAndWrite(editor, "Typed ")).toBe(
      '<p>One</p><figure><img loading="lazy" decoding="async" src="/uploads/a.png" alt="A" width="8" height="8" /><figcaption>Fig. 1</figcaption></figure><p>Typed Two</p>',
    );
  });

  test("the range the menu was opened at wins over a caret moved since", () => {
    const editor = editorWith([paragraph("One"), paragraph("")], [0, 0]);
    const at = { anchor: { path: [1, 0], offset: 0 }, focus: { path: [1, 0], offset: 0 } };
    insertDivider(editor, at);
    expect(toHtml(editor.children as BlockElement[])).toBe("<p>One</p><hr />");
    expect(caretAt(editor)).toEqual({ path: [2, 0], offset: 0 });
  });
});

describe("Enter in a callout", () => {
  test("at its end starts a paragraph; in an empty one, makes it a paragraph", () => {
    const editor = editorWith([{ type: "callout", children: [{ text: "Note" }] }], [0, 0], 4);
    editor.insertBreak();
    expect(blockAtCaret(editor).type).toBe("paragraph");
    const empty = editorWith([{ type: "callout", children: [{ text: "" }] }], [0, 0]);
    empty.insertBreak();
    expect(empty.children).toEqual([paragraph("")]);
  });
});

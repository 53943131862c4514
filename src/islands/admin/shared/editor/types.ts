// The blog editor's document model: which Slate elements and text marks exist (paragraphs,
// headings 2–3, bold, italic, underline, inline code, code blocks, links, bulleted and numbered
// lists, quotes, callouts, images by URL with an optional caption, dividers and calls to action).
// Each maps to exactly one HTML form (./html.ts), so a post goes in
// and out of the editor unchanged. Structures the editor cannot edit but a post may hold (tables,
// figures other than a captioned image) are kept as they are in a "kept-html" block.
import type { BaseEditor } from "slate";
import type { HistoryEditor } from "slate-history";
import type { ReactEditor } from "slate-react";

export const MARKS = ["bold", "italic", "underline", "code"] as const;
export type Mark = (typeof MARKS)[number];

export type FormattedText = { text: string } & { [M in Mark]?: true };

export type LinkElement = { type: "link"; url: string; newTab?: true; children: FormattedText[] };
export type InlineNode = FormattedText | LinkElement;

export type TextBlockType = "paragraph" | "heading-two" | "heading-three" | "block-quote" | "callout";
export type TextBlock = { type: TextBlockType; children: InlineNode[] };
type CodeBlockElement = { type: "code-block"; language?: string; children: FormattedText[] };
export type ListItemElement = { type: "list-item"; children: InlineNode[] };
export type ListType = "bulleted-list" | "numbered-list";
export type ListElement = { type: ListType; start?: number; children: ListItemElement[] };
/** An image; its intrinsic size in pixels when known (an upload's, a library image's), so the page reserves its space. */
export type ImageElement = {
  type: "image";
  url: string;
  alt: string;
  width?: number;
  height?: number;
  /** Shown under the image; with one, the image is written as a <figure> with a <figcaption>. */
  caption?: string;
  children: [{ text: "" }];
};
/** A rule between sections (<hr />). */
export type DividerElement = { type: "divider"; children: [{ text: "" }] };
/** A call to action: one link set as a button, to a resource or the booking page (<p class="cta">). */
export type CallToActionElement = { type: "call-to-action"; url: string; label: string; children: [{ text: "" }] };
/** Sanitised HTML of a structure the editor shows but does not edit (a table, a rule, a figure). */
export type KeptHtmlElement = { type: "kept-html"; kind: "table" | "other"; html: string; children: [{ text: "" }] };

export type BlockElement =
  | TextBlock
  | CodeBlockElement
  | ListElement
  | ImageElement
  | DividerElement
  | CallToActionElement
  | KeptHtmlElement;
export type EditorElement = BlockElement | ListItemElement | LinkElement;

export type PostEditor = BaseEditor & ReactEditor & HistoryEditor;

declare module "slate" {
  interface CustomTypes {
    Editor: PostEditor;
    Element: EditorElement;
    Text: FormattedText;
  }
}

/** A document with one empty paragraph: what a new post's editor starts with. */
export function emptyDocument(): BlockElement[] {
  return [{ type: "paragraph", children: [{ text: "" }] }];
}

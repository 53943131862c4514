// What a document says, as plain text: for the word count and read time under the editor, and for
// telling an empty post from one worth publishing.
import type { BlockElement, InlineNode, ListItemElement } from "./types";
import { isText } from "./write-html";

const inlineText = (node: InlineNode): string =>
  isText(node) ? node.text : node.children.map((leaf) => leaf.text).join("");

/** The plain text of a document, one line per block or list item. */
export function plainText(blocks: readonly BlockElement[]): string {
  return blocks
    .map((block) => {
      if (block.type === "image" || block.type === "kept-html") return "";
      if (block.type === "bulleted-list" || block.type === "numbered-list") {
        return block.children.map((item: ListItemElement) => item.children.map(inlineText).join("")).join("\n");
      }
      return (block.children as InlineNode[]).map(inlineText).join("");
    })
    .join("\n");
}

export function countWords(blocks: readonly BlockElement[]): number {
  return plainText(blocks).split(/\s+/).filter(Boolean).length;
}

/** Whether a document has anything to publish: text, an image or a kept structure. */
export function hasContent(blocks: readonly BlockElement[]): boolean {
  return (
    plainText(blocks).trim() !== "" || blocks.some((block) => block.type === "image" || block.type === "kept-html")
  );
}

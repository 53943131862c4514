// What a paste from Microsoft Word needs beyond plain HTML: Word writes a list as paragraphs, each
// carrying `mso-list` in its style and its bullet or number as text marked `mso-list: ignore`.
// Those paragraphs become list items, and adjacent ones of one kind one list.
import { type HtmlElement, type HtmlNode, textContent } from "./html-node";
import type { BlockElement, ListElement, ListType } from "./types";

/** A list read from one Word list paragraph, until it joins its neighbours. */
export type WordListBlock = ListElement & { fromWord: true };

/** The bullet or number Word writes before an item's text (never text of the post). */
export function isWordListMarker(node: HtmlNode): boolean {
  return node.kind === "element" && /mso-list\s*:\s*ignore/i.test(node.attrs.style ?? "");
}

export function isWordListParagraph(node: HtmlNode): boolean {
  return (
    node.kind === "element" &&
    (node.tag === "p" || /^h[1-6]$/.test(node.tag)) &&
    /mso-list\s*:\s*l\d+/i.test(node.attrs.style ?? "")
  );
}

/** A numbered list when the item's marker is a number or letter ("1.", "a)"), else bulleted. */
export function wordListType(paragraph: HtmlElement): ListType {
  const marker = findMarker(paragraph);
  return marker !== null && /^\s*(\d+|[a-z]{1,4})[.)]/i.test(marker) ? "numbered-list" : "bulleted-list";
}

function findMarker(node: HtmlNode): string | null {
  if (node.kind !== "element") return null;
  if (isWordListMarker(node)) return textContent(node);
  for (const child of node.children) {
    const found = findMarker(child);
    if (found !== null) return found;
  }
  return null;
}

/** Adjacent Word list paragraphs of one kind become one list. */
export function joinWordLists(blocks: readonly (BlockElement | WordListBlock)[]): BlockElement[] {
  const out: BlockElement[] = [];
  let previousFromWord = false;
  for (const block of blocks) {
    const fromWord = "fromWord" in block;
    const last = out[out.length - 1];
    if (fromWord && previousFromWord && last?.type === block.type) {
      (last as ListElement).children.push(...(block as ListElement).children);
    } else if (fromWord) {
      const { fromWord: _drop, ...list } = block as WordListBlock;
      out.push({ ...list, children: [...list.children] });
    } else {
      out.push(block);
    }
    previousFromWord = fromWord;
  }
  return out;
}

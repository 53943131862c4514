// Reading the text inside a block: leaves with their marks and links, in the shape Slate keeps
// them. Forgiving, for posts and for paste from word processors: <b>, <i>, <ins>, <kbd> and styled
// spans (font-weight, font-style, text-decoration) become marks; fonts, colours and classes are
// dropped; a link whose address is not allowed (javascript:, //host) keeps its text only.
import { isAllowedLink } from "../../../../shared/post-html-rules";
import { DROPPED, type HtmlElement, type HtmlNode } from "./html-node";
import type { FormattedText, InlineNode, LinkElement, Mark } from "./types";
import { MARKS } from "./types";
import { isWordListMarker } from "./word-paste";
import { isText } from "./write-html";

export type Marks = Partial<Record<Mark, boolean>>;

function styleOf(node: HtmlElement): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of (node.attrs.style ?? "").split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    style[declaration.slice(0, colon).trim().toLowerCase()] = declaration
      .slice(colon + 1)
      .trim()
      .toLowerCase();
  }
  return style;
}

/** The marks an element sets or clears, by tag and by inline style (word processors use both). */
export function marksOf(node: HtmlElement, inherited: Marks): Marks {
  const marks = { ...inherited };
  switch (node.tag) {
    case "strong":
    case "b":
      marks.bold = true;
      break;
    case "em":
    case "i":
    case "cite":
    case "dfn":
      marks.italic = true;
      break;
    case "u":
    case "ins":
      marks.underline = true;
      break;
    case "code":
    case "kbd":
    case "samp":
    case "tt":
      marks.code = true;
      break;
  }
  const style = styleOf(node);
  const weight = style["font-weight"];
  if (weight !== undefined) {
    const numeric = Number(weight);
    if (weight === "bold" || weight === "bolder" || numeric >= 600) marks.bold = true;
    else if (weight === "normal" || weight === "lighter" || (numeric > 0 && numeric < 600)) marks.bold = false;
  }
  const fontStyle = style["font-style"];
  if (fontStyle === "italic" || fontStyle === "oblique") marks.italic = true;
  else if (fontStyle === "normal") marks.italic = false;
  const decoration = style["text-decoration-line"] ?? style["text-decoration"];
  if (decoration !== undefined) {
    if (decoration.includes("underline")) marks.underline = true;
    else if (decoration.includes("none")) marks.underline = false;
  }
  return marks;
}

/** Collects the inline content of nodes as text leaves and links, with their marks. */
class InlineCollector {
  readonly nodes: InlineNode[] = [];

  add(nodes: readonly HtmlNode[], marks: Marks, inLink: boolean) {
    for (const node of nodes) this.addOne(node, marks, inLink);
  }

  private text(text: string, marks: Marks) {
    if (text === "") return;
    const leaf: FormattedText = { text };
    for (const mark of MARKS) if (marks[mark]) leaf[mark] = true;
    this.nodes.push(leaf);
  }

  private addOne(node: HtmlNode, marks: Marks, inLink: boolean) {
    if (node.kind === "text") {
      this.text(node.text.replace(/[ \t\n\r\f]+/g, " "), marks);
      return;
    }
    if (DROPPED.has(node.tag) || isWordListMarker(node) || node.tag === "img") return;
    if (node.tag === "br") {
      this.text("\n", marks);
      return;
    }
    const own = marksOf(node, marks);
    // Inside a link, underlining is the link's look, not a mark the author chose.
    if (inLink) own.underline = false;
    const href = node.attrs.href?.trim();
    if (node.tag === "a" && !inLink && href && isAllowedLink(href)) {
      const inner = new InlineCollector();
      inner.add(node.children, { ...own, underline: false }, true);
      const children = normaliseLeaves(inner.nodes.filter(isText));
      if (children.some((leaf) => leaf.text !== "")) {
        const link: LinkElement = { type: "link", url: href, children };
        if (node.attrs.target === "_blank") link.newTab = true;
        this.nodes.push(link);
      }
      return;
    }
    this.add(node.children, own, inLink);
  }
}

const sameMarks = (a: FormattedText, b: FormattedText) => MARKS.every((mark) => a[mark] === b[mark]);

/** Adjacent leaves with the same marks merged, empty ones dropped; at least one leaf. */
function normaliseLeaves(leaves: readonly FormattedText[]): FormattedText[] {
  const out: FormattedText[] = [];
  for (const leaf of leaves) {
    if (leaf.text === "") continue;
    const last = out[out.length - 1];
    if (last && sameMarks(last, leaf)) out[out.length - 1] = { ...last, text: last.text + leaf.text };
    else out.push({ ...leaf });
  }
  return out.length > 0 ? out : [{ text: "" }];
}

/**
 * Inline nodes in the shape Slate keeps them: merged leaves, collapsed spaces trimmed at the ends of
 * the block and around line breaks, and a text leaf before, between and after links.
 */
export function normaliseInlines(nodes: readonly InlineNode[]): InlineNode[] {
  // Trim the block's ends and the spaces beside line breaks, across leaf and link boundaries.
  const leaves: FormattedText[] = [];
  for (const node of nodes) leaves.push(...(isText(node) ? [node] : node.children));
  const flat = leaves.map((leaf) => leaf.text).join("");
  const keep = new Array<boolean>(flat.length).fill(true);
  for (let i = 0; i < flat.length && (flat[i] === " " || flat[i] === "\n"); i++) keep[i] = false;
  for (let i = flat.length - 1; i >= 0 && (flat[i] === " " || flat[i] === "\n"); i--) keep[i] = false;
  for (let i = 0; i < flat.length; i++) {
    if (flat[i] !== " ") continue;
    if (flat[i - 1] === " " || flat[i - 1] === "\n" || flat[i + 1] === "\n") keep[i] = false;
  }
  let offset = 0;
  const trim = (leaf: FormattedText): FormattedText => {
    let text = "";
    for (let k = 0; k < leaf.text.length; k++, offset++) if (keep[offset]) text += leaf.text[k];
    return { ...leaf, text };
  };
  const trimmed = nodes.map((node) => (isText(node) ? trim(node) : { ...node, children: node.children.map(trim) }));

  const out: InlineNode[] = [];
  let run: FormattedText[] = [];
  for (const node of trimmed) {
    if (isText(node)) {
      run.push(node);
      continue;
    }
    const children = normaliseLeaves(node.children);
    if (children.every((leaf) => leaf.text === "")) continue;
    out.push(...normaliseLeaves(run), { ...node, children });
    run = [];
  }
  out.push(...normaliseLeaves(run));
  return out;
}

/** The inline content of nodes, normalised. */
export function inlinesOf(nodes: readonly HtmlNode[], marks: Marks = {}): InlineNode[] {
  const collector = new InlineCollector();
  collector.add(nodes, marks, false);
  return normaliseInlines(collector.nodes);
}

/** Whether inline content holds no text worth a block. */
export const isEmpty = (inlines: readonly InlineNode[]) =>
  inlines.every((node) => (isText(node) ? node.text.trim() === "" : false));

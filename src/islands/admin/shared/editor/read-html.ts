// The reader: a post's HTML, or what was pasted, as an editor document (blocks of ./types.ts).
//
// Reading is forgiving, for posts and for paste from word processors: h1 reads as a level-2
// heading and h4–h6 as level 3; <div>s and other containers are looked through; nested lists are
// flattened; images inside text become blocks after it; Word's list paragraphs become list items
// (./word-paste.ts) and Google Docs' bold wrapper is looked through. The editor's own forms of a
// callout (<aside class="callout">), a call to action (<p class="cta"> around one link), a divider
// (<hr>) and a captioned image (<figure> of one <img> and a plain-text <figcaption>) are read back as
// those blocks; tables and other figures are kept as sanitised HTML (./kept-html.ts); the text
// inside blocks is read by ./read-inlines.ts.
import { isAllowedImage, isAllowedLink } from "../../../../shared/post-html-rules";
import { DROPPED, type HtmlElement, type HtmlNode, textContent } from "./html-node";
import { KEPT_STRUCTURES, keptHtml } from "./kept-html";
import { inlinesOf, isEmpty, type Marks, marksOf, normaliseInlines } from "./read-inlines";
import type {
  BlockElement,
  CallToActionElement,
  ImageElement,
  InlineNode,
  ListItemElement,
  TextBlock,
  TextBlockType,
} from "./types";
import { pixelsOf } from "./write-html";
import { isWordListParagraph, joinWordLists, type WordListBlock, wordListType } from "./word-paste";

/** Containers that are looked through: their blocks are read, their loose text becomes paragraphs. */
const CONTAINERS = new Set([
  "html",
  "body",
  "div",
  "section",
  "article",
  "main",
  "header",
  "footer",
  "aside",
  "nav",
  "center",
  "address",
  "details",
  "summary",
  "dl",
  "dd",
  "dt",
  "form",
  "fieldset",
]);

const BLOCK_TAGS = new Set([
  ...CONTAINERS,
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "pre",
  "ul",
  "ol",
  "li",
  "table",
  "hr",
  "figure",
  "img",
]);

const hasClass = (node: HtmlElement, name: string) => (node.attrs.class ?? "").split(/\s+/).includes(name);

function hasBlockChild(node: HtmlElement): boolean {
  return node.children.some((child) => child.kind === "element" && (BLOCK_TAGS.has(child.tag) || hasBlockChild(child)));
}

class BlockCollector {
  readonly blocks: (BlockElement | WordListBlock)[] = [];
  private loose: HtmlNode[] = [];

  constructor(private readonly marks: Marks = {}) {}

  private flush() {
    if (this.loose.length === 0) return;
    const inlines = inlinesOf(this.loose, this.marks);
    this.loose = [];
    if (!isEmpty(inlines)) this.blocks.push({ type: "paragraph", children: inlines });
  }

  private textBlock(type: TextBlockType, nodes: readonly HtmlNode[], marks: Marks = this.marks) {
    const children = inlinesOf(nodes, marks);
    if (!isEmpty(children)) this.blocks.push({ type, children });
  }

  add(nodes: readonly HtmlNode[]) {
    for (const node of nodes) this.addOne(node);
    this.flush();
  }

  private nested(nodes: readonly HtmlNode[], marks: Marks = this.marks): (BlockElement | WordListBlock)[] {
    const inner = new BlockCollector(marks);
    inner.add(nodes);
    return inner.blocks;
  }

  private addOne(node: HtmlNode) {
    if (node.kind === "text") {
      this.loose.push(node);
      return;
    }
    const { tag } = node;
    if (DROPPED.has(tag)) return;
    if (isWordListParagraph(node)) {
      this.flush();
      const children = inlinesOf(node.children, this.marks);
      if (!isEmpty(children)) {
        this.blocks.push({ type: wordListType(node), fromWord: true, children: [{ type: "list-item", children }] });
      }
      return;
    }
    if (!BLOCK_TAGS.has(tag)) {
      // An inline element; Google Docs wraps the whole paste in a <b> that holds blocks.
      if (hasBlockChild(node)) {
        this.flush();
        this.blocks.push(...this.nested(node.children, marksOf(node, this.marks)));
        return;
      }
      this.loose.push(node);
      return;
    }
    this.flush();
    switch (tag) {
      case "p": {
        const action = hasClass(node, "cta") ? callToActionOf(node) : null;
        if (action) this.blocks.push(action);
        else if (hasBlockChild(node)) this.blocks.push(...this.nested(node.children));
        else this.textBlock("paragraph", node.children);
        return;
      }
      case "aside":
        // The editor's callout; any other aside is a container, looked through below.
        if (hasClass(node, "callout")) {
          this.quoteLike(node, "callout");
          return;
        }
        break;
      case "hr":
        this.blocks.push({ type: "divider", children: [{ text: "" }] });
        return;
      case "figure": {
        const image = captionedImageOf(node);
        if (image) {
          this.blocks.push(image);
          return;
        }
        break;
      }
      case "h1":
      case "h2":
        this.textBlock("heading-two", node.children);
        return;
      case "h3":
      case "h4":
      case "h5":
      case "h6":
        this.textBlock("heading-three", node.children);
        return;
      case "blockquote":
        this.quoteLike(node, "block-quote");
        return;
      case "pre":
        this.pre(node);
        return;
      case "ul":
      case "ol":
        this.list(node);
        return;
      case "li":
        // A list item outside a list: a one-item bulleted list.
        this.list({ kind: "element", tag: "ul", attrs: {}, children: [node] });
        return;
      case "img": {
        const image = imageOf(node);
        if (image) this.blocks.push(image);
        return;
      }
    }
    if (KEPT_STRUCTURES.has(tag)) {
      const html = keptHtml(node);
      if (html !== "")
        this.blocks.push({
          type: "kept-html",
          kind: tag === "table" ? "table" : "other",
          html,
          children: [{ text: "" }],
        });
      return;
    }
    // A container: look through it.
    this.blocks.push(...this.nested(node.children));
  }

  /** A quote or a callout: its paragraphs become blocks of that type, other blocks stay as they are. */
  private quoteLike(node: HtmlElement, type: "block-quote" | "callout") {
    if (!hasBlockChild(node)) {
      this.textBlock(type, node.children);
      return;
    }
    for (const block of this.nested(node.children)) {
      this.blocks.push(block.type === "paragraph" ? { type, children: block.children } : block);
    }
  }

  private pre(node: HtmlElement) {
    const code = node.children.find((child) => child.kind === "element" && child.tag === "code");
    const language =
      code?.kind === "element"
        ? /(?:^|\s)language-([a-z0-9+#-]+)/i.exec(code.attrs.class ?? "")?.[1]?.toLowerCase()
        : undefined;
    const text = textContent(node).replace(/\r\n?/g, "\n").replace(/^\n/, "");
    if (text.trim() === "") return;
    this.blocks.push({ type: "code-block", ...(language ? { language } : {}), children: [{ text }] });
  }

  private list(node: HtmlElement) {
    const type = node.tag === "ol" ? "numbered-list" : "bulleted-list";
    const start = node.tag === "ol" && /^\d{1,6}$/.test(node.attrs.start ?? "") ? Number(node.attrs.start) : undefined;
    const items: ListItemElement[] = [];
    const after: (BlockElement | WordListBlock)[] = [];
    const addItems = (children: readonly HtmlNode[]) => {
      for (const child of children) {
        if (child.kind !== "element" || child.tag !== "li") {
          // Stray content between items (a nested list written without its <li>) joins the list.
          if (child.kind === "element" && (child.tag === "ul" || child.tag === "ol")) addItems(child.children);
          continue;
        }
        // An item's own text; its nested lists are flattened into this list after it.
        const own: HtmlNode[] = [];
        const nestedLists: HtmlNode[] = [];
        for (const part of child.children) {
          if (part.kind === "element" && (part.tag === "ul" || part.tag === "ol")) nestedLists.push(part);
          else own.push(part);
        }
        const blocks = this.nested(own);
        const inlines: InlineNode[] = [];
        for (const block of blocks) {
          if (block.type === "image" || block.type === "kept-html" || block.type === "code-block") {
            after.push(block);
            continue;
          }
          const parts: InlineNode[] =
            block.type === "bulleted-list" || block.type === "numbered-list"
              ? block.children.flatMap((item) => item.children)
              : (block as TextBlock).children;
          if (inlines.length > 0) inlines.push({ text: "\n" });
          inlines.push(...parts);
        }
        const children = normaliseInlines(inlines);
        if (!isEmpty(children)) items.push({ type: "list-item", children });
        for (const nestedList of nestedLists) if (nestedList.kind === "element") addItems(nestedList.children);
      }
    };
    addItems(node.children);
    if (items.length > 0)
      this.blocks.push({ type, ...(start !== undefined && start !== 1 ? { start } : {}), children: items });
    this.blocks.push(...after);
  }
}

function imageOf(node: HtmlElement): ImageElement | null {
  const url = node.attrs.src?.trim() ?? "";
  if (!isAllowedImage(url)) return null;
  const image: ImageElement = { type: "image", url, alt: node.attrs.alt ?? "", children: [{ text: "" }] };
  // The size is kept only as a pair of whole pixels, as the sanitiser keeps it.
  const width = pixelsOf(node.attrs.width);
  const height = pixelsOf(node.attrs.height);
  if (width !== undefined && height !== undefined) Object.assign(image, { width, height });
  return image;
}

/** A <p class="cta"> as a call to action: its one link's address and text, when both are usable. */
function callToActionOf(node: HtmlElement): CallToActionElement | null {
  const links = node.children.filter((child) => child.kind === "element" && child.tag === "a");
  const [link] = links;
  if (links.length !== 1 || link?.kind !== "element") return null;
  const url = link.attrs.href?.trim() ?? "";
  const label = textContent(link).replace(/\s+/g, " ").trim();
  if (!isAllowedLink(url) || label === "") return null;
  return { type: "call-to-action", url, label, children: [{ text: "" }] };
}

/** A <figure> of one image and a plain-text caption, as the editor writes it; anything else is kept. */
function captionedImageOf(node: HtmlElement): ImageElement | null {
  const parts = node.children.filter((child) => child.kind === "element" || child.text.trim() !== "");
  const [img, caption] = parts;
  if (parts.length !== 2 || img?.kind !== "element" || img.tag !== "img") return null;
  if (caption?.kind !== "element" || caption.tag !== "figcaption") return null;
  if (caption.children.some((child) => child.kind === "element")) return null;
  const image = imageOf(img);
  const text = textContent(caption).replace(/\s+/g, " ").trim();
  return image && text !== "" ? { ...image, caption: text } : null;
}

/** Images inside text are lifted out as blocks of their own, after the text around them. */
function liftImages(nodes: readonly HtmlNode[]): HtmlNode[] {
  return nodes.map((node) => {
    if (node.kind !== "element" || node.tag === "pre" || KEPT_STRUCTURES.has(node.tag)) return node;
    const children = liftImages(node.children);
    const inlineContainer = ["p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "blockquote"].includes(node.tag);
    if (!inlineContainer) return { ...node, children };
    const images: HtmlNode[] = [];
    const collect = (list: readonly HtmlNode[]): HtmlNode[] =>
      list.flatMap((child): HtmlNode[] => {
        if (child.kind !== "element") return [child];
        if (child.tag === "img") {
          images.push(child);
          return [];
        }
        if (KEPT_STRUCTURES.has(child.tag)) return [child];
        return [{ ...child, children: collect(child.children) }];
      });
    const kept = collect(children);
    if (images.length === 0) return { ...node, children };
    // The images follow their block, as blocks of their own.
    return {
      kind: "element",
      tag: "div",
      attrs: {},
      children: [{ ...node, children: kept }, ...images],
    } satisfies HtmlNode;
  });
}

/** The document for a post's HTML (or a paste); never empty. */
export function fromHtml(nodes: readonly HtmlNode[]): BlockElement[] {
  const collector = new BlockCollector();
  collector.add(liftImages(nodes));
  const blocks = joinWordLists(collector.blocks);
  return blocks.length > 0 ? blocks : [{ type: "paragraph", children: [{ text: "" }] }];
}

// HTML in and out of the blog editor. `toHtml` writes a document as the HTML the server stores, in
// the exact form the server's sanitiser (src/services/post-html.ts) writes it, so a saved post
// comes back byte for byte; `fromHtml` reads a post, or what was pasted, back into the document.
//
// One HTML form per element: <p>, <h2>, <h3>, <blockquote> (several adjacent quote blocks share one
// blockquote as paragraphs), <pre><code class="language-…">, <ul>/<ol start> with <li>, <img>,
// <a href> (target=_blank kept), and marks as <strong>, <em>, <u>, <code>, nested in that order; a
// line break inside a block is <br />. Empty blocks are not written.
//
// Reading is forgiving, for posts and for paste from word processors: <b>, <i>, <ins>, <kbd> and
// styled spans (font-weight, font-style, text-decoration) become marks; h1 reads as a level-2
// heading and h4–h6 as level 3; <div>s and other containers are looked through; nested lists are
// flattened; Word's list paragraphs (mso-list) become list items; classes, styles, fonts, colours
// and Google Docs' bold wrapper are dropped. Tables, rules and figures are kept as sanitised HTML.
// Addresses that are not allowed (javascript:, //host, data:) lose their link or image.
//
// The input is a plain tree (HtmlNode), so the same reader runs on the browser's DOMParser
// (./dom.ts) and in unit tests on any HTML parser.
import type {
  BlockElement,
  FormattedText,
  ImageElement,
  InlineNode,
  KeptHtmlElement,
  LinkElement,
  ListElement,
  ListItemElement,
  Mark,
  TextBlock,
  TextBlockType,
} from "./types";

export type HtmlNode =
  | { kind: "text"; text: string }
  | { kind: "element"; tag: string; attrs: Readonly<Record<string, string>>; children: readonly HtmlNode[] };

// ---------------------------------------------------------------------------------------------
// Addresses

/** A link address the site allows: http(s), mailto, tel, a path on this site or an in-page anchor. */
export function isAllowedLink(value: string): boolean {
  const url = value.trim();
  if (url === "" || /[\s<>"]/.test(url)) return false;
  if (url.startsWith("#")) return url.length > 1;
  if (url.startsWith("/")) return !url.startsWith("//") && !url.startsWith("/\\");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === "mailto" || scheme === "tel") return url.length > scheme.length + 1;
  if (scheme === "http" || scheme === "https") return isHttpAddress(url);
  return false;
}

/** An image address the site allows: an absolute http(s) URL or a path on this site. */
export function isAllowedImage(value: string): boolean {
  const url = value.trim();
  if (url === "" || /[\s<>"]/.test(url)) return false;
  if (url.startsWith("/")) return !url.startsWith("//") && !url.startsWith("/\\");
  return isHttpAddress(url);
}

function isHttpAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Writing

const MARK_TAGS: readonly [Mark, string][] = [
  ["bold", "strong"],
  ["italic", "em"],
  ["underline", "u"],
  ["code", "code"],
];

/** Text as sanitize-html escapes it. */
export function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, "&quot;");
}

const isText = (node: InlineNode): node is FormattedText => !("type" in node);

/** Leaves with their marks nested in a fixed order, each mark open as long as the run keeps it. */
function writeRun(leaves: readonly FormattedText[], markIndex = 0): string {
  if (markIndex === MARK_TAGS.length) {
    return leaves.map((leaf) => escapeText(leaf.text).replace(/\n/g, "<br />")).join("");
  }
  const [mark, tag] = MARK_TAGS[markIndex]!;
  let html = "";
  let start = 0;
  while (start < leaves.length) {
    const has = leaves[start]![mark] === true;
    let end = start + 1;
    while (end < leaves.length && (leaves[end]![mark] === true) === has) end++;
    const inner = writeRun(leaves.slice(start, end), markIndex + 1);
    html += has && inner !== "" ? `<${tag}>${inner}</${tag}>` : inner;
    start = end;
  }
  return html;
}

function writeInlines(nodes: readonly InlineNode[]): string {
  let html = "";
  let run: FormattedText[] = [];
  const flush = () => {
    html += writeRun(run.filter((leaf) => leaf.text !== ""));
    run = [];
  };
  for (const node of nodes) {
    if (isText(node)) {
      run.push(node);
      continue;
    }
    flush();
    const inner = writeRun(node.children.filter((leaf) => leaf.text !== ""));
    if (inner === "") continue;
    const target = node.newTab ? ' target="_blank" rel="noopener noreferrer"' : "";
    html += `<a href="${escapeAttribute(node.url)}"${target}>${inner}</a>`;
  }
  flush();
  return html;
}

const TEXT_BLOCK_TAGS: Record<Exclude<TextBlockType, "block-quote">, string> = {
  paragraph: "p",
  "heading-two": "h2",
  "heading-three": "h3",
};

export function writeImage(url: string, alt: string): string {
  return `<img loading="lazy" decoding="async" src="${escapeAttribute(url)}" alt="${escapeAttribute(alt)}" />`;
}

/** The document as the HTML the server stores. */
export function toHtml(blocks: readonly BlockElement[]): string {
  let html = "";
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index]!;
    switch (block.type) {
      case "paragraph":
      case "heading-two":
      case "heading-three": {
        const inner = writeInlines(block.children);
        if (inner.trim() !== "") html += `<${TEXT_BLOCK_TAGS[block.type]}>${inner}</${TEXT_BLOCK_TAGS[block.type]}>`;
        break;
      }
      case "block-quote": {
        const quotes: string[] = [];
        let last = index;
        for (let next = index; next < blocks.length && blocks[next]!.type === "block-quote"; next++) {
          const inner = writeInlines((blocks[next] as TextBlock).children);
          if (inner.trim() !== "") quotes.push(inner);
          last = next;
        }
        index = last;
        if (quotes.length === 1) html += `<blockquote>${quotes[0]}</blockquote>`;
        else if (quotes.length > 1) html += `<blockquote>${quotes.map((q) => `<p>${q}</p>`).join("")}</blockquote>`;
        break;
      }
      case "code-block": {
        const text = block.children.map((leaf) => leaf.text).join("");
        if (text === "") break;
        const language = block.language ? ` class="language-${escapeAttribute(block.language)}"` : "";
        html += `<pre><code${language}>${escapeText(text)}</code></pre>`;
        break;
      }
      case "bulleted-list":
      case "numbered-list": {
        const items = block.children.map((item) => writeInlines(item.children)).filter((inner) => inner.trim() !== "");
        if (items.length === 0) break;
        const tag = block.type === "bulleted-list" ? "ul" : "ol";
        const start =
          block.type === "numbered-list" && block.start !== undefined && block.start !== 1
            ? ` start="${block.start}"`
            : "";
        html += `<${tag}${start}>${items.map((inner) => `<li>${inner}</li>`).join("")}</${tag}>`;
        break;
      }
      case "image":
        html += writeImage(block.url, block.alt);
        break;
      case "kept-html":
        html += block.html;
        break;
    }
  }
  return html;
}

// ---------------------------------------------------------------------------------------------
// Reading

type Marks = Partial<Record<Mark, boolean>>;

/** Elements whose content is never text of the post. */
const DROPPED = new Set([
  "script",
  "style",
  "head",
  "title",
  "meta",
  "link",
  "template",
  "noscript",
  "iframe",
  "object",
  "embed",
  "svg",
  "math",
  "textarea",
  "select",
  "option",
  "button",
  "input",
  "canvas",
  "video",
  "audio",
  "xml",
]);

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

const KEPT = new Set(["table", "hr", "figure"]);

function styleOf(node: HtmlNode): Record<string, string> {
  if (node.kind !== "element") return {};
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
function marksOf(node: HtmlNode & { kind: "element" }, inherited: Marks): Marks {
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

function isWordListMarker(node: HtmlNode): boolean {
  return node.kind === "element" && /mso-list\s*:\s*ignore/i.test(node.attrs.style ?? "");
}

function isWordListParagraph(node: HtmlNode): boolean {
  return (
    node.kind === "element" &&
    (node.tag === "p" || /^h[1-6]$/.test(node.tag)) &&
    /mso-list\s*:\s*l\d+/i.test(node.attrs.style ?? "")
  );
}

function textContent(node: HtmlNode): string {
  if (node.kind === "text") return node.text;
  if (node.tag === "br") return "\n";
  if (DROPPED.has(node.tag)) return "";
  return node.children.map(textContent).join("");
}

function hasBlockChild(node: HtmlNode & { kind: "element" }): boolean {
  return node.children.some((child) => child.kind === "element" && (BLOCK_TAGS.has(child.tag) || hasBlockChild(child)));
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
    for (const [mark] of MARK_TAGS) if (marks[mark]) leaf[mark] = true;
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

const sameMarks = (a: FormattedText, b: FormattedText) => MARK_TAGS.every(([mark]) => a[mark] === b[mark]);

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
function normaliseInlines(nodes: readonly InlineNode[]): InlineNode[] {
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

function inlinesOf(nodes: readonly HtmlNode[], marks: Marks = {}): InlineNode[] {
  const collector = new InlineCollector();
  collector.add(nodes, marks, false);
  return normaliseInlines(collector.nodes);
}

const isEmpty = (inlines: readonly InlineNode[]) =>
  inlines.every((node) => (isText(node) ? node.text.trim() === "" : false));

// ---- Sanitised HTML of kept structures (tables, rules, figures) ----

const KEPT_TAGS = new Set([
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "hr",
  "figure",
  "figcaption",
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "code",
  "a",
  "ul",
  "ol",
  "li",
  "sub",
  "sup",
  "s",
  "del",
  "ins",
  "mark",
  "small",
]);
const VOID_TAGS = new Set(["br", "hr"]);

function keptHtml(node: HtmlNode): string {
  if (node.kind === "text") return escapeText(node.text);
  if (DROPPED.has(node.tag)) return "";
  if (node.tag === "img") {
    const src = node.attrs.src?.trim() ?? "";
    return isAllowedImage(src) ? writeImage(src, node.attrs.alt ?? "") : "";
  }
  const inner = node.children.map(keptHtml).join("");
  if (!KEPT_TAGS.has(node.tag)) return inner;
  const attrs: string[] = [];
  const keepAttr = (name: string, pattern: RegExp) => {
    const value = node.attrs[name];
    if (value !== undefined && pattern.test(value)) attrs.push(` ${name}="${escapeAttribute(value)}"`);
  };
  if (node.tag === "th") {
    keepAttr("colspan", /^\d{1,3}$/);
    keepAttr("rowspan", /^\d{1,3}$/);
    keepAttr("scope", /^(row|col|rowgroup|colgroup)$/);
  } else if (node.tag === "td") {
    keepAttr("colspan", /^\d{1,3}$/);
    keepAttr("rowspan", /^\d{1,3}$/);
  } else if (node.tag === "ol") {
    keepAttr("start", /^\d{1,6}$/);
  } else if (node.tag === "a") {
    const href = node.attrs.href?.trim();
    if (!href || !isAllowedLink(href)) return inner;
    attrs.push(` href="${escapeAttribute(href)}"`);
  }
  if (VOID_TAGS.has(node.tag)) return `<${node.tag}${attrs.join("")} />`;
  return `<${node.tag}${attrs.join("")}>${inner}</${node.tag}>`;
}

// ---- Blocks ----

type WordListBlock = ListElement & { fromWord: true };

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
      const marker = findWordMarker(node);
      const ordered = marker !== null && /^\s*(\d+|[a-z]{1,4})[.)]/i.test(marker);
      const children = inlinesOf(node.children, this.marks);
      if (!isEmpty(children)) {
        this.blocks.push({
          type: ordered ? "numbered-list" : "bulleted-list",
          fromWord: true,
          children: [{ type: "list-item", children }],
        });
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
      case "p":
        if (hasBlockChild(node)) this.blocks.push(...this.nested(node.children));
        else this.textBlock("paragraph", node.children);
        return;
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
        this.blockquote(node);
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
    if (KEPT.has(tag)) {
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

  private blockquote(node: HtmlNode & { kind: "element" }) {
    if (!hasBlockChild(node)) {
      this.textBlock("block-quote", node.children);
      return;
    }
    for (const block of this.nested(node.children)) {
      this.blocks.push(block.type === "paragraph" ? { type: "block-quote", children: block.children } : block);
    }
  }

  private pre(node: HtmlNode & { kind: "element" }) {
    const code = node.children.find((child) => child.kind === "element" && child.tag === "code");
    const language =
      code?.kind === "element"
        ? /(?:^|\s)language-([a-z0-9+#-]+)/i.exec(code.attrs.class ?? "")?.[1]?.toLowerCase()
        : undefined;
    const text = textContent(node).replace(/\r\n?/g, "\n").replace(/^\n/, "");
    if (text.trim() === "") return;
    this.blocks.push({ type: "code-block", ...(language ? { language } : {}), children: [{ text }] });
  }

  private list(node: HtmlNode & { kind: "element" }) {
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

function findWordMarker(node: HtmlNode): string | null {
  if (node.kind !== "element") return null;
  if (isWordListMarker(node)) return textContent(node);
  for (const child of node.children) {
    const found = findWordMarker(child);
    if (found !== null) return found;
  }
  return null;
}

function imageOf(node: HtmlNode & { kind: "element" }): ImageElement | null {
  const url = node.attrs.src?.trim() ?? "";
  if (!isAllowedImage(url)) return null;
  return { type: "image", url, alt: node.attrs.alt ?? "", children: [{ text: "" }] };
}

/** Images inside text are lifted out as blocks of their own, after the text around them. */
function liftImages(nodes: readonly HtmlNode[]): HtmlNode[] {
  return nodes.map((node) => {
    if (node.kind !== "element" || node.tag === "pre" || KEPT.has(node.tag)) return node;
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
        if (KEPT.has(child.tag)) return [child];
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

/** Adjacent Word list paragraphs of one kind become one list. */
function joinWordLists(blocks: readonly (BlockElement | WordListBlock)[]): BlockElement[] {
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

/** The document for a post's HTML (or a paste); never empty. */
export function fromHtml(nodes: readonly HtmlNode[]): BlockElement[] {
  const collector = new BlockCollector();
  collector.add(liftImages(nodes));
  const blocks = joinWordLists(collector.blocks);
  return blocks.length > 0 ? blocks : [{ type: "paragraph", children: [{ text: "" }] }];
}

/** The plain text of a document, for counting words and telling an empty post. */
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

const inlineText = (node: InlineNode): string =>
  isText(node) ? node.text : node.children.map((leaf) => leaf.text).join("");

/** Whether a document has anything to publish: text, an image or a kept structure. */
export function hasContent(blocks: readonly BlockElement[]): boolean {
  return (
    plainText(blocks).trim() !== "" || blocks.some((block) => block.type === "image" || block.type === "kept-html")
  );
}

export type { KeptHtmlElement };

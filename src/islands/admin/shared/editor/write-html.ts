// The writer: an editor document as the HTML the server stores, in the exact form the server's
// sanitiser (src/services/post-html.ts) writes it, so a saved post comes back byte for byte.
//
// One HTML form per element: <p>, <h2>, <h3>, <blockquote> (several adjacent quote blocks share one
// blockquote as paragraphs), <aside class="callout">, <pre><code class="language-…">, <ul>/<ol start>
// with <li>, <img> (with width and height when known; in a <figure> with its <figcaption> when it has
// a caption), <hr />, <p class="cta"><a href> for a call to action, <a href> (target=_blank kept), and marks as <strong>, <em>, <u>, <code>, nested in that order; a
// line break inside a block is <br />. Empty blocks are not written.
import type { BlockElement, FormattedText, InlineNode, Mark, TextBlock, TextBlockType } from "./types";

/** Each mark's tag, in the order marks nest. */
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

export const isText = (node: InlineNode): node is FormattedText => !("type" in node);

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

/** Each text block's opening tag and its closing tag (a quote is written apart: adjacent ones join). */
const TEXT_BLOCK_TAGS: Record<Exclude<TextBlockType, "block-quote">, [string, string]> = {
  paragraph: ["<p>", "</p>"],
  "heading-two": ["<h2>", "</h2>"],
  "heading-three": ["<h3>", "</h3>"],
  callout: ['<aside class="callout">', "</aside>"],
};

/** An image as the sanitiser writes it: its size last, and only as whole pixels. */
export function writeImage(url: string, alt: string, width?: number, height?: number): string {
  const size = isPixels(width) && isPixels(height) ? ` width="${width}" height="${height}"` : "";
  return `<img loading="lazy" decoding="async" src="${escapeAttribute(url)}" alt="${escapeAttribute(alt)}"${size} />`;
}

/** A size the sanitiser keeps (src/services/post-html.ts: one to four digits). */
function isPixels(value: number | undefined): value is number {
  return value !== undefined && Number.isInteger(value) && value > 0 && value <= 9999;
}

/** An HTML width or height attribute as pixels, when the sanitiser would keep it. */
export function pixelsOf(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,4}$/.test(value)) return undefined;
  const pixels = Number(value);
  return isPixels(pixels) ? pixels : undefined;
}

/** The document as the HTML the server stores. */
export function toHtml(blocks: readonly BlockElement[]): string {
  let html = "";
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index]!;
    switch (block.type) {
      case "paragraph":
      case "heading-two":
      case "heading-three":
      case "callout": {
        const inner = writeInlines(block.children);
        const [open, close] = TEXT_BLOCK_TAGS[block.type];
        if (inner.trim() !== "") html += `${open}${inner}${close}`;
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
      case "image": {
        const image = writeImage(block.url, block.alt, block.width, block.height);
        const caption = block.caption?.trim();
        html += caption ? `<figure>${image}<figcaption>${escapeText(caption)}</figcaption></figure>` : image;
        break;
      }
      case "divider":
        html += "<hr />";
        break;
      case "call-to-action":
        if (block.label.trim() !== "")
          html += `<p class="cta"><a href="${escapeAttribute(block.url)}">${escapeText(block.label.trim())}</a></p>`;
        break;
      case "kept-html":
        html += block.html;
        break;
    }
  }
  return html;
}

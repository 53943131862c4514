// The structures a post may hold that the editor shows but does not edit (tables, figures),
// kept as HTML under the server's allow-list (src/shared/post-html-rules.ts): its tags, addresses
// checked the same way, escaped text. Of the attributes the list allows, only the few with one
// well-formed spelling are written back, so a kept structure has one form and the server's
// sanitiser keeps it byte for byte. The editor shows that HTML as it is (./render-element.tsx).
import { isAllowedImage, isAllowedLink, POST_ATTRIBUTES, POST_TAGS } from "../../../../shared/post-html-rules";
import { DROPPED, type HtmlNode } from "./html-node";
import { escapeAttribute, escapeText, pixelsOf, writeImage } from "./write-html";

/** The block-level structures kept as HTML (a figure the editor did not write: ./read-html.ts). */
export const KEPT_STRUCTURES = new Set(["table", "figure"]);

const VOID_TAGS = new Set(["br", "hr"]);

/** The attribute values written back; an allowed attribute not named here is dropped. */
const KEPT_VALUES: Record<string, RegExp> = {
  colspan: /^\d{1,3}$/,
  rowspan: /^\d{1,3}$/,
  scope: /^(row|col|rowgroup|colgroup)$/,
  start: /^\d{1,6}$/,
};

export function keptHtml(node: HtmlNode): string {
  if (node.kind === "text") return escapeText(node.text);
  if (DROPPED.has(node.tag)) return "";
  if (node.tag === "img") {
    const src = node.attrs.src?.trim() ?? "";
    return isAllowedImage(src)
      ? writeImage(src, node.attrs.alt ?? "", pixelsOf(node.attrs.width), pixelsOf(node.attrs.height))
      : "";
  }
  const inner = node.children.map(keptHtml).join("");
  if (!POST_TAGS.includes(node.tag)) return inner;
  let attrs = "";
  if (node.tag === "a") {
    const href = node.attrs.href?.trim();
    if (!href || !isAllowedLink(href)) return inner;
    attrs = ` href="${escapeAttribute(href)}"`;
  }
  for (const name of POST_ATTRIBUTES[node.tag] ?? []) {
    const value = node.attrs[name];
    if (value !== undefined && KEPT_VALUES[name]?.test(value)) attrs += ` ${name}="${escapeAttribute(value)}"`;
  }
  if (VOID_TAGS.has(node.tag)) return `<${node.tag}${attrs} />`;
  return `<${node.tag}${attrs}>${inner}</${node.tag}>`;
}

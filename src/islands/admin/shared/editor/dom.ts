// The browser's side of reading HTML into the editor: DOMParser builds an inert document (no
// scripts run, nothing loads), and its body becomes the plain tree ./read-html.ts reads. Comments,
// processing instructions and Word's conditional markers are left out.
import type { HtmlNode } from "./html-node";

export function parseHtml(html: string): HtmlNode[] {
  const doc = new DOMParser().parseFromString(html, "text/html");
  return convert(doc.body.childNodes);
}

function convert(nodes: NodeListOf<ChildNode>): HtmlNode[] {
  const out: HtmlNode[] = [];
  for (const node of nodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      out.push({ kind: "text", text: node.textContent ?? "" });
    } else if (node.nodeType === Node.ELEMENT_NODE) {
      const element = node as Element;
      const attrs: Record<string, string> = {};
      for (const attr of element.attributes) attrs[attr.name.toLowerCase()] = attr.value;
      // A <template>'s content is not among its children; it is dropped by the reader anyway.
      out.push({ kind: "element", tag: element.tagName.toLowerCase(), attrs, children: convert(element.childNodes) });
    }
  }
  return out;
}

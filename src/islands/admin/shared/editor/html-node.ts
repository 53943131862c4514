// The plain tree of HTML the editor reads: the browser's DOMParser builds it (./dom.ts), and in
// unit tests any HTML parser does, so one reader runs on both. Also what in such a tree is never
// text of a post, wherever it stands.
export type HtmlNode =
  | { kind: "text"; text: string }
  | { kind: "element"; tag: string; attrs: Readonly<Record<string, string>>; children: readonly HtmlNode[] };

export type HtmlElement = HtmlNode & { kind: "element" };

/** Elements whose content is never text of the post. */
export const DROPPED = new Set([
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

/** The text of a node as it reads, a <br> as a line break. */
export function textContent(node: HtmlNode): string {
  if (node.kind === "text") return node.text;
  if (node.tag === "br") return "\n";
  if (DROPPED.has(node.tag)) return "";
  return node.children.map(textContent).join("");
}

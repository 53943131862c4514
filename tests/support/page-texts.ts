// What a visitor reads on a server-rendered page, as a list: every non-empty run of text inside
// <main>, in document order, with its whitespace collapsed, plus the title and description. Markup
// (classes, icons, wrappers) may change freely without changing this list; any changed word shows.
import { decodeEntities } from "./html";

/** The public pages whose texts the firm edits (docs/product.md#pages-editor). */
export const EDITABLE_PAGE_PATHS = [
  "/",
  "/services",
  "/expertise",
  "/about",
  "/contact",
  "/privacy-policy",
  "/terms",
] as const;

export async function pageTexts(html: string): Promise<string[]> {
  const texts: string[] = [];
  let inMain = 0;
  let current = "";
  const flush = () => {
    const text = decodeEntities(current).replace(/\s+/g, " ").trim();
    if (text) texts.push(text);
    current = "";
  };
  await new HTMLRewriter()
    .on("title", {
      text(chunk) {
        current += chunk.text;
        if (chunk.lastInTextNode) flush();
      },
    })
    .on('meta[name="description"]', {
      element(el) {
        texts.push(decodeEntities(el.getAttribute("content") ?? ""));
      },
    })
    .on("main", {
      element(el) {
        inMain++;
        el.onEndTag(() => {
          inMain--;
        });
      },
    })
    .on("main *", {
      text(chunk) {
        if (!inMain) return;
        current += chunk.text;
        if (chunk.lastInTextNode) flush();
      },
    })
    .transform(new Response(html))
    .text();
  return texts;
}

// Reading a server-rendered page in integration tests: the elements a CSS selector matches, with
// their attributes and text as a browser would show them (React's entities and text separators
// decoded), read with Bun's HTMLRewriter rather than by pattern.

/** Elements matching `selector`: their attributes and their trimmed text (descendants included). */
export async function select(html: string, selector: string) {
  const found: { attrs: Record<string, string>; text: string }[] = [];
  await new HTMLRewriter()
    .on(selector, {
      element(el) {
        const attrs = Object.fromEntries([...el.attributes].map(([name, value]) => [name, decodeEntities(value)]));
        found.push({ attrs, text: "" });
      },
      text(chunk) {
        const last = found[found.length - 1];
        if (last) last.text += chunk.text;
      },
    })
    .transform(new Response(html))
    .text();
  return found.map((item) => ({ ...item, text: decodeEntities(item.text).trim() }));
}

/** The entities React writes, and the comment it puts between adjacent text parts, undone. */
export function decodeEntities(text: string): string {
  return text
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

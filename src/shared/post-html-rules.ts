// The allow-list of blog post HTML (docs/architecture.md#post-html), defined once for both sides:
// the server's sanitiser (src/services/post-html.ts) enforces it on every write and read, and the
// editor (src/islands/admin/shared/editor) keeps what it cannot edit (tables, rules, figures) under the
// same list and checks the addresses an author types the same way, so what the editor writes is
// what the server keeps. The browser cannot ship the server's sanitiser cheaply; it shares these
// definitions instead.
import { isHttpUrl, isSitePath } from "./urls";

/** Every tag a post body may hold; anything else is dropped (its text kept). */
export const POST_TAGS = [
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "ul",
  "ol",
  "li",
  "blockquote",
  "aside",
  "pre",
  "code",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "del",
  "ins",
  "mark",
  "sub",
  "sup",
  "small",
  "abbr",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
];

/**
 * The attributes each tag may keep, in the order they are written. No `style`, no `id` (a post
 * could otherwise clobber the page's own ids), no handlers; `class` only as POST_CLASSES names.
 */
export const POST_ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
  abbr: ["title"],
  ol: ["start", "reversed"],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
  code: ["class"],
  aside: ["class"],
  p: ["class"],
};

/** A code block's language class. */
export const CODE_LANGUAGE_CLASS = /^language-[a-z0-9+#-]+$/;

/**
 * The only classes a post keeps (docs/architecture.md#post-html): a code block's language, the
 * editor's callout (<aside class="callout">) and its call to action (<p class="cta"> around one
 * link), which the public post page styles. An <aside> is kept only as a callout.
 */
export const POST_CLASSES: Record<string, (string | RegExp)[]> = {
  code: [CODE_LANGUAGE_CLASS],
  aside: ["callout"],
  p: ["cta"],
};

export const LINK_SCHEMES = ["http", "https", "mailto", "tel"];
export const IMAGE_SCHEMES = ["http", "https"];

/** Text an address typed into the editor can never hold (it would not survive as one attribute). */
const UNSAFE_CHARACTERS = /[\s<>"]/;

/**
 * A link address the allow-list keeps, as the editor asks for it: an absolute http(s) URL, mailto
 * or tel, a path on this site or an in-page anchor ("//host" leaves the site without saying so).
 */
export function isAllowedLink(value: string): boolean {
  const url = value.trim();
  if (url === "" || UNSAFE_CHARACTERS.test(url)) return false;
  if (url.startsWith("#")) return url.length > 1;
  if (url.startsWith("/")) return isSitePath(url);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined || !LINK_SCHEMES.includes(scheme)) return false;
  return IMAGE_SCHEMES.includes(scheme) ? isHttpUrl(url) : url.length > scheme.length + 1;
}

/** An image address the allow-list keeps: an absolute http(s) URL or a path on this site. */
export function isAllowedImage(value: string): boolean {
  const url = value.trim();
  if (url === "" || UNSAFE_CHARACTERS.test(url)) return false;
  return url.startsWith("/") ? isSitePath(url) : isHttpUrl(url);
}

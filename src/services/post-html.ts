// The sanitiser of blog post HTML (docs/architecture.md#post-html): the allow-list of
// src/shared/post-html-rules.ts, which the editor shares, enforced with sanitize-html. Post bodies
// come from the admin's rich-text editor and are shown to every visitor, so the blog service runs
// them through here before they are stored and again whenever they are read: rows written before
// a rule changed, or put in the database by anything but the service (the seed, a restore), are
// rendered under today's rules.
//
// What survives is text structure only: headings, paragraphs, lists, quotes, code, tables, links
// and images, and the editor's callouts and calls to action. No `style`, no `class` (except a code
// block's `language-*`, `callout` on an <aside>, `cta` on a <p>), no `id` (a post could
// otherwise clobber the page's own ids), no event handlers, no scripts, frames, forms or SVG. Link
// addresses may be http(s), mailto, tel or relative; images must be an absolute http(s) URL or a
// path on this site. Disallowed elements are dropped and their text kept, except script-like ones
// (script, style, textarea…), which go with their content.
import sanitizeHtml from "sanitize-html";
import { IMAGE_SCHEMES, LINK_SCHEMES, POST_ATTRIBUTES, POST_CLASSES, POST_TAGS } from "../shared/post-html-rules";
import { isWebAddress } from "../shared/urls";

type PostHtmlOptions = {
  /**
   * An origin such as "https://example.com": site paths in links and images become absolute
   * URLs on it. For copies read away from the site (the RSS feed).
   */
  absoluteBase?: string;
};

/** The post body with everything outside the allow-list removed. Idempotent. */
export function sanitizePostHtml(html: string, options: PostHtmlOptions = {}): string {
  const { absoluteBase } = options;
  const onSite = (value: string | undefined) =>
    absoluteBase && value?.startsWith("/") && !value.startsWith("//") ? `${absoluteBase}${value}` : value;

  return sanitizeHtml(html, {
    allowedTags: POST_TAGS,
    allowedAttributes: POST_ATTRIBUTES,
    allowedClasses: POST_CLASSES,
    allowedSchemes: LINK_SCHEMES,
    allowedSchemesByTag: { img: IMAGE_SCHEMES },
    allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
    // "//host/x" leaves the site without saying so; an author who means another site writes https.
    allowProtocolRelative: false,
    allowVulnerableTags: false,
    disallowedTagsMode: "discard",
    nonTextTags: [
      "script",
      "style",
      "textarea",
      "option",
      "noscript",
      "template",
      "title",
      "xmp",
      "iframe",
      "noembed",
      "noframes",
    ],
    transformTags: {
      // The page's title is its only h1; the body's headings start one level below it.
      h1: "h2",
      a: (tagName, attribs) => {
        const out: sanitizeHtml.Attributes = {};
        const href = onSite(attribs.href?.trim());
        if (href) out.href = href;
        if (attribs.title) out.title = attribs.title;
        // A new tab only when asked for, and never with a handle back on this page.
        if (attribs.target === "_blank") {
          out.target = "_blank";
          out.rel = "noopener noreferrer";
        }
        return { tagName, attribs: out };
      },
      img: (tagName, attribs) => {
        const src = onSite(attribs.src?.trim());
        const out: sanitizeHtml.Attributes = { loading: "lazy", decoding: "async" };
        if (src) out.src = src;
        for (const name of ["alt", "title"] as const) if (attribs[name] !== undefined) out[name] = attribs[name];
        // Intrinsic size in pixels only, so the browser can reserve the space.
        for (const name of ["width", "height"] as const)
          if (/^\d{1,4}$/.test(attribs[name] ?? "")) out[name] = attribs[name]!;
        return { tagName, attribs: out };
      },
    },
    exclusiveFilter(frame) {
      // An image must point at an http(s) URL or a path on this site (not "x", "//host", data:).
      if (frame.tag === "img") return !frame.attribs.src || !isWebAddress(frame.attribs.src);
      // A link whose address was refused keeps its text and loses the element.
      if (frame.tag === "a" && !frame.attribs.href) return "excludeTag";
      // An aside is kept only as the editor's callout; any other keeps its content and loses the tag.
      // (It sees the attributes as written, before the allowed classes are picked out of them.)
      if (frame.tag === "aside" && !(frame.attribs.class ?? "").split(/\s+/).includes("callout")) return "excludeTag";
      return false;
    },
  });
}

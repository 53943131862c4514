// Whether an uploaded SVG is only a picture. An SVG is XML that can carry script (<script>, on*
// handlers, javascript: links), HTML (<foreignObject>), and references that make a browser fetch
// from elsewhere (external href, url(…), @import, xml-stylesheet, DTD entities). Covers are shown
// through <img>, where none of that runs, and /uploads serves SVG with a sandboxing CSP
// (src/server/serve-uploads.ts), but a file opened on its own or reused elsewhere should be harmless
// too. Rewriting SVG safely is hard, and pictures from design tools never need these features, so
// a file that holds any of them is refused with the reason, not cleaned. CSS is read the way a
// browser reads it (escapes decoded, comments seen through), and when it cannot be read for sure
// the file is refused.
//
// The check streams: the bytes go through htmlparser2 in XML mode as they arrive, so a file is
// never held whole (the upload service bounds an SVG's size, since the parser buffers one element
// at a time). `write` and `end` answer null while all is well, else the reason for refusing.
import { Parser } from "htmlparser2";

const FORBIDDEN_ELEMENTS = new Set([
  "script",
  "foreignobject",
  "iframe",
  "embed",
  "object",
  "applet",
  "frame",
  "frameset",
  "handler",
  "listener",
  "audio",
  "video",
  "base",
  "link",
  "meta",
]);
const ANIMATIONS = new Set(["animate", "set", "animatetransform", "animatemotion"]);
// Attributes whose value is an address the browser would load or follow. "base" is xml:base, which
// would turn a local "#id" into an address elsewhere; srcset, poster and background load as soon as
// an element in the XHTML namespace that carries them is created, drawn or not.
const ADDRESS_ATTRIBUTES = new Set([
  "href",
  "src",
  "action",
  "formaction",
  "data",
  "srcset",
  "poster",
  "background",
  "ping",
  "base",
]);
// An embedded raster picture is self-contained; anything else by data: (SVG, HTML) is not allowed.
const INLINE_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,/i;
// CSS functions besides url() that take an image address (image-set and cross-fade also take a
// bare string) or show another element; none has a use in a picture, so they are refused whatever
// they hold. Vendor-prefixed forms end the same way, and the check looks for the ending.
const FETCHING_FUNCTIONS = /((?:-[a-z]+-)?(?:image-set|image|cross-fade|element|src))\(/;
// A CSS escape: a backslash and 1-6 hex digits with one optional whitespace after them, or a
// backslash and any other character; a backslash before a line break or at the end matches empty.
const CSS_ESCAPE = /\\(?:([0-9a-f]{1,6})(?:\r\n|[ \t\n\r\f])?|([^\n\r\f]?))/gi;

const localName = (name: string) => (name.split(":").pop() ?? name).toLowerCase();
// Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const squeezed = (value: string) => value.replace(/[\u0000-\u0020]+/g, "").toLowerCase();

/** CSS text with its escapes decoded as a browser reads them, or null when one cannot be read. */
function decodeCssEscapes(css: string): string | null {
  let unreadable = false;
  const decoded = css.replace(CSS_ESCAPE, (_escape, hex: string | undefined, char: string) => {
    if (hex === undefined) {
      if (char === "") unreadable = true;
      return char;
    }
    const code = Number.parseInt(hex, 16);
    // Browsers read these as U+FFFD; a picture has no reason to write them.
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) unreadable = true;
    return unreadable ? "" : String.fromCodePoint(code);
  });
  return unreadable ? null : decoded;
}

/** CSS text with its comments taken out, or null when one is never closed. */
function withoutCssComments(css: string): string | null {
  let kept = "";
  let at = 0;
  for (;;) {
    const start = css.indexOf("/*", at);
    if (start < 0) return kept + css.slice(at);
    const end = css.indexOf("*/", start + 2);
    if (end < 0) return null;
    kept += css.slice(at, start);
    at = end + 2;
  }
}

/** The problem with one reading of CSS text (escapes decoded, squeezed), or null. */
function cssReadingProblem(text: string): string | null {
  if (text.includes("@import")) return "it imports a style sheet";
  if (text.includes("@font-face")) return "it declares a font (@font-face)";
  if (text.includes("expression(")) return "it holds a CSS expression";
  const fetching = FETCHING_FUNCTIONS.exec(text);
  if (fetching) return `it refers to an outside resource (${fetching[1]})`;
  for (const match of text.matchAll(/url\(['"]?([^)'"]*)/g)) {
    if (!match[1]!.startsWith("#")) return "it refers to an outside resource (url)";
  }
  return null;
}

/** The problem with CSS text (a style attribute or element, or a value with a function), or null. */
function cssProblem(css: string): string | null {
  if (css.includes("\u0000")) return "it holds a NUL character in CSS";
  // Two readings, both of which must pass. With comments taken out, a name split by one
  // ("u/**/rl(") is seen whole. Left in, nothing can hide behind a comment the browser does not
  // see as one: "/*" inside a string, after an escaped slash, or inside an unquoted url().
  const uncommented = withoutCssComments(css);
  if (uncommented === null) return "it has a CSS comment that is never closed";
  const readings = [decodeCssEscapes(css), decodeCssEscapes(uncommented)];
  for (const reading of readings) {
    if (reading === null) return "it has a CSS escape that cannot be read";
    const found = cssReadingProblem(squeezed(reading));
    if (found) return found;
  }
  return null;
}

/** The problem with one attribute of an element, or null. */
function attributeProblem(element: string, name: string, value: string): string | null {
  const attribute = localName(name);
  if (attribute.startsWith("on")) return `it has an event handler (${name})`;
  const plain = squeezed(value);
  if (/^(javascript|vbscript):|^data:text\/html/.test(plain) || plain.includes("javascript:")) {
    return `it holds a script address (${name})`;
  }
  if (ADDRESS_ATTRIBUTES.has(attribute)) {
    const address = value.trim();
    const inlinePicture = (element === "image" || element === "feimage") && INLINE_IMAGE.test(address);
    if (!address.startsWith("#") && !inlinePicture) return `it refers to an outside resource (${name})`;
  }
  if (ANIMATIONS.has(element) && attribute === "attributename") {
    const target = localName(value.trim());
    if (ADDRESS_ATTRIBUTES.has(target) || target.startsWith("on")) return `it animates ${value.trim()}`;
  }
  // Presentation attributes and animation values are CSS too, escapes included; a fetch there needs
  // a function, and an escaped "(" does not open one, so a value without "(" is left alone.
  if (attribute === "style" || value.includes("(")) return cssProblem(value);
  return null;
}

export function createSvgCheck() {
  let problem: string | null = null;
  let sawRoot = false;
  let styleDepth = 0;
  let styleText = "";
  const refuse = (reason: string) => {
    problem ??= reason;
  };
  const decoder = new TextDecoder("utf-8");

  const parser = new Parser(
    {
      onprocessinginstruction(name, data) {
        const instruction = name.toLowerCase();
        if (instruction === "?xml") return;
        if (instruction === "!doctype") {
          // An internal subset may declare entities (billion laughs, outside files).
          if (data.includes("[") || /<!ENTITY/i.test(data)) refuse("it declares DTD entities");
          return;
        }
        refuse(`it has a processing instruction (${name})`);
      },
      onopentag(name, attributes) {
        const element = localName(name);
        if (!sawRoot) {
          sawRoot = true;
          if (element !== "svg") refuse("it is not an SVG image");
        }
        if (FORBIDDEN_ELEMENTS.has(element)) refuse(`it holds a <${name}> element`);
        for (const [attribute, value] of Object.entries(attributes)) {
          const found = attributeProblem(element, attribute, value);
          if (found) refuse(found);
        }
        if (element === "style") styleDepth++;
      },
      ontext(text) {
        if (styleDepth > 0) styleText += text;
        else if (!sawRoot && text.trim() !== "") refuse("it is not an SVG image");
      },
      onclosetag(name) {
        if (localName(name) !== "style" || styleDepth === 0) return;
        styleDepth--;
        const found = cssProblem(styleText);
        if (found) refuse(found);
        styleText = "";
      },
      onerror(error) {
        refuse(`it is not well-formed (${error.message})`);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );

  return {
    write(chunk: Uint8Array): string | null {
      if (problem) return problem;
      if (chunk.includes(0)) refuse("it holds binary data");
      else parser.write(decoder.decode(chunk, { stream: true }));
      return problem;
    },
    end(): string | null {
      if (!problem) {
        parser.write(decoder.decode());
        parser.end();
        if (!sawRoot) refuse("it is not an SVG image");
      }
      return problem;
    },
  };
}

/** The whole check on a complete text (for tests and small files). */
export function svgProblem(svg: string | Uint8Array): string | null {
  const check = createSvgCheck();
  return check.write(typeof svg === "string" ? new TextEncoder().encode(svg) : svg) ?? check.end();
}

import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createSvgCheck, svgProblem } from "./svg-safety";

const picture = (inner: string, rootAttributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${rootAttributes}>${inner}</svg>`;

describe("svgProblem", () => {
  test.each([
    ["a script element", picture("<script>alert(1)</script>"), "it holds a <script> element"],
    [
      "a namespaced script",
      picture('<html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(1)</html:script>'),
      "it holds a <html:script> element",
    ],
    ["an event handler", picture('<rect onload="alert(1)"/>'), "it has an event handler (onload)"],
    ["an event handler on the root", picture("", ' onLoad="alert(1)"'), "it has an event handler (onLoad)"],
    ["a foreign object", picture("<foreignObject><div>hi</div></foreignObject>"), "it holds a <foreignObject> element"],
    ["a javascript: link", picture('<a href="javascript:alert(1)"><rect/></a>'), "it holds a script address (href)"],
    [
      "a javascript: link hidden by entities and tabs",
      picture('<a xlink:href="java&#x09;script&#58;alert(1)"><rect/></a>'),
      "it holds a script address (xlink:href)",
    ],
    [
      "an outside image",
      picture('<image href="https://tracker.example/p.png"/>'),
      "it refers to an outside resource (href)",
    ],
    [
      "an outside <use>",
      picture('<use xlink:href="https://evil.example/s.svg#x"/>'),
      "it refers to an outside resource (xlink:href)",
    ],
    [
      "an embedded SVG by data:",
      picture('<image href="data:image/svg+xml;base64,PHN2Zz4="/>'),
      "it refers to an outside resource (href)",
    ],
    [
      "an outside url() in a presentation attribute",
      picture('<rect fill="url(https://evil.example/x#g)"/>'),
      "it refers to an outside resource (url)",
    ],
    [
      "an outside url() in a style attribute",
      picture('<rect style="background:url(//evil.example/x.png)"/>'),
      "it refers to an outside resource (url)",
    ],
    [
      "@import in a style element",
      picture("<style>@import 'https://evil.example/x.css';</style>"),
      "it imports a style sheet",
    ],
    [
      "an outside url() in CDATA",
      picture("<style><![CDATA[rect{fill:url(https://evil.example/a)}]]></style>"),
      "it refers to an outside resource (url)",
    ],
    [
      "an animation that rewrites href",
      picture('<a href="#x"><set attributeName="href" to="javascript:alert(1)"/></a>'),
      "it animates href",
    ],
    [
      "an animation of an event handler",
      picture('<animate attributeName="onbegin" values="x"/>'),
      "it animates onbegin",
    ],
    [
      "an xml-stylesheet instruction",
      `<?xml-stylesheet href="https://evil.example/x.css"?>${picture("")}`,
      "it has a processing instruction (?xml-stylesheet)",
    ],
    ["entities in the doctype", `<!DOCTYPE svg [<!ENTITY a "aaaa">]>${picture("&a;")}`, "it declares DTD entities"],
    ["HTML instead of SVG", "<html><body>hi</body></html>", "it is not an SVG image"],
    ["text instead of SVG", "just words", "it is not an SVG image"],
    ["an embedded iframe", picture("<iframe src='https://evil.example'/>"), "it holds a <iframe> element"],
  ])("refuses %s", (_name, svg, reason) => {
    expect(svgProblem(svg)).toBe(reason);
  });

  test("a NUL byte means binary data", () => {
    expect(svgProblem(new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0x00]))).toBe("it holds binary data");
  });

  test("a script split across chunks is still found", () => {
    const bytes = new TextEncoder().encode(picture("<scr" + "ipt>alert(1)</script>"));
    const check = createSvgCheck();
    let found: string | null = null;
    for (let i = 0; i < bytes.length && !found; i += 3) found = check.write(bytes.subarray(i, i + 3));
    expect(found ?? check.end()).toBe("it holds a <script> element");
  });

  test("a url() split across chunks of a style element is still found", () => {
    const bytes = new TextEncoder().encode(picture("<style>rect{fill:url(https://evil.example/a)}</style>"));
    const check = createSvgCheck();
    let found: string | null = null;
    for (let i = 0; i < bytes.length && !found; i += 5) found = check.write(bytes.subarray(i, i + 5));
    expect(found ?? check.end()).toBe("it refers to an outside resource (url)");
  });
});

// Files an attacker or a careless tool could send, each with whether it must be refused. The CSS
// rows are written the ways a browser still reads as a fetch (escapes, image-set and friends, at
// rules), and the safe rows are what real drawings hold, so tightening the check cannot quietly
// start refusing ordinary pictures.
const EVIL = "http://evil.example/x.png";
// Pictures an upload must be refused for.
const hostile: [name: string, svg: string][] = [
  // CSS escapes
  ["a hex-escaped url( in a style attribute", picture(`<rect style="fill:\\75rl(${EVIL})"/>`)],
  ["a hex escape with its trailing space", picture(`<rect style="fill:\\75 rl(${EVIL})"/>`)],
  ["a six-digit hex escape", picture(`<rect style="fill:\\000075rl(${EVIL})"/>`)],
  ["a hex escape ended by CR LF", picture(`<style>rect{fill:\\75\r\nrl(${EVIL})}</style>`)],
  ["escaped letters in url(", picture(`<rect style="fill:u\\r\\l(${EVIL})"/>`)],
  ["a hex-escaped url( in a style element", picture(`<style>rect{fill:\\55 RL(${EVIL})}</style>`)],
  ["a hex-escaped url( in a presentation attribute", picture(`<rect fill="\\75rl(${EVIL})"/>`)],
  ["a hex-escaped url( set by an animation", picture(`<rect><set attributeName="fill" to="\\75rl(${EVIL})"/></rect>`)],
  ["an escape written as an XML character reference", picture(`<style>rect{fill:&#92;75rl(${EVIL})}</style>`)],
  ["@\\69mport in a style element", picture(`<style>@\\69mport "${EVIL}";</style>`)],
  ["@\\69mport in a style attribute", picture(`<rect style='@\\69mport "${EVIL}"'/>`)],
  ["@import spelled with an XML character reference", picture(`<style>&#64;import "${EVIL}";</style>`)],
  ["@import split by an XML comment", picture(`<style>@im<!-- x -->port "${EVIL}";</style>`)],
  // Comments
  ["a comment splitting url(", picture(`<style>rect{fill:u/**/rl(${EVIL})}</style>`)],
  ["a comment inside url(", picture(`<rect style="fill:url(/**/${EVIL})"/>`)],
  ["a comment before a local-looking fragment", picture(`<rect style="fill:url(/*x*/#g)"/>`)],
  [
    "a url( between two strings that look like a comment",
    picture(`<style>a{content:"/*"} rect{fill:url(${EVIL})} b{content:"*/"}</style>`),
  ],
  ["an escaped slash that only looks like a comment", picture(`<style>a\\/*{} rect{fill:url(${EVIL})} */</style>`)],
  ["an unterminated comment", picture("<style>rect{fill:red} /* open</style>")],
  // Fetching functions other than url()
  ["image-set in a style element", picture(`<style>rect{fill:image-set("${EVIL}" 1x)}</style>`)],
  ["image-set in a style attribute", picture(`<rect style="background:image-set('${EVIL}' 1x)"/>`)],
  ["-webkit-image-set", picture(`<style>rect{background:-webkit-image-set("${EVIL}" 1x)}</style>`)],
  ["an escaped image-set", picture(`<style>rect{background:\\69mage-set("${EVIL}" 1x)}</style>`)],
  ["image()", picture(`<style>rect{background:image("${EVIL}")}</style>`)],
  ["cross-fade", picture(`<style>rect{background:cross-fade("${EVIL}", "${EVIL}", 50%)}</style>`)],
  ["-webkit-cross-fade", picture(`<style>rect{background:-webkit-cross-fade(url(#a), url(#b), 50%)}</style>`)],
  ["element(", picture("<style>rect{background:element(#g)}</style>")],
  ["-moz-element(", picture('<rect style="background:-moz-element(#g)"/>')],
  ["src(", picture(`<style>rect{background:src("${EVIL}")}</style>`)],
  ["a CSS expression", picture('<rect style="width:expression(alert(1))"/>')],
  // At-rules
  ["@import of a string", picture(`<style>@import "${EVIL}";</style>`)],
  ["@import of url()", picture(`<style>@import url(${EVIL});</style>`)],
  ["@import in upper case", picture(`<style>@IMPORT "${EVIL}";</style>`)],
  ["@font-face with an outside src", picture(`<style>@font-face{font-family:f;src:url(${EVIL})}</style>`)],
  ["@font-face with a local src", picture("<style>@font-face{font-family:f;src:local(Arial)}</style>")],
  ["an escaped @font-face", picture(`<style>@font-f\\61 ce{font-family:f;src:url(#x)}</style>`)],
  // Escapes that cannot be read
  ["a NUL escape", picture("<style>rect{fill:\\0 red}</style>")],
  ["an escape beyond Unicode", picture("<style>rect{fill:\\110000 red}</style>")],
  ["an escaped surrogate", picture("<style>rect{fill:\\d800 red}</style>")],
  ["a backslash before a newline", picture("<style>rect{fill:u\\\nrl(#g)}</style>")],
  ["a backslash at the end", picture('<rect style="fill:red\\"/>')],
  // Script, HTML and outside references in the markup
  [
    "a namespaced svg:script",
    `<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg:svg>`,
  ],
  ["a script under another prefix", picture('<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>')],
  ["an XHTML script by default namespace", picture('<script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script>')],
  ["a foreignObject", picture("<foreignObject><p xmlns='http://www.w3.org/1999/xhtml'>hi</p></foreignObject>")],
  ["a namespaced foreignObject", picture("<svg:foreignObject xmlns:svg='http://www.w3.org/2000/svg'/>")],
  ["an outside <use href>", picture('<use href="https://evil.example/s.svg#x"/>')],
  ["an outside <use xlink:href>", picture('<use xlink:href="//evil.example/s.svg#x"/>')],
  ["a relative <use href>", picture('<use href="other.svg#x"/>')],
  ["an outside <image href>", picture(`<image href="${EVIL}"/>`)],
  ["an outside <image xlink:href>", picture(`<image xlink:href="${EVIL}"/>`)],
  ["an outside <feImage>", picture(`<filter id="f"><feImage href="${EVIL}"/></filter>`)],
  ["a local <use> under an outside xml:base", picture('<use xml:base="https://evil.example/s.svg" href="#x"/>')],
  ["an XHTML img with srcset", picture(`<img xmlns="http://www.w3.org/1999/xhtml" srcset="${EVIL} 1x"/>`)],
  ["an onclick handler", picture('<rect onclick="alert(1)"/>')],
  ["a namespaced handler", picture('<rect svg:onload="alert(1)" xmlns:svg="http://www.w3.org/2000/svg"/>')],
  ["a javascript: href", picture('<a href="javascript:alert(1)"><rect/></a>')],
  ["a javascript: href by decimal references", picture('<a href="&#106;avascript&#58;alert(1)"><rect/></a>')],
  ["a javascript: href by hex references", picture('<a xlink:href="&#x6A;&#x61;vascript&#x3A;alert(1)"><rect/></a>')],
  ["a javascript: href split by a newline", picture('<a href="java&#10;script:alert(1)"><rect/></a>')],
  ["a javascript: href in upper case with spaces", picture('<a href="  JavaScript:alert(1)"><rect/></a>')],
  ["a DOCTYPE declaring an entity", `<!DOCTYPE svg [<!ENTITY x "y">]>${picture("<text>&x;</text>")}`],
  [
    "a DOCTYPE pulling an outside parameter entity",
    `<!DOCTYPE svg [<!ENTITY % p SYSTEM "${EVIL}"> %p;]>${picture("")}`,
  ],
  ["a lone <!ENTITY>", `<!ENTITY x SYSTEM "${EVIL}">${picture("")}`],
];

// Safe pictures, which must pass.
const safe: [name: string, svg: string][] = [
  ["a plain drawing", picture('<rect width="10" height="10" fill="#336"/>')],
  [
    "a declaration, a comment and SVG 1.1's public doctype",
    `<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${picture("<circle r='4'/>")}`,
  ],
  [
    "gradients used by url(#id) and <use> of a local symbol",
    picture(
      '<defs><linearGradient id="g"><stop offset="0"/></linearGradient><symbol id="s"><path d="M0 0h1"/></symbol></defs><rect fill="url(#g)" style="fill: url( \'#g\' )"/><use xlink:href="#s"/><use href="#s"/>',
    ),
  ],
  ["an inline style sheet without outside references", picture("<style>.a{fill:red}</style><rect class='a'/>")],
  ["an embedded PNG", picture('<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>')],
  [
    "Inkscape's metadata",
    picture(
      '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata><sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"/>',
    ),
  ],
  ["plain shapes", picture('<rect width="10" height="10" fill="#336"/><circle cx="5" cy="5" r="2" stroke="red"/>')],
  [
    "a gradient filled by url(#id)",
    picture(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect fill="url(#g)" style="stroke: URL( \'#g\' )"/>',
    ),
  ],
  ["a local fragment reached through an escape", picture('<rect style="fill:url(\\23 g)"/>')],
  [
    "a style element with ordinary CSS",
    picture(
      "<style>/* brand colours */ .a{fill:#123;stroke:url(#g)} @media (prefers-color-scheme: dark){.a{fill:#fff}} @keyframes spin{to{transform:rotate(1turn)}}</style><rect class='a'/>",
    ),
  ],
  ["an escaped class name", picture("<style>.\\31 a{fill:red}</style><rect class='1a'/>")],
  ["CSS in CDATA", picture("<style><![CDATA[.a > .b{fill:url(#g)}]]></style>")],
  [
    "transforms and text with parentheses",
    picture('<g transform="rotate(45 5 5) translate(1 2)" aria-label="Chart (2024)"><text>(c) 2024</text></g>'),
  ],
  ["a local <use>", picture('<use href="#s"/><use xlink:href="#s"/>')],
];

const corpus: [name: string, svg: string, refused: boolean][] = [
  ...hostile.map(([name, svg]) => [name, svg, true] as [string, string, boolean]),
  ...safe.map(([name, svg]) => [name, svg, false] as [string, string, boolean]),
];

describe("hostile SVG corpus", () => {
  const rows = corpus.map(([name, svg, refused]) => [name, refused, svg] as const);
  test.each(rows)("%s (refused: %p)", (_name, refused, svg) => {
    const problem = svgProblem(svg);
    if (refused) expect(problem).not.toBeNull();
    else expect(problem).toBeNull();
  });

  // The seed covers' SVG art (the seed ships it rasterised to WebP): real drawings the check must accept.
  const coversDir = join(import.meta.dir, "../../scripts/cover-art");
  const covers = readdirSync(coversDir).filter((name) => name.endsWith(".svg"));
  test("the cover art is there to check", () => {
    expect(covers.length).toBeGreaterThan(0);
  });
  test.each(covers)("the cover art %s passes", (name) => {
    expect(svgProblem(readFileSync(join(coversDir, name)))).toBeNull();
  });
});

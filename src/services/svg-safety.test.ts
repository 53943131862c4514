import { describe, expect, test } from "bun:test";
import { createSvgCheck, svgProblem } from "./svg-safety";

const picture = (inner: string, rootAttributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${rootAttributes}>${inner}</svg>`;

describe("svgProblem", () => {
  test.each([
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
  ])("accepts %s", (_name, svg) => {
    expect(svgProblem(svg)).toBeNull();
  });

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

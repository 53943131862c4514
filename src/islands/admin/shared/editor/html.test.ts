// HTML → editor document → HTML for every element and mark the editor supports, the server's
// sanitiser leaving the editor's HTML as it is, the seeded posts loading without losing structure,
// and pastes from Word and Google Docs keeping structure and dropping styling. The browser reads
// HTML with DOMParser (./dom.ts); here htmlparser2 (sanitize-html's parser) builds the same tree.
import { describe, expect, test } from "bun:test";
import type { ChildNode } from "domhandler";
import { parseDocument } from "htmlparser2";
import { samplePosts } from "../../../../db/seed-data";
import { sanitizePostHtml } from "../../../../services/post-html";
import { isAllowedImage, isAllowedLink } from "../../../../shared/post-html-rules";
import { hasContent, plainText } from "./document-text";
import type { HtmlNode } from "./html-node";
import { fromHtml } from "./read-html";
import { toHtml } from "./write-html";
import type { BlockElement } from "./types";

function toTree(nodes: readonly ChildNode[]): HtmlNode[] {
  const out: HtmlNode[] = [];
  for (const node of nodes) {
    if (node.type === "text") out.push({ kind: "text", text: node.data });
    else if (node.type === "tag" || node.type === "script" || node.type === "style") {
      out.push({ kind: "element", tag: node.name.toLowerCase(), attrs: node.attribs, children: toTree(node.children) });
    }
  }
  return out;
}

const read = (html: string) => fromHtml(toTree(parseDocument(html, { lowerCaseTags: true }).children));
const roundTrip = (html: string) => toHtml(read(html));

describe("HTML → document → HTML is unchanged", () => {
  test.each([
    ["paragraph", "<p>Plain text.</p>"],
    ["headings 2 and 3", "<h2>Heading two</h2><h3>Heading three</h3>"],
    ["bold", "<p>A <strong>bold</strong> word.</p>"],
    ["italic", "<p>An <em>italic</em> word.</p>"],
    ["underline", "<p>An <u>underlined</u> word.</p>"],
    ["inline code", "<p>Run <code>npm test</code> first.</p>"],
    ["nested marks", "<p><strong>bold <em>and italic</em> then bold</strong> plain</p>"],
    ["all marks at once", "<p><strong><em><u><code>everything</code></u></em></strong></p>"],
    ["a line break", "<p>line one<br />line two</p>"],
    ["a quote", "<blockquote>A roadmap is a statement of intent.</blockquote>"],
    ["a quote of two paragraphs", "<blockquote><p>One.</p><p>Two.</p></blockquote>"],
    ["a code block", "<pre><code>const a = 1 &lt; 2;\nreturn a &amp;&amp; b;</code></pre>"],
    ["a code block with its language", '<pre><code class="language-ts">let x: number = 1;</code></pre>'],
    ["a bulleted list", "<ul><li>One</li><li>Two with <strong>bold</strong></li></ul>"],
    ["a numbered list", "<ol><li>First</li><li>Second</li></ol>"],
    ["a numbered list starting at 3", '<ol start="3"><li>Third</li></ol>'],
    ["a link", '<p>See <a href="https://example.com/a?b=1&amp;c=2">this <strong>page</strong></a> now.</p>'],
    [
      "site, anchor, mail and phone links",
      '<p><a href="/contact">contact</a> <a href="#top">top</a> <a href="mailto:a@example.com">mail</a> <a href="tel:+18165550100">call</a></p>',
    ],
    [
      "a link that opens a new tab",
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a></p>',
    ],
    ["an image", '<img loading="lazy" decoding="async" src="https://cdn.example.com/chart.png" alt="A chart" />'],
    ["an image on this site", '<img loading="lazy" decoding="async" src="/uploads/chart.png" alt="" />'],
    [
      "an uploaded image with its size",
      '<img loading="lazy" decoding="async" src="/uploads/covers/chart.png" alt="Q1 revenue by region" width="640" height="360" />',
    ],
    [
      "an image with its size in a table (kept)",
      '<table><tbody><tr><td><img loading="lazy" decoding="async" src="/uploads/a.png" alt="A" width="8" height="8" /></td></tr></tbody></table>',
    ],
    [
      "a table (kept)",
      '<table><thead><tr><th scope="col">Stage</th><th scope="col">Owner</th></tr></thead><tbody><tr><td>Discovery</td><td colspan="2"><strong>PM</strong></td></tr></tbody></table>',
    ],
    ["a divider", "<p>Above</p><hr /><p>Below</p>"],
    ["a callout", '<aside class="callout">Note <strong>this</strong>.<br />Second line.</aside>'],
    ["a call to action to the booking page", '<p class="cta"><a href="/book">Book a call</a></p>'],
    ["a call to action to a resource", '<p class="cta"><a href="/resources/toolkit">Get &amp; read</a></p>'],
    [
      "a captioned image",
      '<figure><img loading="lazy" decoding="async" src="/uploads/covers/c.png" alt="A chart" width="640" height="360" /><figcaption>Q1 &lt; Q2 &amp; "growth"</figcaption></figure>',
    ],
    [
      "a figure the editor does not write (kept)",
      '<figure><img loading="lazy" decoding="async" src="/a.png" alt="" /><figcaption><em>Styled</em></figcaption></figure>',
    ],
    ["escaped text", '<p>5 &gt; 3 &amp; "quotes" &lt;tag&gt;</p>'],
  ])("%s", (_name, html) => {
    expect(roundTrip(html)).toBe(html);
  });

  test("the server's sanitiser leaves the editor's HTML exactly as it is", () => {
    const html = [
      "<h2>Heading two</h2>",
      "<p><strong>bold <em>and italic</em></strong> <u>under</u> <code>code</code><br />next line</p>",
      "<blockquote><p>One.</p><p>Two.</p></blockquote>",
      '<pre><code class="language-ts">a &lt; b</code></pre>',
      '<ul><li>One</li></ul><ol start="2"><li>Two</li></ol>',
      '<p><a href="https://example.com/?a=1&amp;b=2">link</a> <a href="/x" target="_blank" rel="noopener noreferrer">new tab</a></p>',
      '<img loading="lazy" decoding="async" src="https://cdn.example.com/a.png" alt="Chart &quot;Q1&quot;" />',
      '<img loading="lazy" decoding="async" src="/uploads/covers/b.png" alt="" width="1200" height="800" />',
      '<table><tbody><tr><td rowspan="2">1</td></tr></tbody></table><hr />',
      '<aside class="callout">A <em>callout</em></aside>',
      '<p class="cta"><a href="/resources/toolkit?x=1&amp;y=2">Get the toolkit</a></p>',
      '<figure><img loading="lazy" decoding="async" src="/uploads/d.png" alt="D" /><figcaption>Caption</figcaption></figure>',
    ].join("");
    expect(roundTrip(html)).toBe(html);
    expect(sanitizePostHtml(html)).toBe(html);
  });

  test("a kept structure holds what the server's allow-list keeps, and nothing else", () => {
    const pasted =
      '<figure><table><tr><td><h3>Stage</h3><blockquote>Said</blockquote><abbr title="x">PM</abbr>' +
      '<a href="javascript:alert(1)" title="t">no link</a><img src="data:x" alt="" /></td></tr></table>' +
      "<figcaption><mark>Note</mark><h1>Big</h1><span>plain</span></figcaption></figure>";
    const kept =
      "<figure><table><tr><td><h3>Stage</h3><blockquote>Said</blockquote><abbr>PM</abbr>no link</td></tr></table>" +
      "<figcaption><mark>Note</mark>Bigplain</figcaption></figure>";
    expect(roundTrip(pasted)).toBe(kept);
    expect(sanitizePostHtml(kept)).toBe(kept);
  });
});

describe("document → HTML → document is unchanged", () => {
  const doc: BlockElement[] = [
    { type: "heading-two", children: [{ text: "Why outcomes" }] },
    { type: "heading-three", children: [{ text: "A detail" }] },
    {
      type: "paragraph",
      children: [
        { text: "Plain, " },
        { text: "bold", bold: true },
        { text: ", " },
        { text: "both", bold: true, italic: true },
        { text: " and " },
        { type: "link", url: "https://example.com", children: [{ text: "a link" }] },
        { text: " then " },
        { text: "code", code: true },
        { text: "\nnew line" },
      ],
    },
    { type: "block-quote", children: [{ text: "Quoted", underline: true }] },
    { type: "code-block", language: "ts", children: [{ text: "const a = 1;\nconst b = 2;" }] },
    {
      type: "bulleted-list",
      children: [
        { type: "list-item", children: [{ text: "One" }] },
        { type: "list-item", children: [{ text: "Two" }] },
      ],
    },
    { type: "numbered-list", start: 4, children: [{ type: "list-item", children: [{ text: "Four" }] }] },
    { type: "image", url: "/uploads/a.png", alt: "An image", children: [{ text: "" }] },
    { type: "callout", children: [{ text: "Remember " }, { text: "this", bold: true }] },
    { type: "divider", children: [{ text: "" }] },
    { type: "image", url: "/uploads/b.png", alt: "", caption: "Figure 2", children: [{ text: "" }] },
    { type: "call-to-action", url: "/book", label: "Book a call", children: [{ text: "" }] },
    {
      type: "paragraph",
      children: [
        { text: "" },
        { type: "link", url: "/services", newTab: true, children: [{ text: "services" }] },
        { text: "" },
      ],
    },
  ];

  test("every element and mark", () => {
    expect(read(toHtml(doc))).toEqual(doc);
  });

  test("empty blocks are not written", () => {
    expect(
      toHtml([
        { type: "paragraph", children: [{ text: "" }] },
        { type: "paragraph", children: [{ text: "  " }] },
      ]),
    ).toBe("");
    expect(hasContent([{ type: "paragraph", children: [{ text: " " }] }])).toBe(false);
    expect(hasContent([{ type: "image", url: "/a.png", alt: "", children: [{ text: "" }] }])).toBe(true);
  });

  test("an empty post reads as one empty paragraph", () => {
    expect(read("")).toEqual([{ type: "paragraph", children: [{ text: "" }] }]);
  });
});

describe("reading is forgiving", () => {
  test.each([
    [
      "<b> and <i>",
      "<p><b>bold</b> <i>italic</i> <ins>under</ins> <kbd>key</kbd></p>",
      "<p><strong>bold</strong> <em>italic</em> <u>under</u> <code>key</code></p>",
    ],
    ["h1 and h4–h6", "<h1>Top</h1><h4>Four</h4><h6>Six</h6>", "<h2>Top</h2><h3>Four</h3><h3>Six</h3>"],
    [
      "styled spans",
      '<p><span style="font-weight: 700">b</span><span style="font-style:italic">i</span><span style="text-decoration: underline">u</span></p>',
      "<p><strong>b</strong><em>i</em><u>u</u></p>",
    ],
    [
      "containers and loose text",
      "<div>Loose text<p>Para</p><section><h2>In a section</h2></section></div>",
      "<p>Loose text</p><p>Para</p><h2>In a section</h2>",
    ],
    ["spaces collapse", "<p>  a \n\t b   <strong> c </strong> </p>", "<p>a b <strong>c</strong></p>"],
    [
      "a javascript: link loses its link",
      '<p><a href="javascript:alert(1)">text</a> <a href="//evil.example/x">other</a></p>',
      "<p>text other</p>",
    ],
    [
      "a data: image is dropped",
      '<p>x</p><img src="data:image/png;base64,AAAA"><img src="javascript:alert(1)">',
      "<p>x</p>",
    ],
    [
      "an image's size is kept only as a pair of whole pixels",
      '<img src="/a.png" alt="A" width="100%" height="50"><img src="/b.png" alt="B" width="640"><img src="/c.png" alt="C" width="0" height="9">',
      '<img loading="lazy" decoding="async" src="/a.png" alt="A" /><img loading="lazy" decoding="async" src="/b.png" alt="B" /><img loading="lazy" decoding="async" src="/c.png" alt="C" />',
    ],
    [
      "an image inside text becomes a block after it",
      '<p>Before <img src="/a.png" alt="A"> after</p>',
      '<p>Before after</p><img loading="lazy" decoding="async" src="/a.png" alt="A" />',
    ],
    [
      "nested lists are flattened",
      "<ul><li>One<ul><li>One.a</li></ul></li><li>Two</li></ul>",
      "<ul><li>One</li><li>One.a</li><li>Two</li></ul>",
    ],
    [
      "an aside that is not a callout is looked through; a callout of paragraphs is one callout each",
      '<aside><p>Side</p></aside><aside class="callout"><p>One</p><p>Two</p></aside>',
      '<p>Side</p><aside class="callout">One</aside><aside class="callout">Two</aside>',
    ],
    [
      "a call to action without one usable link is a paragraph",
      '<p class="cta"><a href="javascript:x()">Go</a></p><p class="cta">No link</p><p class="cta"> <a href="/book"> Book  now </a> </p>',
      '<p>Go</p><p>No link</p><p class="cta"><a href="/book">Book now</a></p>',
    ],
    [
      "list items wrapped in paragraphs",
      "<ol><li><p>First</p></li><li><p>Second</p></li></ol>",
      "<ol><li>First</li><li>Second</li></ol>",
    ],
    [
      "scripts, styles and handlers vanish",
      '<p onclick="x()" style="color:red" class="c">Text</p><script>alert(1)</script><style>p{}</style>',
      "<p>Text</p>",
    ],
    [
      "a table is kept without its styling",
      '<table border="1" style="width:100%" class="t"><tr><td style="color:red" onclick="x()">1<script>x</script></td></tr></table>',
      "<table><tr><td>1</td></tr></table>",
    ],
    [
      "a quote holding a paragraph and a list",
      "<blockquote><p>Said</p><ul><li>It</li></ul></blockquote>",
      "<blockquote>Said</blockquote><ul><li>It</li></ul>",
    ],
  ])("%s", (_name, html, expected) => {
    expect(roundTrip(html)).toBe(expected);
  });

  test("every seeded post loads without losing a heading, list, mark, link, quote or table", () => {
    const tags = ["h2", "h3", "ul", "ol", "li", "strong", "em", "a", "blockquote", "table", "tr", "th", "td"];
    const count = (html: string, tag: string) => (html.match(new RegExp(`<${tag}[\\s>]`, "g")) ?? []).length;
    for (const post of samplePosts) {
      const original = sanitizePostHtml(post.content);
      const edited = roundTrip(original);
      for (const tag of tags)
        expect(`${post.slug} ${tag} ${count(edited, tag)}`).toBe(`${post.slug} ${tag} ${count(original, tag)}`);
      const words = (html: string) =>
        html
          .replace(/<[^>]+>/g, " ")
          .split(/\s+/)
          .filter(Boolean);
      expect(words(edited)).toEqual(words(original));
      // And once read, the editor writes it the same way every time.
      expect(roundTrip(edited)).toBe(edited);
    }
  });
});

describe("pasting from word processors keeps structure and drops styling", () => {
  // The blocks a paste is expected to read as, written shortly (checked as plain data, not as the editor types).
  const heading = (text: string) => ({ type: "heading-two", children: [{ text }] });
  const paragraph = (...children: object[]) => ({ type: "paragraph", children });
  const item = (...children: object[]) => ({ type: "list-item", children });
  const bullets = (...items: object[]) => ({ type: "bulleted-list", children: items });
  const numbered = (...items: object[]) => ({ type: "numbered-list", children: items });

  test("Microsoft Word", () => {
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {margin:0in; font-family:"Calibri"} --></style></head>
<body lang=EN-US style='tab-interval:.5in'><!--StartFragment-->
<h1 style='mso-outline-level:1'><span style='font-family:"Calibri Light";color:#2F5496'>Quarterly Plan<o:p></o:p></span></h1>
<p class=MsoNormal>Plain with <b>bold</b>, <i>italic</i> and <u>underline</u><span style='font-size:14.0pt;color:red;font-family:Papyrus'> in red Papyrus</span>.<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>First point<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Second <b>point</b><o:p></o:p></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-.25in;mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span><![endif]>Step one<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-.25in;mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span><![endif]>Step two<o:p></o:p></p>
<p class=MsoNormal>Read the <a href="https://example.com/guide"><span style='color:#0563C1'>guide</span></a>.<o:p></o:p></p>
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse'><tr><td width=312 valign=top style='width:3.25in;border:solid windowtext 1.0pt'><p class=MsoNormal>Cell<o:p></o:p></p></td></tr></table>
<!--EndFragment--></body></html>`;
    expect<unknown>(read(word)).toEqual([
      heading("Quarterly Plan"),
      paragraph(
        { text: "Plain with " },
        { text: "bold", bold: true },
        { text: ", " },
        { text: "italic", italic: true },
        { text: " and " },
        { text: "underline", underline: true },
        { text: " in red Papyrus." },
      ),
      bullets(item({ text: "First point" }), item({ text: "Second " }, { text: "point", bold: true })),
      numbered(item({ text: "Step one" }), item({ text: "Step two" })),
      paragraph(
        { text: "Read the " },
        { type: "link", url: "https://example.com/guide", children: [{ text: "guide" }] },
        { text: "." },
      ),
      {
        type: "kept-html",
        kind: "table",
        html: "<table><tr><td><p>Cell</p></td></tr></table>",
        children: [{ text: "" }],
      },
    ]);
    expect(toHtml(read(word))).not.toMatch(/style=|class=|mso|font-|color:|<span|<o:p/i);
  });

  test("Google Docs", () => {
    const docs = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5f1c2d3e-7fff-1a2b-3c4d-5e6f7a8b9c0d"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Discovery sprint</span></h2><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:700;font-style:normal;text-decoration:none;">Bold</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;font-style:normal;text-decoration:none;"> and </span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;font-style:italic;text-decoration:none;">italic</span><span style="font-size:11pt;color:#ff0000;font-weight:400;"> in colour</span></p><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;font-weight:400;">Interview five users</span></p></li><li dir="ltr" style="list-style-type:disc;" aria-level="1"><p dir="ltr" role="presentation"><span style="font-weight:400;">Map the journey</span></p></li></ul><br><ol style="margin-top:0;margin-bottom:0;"><li dir="ltr" style="list-style-type:decimal;" aria-level="1"><p dir="ltr" role="presentation"><span style="font-weight:400;">Decide</span></p></li></ol><p dir="ltr" style="line-height:1.38;"><a href="https://example.com/sprint" style="text-decoration:none;"><span style="font-size:11pt;color:#1155cc;font-weight:400;text-decoration:underline;-webkit-text-decoration-skip:none;text-decoration-skip-ink:none;">the sprint guide</span></a></p></b><br class="Apple-interchange-newline">`;
    expect<unknown>(read(docs)).toEqual([
      heading("Discovery sprint"),
      paragraph(
        { text: "Bold", bold: true },
        { text: " and " },
        { text: "italic", italic: true },
        { text: " in colour" },
      ),
      bullets(item({ text: "Interview five users" }), item({ text: "Map the journey" })),
      numbered(item({ text: "Decide" })),
      paragraph(
        { text: "" },
        { type: "link", url: "https://example.com/sprint", children: [{ text: "the sprint guide" }] },
        { text: "" },
      ),
    ]);
    expect(toHtml(read(docs))).not.toMatch(/style=|class=|docs-internal|font-|color:|dir=|<span|<b[ >]/i);
  });
});

describe("addresses", () => {
  test.each([
    "https://example.com",
    "http://example.com/a?b",
    "/services",
    "#faq",
    "mailto:a@example.com",
    "tel:+1816",
  ])("link %p is allowed", (url) => expect(isAllowedLink(url)).toBe(true));
  test.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "//evil.example",
    "data:text/html,x",
    "vbscript:x",
    "example.com",
    "",
    "https://",
    "/\\evil",
  ])("link %p is not", (url) => expect(isAllowedLink(url)).toBe(false));
  test("images: http(s) or a site path only", () => {
    expect(isAllowedImage("https://cdn.example.com/a.png")).toBe(true);
    expect(isAllowedImage("/uploads/a.png")).toBe(true);
    for (const url of ["data:image/png;base64,AA", "//cdn.example.com/a.png", "a.png", "mailto:x@y.z"]) {
      expect(isAllowedImage(url)).toBe(false);
    }
  });

  test("plain text of a document", () => {
    expect(plainText(read("<h2>A</h2><ul><li>b</li><li>c</li></ul><p>d <a href='/x'>e</a></p>"))).toBe("A\nb\nc\nd e");
  });
});

// The blog HTML allow-list: what an editor legitimately writes survives, everything that could run
// script, restyle the page or leave the site unannounced does not.
import { describe, expect, test } from "bun:test";
import { sanitizePostHtml } from "./post-html";

describe("kept", () => {
  test.each([
    ["<h2>Heading</h2><h3>Sub</h3><h4>Small</h4>"],
    ["<p>Text with <strong>strong</strong>, <em>em</em>, <code>code</code> and <mark>mark</mark>.</p>"],
    ['<ul><li>One</li><li>Two<ol start="3"><li>Nested</li></ol></li></ul>'],
    ["<blockquote><p>A quote.</p></blockquote>"],
    ['<pre><code class="language-ts">const a = 1 &lt; 2;</code></pre>'],
    [
      '<table><caption>Options</caption><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>',
    ],
    ['<p><a href="https://example.com/a?b=1&amp;c=2" title="Example">external</a></p>'],
    ['<p><a href="/resources/discovery-toolkit">site path</a> <a href="#section">anchor</a></p>'],
    ['<p><a href="mailto:hello@example.com">mail</a> <a href="tel:+18165550100">call</a></p>'],
    ["<figure><figcaption>Caption</figcaption></figure><hr />"],
    ['<aside class="callout">Note <strong>this</strong>.<br />Second line.</aside>'],
    ['<p class="cta"><a href="/book">Book a call</a></p>'],
    ['<p class="cta"><a href="/resources/discovery-toolkit">Get the toolkit</a></p>'],
  ])("%s", (html) => {
    expect(sanitizePostHtml(html)).toBe(html);
  });

  test("images from an http(s) URL or a site path, with lazy loading and their alt text and size", () => {
    expect(sanitizePostHtml('<img src="https://cdn.example.com/a.png" alt="Chart" width="640" height="360">')).toBe(
      '<img loading="lazy" decoding="async" src="https://cdn.example.com/a.png" alt="Chart" width="640" height="360" />',
    );
    expect(sanitizePostHtml('<img src="/uploads/chart.png" alt="">')).toBe(
      '<img loading="lazy" decoding="async" src="/uploads/chart.png" alt="" />',
    );
  });

  test("a link that opens a new tab gets no handle on this page", () => {
    expect(sanitizePostHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizePostHtml('<a href="https://example.com" target="top" rel="opener">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
  });

  test("an h1 in the body becomes an h2: the page title is the only h1", () => {
    expect(sanitizePostHtml("<h1>Big</h1>")).toBe("<h2>Big</h2>");
  });
});

/** One test per piece of HTML, each of which must be sanitised to `expected`. */
function sanitizesEachTo(title: string, expected: string, inputs: string[]) {
  test.each(inputs)(title, (html) => {
    expect(sanitizePostHtml(html)).toBe(expected);
  });
}

describe("removed", () => {
  test("script elements go with their content", () => {
    expect(sanitizePostHtml("<p>a</p><script>alert(1)</script><p>b</p>")).toBe("<p>a</p><p>b</p>");
    expect(sanitizePostHtml("<style>body{display:none}</style><p>b</p>")).toBe("<p>b</p>");
    expect(sanitizePostHtml('<iframe src="https://evil.example"></iframe><noscript><p>x</p></noscript>ok')).toBe("ok");
  });

  test("event handlers and style attributes", () => {
    expect(sanitizePostHtml('<p onclick="alert(1)" onmouseover="x()" style="position:fixed">Text</p>')).toBe(
      "<p>Text</p>",
    );
    expect(sanitizePostHtml('<a href="/x" onfocus="alert(1)" style="color:red">x</a>')).toBe('<a href="/x">x</a>');
  });

  test("an image with an onerror handler and an address that is neither http(s) nor a site path", () => {
    expect(sanitizePostHtml('<p><img src="x" onerror="alert(1)">after</p>')).toBe("<p>after</p>");
    expect(sanitizePostHtml('<img src="/a.png" onerror="alert(1)" onload="alert(2)">')).toBe(
      '<img loading="lazy" decoding="async" src="/a.png" />',
    );
  });

  sanitizesEachTo("image %s", "", [
    '<img src="data:image/png;base64,iVBORw0KGgo=">',
    '<img src="javascript:alert(1)">',
    '<img src="//evil.example/a.png">',
    '<img src="relative.png">',
    "<img>",
    '<img srcset="https://evil.example/a.png 1x">',
  ]);

  sanitizesEachTo("link %s keeps its text only", "text", [
    '<a href="javascript:alert(1)">text</a>',
    '<a href="JaVaScRiPt:alert(1)">text</a>',
    '<a href=" javascript:alert(1)">text</a>',
    '<a href="java&#x09;script:alert(1)">text</a>',
    '<a href="&#106;avascript:alert(1)">text</a>',
    '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">text</a>',
    '<a href="vbscript:msgbox(1)">text</a>',
    '<a href="//evil.example/">text</a>',
  ]);

  test("svg, math, forms and embedded objects, keeping plain text only", () => {
    expect(sanitizePostHtml('<svg onload="alert(1)"><circle r="5"></circle></svg>ok')).toBe("ok");
    expect(sanitizePostHtml("<svg><script>alert(1)</script><text>hi</text></svg>")).toBe("hi");
    expect(sanitizePostHtml('<form action="/x"><input name="a"><button>Go</button></form>')).toBe("Go");
    expect(sanitizePostHtml('<object data="x.swf"></object><embed src="x.swf">ok')).toBe("ok");
    expect(sanitizePostHtml("<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>")).not.toMatch(
      /<img|onerror|<style|<math/,
    );
  });

  test("ids and classes, which could clobber the page's own", () => {
    expect(sanitizePostHtml('<h2 id="main" class="hidden">T</h2>')).toBe("<h2>T</h2>");
    expect(sanitizePostHtml('<code class="language-js evil">x</code>')).toBe('<code class="language-js">x</code>');
  });

  test("an aside that is not a callout, and classes beside the callout's and the call to action's", () => {
    expect(sanitizePostHtml("<aside><p>Side note</p></aside>")).toBe("<p>Side note</p>");
    expect(sanitizePostHtml('<aside class="warning">Text</aside>')).toBe("Text");
    expect(sanitizePostHtml('<aside class="callout hidden" id="x">Text</aside>')).toBe(
      '<aside class="callout">Text</aside>',
    );
    expect(sanitizePostHtml('<p class="cta big" style="color:red"><a href="/book">Go</a></p>')).toBe(
      '<p class="cta"><a href="/book">Go</a></p>',
    );
    expect(sanitizePostHtml('<p class="lead">Text</p><h2 class="cta">T</h2>')).toBe("<p>Text</p><h2>T</h2>");
    expect(sanitizePostHtml('<p class="cta"><a href="javascript:alert(1)">Go</a></p>')).toBe('<p class="cta">Go</p>');
  });

  test("sizes that are not whole pixels", () => {
    expect(sanitizePostHtml('<img src="/a.png" width="100%" height="expression(alert(1))">')).toBe(
      '<img loading="lazy" decoding="async" src="/a.png" />',
    );
  });
});

test("text is escaped, never turned into markup", () => {
  expect(sanitizePostHtml("<p>1 &lt; 2 &amp; &lt;script&gt;</p>")).toBe("<p>1 &lt; 2 &amp; &lt;script&gt;</p>");
});

test("sanitising twice changes nothing", () => {
  const dirty =
    '<h1>T</h1><p onclick="x">a <a href="javascript:x">b</a> <a href="/c" target="_blank">c</a></p><img src="/d.png"><script>e</script>';
  const once = sanitizePostHtml(dirty);
  expect(sanitizePostHtml(once)).toBe(once);
});

test("absoluteBase turns site paths in links and images into absolute URLs, and nothing else", () => {
  const html =
    '<a href="/resources/x">r</a><a href="https://other.example/y">o</a><a href="#top">t</a><img src="/a.png" alt="">';
  expect(sanitizePostHtml(html, { absoluteBase: "https://site.example" })).toBe(
    '<a href="https://site.example/resources/x">r</a><a href="https://other.example/y">o</a><a href="#top">t</a><img loading="lazy" decoding="async" src="https://site.example/a.png" alt="" />',
  );
});

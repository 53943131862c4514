import { describe, expect, test } from "bun:test";
import { renderToString } from "react-dom/server";
import { ResponsiveImage } from "./ResponsiveImage";

const base = { src: "/uploads/covers/a.png", alt: "A chart", width: 1200, height: 750 } as const;

describe("ResponsiveImage", () => {
  test("without copies: a plain <img> with its box and loading hints", () => {
    expect(renderToString(<ResponsiveImage {...base} loading="lazy" fetchPriority="low" />)).toBe(
      '<img src="/uploads/covers/a.png" alt="A chart" width="1200" height="750" loading="lazy" decoding="async" fetchPriority="low"/>',
    );
  });

  test("WebP copies go to a <source>, the others to the <img>'s srcset, narrowest first", () => {
    const html = renderToString(
      <ResponsiveImage
        {...base}
        sizes="50vw"
        variants={[
          { url: "/uploads/covers/a-960.webp", width: 960, contentType: "image/webp" },
          { url: "/uploads/covers/a.png", width: 1200, contentType: "image/png" },
          { url: "/uploads/covers/a-480.webp", width: 480, contentType: "image/webp" },
          { url: "/uploads/covers/a-480.png", width: 480, contentType: "image/png" },
        ]}
      />,
    );
    expect(html).toBe(
      '<picture class="contents"><source type="image/webp" srcSet="/uploads/covers/a-480.webp 480w, /uploads/covers/a-960.webp 960w" sizes="50vw"/>' +
        '<img src="/uploads/covers/a.png" srcSet="/uploads/covers/a-480.png 480w, /uploads/covers/a.png 1200w" sizes="50vw" alt="A chart" width="1200" height="750" decoding="async"/></picture>',
    );
  });
});

// The media library's pure pieces: the words under a thumbnail, an item's name, the alt text's rule
// and the image files taken from a drop or a paste.
import { describe, expect, test } from "bun:test";
import { givesEach } from "../../../../../tests/support/cases";
import {
  altToSave,
  imageFilesOf,
  mediaDimensions,
  mediaFacts,
  mediaFileName,
  mediaName,
  mediaTypeLabel,
  thumbnailUrl,
  usesSummary,
} from "./media";

describe("the words under a thumbnail", () => {
  givesEach("%s is %s", mediaTypeLabel, [
    ["image/png", "PNG"],
    ["image/jpeg", "JPEG"],
    ["image/svg+xml", "SVG"],
    ["image/webp; charset=binary", "WEBP"],
    ["application", "application"],
  ]);

  test("dimensions when both are known", () => {
    expect(mediaDimensions(800, 600)).toBe("800 × 600");
    expect(mediaDimensions(null, 600)).toBeNull();
    expect(mediaDimensions(0, 0)).toBeNull();
  });

  test("type, dimensions and size in one line; no dimensions for an SVG without them", () => {
    expect(mediaFacts({ contentType: "image/png", width: 1200, height: 630, bytes: 24_576 })).toBe(
      "PNG · 1200 × 630 · 24 KB",
    );
    expect(mediaFacts({ contentType: "image/svg+xml", width: null, height: null, bytes: 512 })).toBe("SVG · 512 B");
  });

  test("the file's name is the last part of its address, decoded", () => {
    expect(mediaFileName("/uploads/covers/team%20photo.png")).toBe("team photo.png");
    expect(mediaFileName("/uploads/covers/a.png?v=2")).toBe("a.png");
    expect(mediaFileName("/uploads/covers/bad%E0.png")).toBe("bad%E0.png");
  });

  test("the uses as one line", () => {
    expect(
      usesSummary([
        { kind: "post", id: 1, label: "Cover of “Pricing”", href: "/blog/pricing" },
        { kind: "testimonial", id: 2, label: "Avatar of Jane Doe", href: null },
      ]),
    ).toBe("Cover of “Pricing”, Avatar of Jane Doe");
  });

  test("a thumbnail is the smallest copy wide enough, else the image", () => {
    const item = {
      url: "/uploads/covers/a.png",
      variants: [
        { url: "/uploads/covers/a-1200.webp", width: 1200, contentType: "image/webp" },
        { url: "/uploads/covers/a-400.webp", width: 400, contentType: "image/webp" },
        { url: "/uploads/covers/a-200.webp", width: 200, contentType: "image/webp" },
      ],
    };
    expect(thumbnailUrl(item, 320)).toBe("/uploads/covers/a-400.webp");
    expect(thumbnailUrl(item, 2000)).toBe("/uploads/covers/a.png");
    expect(thumbnailUrl({ url: "/uploads/covers/b.png", variants: [] }, 320)).toBe("/uploads/covers/b.png");
  });
});

describe("the alt text's rule", () => {
  test("words are saved trimmed; empty only when decorative", () => {
    expect(altToSave("  A chart of Q1  ", false)).toBe("A chart of Q1");
    expect(altToSave("   ", false)).toBeNull();
    expect(altToSave("", false)).toBeNull();
    expect(altToSave("ignored", true)).toBe("");
  });
});

describe("files dropped or pasted", () => {
  test("only images are taken, in order", () => {
    const files = [
      new File(["a"], "notes.txt", { type: "text/plain" }),
      new File(["b"], "chart.png", { type: "image/png" }),
      new File(["c"], "photo.jpg", { type: "image/jpeg" }),
    ];
    expect(imageFilesOf(files).map((file) => file.name)).toEqual(["chart.png", "photo.jpg"]);
    expect(imageFilesOf(null)).toEqual([]);
  });
});

describe("an item's name", () => {
  test("is the name it was uploaded with, else its stored file's", () => {
    expect(mediaName({ originalName: "Team offsite.JPG", url: "/uploads/covers/1a2b.jpg" })).toBe("Team offsite.JPG");
    expect(mediaName({ originalName: null, url: "/uploads/covers/1a2b.jpg" })).toBe("1a2b.jpg");
    expect(mediaName({ originalName: "  ", url: "/uploads/covers/1a2b.jpg" })).toBe("1a2b.jpg");
  });
});

import { describe, expect, test } from "bun:test";
import { blogPostSchema } from "./blog-post";
import { expectFieldErrors, refusalsOf } from "../../../tests/support/field-errors";
import { fieldErrors } from "./test-support";

const valid = {
  title: "Outcome-Driven Roadmaps",
  slug: "outcome-driven-roadmaps",
  author: "Jane Smith",
  category: "Product Strategy",
  excerpt: "Why outcomes beat features.",
  content: "<p>Roadmaps should describe outcomes.</p>",
};

const refuses = refusalsOf(blogPostSchema, valid);

describe("blogPostSchema", () => {
  test("the required fields alone pass, with the optional ones defaulted", () => {
    expect(blogPostSchema.parse(valid)).toEqual({
      ...valid,
      published: true,
      publishedAt: null,
      coverImage: null,
      readTime: null,
      metaTitle: null,
      metaDescription: null,
      shareImage: null,
    });
  });

  test("optional fields are kept when given", () => {
    const data = blogPostSchema.parse({
      ...valid,
      published: false,
      publishedAt: "2026-03-04T12:00:00.000Z",
      coverImage: "/uploads/cover.png",
      readTime: "4 min read",
    });
    expect(data.published).toBe(false);
    expect(data.publishedAt).toEqual(new Date("2026-03-04T12:00:00.000Z"));
    expect(data.coverImage).toBe("/uploads/cover.png");
    expect(data.readTime).toBe("4 min read");
    expect(blogPostSchema.parse({ ...valid, coverImage: "https://cdn.example.com/a.jpg" }).coverImage).toBe(
      "https://cdn.example.com/a.jpg",
    );
  });

  test("publishedAt may be null and a blank cover image becomes null", () => {
    const data = blogPostSchema.parse({ ...valid, publishedAt: null, coverImage: "" });
    expect(data.publishedAt).toBeNull();
    expect(data.coverImage).toBeNull();
  });

  test("each required field has its message, missing or blank", () => {
    const required = {
      title: "Title is required",
      slug: "Slug is required",
      author: "Author is required",
      category: "Category is required",
      excerpt: "Excerpt is required",
      content: "Content is required",
    };
    expectFieldErrors(blogPostSchema, required, {});
    const blank = { title: " ", slug: "", author: "", category: "", excerpt: "", content: "" };
    expectFieldErrors(blogPostSchema, required, blank);
  });

  test.each(["Outcome Roadmaps", "outcome_roadmaps", "outcome--roadmaps", "-outcome", "Outcome-Roadmaps"])(
    "slug %p is refused",
    (slug) => {
      refuses({ slug }, { slug: "Slug must be lowercase words separated by hyphens" });
    },
  );

  test("a cover image must be an http(s) URL or a site path", () => {
    for (const coverImage of ["javascript:alert(1)", "//evil.com/a.png", "cover.png"]) {
      refuses({ coverImage }, { coverImage: "Please enter a valid image URL" });
    }
  });

  test("an unreadable publishedAt is refused", () => {
    refuses({ publishedAt: "someday" }, { publishedAt: "Please enter a valid date" });
  });

  test("the search and sharing fields: at most 70 and 200 characters, an image address like a cover's", () => {
    expect(
      fieldErrors(blogPostSchema, {
        ...valid,
        metaTitle: "t".repeat(71),
        metaDescription: "d".repeat(201),
        shareImage: "javascript:alert(1)",
      }),
    ).toEqual({
      metaTitle: "Meta title must be at most 70 characters",
      metaDescription: "Meta description must be at most 200 characters",
      shareImage: "Please enter a valid image URL",
    });
    const data = blogPostSchema.parse({
      ...valid,
      metaTitle: ` ${"t".repeat(70)} `,
      metaDescription: "d".repeat(200),
      shareImage: "/uploads/share.png",
    });
    expect([data.metaTitle, data.metaDescription, data.shareImage]).toEqual([
      "t".repeat(70),
      "d".repeat(200),
      "/uploads/share.png",
    ]);
    expect(blogPostSchema.parse({ ...valid, metaTitle: " ", metaDescription: "", shareImage: "" })).toMatchObject({
      metaTitle: null,
      metaDescription: null,
      shareImage: null,
    });
  });
});

import { describe, expect, test } from "bun:test";
import { type ResourceInput, resourceSchema } from "./resource";
import { expectFieldErrors, refusalsOf } from "../../../tests/support/field-errors";

const valid = {
  title: "Product Roadmap Template",
  slug: "product-roadmap-template",
  description: "A quarterly roadmap template.",
  category: "Templates",
  fileUrl: "/api/admin/files/roadmap.xlsx",
  fileName: "product-roadmap-template.xlsx",
  fileType: "XLSX",
} satisfies ResourceInput;

const refuses = refusalsOf(resourceSchema, valid);

describe("resourceSchema", () => {
  test("the required fields alone pass; published defaults to false", () => {
    expect(resourceSchema.parse(valid)).toEqual({
      ...valid,
      fileSize: null,
      pageCount: null,
      coverImage: null,
      published: false,
      publishedAt: null,
      metaTitle: null,
      metaDescription: null,
      shareImage: null,
    });
  });

  test("optional fields are kept when given", () => {
    const data = resourceSchema.parse({
      ...valid,
      fileUrl: "https://files.example.com/roadmap.xlsx",
      fileSize: "2.5 MB",
      coverImage: "https://cdn.example.com/cover.png",
      published: true,
      publishedAt: "2026-03-04",
    });
    expect(data).toMatchObject({
      fileUrl: "https://files.example.com/roadmap.xlsx",
      fileSize: "2.5 MB",
      coverImage: "https://cdn.example.com/cover.png",
      published: true,
    });
    expect(data.publishedAt).toEqual(new Date("2026-03-04"));
  });

  test.each(["Templates", "Guidelines", "Frameworks", "Tools", "eBooks", "Checklists", "Worksheets", "Case Studies"])(
    "category %p is accepted",
    (category) => {
      expect(resourceSchema.safeParse({ ...valid, category }).success).toBe(true);
    },
  );

  test.each(["PDF", "DOCX", "XLSX", "PPTX", "ZIP", "EPUB", "PNG", "JPG", "SVG"])(
    "file type %p is accepted",
    (fileType) => {
      expect(resourceSchema.safeParse({ ...valid, fileType }).success).toBe(true);
    },
  );

  test("the product's message for each missing field", () => {
    expectFieldErrors(
      resourceSchema,
      {
        title: "Title is required",
        slug: "Slug is required",
        description: "Description is required",
        category: "Category is required",
        fileUrl: "Please enter a valid file URL",
        fileName: "File name is required",
        fileType: "File type is required",
      },
      {},
    );
  });

  test("categories and file types outside the product's lists are refused", () => {
    refuses(
      { category: "Podcasts", fileType: "EXE" },
      { category: "Category is required", fileType: "File type is required" },
    );
  });

  test.each(["roadmap.xlsx", "javascript:alert(1)", "//evil.com/x.pdf", "ftp://files.example.com/x.pdf", ""])(
    "file URL %p is refused",
    (fileUrl) => {
      refuses({ fileUrl }, { fileUrl: "Please enter a valid file URL" });
    },
  );

  test("a cover image must be a valid URL or empty", () => {
    expect(resourceSchema.parse({ ...valid, coverImage: "" }).coverImage).toBeNull();
    refuses({ coverImage: "not a url" }, { coverImage: "Please enter a valid image URL" });
  });

  test("the slug must be in slug form", () => {
    refuses({ slug: "Product Roadmap" }, { slug: "Slug must be lowercase words separated by hyphens" });
  });
});

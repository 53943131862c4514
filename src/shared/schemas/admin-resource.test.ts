import { describe, expect, test } from "bun:test";
import { adminResourceSchema } from "./admin-resource";

const valid = {
  title: "Roadmap Template",
  slug: "roadmap-template",
  description: "A one-page roadmap.",
  category: "Templates",
  fileUrl: "/api/admin/files/abc.pdf",
  fileName: "roadmap.pdf",
  fileType: "PDF",
  fileSize: "12 KB",
  coverImage: null,
  published: false,
  publishedAt: null,
};

function messages(input: unknown) {
  const result = adminResourceSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("adminResourceSchema", () => {
  test("accepts a site path or an http(s) URL as the file and an empty cover", () => {
    expect(messages(valid)).toEqual({});
    expect(messages({ ...valid, fileUrl: "https://example.com/x.pdf", coverImage: "" })).toEqual({});
  });

  test("published defaults to false", () => {
    const { published: _omit, ...rest } = valid;
    expect(adminResourceSchema.parse(rest).published).toBe(false);
  });

  test("the product's messages for each required field", () => {
    expect(
      messages({ ...valid, title: "", slug: "", description: " ", category: "", fileName: "", fileType: "" }),
    ).toEqual({
      title: "Title is required",
      slug: "Slug is required",
      description: "Description is required",
      category: "Category is required",
      fileName: "File name is required",
      fileType: "File type is required",
    });
    expect(messages({ ...valid, fileUrl: "notaurl" })).toEqual({ fileUrl: "Please enter a valid file URL" });
    expect(messages({ ...valid, fileUrl: "//evil.com/x.pdf" })).toEqual({ fileUrl: "Please enter a valid file URL" });
    expect(messages({ ...valid, category: "Recipes", fileType: "EXE" })).toEqual({
      category: "Category is required",
      fileType: "File type is required",
    });
  });
});

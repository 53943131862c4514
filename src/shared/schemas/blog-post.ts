// The admin's blog post form (docs/product.md#entities, #validation): Title, Slug, Author, Category, Excerpt and Content
// required, the rest optional. Content is HTML; the server sanitises it, this only requires it.
import { z } from "zod";
import { optionalDate, optionalImageAddress, optionalText, requiredText, searchAndSharingFields, slug } from "./fields";

export const blogPostSchema = z.object({
  title: requiredText("Title is required"),
  slug: slug("Slug is required"),
  author: requiredText("Author is required"),
  category: requiredText("Category is required"),
  excerpt: requiredText("Excerpt is required"),
  content: requiredText("Content is required"),
  published: z.boolean().default(true),
  /** null: now, at the first publication; a date sets the moment, a future one schedules the post (docs/product.md#scheduled). */
  publishedAt: optionalDate("Please enter a valid date"),
  coverImage: optionalImageAddress("Please enter a valid image URL"),
  /** Such as '5 min read'; null when not given. */
  readTime: optionalText(),
  ...searchAndSharingFields,
});

export type BlogPostData = z.output<typeof blogPostSchema>;

// The admin's resource form (docs/product.md#entities, #validation, #limits). fileUrl is an absolute http(s) URL or a path on
// this site, because an uploaded file is addressed as e.g. /api/admin/files/x.pdf.
import { z } from "zod";
import { resourceCategories, resourceFileTypes } from "../resource-options";
import { isWebAddress } from "../urls";
import { optionalDate, optionalImageAddress, optionalText, requiredText, searchAndSharingFields, slug } from "./fields";

const FILE_URL_MESSAGE = "Please enter a valid file URL";
const PAGE_COUNT_MESSAGE = "Pages must be a whole number from 1 to 100,000";
/** The most pages a resource may say it has: far beyond any document, short of nonsense. */
export const MAX_PAGE_COUNT = 100_000;

export const resourceSchema = z.object({
  title: requiredText("Title is required"),
  slug: slug("Slug is required"),
  description: requiredText("Description is required"),
  category: z.enum(resourceCategories, { error: "Category is required" }),
  fileUrl: z.string({ error: FILE_URL_MESSAGE }).trim().refine(isWebAddress, FILE_URL_MESSAGE),
  fileName: requiredText("File name is required"),
  /** Such as '2.5 MB'; null when not given. */
  fileSize: optionalText(),
  fileType: z.enum(resourceFileTypes, { error: "File type is required" }),
  /** A document's pages (docs/product.md#resource-detail): counted at upload for a PDF; null when not known. */
  pageCount: z
    .number({ error: PAGE_COUNT_MESSAGE })
    .int(PAGE_COUNT_MESSAGE)
    .min(1, PAGE_COUNT_MESSAGE)
    .max(MAX_PAGE_COUNT, PAGE_COUNT_MESSAGE)
    .nullish()
    .transform((value) => value ?? null),
  coverImage: optionalImageAddress("Please enter a valid image URL"),
  published: z.boolean().default(false),
  publishedAt: optionalDate("Please enter a valid date"),
  ...searchAndSharingFields,
});

export type ResourceInput = z.input<typeof resourceSchema>;
export type ResourceData = z.output<typeof resourceSchema>;

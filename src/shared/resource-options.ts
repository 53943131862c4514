// The resource categories and file types of SPEC §9, kept here once because the admin form's
// validation, the public filter and the seed data must all agree on the same lists.

export const resourceCategories = [
  "Templates",
  "Guidelines",
  "Frameworks",
  "Tools",
  "eBooks",
  "Checklists",
  "Worksheets",
  "Case Studies",
] as const;
export type ResourceCategory = (typeof resourceCategories)[number];

export const resourceFileTypes = ["PDF", "DOCX", "XLSX", "PPTX", "ZIP", "EPUB", "PNG", "JPG", "SVG"] as const;
export type ResourceFileType = (typeof resourceFileTypes)[number];

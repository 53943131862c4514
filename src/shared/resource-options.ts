// The resource categories and file types of docs/product.md#limits, kept here once because the admin form's
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

// docs/product.md#limits's file types, then those of the upload extensions docs/product.md#limits also accepts (doc, xls, ppt,
// txt, csv), so an uploaded file can be saved with a type that says what it is (decision 011).
export const resourceFileTypes = [
  "PDF",
  "DOCX",
  "XLSX",
  "PPTX",
  "ZIP",
  "EPUB",
  "PNG",
  "JPG",
  "SVG",
  "DOC",
  "XLS",
  "PPT",
  "TXT",
  "CSV",
] as const;
export type ResourceFileType = (typeof resourceFileTypes)[number];

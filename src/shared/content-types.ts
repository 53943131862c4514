// The content type of a downloadable file, from the name it is saved under or the resource's file
// type: the extensions docs/product.md#limits lets an admin upload, each with its registered media type.

/** Content types of the extensions a resource file may have (docs/product.md#limits's upload list). */
const CONTENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  zip: "application/zip",
  epub: "application/epub+zip",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  svg: "image/svg+xml",
  txt: "text/plain; charset=utf-8",
  csv: "text/csv; charset=utf-8",
};

const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";

/**
 * The content type of a download: from the name it is saved under, else from the resource's file
 * type (the product's "PDF", "DOCX"…, which are extensions too), else application/octet-stream.
 */
export function downloadContentType(fileName: string, fileType?: string | null): string {
  return (
    CONTENT_TYPES[extensionOf(fileName)] ?? CONTENT_TYPES[(fileType ?? "").toLowerCase()] ?? "application/octet-stream"
  );
}

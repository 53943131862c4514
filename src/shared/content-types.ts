// The file types the site deals in, in one place: each extension's registered media type, the
// extensions an admin may upload for each purpose (docs/product.md#limits), and from these the
// content type a download, a public upload or a built asset is sent with.
//
// Resource files: pdf doc docx xls xlsx ppt pptx zip epub png jpg jpeg svg txt csv (docs/product.md#limits).
// Cover images: png jpg jpeg svg, and webp and gif, since the product says the cover upload accepts any
// image and /uploads serves those types (src/server/serve-uploads.ts).

/** Each extension's media type (lower case, no dot). */
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
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
  ico: "image/x-icon",
  txt: "text/plain; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  webmanifest: "application/manifest+json",
  woff2: "font/woff2",
};

export type UploadPurpose = "resource" | "cover" | "variant";

export const UPLOAD_EXTENSIONS: Record<UploadPurpose, readonly string[]> = {
  resource: "pdf doc docx xls xlsx ppt pptx zip epub png jpg jpeg svg txt csv".split(" "),
  cover: "png jpg jpeg svg webp gif".split(" "),
  // A media item's smaller copy, made in the admin's browser (docs/product.md#media): the formats
  // a canvas encodes, never SVG (a copy is for srcset, which a vector picture never needs).
  variant: "png jpg jpeg webp avif".split(" "),
};

/** The images /uploads serves: the cover uploads' types, and AVIF. */
const PUBLIC_IMAGE_EXTENSIONS = [...UPLOAD_EXTENSIONS.cover, "avif"];

/** The lower-case extension of a file name ("" when it has none). Everything after the last dot. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot === -1 ? "" : fileName.slice(dot + 1).toLowerCase();
}

/** The media type of an extension among `extensions` (all known ones when not given), or undefined. */
export function contentTypeOf(extension: string, extensions?: readonly string[]): string | undefined {
  return extensions && !extensions.includes(extension) ? undefined : CONTENT_TYPES[extension];
}

/**
 * The content type of a download: from the name it is saved under, else from the resource's file
 * type (the product's "PDF", "DOCX"…, which are extensions too), else application/octet-stream.
 * Only a resource file's types count: anything else is sent as bytes.
 */
export function downloadContentType(fileName: string, fileType?: string | null): string {
  const resourceType = (extension: string) => contentTypeOf(extension, UPLOAD_EXTENSIONS.resource);
  return (
    resourceType(extensionOf(fileName)) ?? resourceType((fileType ?? "").toLowerCase()) ?? "application/octet-stream"
  );
}

/** The content type of a public upload by its name, or undefined when /uploads serves no such file. */
export function publicImageContentType(name: string): string | undefined {
  return contentTypeOf(extensionOf(name), PUBLIC_IMAGE_EXTENSIONS);
}

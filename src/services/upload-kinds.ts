// What an admin may upload (docs/product.md#limits, docs/architecture.md#security), and how the bytes prove it: an extension on the
// allow-list (src/shared/content-types.ts) is not enough, the file's first bytes must carry that
// format's signature ("magic bytes", ./file-signatures.ts), so an executable renamed to .pdf, or a
// PDF renamed to .png, is refused.
//
// A container's signature proves the container (docx is a ZIP file, doc an OLE2 one); what a
// visitor downloads is served as an attachment with nosniff either way. Text (txt, csv) has no
// signature: it must hold no NUL byte anywhere (every executable format does), in any 8-bit
// encoding. SVG is text too, and is checked element by element as it streams (./svg-safety.ts).
import { extensionOf, UPLOAD_EXTENSIONS, type UploadPurpose } from "../shared/content-types";
import { type Format, SIGNATURES, sniff } from "./file-signatures";

/** How many leading bytes the signature checks look at (a PDF header may start within 1024). */
export const SNIFF_BYTES = 1024;

type Kind = {
  /** The file type the resource form shows (docs/product.md#limits's labels, and the older Office formats'). */
  label: string;
  /** Whether the leading bytes (up to SNIFF_BYTES, fewer for a short file) fit the format. */
  signature: (head: Uint8Array) => boolean;
  /** What the whole content must also satisfy while it streams. */
  content?: "text" | "svg";
};

/** Text: checked as it streams (no NUL byte); here only that it is not empty. */
const anyText = (head: Uint8Array) => head.length > 0;

const KINDS: Record<string, Kind> = {
  pdf: { label: "PDF", signature: SIGNATURES.pdf },
  doc: { label: "DOC", signature: SIGNATURES.ole2 },
  xls: { label: "XLS", signature: SIGNATURES.ole2 },
  ppt: { label: "PPT", signature: SIGNATURES.ole2 },
  docx: { label: "DOCX", signature: SIGNATURES.zip },
  xlsx: { label: "XLSX", signature: SIGNATURES.zip },
  pptx: { label: "PPTX", signature: SIGNATURES.zip },
  zip: { label: "ZIP", signature: SIGNATURES.zip },
  epub: { label: "EPUB", signature: SIGNATURES.zip },
  png: { label: "PNG", signature: SIGNATURES.png },
  jpg: { label: "JPG", signature: SIGNATURES.jpeg },
  jpeg: { label: "JPG", signature: SIGNATURES.jpeg },
  gif: { label: "GIF", signature: SIGNATURES.gif },
  webp: { label: "WEBP", signature: SIGNATURES.webp },
  avif: { label: "AVIF", signature: SIGNATURES.avif },
  svg: { label: "SVG", signature: anyText, content: "svg" },
  txt: { label: "TXT", signature: anyText, content: "text" },
  csv: { label: "CSV", signature: anyText, content: "text" },
};

/** The kind an upload for `purpose` named `fileName` claims to be, or null when not allowed. */
export function allowedKind(purpose: UploadPurpose, fileName: string): (Kind & { extension: string }) | null {
  const extension = extensionOf(fileName);
  if (!UPLOAD_EXTENSIONS[purpose].includes(extension)) return null;
  return { ...KINDS[extension]!, extension };
}

// Formats worth naming when they turn up under another name (only for the refusal's wording).
const FORMAT_NAMES: Partial<Record<Format, string>> = {
  "windows-executable": "a Windows executable",
  "linux-executable": "a Linux executable",
  "macos-executable": "a macOS executable",
  pdf: "a PDF document",
  png: "a PNG image",
  jpeg: "a JPEG image",
  zip: "a ZIP archive",
};

/** What the leading bytes look like, for a refusal message ("a Windows executable"), or null. */
export function recognisedFormat(head: Uint8Array): string | null {
  const format = sniff(head, Object.keys(FORMAT_NAMES) as Format[]);
  return format && FORMAT_NAMES[format]!;
}

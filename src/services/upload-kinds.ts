// What an admin may upload (docs/product.md#limits, docs/architecture.md#security), and how the bytes prove it: an extension on the
// allow-list is not enough, the file's first bytes must carry that format's signature ("magic
// bytes"), so an executable renamed to .pdf, or a PDF renamed to .png, is refused.
//
// Resource files: pdf doc docx xls xlsx ppt pptx zip epub png jpg jpeg svg txt csv (docs/product.md#limits).
// Cover images: png jpg jpeg svg, and webp and gif, since the product says the cover upload accepts any
// image and /uploads serves those types (src/server/uploads.ts).
//
// Some formats are containers whose signature is shared: docx, xlsx, pptx and epub are ZIP files,
// doc, xls and ppt are OLE2 compound files. The signature proves the container; what a visitor
// downloads is served as an attachment with nosniff either way. Text (txt, csv) has no signature:
// it must hold no NUL byte anywhere (every executable format does), in any 8-bit encoding.
// SVG is text too, and is checked element by element as it streams (./svg-safety.ts).

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

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_ENTRY = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];

function isPdf(head: Uint8Array): boolean {
  // "%PDF-" within the first 1024 bytes (ISO 32000 lets readers accept leading bytes).
  const marker = ascii("%PDF-");
  for (let i = 0; i + marker.length <= Math.min(head.length, SNIFF_BYTES); i++) {
    if (startsWith(head, marker, i)) return true;
  }
  return false;
}

const isZip = (head: Uint8Array) => startsWith(head, ZIP_ENTRY) || startsWith(head, ZIP_EMPTY);
const isOle2 = (head: Uint8Array) => startsWith(head, OLE2);
const isGif = (head: Uint8Array) => startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a"));
const isWebp = (head: Uint8Array) => startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8);
/** Text: checked as it streams (no NUL byte); here only that it is not empty. */
const anyText = (head: Uint8Array) => head.length > 0;

const KINDS: Record<string, Kind> = {
  pdf: { label: "PDF", signature: isPdf },
  doc: { label: "DOC", signature: isOle2 },
  xls: { label: "XLS", signature: isOle2 },
  ppt: { label: "PPT", signature: isOle2 },
  docx: { label: "DOCX", signature: isZip },
  xlsx: { label: "XLSX", signature: isZip },
  pptx: { label: "PPTX", signature: isZip },
  zip: { label: "ZIP", signature: isZip },
  epub: { label: "EPUB", signature: isZip },
  png: { label: "PNG", signature: (head) => startsWith(head, PNG) },
  jpg: { label: "JPG", signature: (head) => startsWith(head, JPEG) },
  jpeg: { label: "JPG", signature: (head) => startsWith(head, JPEG) },
  gif: { label: "GIF", signature: isGif },
  webp: { label: "WEBP", signature: isWebp },
  svg: { label: "SVG", signature: anyText, content: "svg" },
  txt: { label: "TXT", signature: anyText, content: "text" },
  csv: { label: "CSV", signature: anyText, content: "text" },
};

export type UploadPurpose = "resource" | "cover";

export const UPLOAD_EXTENSIONS: Record<UploadPurpose, readonly string[]> = {
  resource: [
    "pdf",
    "doc",
    "docx",
    "xls",
    "xlsx",
    "ppt",
    "pptx",
    "zip",
    "epub",
    "png",
    "jpg",
    "jpeg",
    "svg",
    "txt",
    "csv",
  ],
  cover: ["png", "jpg", "jpeg", "svg", "webp", "gif"],
};

/** The lower-case extension of a file name ("" when it has none). Everything after the last dot. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot === -1 ? "" : fileName.slice(dot + 1).toLowerCase();
}

/** The kind an upload for `purpose` named `fileName` claims to be, or null when not allowed. */
export function allowedKind(purpose: UploadPurpose, fileName: string): (Kind & { extension: string }) | null {
  const extension = extensionOf(fileName);
  if (!UPLOAD_EXTENSIONS[purpose].includes(extension)) return null;
  return { ...KINDS[extension]!, extension };
}

// Formats worth naming when they turn up under another name (only for the refusal's wording).
const NAMED_SIGNATURES: [name: string, test: (head: Uint8Array) => boolean][] = [
  ["a Windows executable", (head) => startsWith(head, ascii("MZ"))],
  ["a Linux executable", (head) => startsWith(head, [0x7f, ...ascii("ELF")])],
  [
    "a macOS executable",
    (head) => [0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe].some((magic) => readU32(head) === magic),
  ],
  ["a PDF document", isPdf],
  ["a PNG image", (head) => startsWith(head, PNG)],
  ["a JPEG image", (head) => startsWith(head, JPEG)],
  ["a ZIP archive", isZip],
];

function readU32(head: Uint8Array): number {
  return head.length < 4 ? -1 : ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
}

/** What the leading bytes look like, for a refusal message ("a Windows executable"), or null. */
export function recognisedFormat(head: Uint8Array): string | null {
  return NAMED_SIGNATURES.find(([, test]) => test(head))?.[0] ?? null;
}

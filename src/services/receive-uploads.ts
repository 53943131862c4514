// The admin's uploads (docs/product.md#api, #limits; docs/architecture.md#security): a resource file into private storage, a cover
// image into public storage. Each upload is streamed to disk as it arrives (./multipart-file.ts)
// and checked on the way:
//   - the extension must be on the purpose's allow-list (./upload-kinds.ts), else 415;
//   - the first bytes must carry that format's signature, else 415 (a renamed executable, a PDF
//     called .png); text must hold no NUL byte, SVG must be only a picture (./svg-safety.ts);
//   - at most 50 MB (SVG 10 MB, since it is parsed), counted while streaming, else 413;
//   - an image (a cover, a smaller copy) whose header claims more pixels than a browser can draw
//     (./image-dimensions.ts's isTooLarge), 400, read once stored and removed again.
// A JPEG's location and other metadata is removed as it streams (./jpeg-metadata.ts), so no stored
// or served copy carries them; its Orientation is kept.
// A refused file never appears under a real key: storage writes to a hidden temporary name and
// renames only once complete, and removes the temporary file when the stream fails.
//
// Files are stored under generated names ("private/resources/<32 hex>.pdf"); the name the browser
// sent is kept only as data (originalName), cleaned of control characters and folders, so "../"
// or a NUL in it can never choose where anything is written.
import type { FileStorage } from "../storage";
import { privateFileUrl, publicFileUrl } from "../storage";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { formatBytes } from "../shared/format";
import { type IncomingFile, receiveFile, UploadRefusal } from "./multipart-file";
import { contentTypeOf, UPLOAD_EXTENSIONS, type UploadPurpose } from "../shared/content-types";
import { allowedKind, recognisedFormat, SNIFF_BYTES } from "./upload-kinds";
import { createSvgCheck } from "./svg-safety";
import { type Dimensions, isTooLarge, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, readImageDimensions } from "./image-dimensions";
import { withoutJpegMetadata } from "./jpeg-metadata";
import { createPdfPageCounter } from "../shared/pdf-pages";

export { UploadRefusal } from "./multipart-file";
export type { UploadPurpose } from "../shared/content-types";

/** docs/product.md#limits: "up to 50MB". */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** SVG is parsed as it streams; a picture never needs more. */
const MAX_SVG_BYTES = 10 * 1024 * 1024;

/** The form field each upload route reads (docs/product.md#api). */
const UPLOAD_FIELDS: Record<UploadPurpose, string> = { resource: "resourceFile", cover: "coverImage", variant: "file" };

const FOLDERS: Record<UploadPurpose, string> = {
  resource: "private/resources",
  cover: "public/covers",
  variant: "public/covers",
};

/** The text fields each upload reads beside its file (docs/product.md#media: an image's alt text, a copy's width). */
const TEXT_FIELDS: Record<UploadPurpose, readonly string[]> = { resource: [], cover: ["alt"], variant: ["width"] };

const PURPOSE_NAMES: Record<UploadPurpose, string> = {
  resource: "Resource files",
  cover: "Cover images",
  variant: "Smaller copies of an image",
};

export type StoredUpload = {
  /** What goes into the resource's fileUrl or coverImage. */
  fullUrl: string;
  /** The name the browser sent, cleaned; data only. */
  originalName: string;
  /** The resource form's file type label ("PDF", "DOCX"…). */
  fileType: string;
  /** As the site shows sizes ("2.4 MB"). */
  fileSize: string;
  /** The exact size in bytes. */
  bytes: number;
  /** The storage key it was written under. */
  key: string;
  /** The file's media type, by its checked extension ("image/png"). */
  contentType: string;
  /** The purpose's text fields the form sent (TEXT_FIELDS), by name; the last of each counts. */
  fields: Record<string, string>;
  /** An image's width and height from its header (null when unreadable); null for a resource file. */
  dimensions: Dimensions | null;
  /** A PDF's pages, counted as it streamed past (../shared/pdf-pages.ts); null for any other file or none found. */
  pageCount: number | null;
};

const count = (n: number) => n.toLocaleString("en-US");

const upper = (extensions: readonly string[]) => extensions.map((e) => e.toUpperCase()).join(", ");

const UPLOAD_MESSAGES = {
  missing: (purpose: UploadPurpose) =>
    `No file was received: send it in the form field "${UPLOAD_FIELDS[purpose]}" as multipart/form-data.`,
  tooLarge: "The file is larger than 50 MB, the most an upload may be.",
  svgTooLarge: "SVG images may be at most 10 MB.",
  notAllowed: (purpose: UploadPurpose) =>
    `${PURPOSE_NAMES[purpose]} may only be ${upper(UPLOAD_EXTENSIONS[purpose])} files.`,
  empty: "The file is empty.",
  mismatch: (extension: string, found: string | null) =>
    `The file's content is not a .${extension} file${found ? ` (it is ${found})` : ""}.`,
  binaryText: (extension: string) => `The file's content is not a .${extension} file (it holds binary data).`,
  unsafeSvg: (reason: string) => `This SVG image cannot be used: ${reason}.`,
  tooManyPixels: ({ width, height }: Dimensions) =>
    `The image says it is ${count(width)} × ${count(height)} pixels; images may be at most ` +
    `${count(MAX_IMAGE_SIDE)} pixels on a side and ${count(MAX_IMAGE_PIXELS)} pixels in all.`,
} as const;

/** The browser's file name as data: no control characters, no folders, at most 200 characters. */
function cleanOriginalName(name: string): string {
  const cleaned = name
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .split(/[/\\]/)
    .pop()!
    .trim();
  return cleaned.slice(-200);
}

const randomName = () => encodeHexLowerCase(crypto.getRandomValues(new Uint8Array(16)));

/** The file's bytes, passed on unchanged while every check holds; an error ends the stream. */
function checked(source: ReadableStream<Uint8Array>, kind: NonNullable<ReturnType<typeof allowedKind>>) {
  const reader = source.getReader();
  const maxBytes = kind.content === "svg" ? MAX_SVG_BYTES : MAX_UPLOAD_BYTES;
  const svg = kind.content === "svg" ? createSvgCheck() : null;
  let head: Uint8Array | null = new Uint8Array(0);
  let total = 0;

  // Checks a chunk of the content after the signature check; throws the refusal.
  const inspect = (chunk: Uint8Array) => {
    if (kind.content === "text" && chunk.includes(0))
      throw new UploadRefusal(415, UPLOAD_MESSAGES.binaryText(kind.extension));
    const problem = svg?.write(chunk);
    if (problem) throw new UploadRefusal(415, UPLOAD_MESSAGES.unsafeSvg(problem));
  };
  const checkSignature = (bytes: Uint8Array) => {
    if (bytes.length === 0) throw new UploadRefusal(400, UPLOAD_MESSAGES.empty);
    if (!kind.signature(bytes)) {
      throw new UploadRefusal(415, UPLOAD_MESSAGES.mismatch(kind.extension, recognisedFormat(bytes)));
    }
    inspect(bytes);
  };

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            if (head) checkSignature(head);
            const problem = svg?.end();
            if (problem) throw new UploadRefusal(415, UPLOAD_MESSAGES.unsafeSvg(problem));
            if (head && head.length > 0) controller.enqueue(head);
            head = null;
            controller.close();
            return;
          }
          total += value.byteLength;
          if (total > maxBytes) {
            throw new UploadRefusal(
              413,
              kind.content === "svg" ? UPLOAD_MESSAGES.svgTooLarge : UPLOAD_MESSAGES.tooLarge,
            );
          }
          if (head) {
            // Nothing is written until the leading bytes have been seen.
            const joined: Uint8Array = new Uint8Array(head.length + value.length);
            joined.set(head);
            joined.set(value, head.length);
            if (joined.length < SNIFF_BYTES) {
              head = joined;
              continue;
            }
            head = null;
            checkSignature(joined);
            controller.enqueue(joined);
            return;
          }
          inspect(value);
          controller.enqueue(value);
          return;
        }
      } catch (error) {
        await reader.cancel(error).catch(() => {});
        throw error;
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

export function createUploadService(deps: { storage: FileStorage }) {
  const { storage } = deps;

  async function store(
    purpose: UploadPurpose,
    file: IncomingFile,
    folder: string,
  ): Promise<Omit<StoredUpload, "fields">> {
    const originalName = cleanOriginalName(file.fileName);
    if (originalName === "") {
      // What a browser sends for a file input left empty.
      await file.stream.cancel();
      throw new UploadRefusal(400, UPLOAD_MESSAGES.missing(purpose));
    }
    const kind = allowedKind(purpose, originalName);
    if (!kind) {
      await file.stream.cancel();
      throw new UploadRefusal(415, UPLOAD_MESSAGES.notAllowed(purpose));
    }
    const extension = kind.extension === "jpeg" ? "jpg" : kind.extension;
    const key = `${folder}/${randomName()}.${extension}`;
    const content = checked(file.stream, kind);
    const pdf = purpose === "resource" && extension === "pdf" ? createPdfPageCounter() : null;
    const counted = pdf
      ? content.pipeThrough(
          new TransformStream<Uint8Array, Uint8Array>({
            transform(chunk, controller) {
              pdf.write(chunk);
              controller.enqueue(chunk);
            },
          }),
        )
      : content;
    const bytes = await storage.put(key, extension === "jpg" ? counted.pipeThrough(withoutJpegMetadata()) : counted);
    const contentType = contentTypeOf(kind.extension) ?? "application/octet-stream";
    const dimensions = purpose === "resource" ? null : await storedDimensions(key, contentType);
    if (dimensions && isTooLarge(dimensions)) {
      await storage.delete(key);
      throw new UploadRefusal(400, UPLOAD_MESSAGES.tooManyPixels(dimensions));
    }
    return {
      fullUrl: purpose === "resource" ? privateFileUrl(key) : publicFileUrl(key),
      originalName,
      fileType: kind.label,
      fileSize: formatBytes(bytes),
      bytes,
      key,
      contentType,
      dimensions,
      pageCount: pdf?.pages() ?? null,
    };
  }

  async function storedDimensions(key: string, contentType: string) {
    const stored = await storage.get(key);
    return stored ? readImageDimensions(stored, contentType) : null;
  }

  return {
    /**
     * Receives the upload of `purpose` from a multipart request and stores it (in `folder`, the
     * purpose's own unless told). Throws an UploadRefusal (400, 413 or 415) for anything refused;
     * nothing is left stored then.
     */
    async receive(purpose: UploadPurpose, request: Request, options: { folder?: string } = {}): Promise<StoredUpload> {
      const fields: Record<string, string> = {};
      const stored = await receiveFile(request, {
        field: UPLOAD_FIELDS[purpose],
        maxFileBytes: MAX_UPLOAD_BYTES,
        messages: { missing: UPLOAD_MESSAGES.missing(purpose), tooLarge: UPLOAD_MESSAGES.tooLarge },
        handle: (file) => store(purpose, file, options.folder ?? FOLDERS[purpose]),
        onField: (name, value) => {
          if (TEXT_FIELDS[purpose].includes(name)) fields[name] = value;
        },
      });
      return { ...stored, fields };
    },
  };
}

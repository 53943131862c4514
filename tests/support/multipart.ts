// Multipart/form-data bodies written out byte by byte, so a test sends exactly the file names and
// fields a client could (the admin's uploads and the media library's copies).
import { concat } from "./images";

const encoder = new TextEncoder();

export const BOUNDARY = "----upload-test-boundary-7MA4YWxkTrZu0gW";

/** A part: a file when it has a file name, a text field otherwise. */
export type Part = { field: string; fileName?: string; type?: string; content: Uint8Array | string };

/** A multipart/form-data body, with each part's file name written as given (quotes escaped). */
export function multipartBody(parts: Part[]): Uint8Array<ArrayBuffer> {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const name = part.fileName === undefined ? "" : `; filename="${part.fileName.replaceAll('"', "%22")}"`;
    const type = part.fileName === undefined ? "" : `\r\nContent-Type: ${part.type ?? "application/octet-stream"}`;
    chunks.push(
      encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"${name}${type}\r\n\r\n`),
    );
    chunks.push(typeof part.content === "string" ? encoder.encode(part.content) : part.content);
    chunks.push(encoder.encode("\r\n"));
  }
  chunks.push(encoder.encode(`--${BOUNDARY}--\r\n`));
  return concat(...chunks);
}

/** The request headers of a multipart body made by multipartBody. */
export const MULTIPART_TYPE = { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` } as const;

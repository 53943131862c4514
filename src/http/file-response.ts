// A stored file as a download response: streamed from disk (a Bun.file body is sent with sendfile,
// so a 50 MB file never sits in memory), saved rather than shown (Content-Disposition: attachment,
// nosniff, a sandboxing CSP for types a browser could render), never stored by a cache, and
// resumable: HEAD, a single byte range (206, or 416 when it lies outside the file) and If-Range.
// Several ranges in one request are answered with the whole file, which RFC 9110 allows.
import type { DownloadFile } from "../services/resources";
import { bodyOf } from "../storage";
import { attachmentDisposition } from "./content-disposition";
import { ifNoneMatchHits } from "./negotiation";

type ByteRange = { start: number; end: number };

/**
 * The one range a Range header asks for within a file of `size` bytes: a ByteRange (end
 * inclusive), "unsatisfiable" (answer 416), or null to send the whole file (no header, another
 * unit, several ranges, or a header that does not parse, which RFC 9110 says to ignore).
 */
export function parseRange(header: string | null | undefined, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    // The last N bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return null;
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Number(last);
  return { start, end: Math.min(end, size - 1) };
}

/** A stored file's validators: an ETag of its size and modification time, and that time as an HTTP date. */
export function fileValidators(file: { size: number; lastModified: number }) {
  return {
    etag: `"${file.size.toString(16)}-${Math.floor(file.lastModified).toString(16)}"`,
    lastModified: new Date(file.lastModified).toUTCString(),
  };
}

/**
 * Whether a request's validators say the client holds this version: If-None-Match names the ETag
 * (weakly compared), or, without If-None-Match, If-Modified-Since is not before the file's time
 * (to the second, as HTTP dates go). RFC 9110 §13.2.2's order.
 */
export function notModifiedSince(request: Request, file: { size: number; lastModified: number }): boolean {
  const { etag } = fileValidators(file);
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch !== null) return ifNoneMatchHits(ifNoneMatch.replaceAll("W/", ""), etag);
  const since = Date.parse(request.headers.get("If-Modified-Since") ?? "");
  return !Number.isNaN(since) && Math.floor(file.lastModified / 1000) * 1000 <= since;
}

/** The response to a GET or HEAD for a download. */
export function fileResponse(request: Request, download: DownloadFile): Response {
  const { file } = download;
  const size = file.size;
  const { etag, lastModified } = fileValidators(file);
  const headers = new Headers({
    "Content-Type": download.contentType,
    "Content-Disposition": attachmentDisposition(download.fileName),
    "X-Content-Type-Options": "nosniff",
    // no-transform keeps the compression middleware off: the bytes are sent as stored, with their length.
    "Cache-Control": "private, no-store, no-transform",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Accept-Ranges": "bytes",
    "Last-Modified": lastModified,
    ETag: etag,
  });
  const head = request.method === "HEAD";

  let range = parseRange(request.headers.get("Range"), size);
  // If-Range: the range holds only for the version the client already has part of.
  const ifRange = request.headers.get("If-Range");
  if (range !== null && ifRange !== null && ifRange !== etag && ifRange !== lastModified) range = null;

  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${size}`);
    headers.set("Content-Length", "0");
    headers.delete("Content-Disposition");
    return new Response(null, { status: 416, headers });
  }
  if (range) {
    const length = range.end - range.start + 1;
    headers.set("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
    headers.set("Content-Length", String(length));
    return new Response(head ? null : bodyOf(file.slice(range.start, range.end + 1)), { status: 206, headers });
  }
  headers.set("Content-Length", String(size));
  return new Response(head ? null : bodyOf(file), { status: 200, headers });
}

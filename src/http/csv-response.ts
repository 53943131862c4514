// The admin's CSV exports (leads, people, a resource's leads, analytics): an attachment named after
// what it holds and the day it was made, kept by no cache since the rows are personal data.
//
// An export is streamed (docs/architecture.md#exports; decision 060): the read worker
// (src/db/read-worker.ts) reads it a chunk at a time as CSV (csvChunks, src/services/csv.ts), one
// chunk ahead of what the client has taken, and this thread only forwards the bytes; a client that
// goes away stops the reading.
import type { Context } from "hono";
import { attachmentDisposition } from "./content-disposition";
import type { AppEnv } from "./context";

const headers = (fileName: string) => ({
  "Content-Type": "text/csv; charset=utf-8",
  "Content-Disposition": attachmentDisposition(fileName),
  "Cache-Control": "private, no-store",
  "X-Content-Type-Options": "nosniff",
});

/** A CSV download that no cache keeps (leads are personal data). */
export function csvResponse(c: Context<AppEnv>, csv: string | ReadableStream<Uint8Array>, fileName: string) {
  return c.body(csv, 200, headers(fileName));
}

/** Today as YYYY-MM-DD (UTC), for an export's file name. */
export const today = () => new Date().toISOString().slice(0, 10);

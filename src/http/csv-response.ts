// The admin's CSV exports (leads, people, analytics): an attachment named after what it holds and the
// day it was made, kept by no cache since the rows are personal data.
import type { Context } from "hono";
import { attachmentDisposition } from "./content-disposition";
import type { AppEnv } from "./context";

/** A CSV download that no cache keeps (leads are personal data). */
export function csvResponse(c: Context<AppEnv>, csv: string, fileName: string) {
  return c.body(csv, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": attachmentDisposition(fileName),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
}

/** Today as YYYY-MM-DD (UTC), for an export's file name. */
export const today = () => new Date().toISOString().slice(0, 10);

// The admin's CSV exports (leads, people, analytics): an attachment named after what it holds and the
// day it was made, kept by no cache since the rows are personal data.
//
// An export is streamed (docs/architecture.md#exports; decision 035): the rows are read a chunk at a
// time, each chunk after the last row of the one before (a keyset, so each read costs the same
// however far in), written as CSV and handed to the socket before the next is read. Each chunk
// waits for the event loop's next turn first, so pages and API calls are answered between chunks
// rather than after the whole file; nothing is read ahead of what the client takes (a slow client
// holds one chunk in memory, not the file), and a client that goes away stops the reading.
import type { Context } from "hono";
import { csvHead, csvLine } from "../services/csv";
import { nextTurn } from "../services/long-reads";
import { attachmentDisposition } from "./content-disposition";
import type { AppEnv } from "./context";

/**
 * Rows a chunk of an export holds: a page waits for one chunk at most. 200 leads with their
 * resources are read and written as CSV in about 2 ms at ×100; 500 took about 9 ms, and a cached
 * page asked for during leads.csv waited 22 ms at p99 (docs/performance.md#scale; decision 059).
 */
export const EXPORT_CHUNK_ROWS = 200;

/**
 * The rows after `after` (the previous chunk's last row; undefined for the first), at most
 * `limit`, in the export's order; none when the export is done.
 */
export type ChunkReader<Row> = (after: Row | undefined, limit: number) => Row[];

const headers = (fileName: string) => ({
  "Content-Type": "text/csv; charset=utf-8",
  "Content-Disposition": attachmentDisposition(fileName),
  "Cache-Control": "private, no-store",
  "X-Content-Type-Options": "nosniff",
});

/** A CSV download that no cache keeps (leads are personal data). */
export function csvResponse(c: Context<AppEnv>, csv: string, fileName: string) {
  return c.body(csv, 200, headers(fileName));
}

/** A CSV download written chunk by chunk as `read` reads the rows (see the top of this file). */
export function csvStreamResponse<Row>(
  c: Context<AppEnv>,
  fileName: string,
  header: readonly string[],
  read: ChunkReader<Row>,
  cells: (row: Row) => readonly unknown[],
  chunkRows = EXPORT_CHUNK_ROWS,
) {
  const encoder = new TextEncoder();
  let last: Row | undefined;
  let started = false;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        await nextTurn();
        if (cancelled) return;
        const rows = read(last, chunkRows);
        let text = started ? "" : csvHead(header);
        started = true;
        for (const row of rows) text += csvLine(cells(row));
        if (text !== "") controller.enqueue(encoder.encode(text));
        if (rows.length === 0) controller.close();
        else last = rows.at(-1);
      },
      cancel() {
        cancelled = true;
      },
    },
    // Nothing is read before the client asks for it.
    { highWaterMark: 0 },
  );
  return c.body(body, 200, headers(fileName));
}

/** Today as YYYY-MM-DD (UTC), for an export's file name. */
export const today = () => new Date().toISOString().slice(0, 10);

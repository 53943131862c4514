// How many pages a PDF has (docs/product.md#resource-detail: a PDF shows its pages, not its size),
// counted as an upload streams past, so a 50 MB file is never held whole (docs/architecture.md#security).
//
// A page is an object whose dictionary says `/Type /Page` (a `/Pages` node of the page tree is not
// one). A PDF of version 1.5 or later may pack those objects into compressed object streams
// (`/Type /ObjStm`), so such a stream is gathered (up to OBJECT_STREAM_MAX_BYTES) and inflated to
// count the pages inside it. A file in which no page is found answers null: the site then shows
// its size as before, rather than a wrong count.
import { inflateSync } from "node:zlib";

/** Object streams hold small dictionaries; one larger than this is not read (and its pages not counted). */
const OBJECT_STREAM_MAX_BYTES = 4 * 1024 * 1024;
/** What is kept of one chunk for the next, so a keyword split between two chunks is still found. */
const CARRY_CHARS = 64;
/** While the start of an object stream's data has not been seen, at most this much is waited for. */
const HEADER_MAX_CHARS = 64 * 1024;

// `/Type /Page` followed by anything but a name character (`/Pages`, `/PageLabel`).
const PAGE = /\/Type\s*\/Page(?![A-Za-z0-9])/g;
const OBJECT_STREAM = /\/Type\s*\/ObjStm\b/g;
const STREAM_START = /stream\r?\n/g;
const STREAM_END = "endstream";

/** Pages in `text` (latin1), counting only matches followed by one more character. */
function pagesIn(text: string): { count: number; end: number } {
  let count = 0;
  let end = 0;
  PAGE.lastIndex = 0;
  for (let match = PAGE.exec(text); match; match = PAGE.exec(text)) {
    const matchEnd = match.index + match[0].length;
    if (matchEnd >= text.length) break;
    count += 1;
    end = matchEnd;
  }
  return { count, end };
}

/** Inflates an object stream's data (FlateDecode); its pages, or 0 when it is not deflated. */
function pagesInObjectStream(data: string): number {
  try {
    const inflated = inflateSync(Buffer.from(data, "latin1")).toString("latin1");
    return pagesIn(`${inflated} `).count;
  } catch {
    return 0;
  }
}

/** Feed it a PDF's bytes in order with `write`; `pages()` is the count once the file has ended. */
export function createPdfPageCounter() {
  let pages = 0;
  let carry = "";
  // While inside an object stream's data: what has been gathered of it, and whether it is too large.
  let gathering: string[] | null = null;
  let gatheredChars = 0;
  // An object stream's dictionary was seen; its data starts after the next `stream` keyword.
  let awaitingData = false;

  function scan(text: string): string {
    let rest = text;
    for (;;) {
      if (gathering) {
        const end = rest.indexOf(STREAM_END);
        if (end === -1) {
          const kept = rest.slice(0, Math.max(0, rest.length - STREAM_END.length));
          gatheredChars += kept.length;
          if (gatheredChars <= OBJECT_STREAM_MAX_BYTES) gathering.push(kept);
          return rest.slice(kept.length);
        }
        gatheredChars += end;
        if (gatheredChars <= OBJECT_STREAM_MAX_BYTES) {
          gathering.push(rest.slice(0, end));
          pages += pagesInObjectStream(gathering.join(""));
        }
        gathering = null;
        gatheredChars = 0;
        rest = rest.slice(end + STREAM_END.length);
        continue;
      }
      if (awaitingData) {
        STREAM_START.lastIndex = 0;
        const start = STREAM_START.exec(rest);
        if (!start) {
          // A dictionary without data within reach is no object stream to read: scanning goes on.
          if (rest.length <= HEADER_MAX_CHARS) return rest;
          awaitingData = false;
          return "";
        }
        // Pages written plainly before the object stream's data begins.
        pages += pagesIn(`${rest.slice(0, start.index)} `).count;
        awaitingData = false;
        gathering = [];
        rest = rest.slice(start.index + start[0].length);
        continue;
      }
      OBJECT_STREAM.lastIndex = 0;
      const objectStream = OBJECT_STREAM.exec(rest);
      const before = objectStream ? rest.slice(0, objectStream.index) : rest;
      const found = pagesIn(before);
      pages += found.count;
      if (!objectStream) return rest.slice(Math.max(found.end, rest.length - CARRY_CHARS));
      awaitingData = true;
      rest = rest.slice(objectStream.index + objectStream[0].length);
    }
  }

  return {
    write(chunk: Uint8Array) {
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      // Most of a PDF is compressed content in which no keyword stands. A chunk without "/Type",
      // met outside an object stream, is not made text whole (a 50 MB upload would leave 50 MB of
      // strings behind for the collector): only its start, where a keyword begun in the last chunk
      // may end, is read, and its end kept for the next.
      if (!gathering && !awaitingData && bytes.length > 2 * CARRY_CHARS && bytes.indexOf("/Type") === -1) {
        carry = scan(carry + bytes.subarray(0, CARRY_CHARS).toString("latin1"));
        const rest = bytes.subarray(CARRY_CHARS);
        carry =
          gathering || awaitingData
            ? scan(carry + rest.toString("latin1"))
            : rest.subarray(rest.length - CARRY_CHARS).toString("latin1");
        return;
      }
      carry = scan(carry + bytes.toString("latin1"));
    },
    /** The pages found, or null when none were. */
    pages(): number | null {
      const last = pagesIn(`${carry} `).count;
      const total = pages + (gathering || awaitingData ? 0 : last);
      return total > 0 ? total : null;
    },
  };
}

/** The pages of a whole PDF held in memory (the seed's sample files). */
export function countPdfPages(bytes: Uint8Array): number | null {
  const counter = createPdfPageCounter();
  counter.write(bytes);
  return counter.pages();
}

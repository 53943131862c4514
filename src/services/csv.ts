// CSV exports for spreadsheet programs (the admin's lead lists). RFC 4180: every field quoted,
// double quotes doubled, rows ended by CRLF. A UTF-8 byte order mark goes first so Excel reads
// names with accents as UTF-8 rather than the system code page.
//
// Leads are typed by visitors, so a cell may be written to be read as a formula
// (`=HYPERLINK("http://x")`, `@SUM(…)`) when the file is opened: CSV injection (OWASP). A cell
// that starts with = + - @, a tab or a carriage return is prefixed with an apostrophe, which
// spreadsheet programs show as text and never evaluate.

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as text a spreadsheet will not run as a formula. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One RFC 4180 field: always quoted, inner quotes doubled, formula starts neutralised. */
export function csvField(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '""';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `"${neutraliseFormula(text).replaceAll('"', '""')}"`;
}

const BOM = "\uFEFF";

type Cell = Parameters<typeof csvField>[0];

/** One record as a CSV line, its CRLF included. */
export const csvLine = (row: readonly unknown[]) => `${row.map((value) => csvField(value as Cell)).join(",")}\r\n`;

/** What a CSV document starts with: the byte order mark and the header row. */
export const csvHead = (header: readonly string[]) => `${BOM}${csvLine(header)}`;

/** A whole CSV document: the header row, then one row per record. */
export function toCsv(header: readonly string[], rows: Iterable<readonly unknown[]>): string {
  let text = csvHead(header);
  for (const row of rows) text += csvLine(row);
  return text;
}

/**
 * Rows a chunk of an export holds. The exports are read on the read worker (decision 060), so a
 * chunk no longer holds a page back; it bounds what the worker holds and sends at once (200 leads
 * with their resources make about 50 KB of CSV).
 */
export const EXPORT_CHUNK_ROWS = 200;

/**
 * The rows after `after` (the previous chunk's last row; undefined for the first), at most
 * `limit`, in the export's order; none when the export is done.
 */
export type ChunkReader<Row> = (after: Row | undefined, limit: number) => Row[];

/**
 * An export as CSV text a chunk at a time (docs/architecture.md#exports): each next() reads the
 * rows after the last one written (a keyset, so each read costs the same however far in) and
 * returns them as CSV, the first with the header; nothing is read before it is asked for.
 */
export function* csvChunks<Row>(
  header: readonly string[],
  read: ChunkReader<Row>,
  cells: (row: Row) => readonly unknown[],
  chunkRows = EXPORT_CHUNK_ROWS,
): Generator<string, void, undefined> {
  let text = csvHead(header);
  let last: Row | undefined;
  for (;;) {
    const rows = read(last, chunkRows);
    for (const row of rows) text += csvLine(cells(row));
    if (text !== "") yield text;
    if (rows.length === 0) return;
    last = rows.at(-1);
    text = "";
  }
}

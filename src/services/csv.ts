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

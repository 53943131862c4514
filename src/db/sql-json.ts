// JSON made by SQLite, for a read of thousands of rows whose answer is only that JSON (decision 077):
// one statement yields the whole text, with no object, Date or string per value made in JavaScript
// and left to the garbage collector. Each helper is the SQL of one value as JSON.stringify would
// write the JavaScript value it stands for; a read built with them is tested against the function
// that makes the same JSON in JavaScript.
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** A JSON object's keys, in order, each with the SQL of its value. */
export type SqlJsonFields = Record<string, SQLWrapper>;

/**
 * One JSON object of `fields` per row, gathered in an array in the order the rows are read (a
 * subquery's ORDER BY; an empty table: `[]`).
 */
export function jsonArrayOf(fields: SqlJsonFields): SQL<string> {
  const members = Object.entries(fields).map(([key, value]) => sql`${key}, ${value}`);
  return sql<string>`json_group_array(json_object(${sql.join(members, sql`, `)}))`;
}

/** A boolean column (0 or 1) as `true` or `false`. */
export const jsonBoolean = (column: SQLWrapper): SQL => sql`json(iif(${column}, 'true', 'false'))`;

/**
 * A timestamp_ms column as Date.prototype.toISOString writes it (`2026-11-27T09:30:00.250Z`), or
 * null. Milliseconds and seconds are split with integer arithmetic (no floating point), the
 * remainder kept positive for a moment before 1970.
 */
export function isoTimestamp(column: SQLWrapper): SQL {
  const ms = sql`((${column} % 1000) + 1000) % 1000`;
  return sql`iif(${column} is null, null, strftime('%Y-%m-%dT%H:%M:%S', (${column} - ${ms}) / 1000, 'unixepoch') || printf('.%03dZ', ${ms}))`;
}

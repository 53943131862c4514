// The statements a call makes on a connection, as drizzle prepares them (its bun:sqlite session
// prepares each query it runs): for a test that reads how SQLite plans the app's own reads.
import type { Database } from "bun:sqlite";

/** What `run` returned, and the SQL of every statement it prepared on `sqlite`, in order. */
export function preparedBy<T>(sqlite: Database, run: () => T): { result: T; statements: string[] } {
  const statements: string[] = [];
  const prepare = sqlite.prepare;
  sqlite.prepare = ((sql: string, ...rest: unknown[]) => {
    statements.push(sql);
    return (prepare as (...args: unknown[]) => ReturnType<Database["prepare"]>).call(sqlite, sql, ...rest);
  }) as Database["prepare"];
  try {
    return { result: run(), statements };
  } finally {
    sqlite.prepare = prepare;
  }
}

/** SQLite's plan of `sql` with these parameters, its steps joined by " | ". */
export function planOf(sqlite: Database, sql: string, ...params: Array<string | number>): string {
  return sqlite
    .query<{ detail: string }, Array<string | number>>(`EXPLAIN QUERY PLAN ${sql}`)
    .all(...params)
    .map((row) => row.detail)
    .join(" | ");
}

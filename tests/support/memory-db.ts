// A migrated, empty in-memory database for unit tests of services, opened the way the server opens
// its file (src/db/client.ts), so both run under the same pragmas.
import type { Database } from "bun:sqlite";
import { type Db, openDatabase } from "../../src/db/client";
import { migrate } from "../../src/db/migrate";

export function memoryDb(): { db: Db; sqlite: Database } {
  return migratedDb(":memory:");
}

/** The database at `path` (a file, or ":memory:"), opened as the server opens it and migrated. */
export function migratedDb(path: string): { db: Db; sqlite: Database } {
  const opened = openDatabase(path);
  migrate(opened.sqlite);
  return opened;
}

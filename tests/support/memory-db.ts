// A migrated, empty in-memory database for unit tests of services, opened the way the server opens
// its file (src/db/client.ts), so both run under the same pragmas.
import type { Database } from "bun:sqlite";
import { type Db, openDatabase } from "../../src/db/client";
import { migrate } from "../../src/db/migrate";

export function memoryDb(): { db: Db; sqlite: Database } {
  const opened = openDatabase(":memory:");
  migrate(opened.sqlite);
  return opened;
}

// A migrated, empty in-memory database for unit tests of services.
import { Database } from "bun:sqlite";
import { drizzle } from "drizzle-orm/bun-sqlite";
import type { Db } from "../../src/db/client";
import { migrate } from "../../src/db/migrate";
import * as schema from "../../src/db/schema";

export function memoryDb(): { db: Db; sqlite: Database } {
  const sqlite = new Database(":memory:", { strict: true });
  sqlite.exec("PRAGMA foreign_keys = ON");
  migrate(sqlite);
  return { db: drizzle({ client: sqlite, schema }), sqlite };
}

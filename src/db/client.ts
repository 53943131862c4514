// Opens the one SQLite database of the process and wraps it in Drizzle.
import { Database } from "bun:sqlite";
import { drizzle } from "drizzle-orm/bun-sqlite";
import * as schema from "./schema";

export type Db = ReturnType<typeof drizzle<typeof schema>>;

export function openDatabase(file: string): { sqlite: Database; db: Db } {
  const sqlite = new Database(file, { create: true, strict: true });
  // WAL lets page reads go on while a write commits; the busy timeout makes a second writer
  // wait instead of failing; foreign keys are off by default in SQLite.
  sqlite.exec("PRAGMA journal_mode = WAL");
  sqlite.exec("PRAGMA synchronous = NORMAL");
  sqlite.exec("PRAGMA foreign_keys = ON");
  sqlite.exec("PRAGMA busy_timeout = 5000");
  return { sqlite, db: drizzle({ client: sqlite, schema }) };
}

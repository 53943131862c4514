// Opens the one SQLite database of the process and wraps it in Drizzle, and holds the write lock
// for the start-up steps (migrations, first seed) that two servers starting on one DATA_DIR would
// otherwise both run.
import { Database } from "bun:sqlite";
import { closeSync, openSync } from "node:fs";
import { drizzle } from "drizzle-orm/bun-sqlite";
import * as schema from "./schema";

export type Db = ReturnType<typeof drizzle<typeof schema>>;

/** How long a statement waits for another connection's write lock before failing. */
const BUSY_TIMEOUT_MS = 5000;
/** How long a starting server waits for another one's migrations and whole first seed. */
const STARTUP_LOCK_WAIT_MS = 60_000;

/**
 * Opens the database file (created when missing) with the site's settings. Tests open
 * ":memory:" through here too, so they run under the same pragmas (an in-memory database keeps its
 * own journal mode instead of WAL).
 */
export function openDatabase(file: string): { sqlite: Database; db: Db } {
  // The database holds password hashes and leads: readable by the server's user only. SQLite
  // gives the -wal and -shm files it creates later the mode of the database file.
  if (file !== ":memory:") closeSync(openSync(file, "a", 0o600));
  const sqlite = new Database(file, { create: true, strict: true });
  // The busy timeout makes a second writer wait instead of failing (set first: switching a new
  // file to WAL needs a lock that another process may hold); WAL lets page reads go on while a
  // write commits; foreign keys are off by default in SQLite. secure_delete overwrites what a delete
  // frees with zeros, so an erased person's rows are gone from the file, not just unlinked
  // (docs/architecture.md#logs).
  sqlite.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.exec("PRAGMA journal_mode = WAL");
  sqlite.exec("PRAGMA synchronous = NORMAL");
  sqlite.exec("PRAGMA foreign_keys = ON");
  sqlite.exec("PRAGMA secure_delete = ON");
  return { sqlite, db: writingFirst(drizzle({ client: sqlite, schema })) };
}

/**
 * `db` whose transactions take the write lock when they begin (BEGIN IMMEDIATE) unless they name
 * another behavior. Every transaction of the app writes, most after reading. SQLite's default
 * (deferred) begins by reading, and when another connection (a second server on the DATA_DIR
 * during a deploy, a data command such as reset-password) commits meanwhile, the transaction's
 * first write fails at once with SQLITE_BUSY, the busy timeout never waited: its snapshot is stale,
 * so waiting could not help. Taken first, the lock is waited for up to the busy timeout, and what
 * the transaction reads stays true until it commits (docs/architecture.md#database, decision 078).
 */
function writingFirst(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((fn, config) => transaction(fn, { behavior: "immediate", ...config })) as Db["transaction"];
  return db;
}

/**
 * A second connection to the database file that can only read: the read worker's
 * (./read-worker.ts). WAL (which the file keeps from the server's connection) lets it read while the
 * server writes; the busy timeout covers the moments a checkpoint or recovery holds the file.
 */
export function openReadOnlyDatabase(file: string): { sqlite: Database; db: Db } {
  const sqlite = new Database(file, { readonly: true, strict: true });
  sqlite.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  return { sqlite, db: drizzle({ client: sqlite, schema }) };
}

/** Runs `fn` (which takes the write lock) waiting up to STARTUP_LOCK_WAIT_MS for that lock. */
export function waitingForLock<T>(sqlite: Database, fn: () => T): T {
  sqlite.exec(`PRAGMA busy_timeout = ${STARTUP_LOCK_WAIT_MS}`);
  try {
    return fn();
  } finally {
    sqlite.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  }
}

/**
 * Runs async `fn` inside one transaction that holds the write lock from its start (BEGIN
 * IMMEDIATE), so what `fn` reads stays true until it commits; rolls back when `fn` throws.
 * Nothing else may use the connection meanwhile, which holds while the server is starting.
 */
export async function withWriteLock<T>(sqlite: Database, fn: () => Promise<T>): Promise<T> {
  waitingForLock(sqlite, () => sqlite.exec("BEGIN IMMEDIATE"));
  try {
    const result = await fn();
    sqlite.exec("COMMIT");
    return result;
  } catch (error) {
    if (sqlite.inTransaction) sqlite.exec("ROLLBACK");
    throw error;
  }
}

// Applies the SQL migrations that drizzle-kit generated (listed in migrations/index.ts, whose
// SQL is embedded in the binary) in order, each once, each in its own transaction. Each one holds
// the write lock and checks again inside it whether it is still pending, because two servers
// starting on one fresh DATA_DIR both see every migration pending at first.
import type { Database } from "bun:sqlite";
import { migrations as allMigrations } from "../../migrations";
import { waitingForLock } from "./client";

type Migration = { tag: string; sql: string };

const CREATE_LEDGER = "CREATE TABLE IF NOT EXISTS __migrations (tag TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)";

export function migrate(sqlite: Database, migrations: Iterable<Migration> = allMigrations): string[] {
  const appliedBefore = appliedTags(sqlite);
  const done: string[] = [];
  for (const m of migrations) {
    if (appliedBefore.has(m.tag)) continue;
    const applied = waitingForLock(sqlite, () => sqlite.transaction(() => applyIfPending(sqlite, m)).immediate());
    if (applied) done.push(m.tag);
  }
  return done;
}

/** The tags of the migrations this version knows, oldest first. */
export const knownMigrationTags = (): string[] => allMigrations.map((m) => m.tag);

/**
 * The tags of the migrations applied to a database. Read without the lock, so a start with nothing
 * to apply never waits for another server.
 */
export function appliedTags(sqlite: Database): Set<string> {
  const ledger = sqlite.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__migrations'").get();
  if (!ledger) return new Set();
  return new Set(
    sqlite
      .query<{ tag: string }, []>("SELECT tag FROM __migrations")
      .all()
      .map((r) => r.tag),
  );
}

function applyIfPending(sqlite: Database, m: Migration): boolean {
  sqlite.exec(CREATE_LEDGER);
  if (sqlite.query("SELECT 1 FROM __migrations WHERE tag = ?").get(m.tag)) return false;
  for (const statement of m.sql.split("--> statement-breakpoint")) {
    if (statement.trim()) sqlite.exec(statement);
  }
  sqlite.query("INSERT INTO __migrations (tag, applied_at) VALUES (?, ?)").run(m.tag, Date.now());
  return true;
}

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
  moveContactDeliveries(sqlite);
  return done;
}

/** The tags of the migrations this version knows, oldest first. */
export const knownMigrationTags = (): string[] => allMigrations.map((m) => m.tag);

/**
 * The contact outbox's rows (contact_deliveries and their attempts), left by a version before the
 * one outbox (docs/architecture.md#outbox), become rows of `outbox`, so a forward that was pending
 * at the upgrade is still sent, once. Hand-written because generated migrations only change
 * tables; it runs at every start and finds nothing to move after the first.
 */
function moveContactDeliveries(sqlite: Database): void {
  const has = (table: string) =>
    sqlite.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== null;
  if (!has("contact_deliveries") || !has("outbox")) return;
  if (!sqlite.query("SELECT 1 FROM contact_deliveries LIMIT 1").get()) return;
  waitingForLock(sqlite, () =>
    sqlite
      .transaction(() => {
        sqlite.exec(`INSERT OR IGNORE INTO outbox (kind, dedupe_key, message_id, status, attempts, next_attempt_at,
            deadline_at, lease_until, claim_token, last_error, sent_at, created_at)
          SELECT 'contact.mail', 'contact.mail:' || message_id, message_id, status, attempts, next_attempt_at,
            deadline_at, lease_until, claim_token, last_error, sent_at, created_at FROM contact_deliveries`);
        sqlite.exec(`INSERT INTO outbox_attempts (delivery_id, started_at, finished_at, outcome, detail)
          SELECT o.id, a.started_at, a.finished_at, a.outcome, a.detail
          FROM contact_delivery_attempts a
          JOIN contact_deliveries d ON d.id = a.delivery_id
          JOIN outbox o ON o.dedupe_key = 'contact.mail:' || d.message_id
          ORDER BY a.id`);
        sqlite.exec("DELETE FROM contact_delivery_attempts");
        sqlite.exec("DELETE FROM contact_deliveries");
      })
      .immediate(),
  );
}

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

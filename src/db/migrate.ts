// Applies the SQL migrations that drizzle-kit generated (listed in migrations/index.ts, whose
// SQL is embedded in the binary) in order, each once, each in its own transaction.
import type { Database } from "bun:sqlite";
import { migrations as allMigrations } from "../../migrations";

export function migrate(sqlite: Database, migrations = allMigrations): string[] {
  sqlite.exec(
    "CREATE TABLE IF NOT EXISTS __migrations (tag TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)",
  );
  const applied = new Set(
    sqlite
      .query<{ tag: string }, []>("SELECT tag FROM __migrations")
      .all()
      .map((r) => r.tag),
  );
  const done: string[] = [];
  for (const m of migrations) {
    if (applied.has(m.tag)) continue;
    sqlite.transaction(() => {
      for (const statement of m.sql.split("--> statement-breakpoint")) {
        if (statement.trim()) sqlite.exec(statement);
      }
      sqlite.query("INSERT INTO __migrations (tag, applied_at) VALUES (?, ?)").run(m.tag, Date.now());
    })();
    done.push(m.tag);
  }
  return done;
}

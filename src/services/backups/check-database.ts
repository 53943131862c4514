// The database an archive brings, checked where it was unpacked, before anything of the site is
// moved (docs/architecture.md#backups, decision 025): a SQLite file, whole (integrity_check), and
// holding exactly the schema the site's own migrations make for the migrations it records: no
// trigger, view, table or index of its own. A trigger restored with the data would run inside the
// site (one on sessions could make its author an admin at sign-in), so the schema is compared, not
// trusted. Then it is migrated forward, still in the staging folder.
import { Database } from "bun:sqlite";
import { appliedTags, knownMigrationTags, migrate } from "../../db/migrate";
import { migrations as allMigrations } from "../../../migrations";

const SQLITE_HEADER = "SQLite format 3\u0000";

type SchemaRow = { type: string; name: string; tbl_name: string; sql: string | null };

/** Why the archive's database is refused: a sentence for the operator. */
export class DatabaseCheckError extends Error {}

function schemaOf(sqlite: Database): Map<string, SchemaRow> {
  const rows = sqlite
    .query<SchemaRow, []>("SELECT type, name, tbl_name, sql FROM sqlite_schema")
    .all()
    // ANALYZE's statistics tables are SQLite's own, made by `PRAGMA optimize` on any database.
    .filter((row) => !/^sqlite_stat\d$/.test(row.name));
  return new Map(rows.map((row) => [`${row.type} ${row.name}`, row]));
}

const sameSql = (a: string | null, b: string | null) =>
  (a ?? "").replace(/\s+/g, " ") === (b ?? "").replace(/\s+/g, " ");

/** The first way `found` differs from `expected`, as the end of a sentence, or null. */
function schemaDifference(found: Map<string, SchemaRow>, expected: Map<string, SchemaRow>): string | null {
  for (const [key, row] of found) {
    const wanted = expected.get(key);
    if (!wanted) return `it has a ${row.type} "${row.name}" that the site's migrations do not make`;
    if (wanted.tbl_name !== row.tbl_name || !sameSql(wanted.sql, row.sql)) {
      return `its ${row.type} "${row.name}" is not the one the site's migrations make`;
    }
  }
  for (const [, row] of expected) {
    if (!found.has(`${row.type} ${row.name}`)) return `it lacks the ${row.type} "${row.name}"`;
  }
  return null;
}

/**
 * Checks the database file at `file` (in the staging folder) and migrates it forward; answers the
 * migrations it records and those applied now. Throws a DatabaseCheckError, or a NewerDatabaseError
 * naming the migrations this version does not know.
 */
export async function checkAndMigrate(file: string): Promise<{ recorded: string[]; migrated: string[] }> {
  const header = new Uint8Array(await Bun.file(file).slice(0, 16).arrayBuffer());
  if (new TextDecoder().decode(header) !== SQLITE_HEADER) {
    throw new DatabaseCheckError("The archive's site.db is not a SQLite database.");
  }
  let sqlite: Database;
  try {
    sqlite = new Database(file);
  } catch (error) {
    throw new DatabaseCheckError(`The archive's site.db cannot be opened (${reason(error)}).`);
  }
  try {
    // Nothing the file declares (a view's or trigger's functions) runs while it is checked.
    sqlite.exec("PRAGMA trusted_schema = OFF");
    const check = sqlite.query<{ integrity_check: string }, []>("PRAGMA integrity_check").all();
    if (check.length !== 1 || check[0]!.integrity_check !== "ok") {
      throw new DatabaseCheckError(
        `The archive's site.db fails its integrity check (${check.map((r) => r.integrity_check).join("; ")}).`,
      );
    }
    const recorded = [...appliedTags(sqlite)];
    const known = new Set(knownMigrationTags());
    const newer = recorded.filter((tag) => !known.has(tag));
    if (newer.length > 0) throw new NewerDatabaseError(newer);

    const expected = new Database(":memory:");
    try {
      migrate(
        expected,
        allMigrations.filter((m) => recorded.includes(m.tag)),
      );
      const difference = schemaDifference(schemaOf(sqlite), schemaOf(expected));
      if (difference) throw new DatabaseCheckError(`The archive's site.db is not one this site makes: ${difference}.`);
    } finally {
      expected.close();
    }
    sqlite.exec("PRAGMA journal_mode = WAL");
    return { recorded, migrated: migrate(sqlite) };
  } catch (error) {
    if (error instanceof DatabaseCheckError || error instanceof NewerDatabaseError) throw error;
    throw new DatabaseCheckError(`The archive's site.db cannot be read (${reason(error)}).`);
  } finally {
    // Closing the last connection checkpoints the WAL into the file and removes it.
    sqlite.close();
  }
}

export class NewerDatabaseError extends Error {
  constructor(readonly tags: string[]) {
    super(`migrations this version does not know: ${tags.join(", ")}`);
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/\.$/, "");

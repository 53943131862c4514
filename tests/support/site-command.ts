// The site's commands as an operator runs them (`site backup`, `site restore`, `site reset-password`,
// `site storage migrate`…): `bun src/server/index.ts <args>` in its own process on a DATA_DIR, in
// production mode, with its exit code and output. And the lead e-mails a database file holds, to
// compare a copy (a restore, a replica) with what was written.
import { Database } from "bun:sqlite";
import { join } from "node:path";
import { siteProcessEnv } from "./site-process-env";

const repoRoot = join(import.meta.dir, "..", "..");

type RunOptions = { dataDir: string; env?: Record<string, string>; stdin?: string };

export function runSite(args: string[], options: RunOptions) {
  return runCommand([process.execPath, "src/server/index.ts", ...args], options);
}

/** Any command run from the repository's folder the same way (`npm run backup`…); a Bun it starts hashes at the tests' cost. */
export async function runCommand(
  command: string[],
  options: RunOptions,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const child = Bun.spawn(command, {
    cwd: repoRoot,
    env: { ...process.env, ...siteProcessEnv(), ...options.env, DATA_DIR: options.dataDir, NODE_ENV: "production" },
    stdin: options.stdin === undefined ? "ignore" : new TextEncoder().encode(options.stdin),
    stdout: "pipe",
    stderr: "pipe",
  });
  const [stdout, stderr, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  return { code, stdout, stderr };
}

/** The e-mail of every download lead in the SQLite file. */
export function leadEmailsIn(file: string): Set<string> {
  const db = new Database(file, { readonly: true });
  try {
    return new Set(
      db
        .query<{ email: string }, []>("SELECT email FROM resource_downloads")
        .all()
        .map((r) => r.email),
    );
  } finally {
    db.close();
  }
}

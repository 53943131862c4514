// The environment a test adds for a process of the site it starts with this repository's Bun (the
// server, `site backup`, `npm run reset-password`…): Bun preloads tests/support/site-process-preload.ts
// into it (BUN_OPTIONS reaches a Bun that npm or a shell script starts too), so it hashes passwords
// at the tests' low cost as the test process does. A compiled binary gets none of it: it must run
// on nothing of the repository's.
import { join } from "node:path";

const preload = join(import.meta.dir, "site-process-preload.ts");

export function siteProcessEnv(): { BUN_OPTIONS: string } {
  return { BUN_OPTIONS: [process.env.BUN_OPTIONS, `--preload=${preload}`].filter(Boolean).join(" ") };
}

// Temporary folders for tests that need real files: each made fresh under the system's temporary
// folder and removed, with everything in it, after the test that made it.
import { afterEach } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Registers the clean-up for this test file and answers a function that makes a new folder named
 * `prefix` plus a random suffix. Call it at the top level of the file.
 */
export function tempFolders(prefix: string): () => string {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}

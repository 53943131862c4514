// A file written whole or not at all: under a hidden temporary name beside its final place, renamed
// into place once complete (a rename within one folder is atomic), so a reader never sees half a
// file and a write that fails or is killed never leaves a half file under the real name. Used by
// the local file storage and the backup folder.
import { rename, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

/** The glob of what a killed write leaves behind: hidden and recognisable as unfinished. */
export const UNFINISHED_WRITES = new Bun.Glob("**/.*.partial");

function temporaryPathFor(path: string): string {
  return join(dirname(path), `.${basename(path)}.${crypto.randomUUID()}.partial`);
}

/** Runs `write` on a temporary path and renames the result to `path`; returns what `write` returns (the size). */
export async function writeWhole(path: string, write: (temporary: string) => Promise<number>): Promise<number> {
  const temporary = temporaryPathFor(path);
  try {
    const size = await write(temporary);
    await rename(temporary, path);
    return size;
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

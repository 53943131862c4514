// The lockfile agrees with package.json the way npm writes it, so `npm install` on a fresh clone
// leaves package-lock.json as committed (README.md, "Binary and Docker"). npm copies the
// root package's dependency lists into the lockfile's "" entry unchanged; a hand edit that left
// @flydotio/litestream-linux-x64 under "dependencies" as well as "optionalDependencies" made every
// install rewrite the file. Cheap enough to check on every run: two JSON files, no install.
import { expect, test } from "bun:test";
import { join } from "node:path";

const root = join(import.meta.dir, "../..");
const read = async (name: string) => (await Bun.file(join(root, name)).json()) as Record<string, unknown>;

test("package-lock.json's root entry lists exactly package.json's dependencies, each in one list", async () => {
  const manifest = await read("package.json");
  const lock = await read("package-lock.json");
  const rootEntry = (lock.packages as Record<string, Record<string, unknown>>)[""]!;
  for (const list of ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies"]) {
    expect({ list, entries: rootEntry[list] }).toEqual({ list, entries: manifest[list] });
  }
  expect(rootEntry.name).toBe(manifest.name);
  expect(rootEntry.version).toBe(manifest.version);
});

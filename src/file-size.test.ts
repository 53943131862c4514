// Small modules (docs/architecture.md#layers): no source file under src/ is over MAX_LINES lines,
// tests included, so each can be read whole. Data tables and schemas, which are long lists of one
// kind of thing, are the only files named as allowed to be longer.
import { expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const root = resolve(import.meta.dir, "..");

export const MAX_LINES = 400;

/** The long lists of one kind of thing: every table of the database, each with its columns. */
const LONGER_ALLOWED: readonly string[] = ["src/db/schema.ts"];

/** A file's lines as an editor numbers them (a last newline opens no line). */
export const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

/** The files of `sources` (path → text) over MAX_LINES and not in `allowed`, with their lengths. */
export function overLong(sources: ReadonlyMap<string, string>, allowed: readonly string[] = LONGER_ALLOWED): string[] {
  return [...sources]
    .filter(([path, text]) => lineCount(text) > MAX_LINES && !allowed.includes(path))
    .map(([path, text]) => `${path}: ${lineCount(text)} lines`);
}

function sourcesOfSrc(): Map<string, string> {
  const files = readdirSync(join(root, "src"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
  return new Map(files.map((path) => [path, readFileSync(join(root, path), "utf8")]));
}

test(`no source file under src/ is over ${MAX_LINES} lines, but the named data tables`, () => {
  const sources = sourcesOfSrc();
  expect(sources.size).toBeGreaterThan(300);
  expect(overLong(sources)).toEqual([]);
  // The names allowed stay true: each still exists.
  expect(LONGER_ALLOWED.filter((path) => !existsSync(join(root, path)))).toEqual([]);
});

test("a file one line over the limit is named, and only a named table may be longer", () => {
  const lines = (count: number) => `${Array.from({ length: count }, (_, i) => `const a${i} = ${i};`).join("\n")}\n`;
  const sources = new Map([
    ["src/services/at-limit.ts", lines(MAX_LINES)],
    ["src/services/over.ts", lines(MAX_LINES + 1)],
    ["src/db/schema.ts", lines(MAX_LINES + 100)],
  ]);
  expect(lineCount(lines(MAX_LINES))).toBe(MAX_LINES);
  expect(overLong(sources)).toEqual([`src/services/over.ts: ${MAX_LINES + 1} lines`]);
  expect(overLong(sources, [])).toEqual([
    `src/services/over.ts: ${MAX_LINES + 1} lines`,
    `src/db/schema.ts: ${MAX_LINES + 100} lines`,
  ]);
});

// docs/architecture.md#admin-data-layer: every API address the admin calls is written in paths.ts
// alone. Each admin source is read as code (comments dropped, strings kept, by Bun's transpiler),
// and a string or template that starts with "/api/" anywhere else fails, naming the file.
import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const root = resolve(import.meta.dir, "../../../../..");
const adminDir = resolve(import.meta.dir, "../..");
const PATHS_MODULE = "src/islands/admin/shared/data/paths.ts";

/** The "/api/…" strings a source writes as code, its comments left out. */
export function inlineApiPaths(source: string, loader: "ts" | "tsx"): string[] {
  const code = new Bun.Transpiler({ loader, trimUnusedImports: false }).transformSync(source);
  return [...code.matchAll(/(["'`])(\/api\/[^"'`]*)/g)].map((match) => match[2]!);
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the admin's API addresses", () => {
  test("the check finds an address in code, and none in a comment", () => {
    const source = `// GET /api/admin/blog answers the list
      const a = "/api/admin/blog";
      const b = (id: number) => \`/api/users/\${id}\`;
      const c = { href: '/api/account' };`;
    expect(inlineApiPaths(source, "ts")).toEqual(["/api/admin/blog", "/api/users/${id}", "/api/account"]);
  });

  test("no admin module but paths.ts writes an address", () => {
    const found: string[] = [];
    for (const file of sourcesUnder(adminDir)) {
      const name = relative(root, file);
      if (name === PATHS_MODULE) continue;
      const loader = file.endsWith(".tsx") ? "tsx" : "ts";
      for (const path of inlineApiPaths(readFileSync(file, "utf8"), loader)) found.push(`${name}: ${path}`);
    }
    expect(found).toEqual([]);
  });

  test("paths.ts itself holds the addresses", () => {
    expect(inlineApiPaths(readFileSync(join(root, PATHS_MODULE), "utf8"), "ts").length).toBeGreaterThan(20);
  });
});

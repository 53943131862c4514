// docs/architecture.md#layers: the browser stack (islands → client → components) never imports server code, and
// components never import islands (an island may use components). Checked on the sources of
// src/components and on the inputs of the real browser bundle, as the build makes it.
//
// One exception, for types only: the browser's view of an API answer is derived from the server
// function that shapes it (src/islands/admin/shared/data/api-types.ts), so a renamed field fails to compile.
// `import type` is erased before bundling and brings no server code along; an inline
// `import { type X }` is not enough, since under verbatimModuleSyntax it leaves `import {} from`,
// which a bundler keeps for its side effects. Only the modules that shape JSON answers may be
// named so.
import { describe, expect, test } from "bun:test";
import { readdir } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(import.meta.dir, "../..");
const serverSide = ["src/server/", "src/http/", "src/api/", "src/services/", "src/db/", "src/storage/", "src/pages/"];

/** Where the JSON the browser reads is shaped: the API areas, the 400 body, the user without its hash. */
const answerShapes = [
  "src/api/",
  "src/http/answers.ts",
  "src/http/list-answer.ts",
  "src/http/media-json.ts",
  "src/http/validate.ts",
  "src/services/users.ts",
];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Each relative import of a file, as a path from the repository root. */
async function localImports(file: string): Promise<string[]> {
  const transpiler = new Bun.Transpiler({ loader: file.endsWith(".tsx") ? "tsx" : "ts" });
  const imports = transpiler.scanImports(await Bun.file(file).text());
  return imports
    .map((entry) => entry.path)
    .filter((path) => path.startsWith("."))
    .map((path) => relative(root, resolve(dirname(file), path)));
}

/** Each relative import or re-export statement of a file: its target from the repository root, and whether it is `import type`. */
async function importStatements(file: string): Promise<{ path: string; typeOnly: boolean }[]> {
  const source = await Bun.file(file).text();
  const statements = source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?\bfrom\s+["'](\.[^"']*)["']/gms);
  return [...statements].map(([, typeOnly, path]) => ({
    path: relative(root, resolve(dirname(file), path!)),
    typeOnly: typeOnly !== undefined,
  }));
}

const isServerSide = (path: string) => serverSide.some((dir) => `${path}/`.startsWith(dir) || path.startsWith(dir));

describe("layering", () => {
  test("the browser stack takes nothing but types from the server side, and those only from answer shapes", async () => {
    const offending: string[] = [];
    for (const dir of ["src/client", "src/islands", "src/components"]) {
      for (const file of await sourceFiles(dir)) {
        for (const { path, typeOnly } of await importStatements(file)) {
          if (!isServerSide(path)) continue;
          const shape = answerShapes.some((allowed) => path.startsWith(allowed.replace(/\.ts$/, "")));
          if (!typeOnly || !shape || dir === "src/components") {
            offending.push(`${relative(root, file)} imports ${path}${typeOnly ? " (types)" : ""}`);
          }
        }
      }
    }
    expect(offending).toEqual([]);
  });

  test("components import no island, page, client or server code", async () => {
    const offending: string[] = [];
    for (const file of await sourceFiles("src/components")) {
      for (const path of await localImports(file)) {
        if (
          [...serverSide, "src/islands/", "src/client/"].some(
            (dir) => `${path}/`.startsWith(dir) || path.startsWith(dir),
          )
        ) {
          offending.push(`${relative(root, file)} imports ${path}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  test("the browser bundle holds no server, api, services, db, storage or page code", async () => {
    const result = await Bun.build({
      entrypoints: [join(root, "src/islands/hydrate.ts")],
      target: "browser",
      format: "esm",
      splitting: true,
      metafile: true,
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
    });
    expect(result.success).toBe(true);
    const metafile: { inputs: Record<string, unknown> } =
      typeof result.metafile === "string" ? JSON.parse(result.metafile) : result.metafile;
    const inputs = Object.keys(metafile.inputs).map((path) => relative(root, resolve(path)));
    // The bundle is the real one: the entry, the runtime and every island are in it.
    expect(inputs).toEqual(
      expect.arrayContaining([
        "src/islands/hydrate.ts",
        "src/client/islands-runtime.ts",
        "src/islands/Avatar.tsx",
        "src/islands/ServiceTabs.tsx",
        "src/islands/LandscapeTabs.tsx",
      ]),
    );
    expect(inputs.filter((path) => serverSide.some((dir) => path.startsWith(dir)))).toEqual([]);
  });
});

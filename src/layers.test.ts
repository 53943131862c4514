// docs/architecture.md#import-rules, checked on every import in src: static `import … from` and
// `export … from`, side-effect imports, `import()` whether it loads code or names a type, and
// type-only imports too (a type cycle is still a cycle for whoever reads the code). Both stacks,
// server and browser, and the admin dashboard's feature folders; what the browser may take from the
// server side (types of answers only) has its own check, on the real bundle too
// (src/islands/boundaries.test.ts).
import { describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(import.meta.dir, "..");

/** One import as written: the importing file, the file it names (from the repository root), its line. */
type Edge = { from: string; to: string; line: number };

/**
 * What each folder of src may import besides its own files. Arrows point down only:
 * server: server (the composition root) → api, pages → http → services → db, storage → shared, content;
 * browser: islands (with the bundle's entry, src/islands/hydrate.ts) → client → components → shared, content.
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  server: ["api", "pages", "http", "services", "db", "storage", "shared", "content"],
  api: ["http", "services", "db", "storage", "shared", "content"],
  pages: ["http", "services", "db", "shared", "content", "components", "islands"],
  http: ["services", "db", "storage", "shared"],
  services: ["db", "storage", "shared", "content"],
  db: ["storage", "shared"],
  storage: ["shared"],
  shared: [],
  content: ["shared"],
  // The islands' types of API answers (api, http, services) come by `import type` alone, from the
  // modules that shape answers: src/islands/boundaries.test.ts holds them to that.
  islands: ["client", "components", "shared", "content", "api", "http", "services"],
  client: ["components", "shared", "content"],
  components: ["shared", "content"],
};

/**
 * The admin dashboard's feature folders (src/islands/admin/<feature>/): each may import, inside
 * src/islands/admin, its own files and src/islands/admin/shared/ only, so a feature can be read,
 * changed or removed without the others. shared/ imports only itself; the files directly in
 * src/islands/admin/ (the dashboard that composes the features) may import any of them.
 */
const BROWSER: readonly string[] = ["islands", "client", "components"];

const ADMIN = "src/islands/admin/";
const ADMIN_SHARED = "shared";

/**
 * The server files that may import src/api: the app, which mounts every area, and the read
 * worker's registry, which takes each area's long reads (decision 060).
 */
const COMPOSITION_ROOTS = ["src/server/app.ts", "src/server/long-reads.ts"];

/** Every module specifier a TypeScript source names, type-only ones included. */
export function importsOf(source: string, loader: "ts" | "tsx"): string[] {
  // Bun's scanner parses the file properly (strings, comments, JSX, regular expressions) but drops
  // what it knows to be types only; with the `type` markers taken off, it reports those too.
  const asValues = source
    .replace(/\bimport\s+type\s+(?=[\w$*{])/g, "import ")
    .replace(/\bexport\s+type\s+(?=[*{])/g, "export ")
    .replace(/\b(?:import|export)\s+(?:[\w$]+\s*,\s*)?\{[^}]*\}/g, (list) => list.replace(/\btype\s+(?=[\w$])/g, ""));
  const specifiers = new Bun.Transpiler({ loader }).scanImports(asValues).map((found) => found.path);
  // An import type (`import("./x").T`) is no code, so the scanner does not see it; outside comments
  // (a line's text before it holds no "//" and does not open with "*"), it is read here.
  for (const match of source.matchAll(/\bimport\s*\(\s*(["'])([^"'\n]+)\1\s*\)/g)) {
    const before = source.slice(source.lastIndexOf("\n", match.index) + 1, match.index);
    if (!before.includes("//") && !/^\s*\*/.test(before)) specifiers.push(match[2]!);
  }
  return [...new Set(specifiers)];
}

const EXTENSIONS = ["", ".ts", ".tsx", ".d.ts", "/index.ts", "/index.tsx"];

/** The file a relative specifier names, from the repository root ("?" and the path if none); null for a package. */
function resolveLocal(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = resolve(root, dirname(from), specifier);
  const found = EXTENSIONS.map((ending) => base + ending).find((path) => existsSync(path) && statSync(path).isFile());
  return found ? relative(root, found) : `?${relative(root, base)}`;
}

function lineOf(source: string, specifier: string): number {
  const at = Math.max(source.indexOf(`"${specifier}"`), source.indexOf(`'${specifier}'`));
  return at === -1 ? 0 : source.slice(0, at).split("\n").length;
}

function moduleGraph(): Edge[] {
  const files = readdirSync(join(root, "src"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    // This file's own examples are strings, not imports.
    .filter((path) => path !== relative(root, import.meta.path))
    .sort();
  return files.flatMap((from) => {
    const source = readFileSync(join(root, from), "utf8");
    return importsOf(source, from.endsWith(".tsx") ? "tsx" : "ts").flatMap((specifier) => {
      const to = resolveLocal(from, specifier);
      return to ? [{ from, to, line: lineOf(source, specifier) }] : [];
    });
  });
}

/** The folder of src a file belongs to ("api", "server"…), or null outside src's folders. */
const folderOf = (path: string) => /^src\/([^/]+)\//.exec(path)?.[1] ?? null;

/** The folder of src/islands/admin a file is in ("shared", "editor"…), "" directly in it, null outside it. */
const adminFolderOf = (path: string) =>
  path.startsWith(ADMIN) ? (/^([^/]+)\//.exec(path.slice(ADMIN.length))?.[1] ?? "") : null;

/** Each import that points up a stack, or from one admin feature folder into another. */
export function layerViolations(edges: readonly Edge[]): Edge[] {
  return edges.filter((edge) => {
    const from = folderOf(edge.from);
    const to = folderOf(edge.to);
    if (from === null || to === null || !(from in MAY_IMPORT)) return false;
    if (from !== to) {
      if (to === "api" && from === "server") return !COMPOSITION_ROOTS.includes(edge.from);
      // A browser unit test may read the server's fixtures (the seed's posts): it is not in the bundle.
      if (BROWSER.includes(from) && !BROWSER.includes(to) && /\.test\.tsx?$/.test(edge.from)) return false;
      return !MAY_IMPORT[from]!.includes(to);
    }
    const fromAdmin = adminFolderOf(edge.from);
    const toAdmin = adminFolderOf(edge.to);
    // Only imports made from a folder inside src/islands/admin, into src/islands/admin, are held
    // here: a feature may take its own files and shared/'s; shared/ only its own (the same folder).
    if (fromAdmin === null || fromAdmin === "" || toAdmin === null || toAdmin === fromAdmin) return false;
    return toAdmin !== ADMIN_SHARED;
  });
}

const show = (edge: Edge) => `${edge.from}:${edge.line} imports ${edge.to}`;

const showCycle = ({ cycle, tangle }: { cycle: string[]; tangle: string[] }) => {
  const others = tangle.filter((file) => !cycle.includes(file));
  return `${cycle.join(" → ")}${others.length ? ` (in one tangle with ${others.join(", ")})` : ""}`;
};

/**
 * Each tangle of files that import each other (directly or not), with one shortest cycle through
 * it as the chain of files, the first repeated last.
 */
export function findCycles(edges: readonly Pick<Edge, "from" | "to">[]): { cycle: string[]; tangle: string[] }[] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  // Tarjan's strongly connected components, then a shortest way round each one.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: Set<string>[] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = new Set<string>();
    let member: string;
    do {
      member = stack.pop()!;
      group.add(member);
    } while (member !== node);
    if (group.size > 1 || next.get(node)?.includes(node)) groups.push(group);
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);

  const cycles = groups.map((group) => {
    const start = [...group].sort()[0]!;
    // Breadth-first inside the group from `start` until it comes back round, so the chain shown is a
    // shortest one.
    const cameFrom = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0 && !cameFrom.has(start)) {
      const node = queue.shift()!;
      for (const to of next.get(node) ?? []) {
        if (!group.has(to) || cameFrom.has(to)) continue;
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
    const between: string[] = [];
    for (let node = cameFrom.get(start)!; node !== start; node = cameFrom.get(node)!) between.unshift(node);
    return { cycle: [start, ...between, start], tangle: [...group].sort() };
  });
  return cycles.sort((a, b) => a.cycle[0]!.localeCompare(b.cycle[0]!));
}

describe("import rules", () => {
  const edges = moduleGraph();

  test("the scan sees every kind of import, type-only ones included", () => {
    const source = [
      `import a from "./a";`,
      `import type { B } from "./b";`,
      `import { type C, c } from "./c";`,
      `import d, { type D } from "./d";`,
      `export type { E } from "./e";`,
      `export * from "./f";`,
      `import "./g";`,
      `const h = await import("./h");`,
      `type I = import("./i").I;`,
      `// import j from "./j";`,
      `const k = "import k from './k'";`,
      `const l = <p>It's "import l from './l'"</p>;`,
    ].join("\n");
    expect(
      importsOf(source, "tsx")
        .filter((path) => path.startsWith("./"))
        .sort(),
    ).toEqual(["./a", "./b", "./c", "./d", "./e", "./f", "./g", "./h", "./i"].sort());
    // And the real tree: the graph is that of the whole of src, each import found on disk.
    expect(edges.length).toBeGreaterThan(500);
    expect(edges.filter((edge) => edge.to.startsWith("?")).map(show)).toEqual([]);
  });

  test("each folder of the server and browser stacks imports only the floors beneath it, each admin feature only itself and shared/", () => {
    expect(layerViolations(edges).map(show)).toEqual([]);
    // Every folder of src with code is placed on a stack.
    const folders = new Set(edges.flatMap((edge) => [folderOf(edge.from), folderOf(edge.to)]));
    expect([...folders].filter((folder) => folder !== null && !(folder in MAY_IMPORT))).toEqual([]);
  });

  test("an arrow that points up is named", () => {
    const edge = (from: string, to: string): Edge => ({ from, to, line: 1 });
    const allowed = [
      edge("src/islands/LoginForm.tsx", "src/client/api.ts"),
      edge("src/client/toasts.ts", "src/components/ui/Toaster.tsx"),
      edge("src/components/Icon.tsx", "src/shared/theme.ts"),
      edge("src/islands/hydrate.ts", "src/islands/registry.ts"),
      edge("src/api/blog.ts", "src/services/blog.ts"),
      edge("src/server/app.ts", "src/api/blog.ts"),
      edge("src/islands/admin/shared/data/query.ts", "src/client/api.ts"),
      edge("src/islands/admin/shared/editor/html.test.ts", "src/db/seed-data.ts"),
    ];
    const upward = [
      edge("src/client/hydrate.ts", "src/islands/registry.ts"),
      edge("src/client/api.ts", "src/islands/admin/shared/data/query.ts"),
      edge("src/components/Pagination.tsx", "src/client/api.ts"),
      edge("src/components/Icon.tsx", "src/islands/Avatar.tsx"),
      edge("src/services/blog.ts", "src/api/blog.ts"),
      edge("src/pages/home.tsx", "src/server/app.ts"),
      edge("src/server/pages.ts", "src/api/blog.ts"),
      edge("src/islands/admin/shared/editor/html.ts", "src/db/seed-data.ts"),
      edge("src/client/api.test.ts", "src/islands/registry.ts"),
    ];
    expect(layerViolations([...allowed, ...upward]).map(show)).toEqual(upward.map(show));
  });

  test("an admin feature that imports another feature or the dashboard, or shared/ that imports a feature, is named", () => {
    const edge = (from: string, to: string): Edge => ({ from, to, line: 1 });
    const admin = (path: string) => `src/islands/admin/${path}`;
    const allowed = [
      edge(admin("leads/LeadsTab.tsx"), admin("leads/webhooks.tsx")),
      edge(admin("leads/webhooks.tsx"), admin("shared/data/query.ts")),
      edge(admin("settings/SettingsForm.tsx"), admin("shared/ui/admin-ui.tsx")),
      edge(admin("blog/BlogPostForm.tsx"), admin("shared/editor/RichTextEditor.tsx")),
      edge(admin("shared/editor/ImageDialog.tsx"), admin("shared/uploads/MediaPicker.tsx")),
      edge(admin("shared/forms/form-shells.tsx"), admin("shared/forms/unsaved.ts")),
      edge(admin("AdminDashboard.tsx"), admin("leads/LeadsTab.tsx")),
      edge(admin("AdminDashboard.tsx"), admin("shared/forms/unsaved.ts")),
      edge(admin("leads/LeadsTab.tsx"), "src/client/api.ts"),
    ];
    const across = [
      edge(admin("leads/LeadsTab.tsx"), admin("blog/BlogPostsTab.tsx")),
      edge(admin("resources/ResourceForm.tsx"), admin("blog/texts.ts")),
      edge(admin("settings/SettingsForm.tsx"), admin("AdminDashboard.tsx")),
      edge(admin("leads/LeadsTab.tsx"), admin("texts.ts")),
      edge(admin("shared/data/query.ts"), admin("leads/people-list.tsx")),
      edge(admin("shared/uploads/media-ui.tsx"), admin("media/texts.ts")),
      edge(admin("shared/lists/list-layout.tsx"), admin("AdminDashboard.tsx")),
    ];
    expect(layerViolations([...allowed, ...across]).map(show)).toEqual(across.map(show));
  });

  test("nothing in src/api imports src/server; only the composition roots import src/api", () => {
    const crossing = edges.filter(
      (edge) =>
        (folderOf(edge.from) === "api" && folderOf(edge.to) === "server") ||
        (folderOf(edge.from) === "server" && folderOf(edge.to) === "api" && !COMPOSITION_ROOTS.includes(edge.from)),
    );
    expect(crossing.map(show)).toEqual([]);
  });

  test("src/db imports only the database, storage and shared code", () => {
    const upward = edges.filter(
      (edge) =>
        folderOf(edge.from) === "db" && edge.to.startsWith("src/") && !/^src\/(db|storage|shared)\//.test(edge.to),
    );
    expect(upward.map(show)).toEqual([]);
  });

  test("no import cycle anywhere in src", () => {
    const cycles = findCycles(edges.filter((edge) => edge.to.startsWith("src/")));
    expect(cycles.map(showCycle)).toEqual([]);
  });

  test("a cycle is found and named file by file", () => {
    const planted = [
      { from: "x.ts", to: "y.ts" },
      { from: "y.ts", to: "z.ts" },
      { from: "z.ts", to: "x.ts" },
      { from: "z.ts", to: "w.ts" },
      { from: "w.ts", to: "w.ts" },
    ];
    expect(findCycles(planted).map(showCycle)).toEqual(["w.ts → w.ts", "x.ts → y.ts → z.ts → x.ts"]);
    const tangled = [...planted, { from: "y.ts", to: "v.ts" }, { from: "v.ts", to: "x.ts" }];
    expect(findCycles(tangled).map(showCycle)).toEqual([
      "v.ts → x.ts → y.ts → v.ts (in one tangle with z.ts)",
      "w.ts → w.ts",
    ]);
  });
});

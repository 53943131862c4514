// docs/architecture.md says what the code is; these claims are held against the code itself, so
// the document cannot drift from it unnoticed: the routes list (#routes) against the mounts of
// src/server/app.ts, the middleware table (#middleware) against the order createApp installs it in,
// the layers block (#layers) against the folders and files of src, and the decision index
// (#decisions) against docs/decisions/. The import rules (#import-rules) are src/layers.test.ts's.
import { expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dir, "..", "..");
const architecture = readFileSync(join(root, "docs", "architecture.md"), "utf8");
const app = readFileSync(join(root, "src", "server", "app.ts"), "utf8");

/** The text of one section: from its anchor to the next anchor or rule. */
function section(anchor: string): string {
  const start = architecture.indexOf(`<a id="${anchor}"></a>`);
  expect(start).toBeGreaterThan(-1);
  const rest = architecture.slice(start + anchor.length + 16);
  const end = rest.search(/<a id="|\n---\n/);
  return end === -1 ? rest : rest.slice(0, end);
}

test("the routes list names every API mount of createApp, in its order", () => {
  const mounted = [...app.matchAll(/app\.(?:route|get)\("(\/(?:api|healthz)[^"]*)"/g)].map((m) => m[1]!);
  const listed = [...section("routes").matchAll(/`(\/(?:api|healthz)[^`]*)`/g)].map((m) => m[1]!);
  expect(mounted.length).toBeGreaterThan(20);
  expect(listed).toEqual(mounted);
});

test("the middleware table lists what createApp installs, in that order", () => {
  const rows = [...section("middleware").matchAll(/^\| (\d+) \| `(\w+)`/gm)].map((m) => m[2]!);
  expect(rows.length).toBe(14);
  // Each name where createApp installs it, from its first app.use (the body limit is installed as
  // jsonBodyLimit).
  const chain = app.slice(app.indexOf("app.use(requestId"));
  const positions = rows.map((name) => {
    const called = name === "bodyLimit" ? "jsonBodyLimit" : name;
    return { name, at: chain.search(new RegExp(`\\b${called}\\b[(),]`)) };
  });
  expect(positions.filter(({ at }) => at === -1).map(({ name }) => name)).toEqual([]);
  const inAppOrder = [...positions].sort((a, b) => a.at - b.at).map(({ name }) => name);
  expect(rows).toEqual(inAppOrder);
});

test("the layers block names every folder of src, and each file it names exists there", () => {
  const block = /<a id="layers"><\/a>[\s\S]*?```\n([\s\S]*?)```/.exec(architecture)![1]!;
  // Each entry starts at the left margin with its folder; continuation lines belong to it.
  const entries = block.split(/\n(?=\S)/).map((entry) => {
    const [folder = "", ...text] = entry.trim().split(/\s+/);
    return { folder: folder.replace(/\/$/, ""), text: text.join(" ") };
  });
  const folders = entries.map(({ folder }) => folder);
  const srcFolders = readdirSync(join(root, "src"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `src/${entry.name}`);
  expect(srcFolders.filter((folder) => !folders.includes(folder))).toEqual([]);
  expect(folders.filter((folder) => !existsSync(join(root, folder)))).toEqual([]);

  const missing: string[] = [];
  for (const { folder, text } of entries) {
    const files = readdirSync(join(root, folder), { recursive: true }).map(String);
    for (const [named] of text.matchAll(/[\w.-]+\.(?:tsx?|css|mjs)\b|\b[\w-]+\/(?=[\s,)]|$)/g)) {
      // Patterns, not names: "<area>.ts", "PascalCase.tsx", "*.test.ts".
      if (/^[<.*]|^PascalCase\./.test(named)) continue;
      const path = named.replace(/\/$/, "");
      if (!files.some((file) => file === path || file.endsWith(`/${path}`))) missing.push(`${folder}: ${named}`);
    }
  }
  expect(missing).toEqual([]);
});

test("the decision index lists every record on disk, and only those", () => {
  const onDisk = readdirSync(join(root, "docs", "decisions"))
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort();
  const indexed = [...section("decisions").matchAll(/\]\(decisions\/(\d{3}-[\w-]+\.md)\)/g)].map((m) => m[1]!).sort();
  expect(indexed).toEqual(onDisk);
});

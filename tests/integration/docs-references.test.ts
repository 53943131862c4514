// The intent the code cites lives in the repository: every `docs/product.md#…` and
// `docs/architecture.md#…` reference in src, tests and scripts names an anchor that exists, and
// nothing cites a document a clone does not hold (the former SPEC/DESIGN numbers) or an issue.
import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dir, "..", "..");
const sources = [...new Bun.Glob("{src,tests,scripts}/**/*.{ts,tsx,mjs}").scanSync({ cwd: root })].sort();
const anchorsOf = (doc: string) =>
  new Set([...readFileSync(join(root, "docs", doc), "utf8").matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]!));
const anchors = { "product.md": anchorsOf("product.md"), "architecture.md": anchorsOf("architecture.md") };

test("every docs reference in the code names an anchor that exists", () => {
  const broken: string[] = [];
  let references = 0;
  for (const file of sources) {
    const text = readFileSync(join(root, file), "utf8");
    // "docs/product.md#entities, #validation": the anchors after the first belong to the same document.
    for (const m of text.matchAll(/docs\/(product\.md|architecture\.md)((?:#[\w-]+)(?:, #[\w-]+)*)/g)) {
      const doc = m[1] as keyof typeof anchors;
      for (const anchor of m[2]!.split(", ").map((a) => a.slice(1))) {
        references += 1;
        if (!anchors[doc].has(anchor)) broken.push(`${file}: docs/${doc}#${anchor}`);
      }
    }
  }
  expect(broken).toEqual([]);
  expect(references).toBeGreaterThan(100);
});

test("nothing cites the former outside documents or an issue number", () => {
  const stale = sources.flatMap((file) =>
    readFileSync(join(root, file), "utf8")
      .split("\n")
      .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
      .filter(({ line }) => /(SPEC|DESIGN)(\.md)? §|\bissue [0-9]+/i.test(line))
      .map(({ at }) => at),
  );
  // This file's own pattern is the one allowed mention.
  expect(stale.filter((at) => !at.startsWith("tests/integration/docs-references.test.ts"))).toEqual([]);
});

// The intent the code cites lives in the repository: every `docs/<file>.md#…` reference in src,
// tests and scripts (`docs/product.md#contact`) names an anchor that exists, and
// nothing cites a document a clone does not hold (the former SPEC/DESIGN numbers) or an issue. The
// docs themselves (docs/, README.md) link to files and anchors that exist, every "decision NNN" in
// code and docs names a record that exists (and, where its line names the subject, the right one),
// and the README stays short enough to read in two minutes.
import { expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { anchorsOfMarkdown, brokenLinks, decisionRecords, reader, wrongDecisionCitations } from "../support/doc-links";

const root = join(import.meta.dir, "..", "..");
const sources = [...new Bun.Glob("{src,tests,scripts}/**/*.{ts,tsx,mjs,sh,yml}").scanSync({ cwd: root })].sort();
const docAnchors = new Map<string, Set<string>>();
const anchorsOf = (doc: string) => {
  if (!docAnchors.has(doc)) docAnchors.set(doc, anchorsOfMarkdown(readFileSync(join(root, "docs", doc), "utf8")));
  return docAnchors.get(doc)!;
};

test("every docs reference in the code names an anchor that exists", () => {
  const broken: string[] = [];
  let references = 0;
  for (const file of sources) {
    const text = readFileSync(join(root, file), "utf8");
    // "docs/product.md#entities, #validation": the anchors after the first belong to the same document.
    for (const m of text.matchAll(/docs\/([\w-]+\.md)((?:#[\w-]+)(?:, #[\w-]+)*)/g)) {
      const doc = m[1]!;
      for (const anchor of m[2]!.split(", ").map((a) => a.slice(1))) {
        references += 1;
        if (!existsSync(join(root, "docs", doc)) || !anchorsOf(doc).has(anchor))
          broken.push(`${file}: docs/${doc}#${anchor}`);
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

const docs = ["README.md", ...[...new Bun.Glob("docs/**/*.md").scanSync({ cwd: root })].sort()];
const read = reader(root);

test("every link between the docs names a file and an anchor that exist", () => {
  const broken = docs.flatMap((file) => brokenLinks(file, read(file)!, read));
  expect(broken).toEqual([]);
  // The check itself: a link to a missing anchor, to a missing file, and a good one.
  const planted = "[ok](architecture.md#fast-path) [gone](architecture.md#no-such) [nofile](nowhere.md)";
  expect(brokenLinks("docs/x.md", planted, read)).toEqual([
    "docs/x.md: architecture.md#no-such (no anchor #no-such in docs/architecture.md)",
    "docs/x.md: nowhere.md (no docs/nowhere.md)",
  ]);
});

test('every "decision NNN" in code and docs names the record it means', () => {
  const records = decisionRecords(root);
  // The records cite each other as history; this test and its helpers hold planted examples.
  const planted = ["tests/integration/docs-references.test.ts", "tests/support/doc-links.ts"];
  const files = [...sources, ...docs].filter((file) => !file.startsWith("docs/decisions/") && !planted.includes(file));
  const wrong = files.flatMap((file) => wrongDecisionCitations(file, read(file)!, records));
  expect(wrong).toEqual([]);
  // A record that does not exist, and the fast path cited by the downloads' record, both fail.
  expect(wrongDecisionCitations("x.ts", "// see decision 999", records)).toEqual([
    "x.ts:1: decision 999 does not exist",
  ]);
  expect(wrongDecisionCitations("x.ts", "// The early path for cached public pages (decision 006).", records)).toEqual([
    "x.ts:1: decision 006 cited for 009-cached-page-fast-path.md",
  ]);
  expect(wrongDecisionCitations("x.ts", "// The early path for cached public pages (decision 009).", records)).toEqual(
    [],
  );
});

test("the README is short enough to read in two minutes", () => {
  const lines = read("README.md")!.trimEnd().split("\n").length;
  expect(lines).toBeLessThanOrEqual(150);
  expect(read("README.md")).toContain("npm install && npm start");
});

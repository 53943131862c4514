// What docs-references.test.ts checks, as functions of text, so the test can also prove each check
// fails on a planted mistake: links between the docs and their anchors, and "decision NNN" citations.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

/** The anchors a Markdown file offers: explicit `<a id>` ones and GitHub's heading slugs. */
export function anchorsOfMarkdown(text: string): Set<string> {
  const anchors = new Set([...text.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]!));
  const seen = new Map<string, number>();
  const withoutCode = text.replace(/^```[\s\S]*?^```/gm, "");
  for (const m of withoutCode.matchAll(/^#{1,6} +(.+?) *$/gm)) {
    const slug = m[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/**
 * Every relative link of a Markdown file (`[text](target)`) that does not resolve: the file it names
 * (from the repository root) must exist and, for a Markdown file, hold the anchor after `#`.
 * `read` answers a file's text from the repository root, or null when there is none.
 */
export function brokenLinks(file: string, text: string, read: (path: string) => string | null): string[] {
  const broken: string[] = [];
  const withoutCode = text.replace(/^```[\s\S]*?^```/gm, "");
  for (const m of withoutCode.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1]!;
    if (/^[a-z]+:/i.test(target)) continue; // https:, mailto:: outside the repository
    const [path = "", anchor] = target.split("#");
    const resolved = path === "" ? file : normalize(join(dirname(file), path)).replace(/\/$/, "");
    const content = read(resolved);
    if (content === null) broken.push(`${file}: ${target} (no ${resolved})`);
    else if (anchor !== undefined && resolved.endsWith(".md") && !anchorsOfMarkdown(content).has(anchor))
      broken.push(`${file}: ${target} (no anchor #${anchor} in ${resolved})`);
  }
  return broken;
}

/**
 * What names each decision's subject when a citation's line names it. A citation whose line names
 * another record's subject and none of its own cites the wrong record ("the cached-page fast path,
 * decision 006" when the fast path is 009). Keep the phrases distinctive: a line naming nothing here
 * is only checked for the record existing.
 */
export const DECISION_SUBJECTS: Record<string, RegExp> = {
  "002": /vanilla-extract/i,
  "003": /plain DOM|shell without React/i,
  "004": /request guard|request-target/i,
  "005": /sign-in throttl|session tokens?|Copenhagen/i,
  "006": /gated|download links?|signed links?|lead capture/i,
  "007": /outbox|honeypot/i,
  "008": /slate|\beditor\b/i,
  "009": /fast path|early path|cached (public )?pages?/i,
  "010": /busy machine/i,
  "011": /multipart|leads? CSV/i,
  "012": /visual (system|work)/i,
  "013": /islands? that wait|hydrat/i,
  "014": /web font|preload(ed|s)? (the )?font|font-display/i,
  "015": /\bstamp\b|unverified|"Not spam"/i,
  "016": /says how long|states what it expects/i,
  "017": /media library|settings document/i,
  "018": /scheduled publish/i,
  "019": /litestream|bucket/i,
  "020": /two-factor|passkey|TOTP/i,
  "021": /daily totals/i,
  "022": /counting cost/i,
  "023": /caps and retention|retention/i,
  "024": /re-?authenticat|recent proof|admin standing|_by_admin/i,
  "025": /backups?\b|restore|sealed|passphrase/i,
  "026": /network guard|loopback|standard webhooks/i,
  "027": /\breferer\b/i,
  "029": /share images?/i,
};

/** The decision records on disk, by number ("009" → "009-cached-page-fast-path.md"). */
export function decisionRecords(root: string): Map<string, string> {
  const records = new Map<string, string>();
  for (const name of readdirSync(join(root, "docs", "decisions"))) {
    const number = /^(\d{3})-.+\.md$/.exec(name)?.[1];
    if (number) records.set(number, name);
  }
  return records;
}

/**
 * Every "decision NNN" (or "decisions NNN and MMM") citation in `text` that names no record, or
 * whose line (with the line before it) names another record's subject and not its own.
 */
export function wrongDecisionCitations(file: string, text: string, records: ReadonlyMap<string, string>): string[] {
  const wrong: string[] = [];
  const lines = text.split("\n");
  lines.forEach((line, i) => {
    // A sentence wraps: the line before is part of the citing text, unless this line starts a new
    // table row or list item.
    const citing = /^\s*(\||- )/.test(line) ? line : `${lines[i - 1] ?? ""} ${line}`;
    for (const m of line.matchAll(/\bdecisions? (\d{3})((?:(?:,| and) \d{3})*)/gi)) {
      const cited = [m[1]!, ...(m[2]!.match(/\d{3}/g) ?? [])];
      const named = Object.keys(DECISION_SUBJECTS).filter((n) => DECISION_SUBJECTS[n]!.test(citing));
      for (const number of cited) {
        if (!records.has(number)) wrong.push(`${file}:${i + 1}: decision ${number} does not exist`);
        else if (named.length > 0 && !named.some((n) => cited.includes(n)))
          wrong.push(`${file}:${i + 1}: decision ${number} cited for ${named.map((n) => records.get(n)).join(", ")}`);
      }
    }
  });
  return wrong;
}

/** A file's text from the repository root, or null (a folder counts as existing: its path is answered ""). */
export function reader(root: string): (path: string) => string | null {
  return (path) => {
    try {
      return readFileSync(join(root, path), "utf8");
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === "EISDIR" ? "" : null;
    }
  };
}

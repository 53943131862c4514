// A server-rendered page read as a screen reader would find its parts, without a browser: the HTML
// the real app sends, parsed by happy-dom (no scripts run, no styles or files load) and queried with
// Testing Library's role queries (`getByRole("link", { name })`). For the checks of what a page
// says (headings, texts, link targets, JSON-LD) that need no layout, no script and no focus: these
// cost a fraction of a browser page load (docs/architecture.md#test-rules).
import { type BoundFunctions, configure, type queries, within } from "@testing-library/dom";
import { Window } from "happy-dom";
import { send } from "./auth";

type App = Parameters<typeof send>[0];

// A query that finds nothing says what it looked for, without printing the whole page after it.
configure({ getElementError: (message) => new Error(message ?? "") });

export type ServedPage = BoundFunctions<typeof queries> & {
  status: number;
  document: Document;
  /** The text of the body as one line (runs of spaces and line breaks made one space). */
  text: string;
  /** The page's JSON-LD blocks, parsed. */
  jsonLd: Record<string, unknown>[];
};

const windows: Window[] = [];

/** `path` as the app serves it to a visitor: its status, its document and queries over its body. */
export async function servedPage(app: App, path: string): Promise<ServedPage> {
  const response = await send(app, path);
  const window = new Window({
    url: new URL(path, "http://127.0.0.1/").href,
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  windows.push(window);
  window.document.write(await response.text());
  const document = window.document as unknown as Document;
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
  );
  const text = (document.body.textContent ?? "").replace(/[ \t\r\n]+/g, " ");
  return { ...within(document.body), status: response.status, document, text, jsonLd };
}

/** Closes every window `servedPage` opened (call it in afterAll). */
export async function closeServedPages() {
  await Promise.all(windows.splice(0).map((window) => window.happyDOM.close()));
}

/** The heading levels of `root` in document order: one h1, first, and no level skipped on the way down. */
export function headingOutlineProblems(root: ParentNode): string[] {
  const levels = [...root.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((node) => Number(node.tagName.slice(1)));
  const problems: string[] = [];
  if (levels.filter((level) => level === 1).length !== 1) problems.push(`${levels.filter((l) => l === 1).length} h1`);
  if (levels[0] !== 1) problems.push(`the first heading is h${levels[0]}`);
  levels.forEach((level, i) => {
    if (i > 0 && level > levels[i - 1]! + 1) problems.push(`heading ${i} (h${level}) after h${levels[i - 1]}`);
  });
  return problems;
}

// Numbered page links under a list: Previous, the pages (the first, the last and those around the
// current one, with gaps marked), Next. They are real links with rel="prev"/"next", so paging
// works without JavaScript and crawlers can follow it; an island may intercept the clicks.
import type { MouseEvent } from "react";
import { blogListTexts } from "../content/blog";

const texts = blogListTexts.pagination;

/** The page numbers to show, with null for a gap: 1 … 4 5 6 … 10. */
export function pageWindow(current: number, count: number): (number | null)[] {
  const pages = new Set([1, count, current - 1, current, current + 1].filter((n) => n >= 1 && n <= count));
  // A gap of a single page shows that page instead of an ellipsis.
  for (const n of [2, count - 1]) if (pages.has(n - 1) && pages.has(n + 1)) pages.add(n);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) out.push(null);
    out.push(n);
  });
  return out;
}

export function Pagination({
  page,
  pageCount,
  hrefFor,
  onNavigate,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  /** Called on a plain left click, before the browser follows the link. */
  onNavigate?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  if (pageCount <= 1) return null;
  const click = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    onNavigate(target, event);
  };
  const base =
    "inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-semibold transition-colors";
  const idle = `${base} border-border bg-surface text-fg hover:bg-surface-muted`;
  return (
    <nav aria-label={texts.label} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <a href={hrefFor(page - 1)} rel="prev" onClick={click(page - 1)} className={idle}>
              <span aria-hidden="true">←</span>
              <span className="ml-1">{texts.previous}</span>
            </a>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((n, i) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={n}>
              <a
                href={hrefFor(n)}
                aria-label={`${texts.page} ${n}`}
                aria-current={n === page ? "page" : undefined}
                rel={n === page - 1 ? "prev" : n === page + 1 ? "next" : undefined}
                onClick={click(n)}
                className={n === page ? `${base} border-primary bg-primary text-primary-fg` : idle}
              >
                {n}
              </a>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <a href={hrefFor(page + 1)} rel="next" onClick={click(page + 1)} className={idle}>
              <span className="mr-1">{texts.next}</span>
              <span aria-hidden="true">→</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

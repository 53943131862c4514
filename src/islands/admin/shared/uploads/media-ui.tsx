// Pieces the Media tab and the library's picker share (docs/product.md#media): the read of one page
// of the library with its search and filter, a thumbnail and the pager under the grid.
import { useState } from "react";
import { Button } from "react-aria-components";
import { mediaPagerTexts } from "./texts";
import { focusRing } from "../ui/admin-ui";
import type { MediaPage } from "../data/api-types";
import { mediaListPath } from "../data/paths";
import { useApiQuery } from "../data/query";
import { useAddressState } from "../lists/address-state";

const pagerTexts = mediaPagerTexts;

/** What the library's view keeps: the page, the search over the whole library and 'Only unused'. */
const MEDIA_VIEW = ["page", "q", "unused"] as const;

/**
 * One page of the library, newest first, as searched and filtered (`q` over file names, alt texts
 * and addresses; `unused` "true" for what nothing uses), and the page shown. The Media tab keeps
 * them in the address; the picker, a dialog over another tab, keeps its own. A new search or
 * filter starts again from the first page.
 */
export function useMediaPage(options: { refetchIntervalMs?: number; inAddress?: boolean } = {}) {
  const { values, page, update } = useAddressState(MEDIA_VIEW, { inAddress: options.inAddress ?? false });
  const setPage = (next: number) => update({ page: String(next) });
  const filters = { q: values.q, unused: values.unused === "true" };
  const setFilters = (next: { q?: string; unused?: boolean }) =>
    update({
      ...(next.q === undefined ? {} : { q: next.q }),
      ...(next.unused === undefined ? {} : { unused: next.unused ? "true" : "" }),
    });
  const query = useApiQuery<MediaPage>(mediaListPath(page, filters), {
    refetchIntervalMs: options.refetchIntervalMs,
  });
  const data = query.data;
  const items = Array.isArray(data?.items) ? data.items : [];
  const pageCount = Math.max(1, data?.pageCount ?? 1);
  return { query, items, page, pageCount, total: data?.total ?? items.length, setPage, filters, setFilters };
}

/** A thumbnail: the image fills a square; the words about it are beside it, so its own alt is empty. */
export function MediaThumb({ src, className = "" }: { src: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={`aspect-square overflow-hidden rounded-md border border-border bg-surface-muted ${className}`}>
      {failed ? null : (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="h-full w-full object-contain"
        />
      )}
    </div>
  );
}

/** Previous, "Page 2 of 5", Next; nothing when there is one page. */
export function MediaPager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={pagerTexts.label} className="flex items-center justify-center gap-3" data-media-pager>
      <Button
        onPress={() => onPage(page - 1)}
        isDisabled={page <= 1}
        className={`btn-outline data-disabled:opacity-60 ${focusRing}`}
      >
        {pagerTexts.previous}
      </Button>
      <span className="text-sm text-muted" aria-live="polite">
        {pagerTexts.status(page, pageCount)}
      </span>
      <Button
        onPress={() => onPage(page + 1)}
        isDisabled={page >= pageCount}
        className={`btn-outline data-disabled:opacity-60 ${focusRing}`}
      >
        {pagerTexts.next}
      </Button>
    </nav>
  );
}

// The Media tab (docs/product.md#admin-media): the library, newest first, one page at a time, read
// every 30 seconds while shown and after each change. A search over the whole library (file names,
// alt texts, addresses; sent as it is typed) and 'Only unused images' narrow it, both kept in the
// address with the page. Each image is a card (./media-card.tsx). 'Edit alt text' asks in a small
// dialog; Delete is asked first, and an image still in use is refused (409) with its uses named.
// Images are selected by their checkboxes (or all on the page) for 'Delete selected', asked first
// (./bulk-delete.tsx). 'Upload Image' sends a new one and asks for its alt text.
import { useEffect, useState } from "react";
import { Button } from "react-aria-components";
import { ApiError } from "../../../client/api";
import { Checkbox } from "../../../components/ui/Checkbox";
import { TextField } from "../../../components/ui/TextField";
import { mediaAdminTexts as texts } from "./texts";
import { focusRing, smallButton } from "../shared/ui/admin-ui";
import { ListTab } from "../shared/lists/list-layout";
import { useTypedSearch } from "../shared/lists/typed-search";
import { AltTextDialog } from "../shared/uploads/alt-text";
import { useDeleteWithConfirm } from "../shared/ui/delete-confirm";
import { ImageUploadButton, useImageUpload } from "../shared/uploads/image-upload";
import { MEDIA_LIST_PREFIX, mediaName } from "../shared/uploads/media";
import type { MediaJson, MediaInUse } from "../shared/data/api-types";
import { mediaPath } from "../shared/data/paths";
import { MediaPager, useMediaPage } from "../shared/uploads/media-ui";
import { invalidatePrefix } from "../shared/data/query";
import { UploadProgressBar } from "../shared/uploads/UploadField";
import { useBulkDelete } from "./bulk-delete";
import { InUseDialog, type InUseRefusal } from "./in-use-dialog";
import { MediaCard } from "./media-card";

/** Refresh interval of the media library while shown. */
const MEDIA_LIST_REFRESH_MS = 30_000;

const refresh = () => void invalidatePrefix(MEDIA_LIST_PREFIX);

/** The refusal of one image's delete because it is in use (409), or null when it was something else. */
function refusalOf(item: MediaJson, error: unknown): InUseRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const uses = (error.body as Partial<MediaInUse> | null)?.uses;
  return { id: item.id, name: mediaName(item), message: error.message, uses: Array.isArray(uses) ? uses : [] };
}

export default function MediaTab() {
  const { query, items, page, pageCount, total, setPage, filters, setFilters } = useMediaPage({
    refetchIntervalMs: MEDIA_LIST_REFRESH_MS,
    inAddress: true,
  });
  const [search, setSearch] = useTypedSearch(filters.q, (q) => setFilters({ q }));
  const [editing, setEditing] = useState<MediaJson | null>(null);
  const [inUse, setInUse] = useState<InUseRefusal[] | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const upload = useImageUpload({ onUploaded: () => setPage(1) });

  // Uses change with every post, resource and testimonial saved elsewhere: read afresh when shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the tab is opened
  useEffect(() => {
    void query.refetch();
  }, []);

  // A page emptied by deletes (or by another admin) gives way to the last page there is.
  useEffect(() => {
    if (query.status === "success" && page > pageCount) setPage(pageCount);
  }, [query.status, page, pageCount, setPage]);

  // What is selected is what is shown: another page, search or filter, or an image gone, leaves it.
  const shownIds = items.map((item) => item.id).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids shown are what matter, not the array
  useEffect(() => {
    setSelected((current) => {
      const kept = [...current].filter((id) => items.some((item) => item.id === id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [shownIds]);

  const remove = useDeleteWithConfirm<MediaJson>({
    pathOf: (item) => mediaPath(item.id),
    nameOf: mediaName,
    noun: "image",
    texts,
    refresh,
    onRefused: (item, error) => {
      const refusal = refusalOf(item, error);
      if (refusal) setInUse([refusal]);
      return refusal !== null;
    },
  });
  const bulk = useBulkDelete({
    onKept: (refusals) => setInUse(refusals.length > 0 ? refusals : null),
    onFinished: (keep) => {
      setSelected(new Set(keep));
      refresh();
    },
  });

  const select = (id: number) => (on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));
  const filtered = filters.q !== "" || filters.unused;

  const toolbar = (
    <div className="flex flex-col gap-4">
      <search aria-label={texts.findLabel} className="grid gap-3 sm:grid-cols-2 sm:items-end" data-media-filters>
        <TextField
          label={texts.search}
          description={texts.searchDescription}
          type="search"
          name="q"
          value={search}
          onChange={setSearch}
        />
        <Checkbox label={texts.onlyUnused} isSelected={filters.unused} onChange={(unused) => setFilters({ unused })} />
      </search>
      {items.length > 0 ? (
        <div className="flex flex-wrap items-center gap-3" data-media-selection>
          <Checkbox
            label={texts.selectPage}
            isSelected={allSelected}
            isIndeterminate={selected.size > 0 && !allSelected}
            onChange={(on) => setSelected(new Set(on ? items.map((item) => item.id) : []))}
          />
          <p className="text-sm text-muted" aria-live="polite">
            {texts.selectedCount(selected.size)}
          </p>
          <Button
            isDisabled={selected.size === 0 || bulk.busy}
            onPress={() => bulk.ask(items.filter((item) => selected.has(item.id)))}
            className={`${smallButton} text-danger`}
          >
            {texts.bulkDelete.button(selected.size)}
          </Button>
        </div>
      ) : null}
    </div>
  );

  return (
    <ListTab
      name="media"
      headingCount={total}
      query={query}
      count={items.length}
      texts={{ ...texts, empty: filtered ? texts.noMatch : texts.empty }}
      view={{ total, toolbar, footer: <MediaPager page={page} pageCount={pageCount} onPage={setPage} /> }}
      actions={
        <ImageUploadButton
          label={texts.upload}
          isDisabled={upload.progress !== null}
          onFile={(file) => void upload.start(file)}
          className={`btn-primary data-disabled:opacity-60 ${focusRing}`}
        />
      }
      after={
        <>
          {remove.dialog}
          {bulk.dialog}
          {upload.dialog}
          <AltTextDialog
            target={editing ? { url: editing.url, media: editing } : null}
            onDone={(alt) => {
              setEditing(null);
              if (alt !== null) refresh();
            }}
          />
          <InUseDialog refusals={inUse} onClose={() => setInUse(null)} />
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {upload.progress ? <UploadProgressBar progress={upload.progress} onCancel={upload.abort} /> : null}
        <ul
          aria-label={texts.gridLabel}
          // Columns of minmax(0, 1fr): a long file name cannot widen a card past the screen.
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          data-media-list
        >
          {items.map((item) => (
            <MediaCard
              key={item.id}
              item={item}
              isSelected={selected.has(item.id)}
              onSelect={select(item.id)}
              onEditAlt={() => setEditing(item)}
              onDelete={() => remove.ask(item)}
            />
          ))}
        </ul>
      </div>
    </ListTab>
  );
}

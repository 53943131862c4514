// The Media tab (docs/product.md#admin-media): the library, newest first, one page at a time, read
// every 30 seconds while shown and after each change. Each image shows its thumbnail, its alt
// text (or a 'No alt text' badge), type, dimensions, size, who uploaded it and when, and where it
// is used (linked where the place has an address). 'Edit alt text' asks in a small dialog; Delete
// is asked first, and an image still in use is refused (409) with its uses named in a dialog.
// 'Upload Image' sends a new one and asks for its alt text.
import { useEffect, useState } from "react";
import { Button, Dialog, Heading } from "react-aria-components";
import { ApiError } from "../../../client/api";
import { iconExternalLink, iconPencil, iconTrash } from "../../../components/Icon";
import { ModalFrame } from "../../../components/ui/ModalFrame";
import { adminListTexts } from "../shared/lists/texts";
import { mediaAdminTexts as texts } from "./texts";
import { Badge, DateTime, focusRing, RowButton, RowLink } from "../shared/ui/admin-ui";
import { ListTab } from "../shared/lists/list-layout";
import { AltTextDialog } from "../shared/uploads/alt-text";
import { useDeleteWithConfirm } from "../shared/ui/delete-confirm";
import { ImageUploadButton, useImageUpload } from "../shared/uploads/image-upload";
import { MEDIA_LIST_PREFIX, mediaFacts, mediaFileName, thumbnailUrl } from "../shared/uploads/media";
import type { MediaJson, MediaInUse, MediaUse } from "../shared/data/api-types";
import { mediaPath } from "../shared/data/paths";
import { MediaPager, MediaThumb, useMediaPage } from "../shared/uploads/media-ui";
import { invalidatePrefix } from "../shared/data/query";
import { UploadProgressBar } from "../shared/uploads/UploadField";

/** Refresh interval of the media library while shown. */
const MEDIA_LIST_REFRESH_MS = 30_000;

const refresh = () => void invalidatePrefix(MEDIA_LIST_PREFIX);

/** The uses a refused delete names (409), or null when the refusal was something else. */
function usesOfRefusal(error: unknown): MediaUse[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const uses = (error.body as Partial<MediaInUse> | null)?.uses;
  return Array.isArray(uses) ? uses : [];
}

export default function MediaTab() {
  const { query, items, page, pageCount, total, setPage } = useMediaPage({
    refetchIntervalMs: MEDIA_LIST_REFRESH_MS,
    pageInAddress: true,
  });
  const [editing, setEditing] = useState<MediaJson | null>(null);
  const [inUse, setInUse] = useState<{ name: string; message: string; uses: MediaUse[] } | null>(null);
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

  const remove = useDeleteWithConfirm<MediaJson>({
    pathOf: (item) => mediaPath(item.id),
    nameOf: (item) => mediaFileName(item.url),
    noun: "image",
    texts,
    refresh,
    onRefused: (item, error) => {
      const uses = usesOfRefusal(error);
      if (uses === null) return false;
      setInUse({ name: mediaFileName(item.url), message: (error as ApiError).message, uses });
      return true;
    },
  });

  return (
    <ListTab
      name="media"
      headingCount={total}
      query={query}
      count={items.length}
      texts={texts}
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
          <MediaPager page={page} pageCount={pageCount} onPage={setPage} />
          {remove.dialog}
          {upload.dialog}
          <AltTextDialog
            target={editing ? { url: editing.url, media: editing } : null}
            onDone={(alt) => {
              setEditing(null);
              if (alt !== null) refresh();
            }}
          />
          <InUseDialog refusal={inUse} onClose={() => setInUse(null)} />
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
            <MediaCard key={item.id} item={item} onEditAlt={() => setEditing(item)} onDelete={() => remove.ask(item)} />
          ))}
        </ul>
      </div>
    </ListTab>
  );
}

function UsesList({ uses }: { uses: readonly MediaUse[] }) {
  return (
    <ul className="flex flex-col gap-1">
      {uses.map((use) => (
        <li key={use.label} className="text-sm break-words">
          {use.href ? (
            <a href={use.href} className="font-medium text-primary underline underline-offset-2 hover:no-underline">
              {use.label}
            </a>
          ) : (
            <span className="text-fg">{use.label}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function MediaCard({ item, onEditAlt, onDelete }: { item: MediaJson; onEditAlt: () => void; onDelete: () => void }) {
  const name = mediaFileName(item.url);
  const headingId = `admin-media-${item.id}`;
  return (
    <li
      aria-labelledby={headingId}
      data-media-item={name}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm"
    >
      <MediaThumb src={thumbnailUrl(item, 320)} />
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="truncate text-sm font-semibold text-fg" title={name}>
          {name}
        </h3>
        {item.alt ? (
          <p className="text-sm break-words text-fg" data-media-alt>
            {item.alt}
          </p>
        ) : (
          <p>
            <Badge tone="danger">{texts.noAlt}</Badge>
          </p>
        )}
        <p className="text-xs text-muted">{mediaFacts(item)}</p>
        <p className="text-xs text-muted">
          {texts.uploadedBy(item.uploadedBy)} · <DateTime value={item.createdAt} />
        </p>
      </div>
      <div className="flex flex-col gap-1" data-media-uses>
        {item.uses.length > 0 ? (
          <>
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">{texts.usedIn}</p>
            <UsesList uses={item.uses} />
          </>
        ) : (
          <p className="text-sm text-muted">{texts.unused}</p>
        )}
      </div>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-border pt-3">
        <RowButton icon={iconPencil} aria-label={texts.editAltLabel(name)} onPress={onEditAlt}>
          {texts.editAlt}
        </RowButton>
        <RowLink
          icon={iconExternalLink}
          href={item.url}
          target="_blank"
          rel="noopener"
          aria-label={texts.openLabel(name)}
        >
          {texts.open}
        </RowLink>
        <RowButton icon={iconTrash} danger aria-label={texts.deleteLabel(name)} onPress={onDelete}>
          {adminListTexts.delete}
        </RowButton>
      </div>
    </li>
  );
}

/** A delete refused because the image is in use: the server's words, and each use, linked. */
function InUseDialog({
  refusal,
  onClose,
}: {
  refusal: { name: string; message: string; uses: MediaUse[] } | null;
  onClose: () => void;
}) {
  return (
    <ModalFrame isOpen={refusal !== null} onClose={onClose}>
      <Dialog role="alertdialog" className="p-6 outline-none" data-media-in-use>
        <Heading slot="title" className="font-heading text-xl font-semibold tracking-tight">
          {texts.inUse.title}
        </Heading>
        {refusal ? (
          <>
            <p className="mt-3 text-sm text-muted">{refusal.message}</p>
            {refusal.uses.length > 0 ? (
              <>
                <p className="mt-3 text-sm text-fg">{texts.inUse.text}</p>
                <div className="mt-2">
                  <UsesList uses={refusal.uses} />
                </div>
              </>
            ) : null}
          </>
        ) : null}
        <div className="mt-6 flex justify-end">
          <Button autoFocus onPress={onClose} className={`btn-outline ${focusRing}`}>
            {texts.inUse.close}
          </Button>
        </div>
      </Dialog>
    </ModalFrame>
  );
}

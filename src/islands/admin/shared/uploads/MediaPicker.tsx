// 'Choose from library' (docs/product.md#media): a dialog with one page of the library as a grid
// (React Aria's GridList with the grid layout: arrow keys move in two dimensions, Enter or a
// double press chooses, Space selects), a search over the whole library (file names, alt texts,
// addresses; sent as it is typed), and Previous / Next. 'Choose' hands the chosen item to the caller, which fills its field.
import { useState } from "react";
import { Button, FormContext, GridList, GridListItem } from "react-aria-components";
import { iconImage, SvgIcon } from "../../../../components/Icon";
import { FormDialog } from "../../../../components/ui/FormDialog";
import { TextField } from "../../../../components/ui/TextField";
import { imageFieldTexts, mediaPickerTexts as texts } from "./texts";
import { focusRing, smallButton } from "../ui/admin-ui";
import { QueryFailed } from "../lists/list-layout";
import { Badge } from "../ui/admin-ui";
import { mediaFacts, mediaFileName, mediaName, thumbnailUrl } from "./media";
import type { MediaJson } from "../data/api-types";
import { MediaPager, MediaThumb, useMediaPage } from "./media-ui";
import { useTypedSearch } from "../lists/typed-search";

/** 'Choose from library' (for the image field named `field`): the button and the picker it opens. */
export function ChooseFromLibrary({
  field,
  isDisabled,
  onChoose,
}: {
  field?: string;
  isDisabled?: boolean;
  onChoose: (item: MediaJson) => void;
}) {
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Button
        aria-label={field === undefined ? undefined : imageFieldTexts.chooseLabel(field)}
        onPress={() => setPicking(true)}
        isDisabled={isDisabled}
        className={smallButton}
      >
        <SvgIcon drawing={iconImage} className="h-4 w-4" />
        {imageFieldTexts.choose}
      </Button>
      <MediaPicker
        isOpen={picking}
        onClose={() => setPicking(false)}
        onChoose={(item) => {
          onChoose(item);
          setPicking(false);
        }}
      />
    </>
  );
}

export function MediaPicker({
  isOpen,
  onChoose,
  onClose,
}: {
  isOpen: boolean;
  onChoose: (item: MediaJson) => void;
  onClose: () => void;
}) {
  return (
    <FormDialog
      isOpen={isOpen}
      title={texts.title}
      closeLabel={texts.close}
      onClose={onClose}
      width="max-w-4xl"
      dataName="media-picker"
    >
      {/* Opened from inside a form (an image field's): its fields must not join that form. */}
      <FormContext.Provider value={null}>
        {isOpen ? <PickerBody onChoose={onChoose} onClose={onClose} /> : null}
      </FormContext.Provider>
    </FormDialog>
  );
}

function PickerBody({ onChoose, onClose }: { onChoose: (item: MediaJson) => void; onClose: () => void }) {
  const { query, items, page, pageCount, setPage, filters, setFilters } = useMediaPage();
  const [search, setSearch] = useTypedSearch(filters.q, (q) => setFilters({ q }));
  const [selected, setSelected] = useState<number | null>(null);
  const chosen = items.find((item) => item.id === selected) ?? null;

  const choose = (item: MediaJson | null) => {
    if (item) onChoose(item);
  };

  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={texts.search}
        description={texts.searchDescription}
        type="search"
        value={search}
        onChange={setSearch}
      />
      {query.status === "error" && query.data === undefined ? (
        <QueryFailed query={query} text={texts.loadFailed} />
      ) : query.status === "pending" && items.length === 0 ? (
        <p className="text-muted">{texts.loading}</p>
      ) : (
        <GridList
          aria-label={texts.gridLabel}
          layout="grid"
          items={items}
          selectionMode="single"
          selectionBehavior="replace"
          selectedKeys={selected === null ? [] : [selected]}
          onSelectionChange={(keys) => {
            const [key] = keys === "all" ? [] : [...keys];
            setSelected(typeof key === "number" ? key : null);
          }}
          onAction={(key) => choose(items.find((item) => item.id === key) ?? null)}
          renderEmptyState={() => (
            <p className="p-6 text-center text-muted">{filters.q ? texts.noMatch : texts.empty}</p>
          )}
          className="grid max-h-[55vh] grid-cols-2 gap-3 overflow-y-auto p-1 sm:grid-cols-3 md:grid-cols-4"
          data-media-picker-grid
        >
          {(item) => <PickerItem item={item} />}
        </GridList>
      )}
      <MediaPager page={page} pageCount={pageCount} onPage={setPage} />
      <div className="flex flex-col-reverse gap-3 border-t border-border pt-4 sm:flex-row sm:justify-end">
        <Button onPress={onClose} className={`btn-outline ${focusRing}`}>
          {texts.cancel}
        </Button>
        <Button
          onPress={() => choose(chosen)}
          isDisabled={chosen === null}
          className={`btn-primary data-disabled:opacity-60 ${focusRing}`}
        >
          {texts.choose}
        </Button>
      </div>
    </div>
  );
}

function PickerItem({ item }: { item: MediaJson }) {
  const name = item.alt || mediaName(item);
  return (
    <GridListItem
      id={item.id}
      textValue={name}
      className={({ isSelected, isFocusVisible }) =>
        `flex cursor-pointer flex-col gap-2 rounded-lg border p-2 outline-none transition-colors ${
          isSelected
            ? "border-primary bg-accent-soft ring-2 ring-primary"
            : "border-border bg-surface hover:bg-surface-muted"
        } ${isFocusVisible ? "ring-3 ring-ring" : ""}`
      }
      data-media-picker-item={mediaFileName(item.url)}
    >
      <MediaThumb src={thumbnailUrl(item, 240)} />
      <span className="line-clamp-2 text-sm font-medium break-words text-fg">{name}</span>
      <span className="text-xs text-muted">{mediaFacts(item)}</span>
      {item.alt ? null : <Badge tone="danger">{texts.noAlt}</Badge>}
    </GridListItem>
  );
}

// One image of the Media tab (docs/product.md#admin-media): its thumbnail, the name it was uploaded
// with (the stored file's name under it when they differ), its alt text or a 'No alt text' badge,
// type, dimensions, size, who uploaded it and when, where it is used, and its actions. The
// checkbox selects it for 'Delete selected'.
import { iconExternalLink, iconPencil, iconTrash } from "../../../components/Icon";
import { Checkbox } from "../../../components/ui/Checkbox";
import { adminListTexts } from "../shared/lists/texts";
import { mediaAdminTexts as texts } from "./texts";
import { Badge, DateTime, RowButton, RowLink } from "../shared/ui/admin-ui";
import { mediaFacts, mediaFileName, mediaName, thumbnailUrl } from "../shared/uploads/media";
import type { MediaJson, MediaUse } from "../shared/data/api-types";
import { MediaThumb } from "../shared/uploads/media-ui";

export function UsesList({ uses }: { uses: readonly MediaUse[] }) {
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

export function MediaCard({
  item,
  isSelected,
  onSelect,
  onEditAlt,
  onDelete,
}: {
  item: MediaJson;
  isSelected: boolean;
  onSelect: (selected: boolean) => void;
  onEditAlt: () => void;
  onDelete: () => void;
}) {
  const name = mediaName(item);
  const stored = mediaFileName(item.url);
  const headingId = `admin-media-${item.id}`;
  return (
    <li
      aria-labelledby={headingId}
      data-media-item={stored}
      data-selected={isSelected || undefined}
      className={`flex min-w-0 flex-col gap-3 rounded-xl border bg-surface p-4 shadow-sm ${
        isSelected ? "border-primary ring-2 ring-primary" : "border-border"
      }`}
    >
      <Checkbox label={texts.select} aria-label={texts.selectLabel(name)} isSelected={isSelected} onChange={onSelect} />
      <MediaThumb src={thumbnailUrl(item, 320)} />
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="truncate text-sm font-semibold text-fg" title={name} data-media-name>
          {name}
        </h3>
        {name === stored ? null : (
          <p className="truncate text-xs text-muted" title={stored}>
            {texts.storedAs(stored)}
          </p>
        )}
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

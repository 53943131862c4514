// The 'Search and sharing' group of the post and resource forms (docs/product.md#seo-fields): the
// meta title, meta description and share image, each optional, in a collapsible group (a heading's
// button with aria-expanded, so it opens from the keyboard and screen readers announce its state;
// not a <details>, inside which axe-core's scan of an open modal dialog never ends). Beside them, a
// live preview of the search result, cut where search engines cut (60 characters of title, 160 of
// description, with the counts) and of the share card (image, title, description, host), built from
// what the page will use: each field, or the title, excerpt or description, and cover standing in.
import { useEffect, useId, useState } from "react";
import { Button } from "react-aria-components";
import { iconChevronDown, SvgIcon } from "../../../../components/Icon";
import { TextField } from "../../../../components/ui/TextField";
import { searchAndSharingTexts as texts } from "./texts";
import { imageSrc } from "../../../../shared/image-src";
import { ImageField } from "../uploads/ImageField";

/** Where search engines cut a result's title and description. */
const SEARCH_TITLE_MAX = 60;
const SEARCH_DESCRIPTION_MAX = 160;

/** A TextField's props as a form's `text(name)` makes them. */
type TextProps = {
  name: string;
  value: string;
  onChange: (value: string) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
  isDisabled: boolean;
  validationBehavior: "aria";
};

type SearchAndSharingFieldsProps = {
  /** Which item the form edits: its address, and what stands in for the description. */
  kind: keyof typeof ITEM_FOLDERS;
  /** The form's values: the group's own, and the title, slug, excerpt, description or summary, and cover. */
  values: SearchAndSharingValues & { title: string; slug: string; coverImage: string } & (
      | { excerpt: string }
      | { description: string }
      | { summary: string }
    );
  /** The form's `text(name)`: a TextField's props for each of the group's fields. */
  text: (name: keyof SearchAndSharingValues) => TextProps;
  onBusyChange?: (busy: boolean) => void;
};

/** Where each kind of item lives on the site. */
const ITEM_FOLDERS = { post: "/blog", resource: "/resources", "case-study": "/case-studies" } as const;

/** The group's values in a form: text, blank for "use what stands in". */
type SearchAndSharingValues = { metaTitle: string; metaDescription: string; shareImage: string };

export const blankSearchAndSharing: SearchAndSharingValues = { metaTitle: "", metaDescription: "", shareImage: "" };

/** The group's part of the API's body: blanks as null. */
export function searchAndSharingBody(values: SearchAndSharingValues) {
  return {
    metaTitle: values.metaTitle.trim() || null,
    metaDescription: values.metaDescription.trim() || null,
    shareImage: values.shareImage.trim() || null,
  };
}

/** Text as a search engine shows it: whole up to `max` characters, else cut with an ellipsis. */
function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

export function SearchAndSharingFields({ kind, values, text, onBusyChange }: SearchAndSharingFieldsProps) {
  const fields = {
    metaTitle: text("metaTitle"),
    metaDescription: text("metaDescription"),
    shareImage: text("shareImage"),
  };
  const fallbackDescription =
    "excerpt" in values ? values.excerpt : "summary" in values ? values.summary : values.description;
  const title = values.metaTitle.trim() || values.title.trim();
  const description = values.metaDescription.trim() || fallbackDescription.trim();
  const image = imageSrc(values.shareImage.trim() || values.coverImage.trim());
  const path = `${ITEM_FOLDERS[kind]}/${values.slug}`;
  const anyInvalid = fields.metaTitle.isInvalid || fields.metaDescription.isInvalid || fields.shareImage.isInvalid;
  const [open, setOpen] = useState(
    anyInvalid || [fields.metaTitle, fields.metaDescription, fields.shareImage].some((f) => f.value.trim() !== ""),
  );
  // A refused field must be seen: the group opens on its error.
  useEffect(() => {
    if (anyInvalid) setOpen(true);
  }, [anyInvalid]);
  // The dashboard runs only in the browser (its tabs load there), where the site's host is known.
  const host = typeof location === "undefined" ? "" : location.host;
  const ids = { panel: useId(), search: useId(), share: useId() };

  return (
    <div className="rounded-lg border border-border bg-surface" data-search-and-sharing>
      <h3>
        <Button
          onPress={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={ids.panel}
          className="flex w-full items-center gap-2 rounded-lg px-4 py-3 text-left font-semibold text-fg outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring"
        >
          <SvgIcon
            drawing={iconChevronDown}
            className={`h-4 w-4 shrink-0 transition-transform ${open ? "" : "-rotate-90"}`}
          />
          {texts.heading}
        </Button>
      </h3>
      <div id={ids.panel} hidden={!open} className="grid gap-5 border-t border-border p-4 lg:grid-cols-2">
        <div className="flex flex-col gap-5">
          <TextField label={texts.metaTitle} description={texts.metaTitleDescription} {...fields.metaTitle} />
          <TextField
            label={texts.metaDescription}
            description={texts.metaDescriptionDescriptions[kind]}
            rows={3}
            {...fields.metaDescription}
          />
          <ImageField
            label={texts.shareImage}
            description={texts.shareImageDescription}
            onBusyChange={onBusyChange}
            {...fields.shareImage}
          />
        </div>
        <div className="flex flex-col gap-5">
          <section aria-labelledby={ids.search} data-search-preview>
            <h4 id={ids.search} className="text-sm font-semibold text-muted">
              {texts.searchPreview}
            </h4>
            <div className="mt-2 rounded-md border border-border bg-bg p-4">
              <p className="truncate text-xs text-muted">{`${host}${path}`}</p>
              <p className="mt-1 text-lg leading-snug text-primary" data-search-title>
                {cut(title, SEARCH_TITLE_MAX)}
              </p>
              <p className="mt-1 text-sm leading-6 text-fg" data-search-description>
                {cut(description, SEARCH_DESCRIPTION_MAX)}
              </p>
            </div>
            <p className="mt-2 flex gap-4 text-xs text-muted">
              <span data-search-title-count>
                <span className="sr-only">{texts.titleCount}: </span>
                {`${title.length}/${SEARCH_TITLE_MAX}`}
              </span>
              <span data-search-description-count>
                <span className="sr-only">{texts.descriptionCount}: </span>
                {`${description.length}/${SEARCH_DESCRIPTION_MAX}`}
              </span>
            </p>
          </section>
          <section aria-labelledby={ids.share} data-share-preview>
            <h4 id={ids.share} className="text-sm font-semibold text-muted">
              {texts.sharePreview}
            </h4>
            <div className="mt-2 overflow-hidden rounded-md border border-border bg-bg">
              {image ? (
                <img
                  key={image}
                  src={image}
                  alt={texts.shareImageAlt}
                  className="aspect-[1200/630] w-full object-cover"
                  data-share-image
                />
              ) : (
                <p className="flex aspect-[1200/630] items-center justify-center bg-surface-muted p-4 text-center text-sm text-muted">
                  {texts.noImage}
                </p>
              )}
              <div className="border-t border-border p-3">
                <p className="truncate text-xs text-muted uppercase">{host}</p>
                <p className="mt-1 truncate font-semibold text-fg" data-share-title>
                  {title}
                </p>
                <p className="mt-1 line-clamp-2 text-sm text-muted" data-share-description>
                  {description}
                </p>
              </div>
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}

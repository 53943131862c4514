// What every item editor page (docs/product.md#editor: the post, case study and resource editors)
// does the same way: its form checked with the item's shared schema as a draft would be, and the
// Title and Slug fields, whose slug follows the title as it is typed until it is edited by hand, and
// the cover image.
import { type ComponentProps, useState } from "react";
import type { z } from "zod";
import { TextField } from "../../../../components/ui/TextField";
import { fieldErrorsOf } from "../../../../shared/field-errors";
import { slugify } from "../../../../shared/slug";
import type { FieldErrors } from "../data/mutation";
import { ImageField } from "../uploads/ImageField";
import { useAdminForm } from "./form-support";
import { blankSearchAndSharing, searchAndSharingBody } from "./SearchAndSharingFields";

/** The fields every edited item has: its Title, Slug, cover image and 'Search and sharing'. */
export const blankEditedItem = { title: "", slug: "", coverImage: "", ...blankSearchAndSharing };
export type EditedItemValues = typeof blankEditedItem;

/** Their part of the API's body: blanks as null. */
export function editedItemBody(values: EditedItemValues) {
  return {
    title: values.title,
    slug: values.slug,
    coverImage: values.coverImage.trim() || null,
    ...searchAndSharingBody(values),
  };
}

/**
 * An editor's form: `opened` values, checked as the draft `contentOf` makes of them would be.
 * `page` is what the editor page (EditorPage) takes of it: the body, the check of a whole body
 * (publication and all), where a refusal's errors go, and whether an upload is running.
 */
export function useEditorForm<Values extends object>(
  opened: Values,
  schema: z.ZodType,
  contentOf: (values: Values) => Record<string, unknown>,
) {
  const check = (body: Record<string, unknown>): FieldErrors => fieldErrorsOf(schema, body);
  const form = useAdminForm(opened, (values) => check({ ...contentOf(values), published: false, publishedAt: null }));
  const page = { content: contentOf(form.values), check, setErrors: form.refuse, uploading: form.uploading };
  return { form, page };
}

/**
 * The title's and the slug's onChange: while the slug follows, a title makes it (slugify); a slug
 * typed by hand stops that, and emptied by hand it follows again. `locked`: it never follows (an
 * item whose public address would move).
 */
export function useSlugFromTitle(
  update: (patch: { title?: string; slug?: string }) => void,
  options: { follows: boolean; locked?: boolean },
) {
  const locked = options.locked === true;
  const [following, setFollowing] = useState(options.follows && !locked);
  return {
    onTitle: (title: string) => update(following ? { title, slug: slugify(title) } : { title }),
    onSlug: (slug: string) => {
      setFollowing(!locked && slug === "");
      update({ slug });
    },
  };
}

/** A TextField's props from the form (useAdminForm's `text`). */
type TextProps = Omit<ReturnType<ReturnType<typeof useAdminForm<{ title: string }>>["text"]>, "name"> & {
  name: string;
};

/**
 * Title* and Slug* side by side, for an item whose slug is made from the title only while it is
 * created (`editing`: the slug stays as saved, since the public address would move).
 */
export function TitleAndSlugFields({
  labels,
  editing,
  text,
  update,
}: {
  labels: { title: string; slug: string; slugDescription: string };
  editing: boolean;
  text: (name: "title" | "slug") => TextProps;
  update: (patch: { title?: string; slug?: string }) => void;
}) {
  const { onTitle, onSlug } = useSlugFromTitle(update, { follows: true, locked: editing });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label={labels.title} isRequired autoComplete="off" autoFocus {...text("title")} onChange={onTitle} />
      <TextField
        label={labels.slug}
        isRequired
        description={editing ? undefined : labels.slugDescription}
        autoComplete="off"
        {...text("slug")}
        onChange={onSlug}
      />
    </div>
  );
}

/** The cover image every edited item has (upload, library or URL), under the item's own labels. */
export function CoverImageField({
  labels,
  ...field
}: { labels: { coverImage: string; coverImagePlaceholder: string } } & Omit<
  ComponentProps<typeof ImageField>,
  "label" | "placeholder"
>) {
  return <ImageField label={labels.coverImage} placeholder={labels.coverImagePlaceholder} {...field} />;
}

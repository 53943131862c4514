// The post editor page's fields (docs/product.md#editor, #validation): Title*, Slug*, Author* (free
// text with the people's display names as suggestions, docs/product.md#people), Category* (free
// text with the existing categories as suggestions), Cover Image URL (../shared/uploads/ImageField.tsx:
// upload or library), Read Time, Excerpt*, Content* (the Slate editor), then the 'Search and sharing'
// group (../shared/forms/SearchAndSharingFields.tsx). The slug follows the title as it is typed
// (slugify) until it is edited by hand; a post whose slug is not its title's slugified form counts as
// edited. The page around them (../shared/forms/EditorPage.tsx) saves, autosaves, publishes and
// restores; 'Preview' shows the post as its page will render it.
import { useId, useMemo, useState } from "react";
import { Button } from "react-aria-components";
import { ComboBoxField } from "../../../components/ui/ComboBoxField";
import { TextField } from "../../../components/ui/TextField";
import { readTimeOf } from "../../../shared/read-time";
import { blogPostSchema } from "../../../shared/schemas/blog-post";
import { slugify } from "../../../shared/slug";
import type { AdminBlogPost, AdminPerson } from "../shared/data/api-types";
import { ADMIN_BLOG_CATEGORIES_PATH, ADMIN_PEOPLE_PATH } from "../shared/data/paths";
import { useApiQuery } from "../shared/data/query";
import { editorHtml, RichTextField } from "../shared/editor/RichTextField";
import { EditorPage, type OpenedItem } from "../shared/forms/EditorPage";
import {
  blankEditedItem,
  CoverImageField,
  editedItemBody,
  type EditedItemValues,
  useEditorForm,
  useSlugFromTitle,
} from "../shared/forms/editor-fields";
import { focusFirstInvalid, valuesFrom } from "../shared/forms/form-support";
import { SearchAndSharingFields } from "../shared/forms/SearchAndSharingFields";
import { PostPreview } from "./PostPreview";
import { blogAdminTexts as texts } from "./texts";

type Values = EditedItemValues & {
  author: string;
  category: string;
  readTime: string;
  excerpt: string;
  /** The Content as HTML, as the editor writes it. */
  content: string;
};

const blank: Values = {
  ...blankEditedItem,
  author: "",
  category: "",
  readTime: "",
  excerpt: "",
  content: "",
};

/** The API's body without the publication (docs/product.md#api): blanks as null. */
function contentOf(values: Values) {
  return {
    ...editedItemBody(values),
    author: values.author,
    excerpt: values.excerpt,
    content: values.content,
    category: values.category,
    readTime: values.readTime.trim() || null,
  };
}

/**
 * The form's values for `post`. A read time the server worked out from the words (it equals what
 * they give) is shown blank, so it follows the content again when the post is saved
 * (docs/product.md#admin-blog); one typed by hand is kept.
 */
function openedValues(post: AdminBlogPost | null): Values {
  const values = valuesFrom(blank, post);
  if (post && values.readTime === readTimeOf(post.content)) values.readTime = "";
  if (post) values.content = editorHtml(post.content);
  return values;
}

export function PostEditor({ post, ...opened }: { post: AdminBlogPost | null } & OpenedItem<AdminBlogPost>) {
  const { form, page } = useEditorForm(openedValues(post), blogPostSchema, contentOf);
  const { values, update, set, field, text } = form;
  // A post whose slug is not its title's slugified form counts as edited by hand.
  const { onTitle, onSlug } = useSlugFromTitle(update, { follows: post === null || post.slug === slugify(post.title) });
  const [previewing, setPreviewing] = useState(false);
  const contentId = useId();
  // Suggestions only: if the people or the list cannot be read, they are typed as before.
  const people = useApiQuery<AdminPerson[]>(ADMIN_PEOPLE_PATH);
  const list = useApiQuery<{ categories: string[] }>(ADMIN_BLOG_CATEGORIES_PATH);
  const authors = useMemo(
    () => [...new Set((Array.isArray(people.data) ? people.data : []).map((person) => person.displayName))],
    [people.data],
  );
  const categories = useMemo(() => list.data?.categories ?? [], [list.data]);

  /** A required free-text field with suggestions (a ComboBoxField's props): the author, the category. */
  const suggested = (name: "author" | "category", suggestions: readonly string[]) => ({
    label: texts.fields[name],
    description: texts.fields[`${name}Description`],
    isRequired: true,
    suggestions,
    inputValue: values[name],
    onInputChange: set(name),
    ...field(name),
  });

  return (
    <EditorPage
      kind="post"
      item={post}
      texts={texts}
      {...opened}
      {...page}
      // The editor is not a form control: when only the content is missing, focus goes to it.
      focusInvalid={(found, formElement) => {
        if (Object.keys(found).every((name) => name === "content")) document.getElementById(contentId)?.focus();
        else focusFirstInvalid(formElement);
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={texts.fields.title} isRequired {...text("title")} onChange={onTitle} />
        <TextField
          label={texts.fields.slug}
          description={texts.fields.slugDescription}
          isRequired
          spellCheck="false"
          {...text("slug")}
          onChange={onSlug}
        />
        <ComboBoxField {...suggested("author", authors)} showSuggestionsLabel={texts.fields.authorSuggestionsLabel} />
        <ComboBoxField {...suggested("category", categories)} />
        <div className="sm:col-span-2">
          <CoverImageField labels={texts.fields} {...form.image("coverImage")} />
        </div>
        <TextField
          label={texts.fields.readTime}
          placeholder={texts.fields.readTimePlaceholder}
          description={texts.fields.readTimeDescription}
          {...text("readTime")}
        />
      </div>
      <TextField label={texts.fields.excerpt} rows={3} isRequired {...text("excerpt")} />
      <RichTextField id={contentId} label={texts.fields.content} {...form.richText("content")} />
      <SearchAndSharingFields
        kind="post"
        values={values}
        text={text}
        onBusyChange={form.uploadBusy("seo.ogImageUrl")}
      />
      <div>
        <Button
          onPress={() => setPreviewing(true)}
          className="btn-outline outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring"
        >
          {texts.preview}
        </Button>
      </div>
      <PostPreview isOpen={previewing} onClose={() => setPreviewing(false)} values={values} html={values.content} />
    </EditorPage>
  );
}

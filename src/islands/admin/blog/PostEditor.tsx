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
import { RequiredMark } from "../../../components/ui/field-parts";
import { TextField } from "../../../components/ui/TextField";
import { fieldErrorsOf } from "../../../shared/field-errors";
import { readTimeOf } from "../../../shared/read-time";
import { blogPostSchema } from "../../../shared/schemas/blog-post";
import { slugify } from "../../../shared/slug";
import type { AdminBlogListItem, AdminBlogPost, AdminPerson } from "../shared/data/api-types";
import { ADMIN_BLOG_PATH, ADMIN_PEOPLE_PATH, BLOG_WRITES } from "../shared/data/paths";
import { useApiQuery } from "../shared/data/query";
import { parseHtml } from "../shared/editor/dom";
import { fromHtml, hasContent, toHtml } from "../shared/editor/html";
import { RichTextEditor } from "../shared/editor/RichTextEditor";
import { type BlockElement, emptyDocument } from "../shared/editor/types";
import { EditorPage } from "../shared/forms/EditorPage";
import { focusFirstInvalid, useAdminForm, valuesFrom } from "../shared/forms/form-support";
import {
  blankSearchAndSharing,
  SearchAndSharingFields,
  searchAndSharingBody,
} from "../shared/forms/SearchAndSharingFields";
import { ImageField } from "../shared/uploads/ImageField";
import { PostPreview } from "./PostPreview";
import { blogAdminTexts as texts } from "./texts";

type Values = typeof blankSearchAndSharing & {
  title: string;
  slug: string;
  author: string;
  category: string;
  coverImage: string;
  readTime: string;
  excerpt: string;
};

const blank: Values = {
  title: "",
  slug: "",
  author: "",
  category: "",
  coverImage: "",
  readTime: "",
  excerpt: "",
  ...blankSearchAndSharing,
};

/** The API's body without the publication (docs/product.md#api): blanks as null. */
function contentOf(values: Values, content: string) {
  return {
    title: values.title,
    slug: values.slug,
    author: values.author,
    excerpt: values.excerpt,
    content,
    category: values.category,
    coverImage: values.coverImage.trim() || null,
    readTime: values.readTime.trim() || null,
    ...searchAndSharingBody(values),
  };
}

const check = (body: Record<string, unknown>) => fieldErrorsOf(blogPostSchema, body);
/** The fields' own errors, as a draft would be checked. */
const checkValues = (values: Values, html: string) =>
  check({ ...contentOf(values, html), published: false, publishedAt: null });

/**
 * The form's values for `post`. A read time the server worked out from the words (it equals what
 * they give) is shown blank, so it follows the content again when the post is saved
 * (docs/product.md#admin-blog); one typed by hand is kept.
 */
function openedValues(post: AdminBlogPost | null): Values {
  const values = valuesFrom(blank, post);
  if (post && values.readTime === readTimeOf(post.content)) values.readTime = "";
  return values;
}

export function PostEditor({
  post,
  version,
  canPublish,
  onRestored,
}: {
  post: AdminBlogPost | null;
  version: number;
  canPublish: boolean;
  onRestored: (post: AdminBlogPost, version: number) => void;
}) {
  const initialDoc = useMemo<BlockElement[]>(
    () => (post ? fromHtml(parseHtml(post.content)) : emptyDocument()),
    [post],
  );
  const [doc, setDoc] = useState(initialDoc);
  const contentHtml = useMemo(() => (hasContent(doc) ? toHtml(doc) : ""), [doc]);
  const form = useAdminForm(openedValues(post), (values) => checkValues(values, contentHtml));
  const { values, update, set, errors, submitted, saving, field, text } = form;
  const [slugByHand, setSlugByHand] = useState(post !== null && post.slug !== slugify(post.title));
  const [previewing, setPreviewing] = useState(false);
  const ids = { content: useId(), contentLabel: useId(), contentError: useId() };
  // Suggestions only: if the people or the list cannot be read, they are typed as before.
  const people = useApiQuery<AdminPerson[]>(ADMIN_PEOPLE_PATH);
  const list = useApiQuery<AdminBlogListItem[]>(ADMIN_BLOG_PATH);
  const authors = useMemo(
    () => [...new Set((Array.isArray(people.data) ? people.data : []).map((person) => person.displayName))],
    [people.data],
  );
  const categories = useMemo(
    () => [...new Set((Array.isArray(list.data) ? list.data : []).map((each) => each.category))].sort(),
    [list.data],
  );

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

  const onTitle = (title: string) => update({ title, slug: slugByHand ? values.slug : slugify(title) });
  const onSlug = (slug: string) => {
    // Emptied by hand, the slug follows the title again.
    setSlugByHand(slug !== "");
    update({ slug });
  };
  const onContent = (next: BlockElement[]) => {
    setDoc(next);
    if (submitted) form.setErrors(checkValues(values, hasContent(next) ? toHtml(next) : ""));
  };

  return (
    <EditorPage
      kind="post"
      item={post}
      version={version}
      heading={post ? post.title : texts.createHeading}
      list={{ href: "/admin", label: texts.list.heading }}
      content={contentOf(values, contentHtml)}
      check={check}
      setErrors={form.refuse}
      writes={BLOG_WRITES}
      pageOf={(id) => `/admin/posts/${id}`}
      listPath={ADMIN_BLOG_PATH}
      toasts={texts.toasts.actions}
      uploading={form.uploading}
      canPublish={canPublish}
      onRestored={onRestored}
      // The editor is not a form control: when only the content is missing, focus goes to it.
      focusInvalid={(found, formElement) => {
        if (Object.keys(found).every((name) => name === "content")) document.getElementById(ids.content)?.focus();
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
          <ImageField
            label={texts.fields.coverImage}
            placeholder={texts.fields.coverImagePlaceholder}
            {...form.image("coverImage")}
          />
        </div>
        <TextField
          label={texts.fields.readTime}
          placeholder={texts.fields.readTimePlaceholder}
          description={texts.fields.readTimeDescription}
          {...text("readTime")}
        />
      </div>
      <TextField label={texts.fields.excerpt} rows={3} isRequired {...text("excerpt")} />
      <div className="flex flex-col gap-1.5">
        {/* A contenteditable cannot be a <label>'s control: the label names it by id instead. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the editor is focusable itself */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above */}
        <span
          id={ids.contentLabel}
          className="text-sm font-semibold text-fg"
          onClick={() => document.getElementById(ids.content)?.focus()}
        >
          {texts.fields.content}
          <RequiredMark />
        </span>
        <RichTextEditor
          id={ids.content}
          labelId={ids.contentLabel}
          errorId={ids.contentError}
          initialValue={initialDoc}
          onChange={onContent}
          isInvalid={errors.content !== undefined}
          isDisabled={saving}
        />
        {errors.content ? (
          <p id={ids.contentError} className="text-sm font-medium text-danger">
            {errors.content}
          </p>
        ) : null}
      </div>
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
      <PostPreview isOpen={previewing} onClose={() => setPreviewing(false)} values={values} html={contentHtml} />
    </EditorPage>
  );
}

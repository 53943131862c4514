// The blog post form (docs/product.md#screens, #states, #validation, #errors): Title*, Slug*, Author* (free text with the
// people's display names as suggestions, docs/product.md#people), Category* (free text with the
// existing categories as suggestions), Cover Image URL (../shared/uploads/ImageField.tsx: upload or library), Read Time, Excerpt*, Content* (the Slate
// editor), Published (on by default) and Publish at (../shared/forms/publish-at.tsx: empty is now, a later moment
// schedules the post, docs/product.md#scheduled). The slug follows the title as it is typed (slugify:
// lowercase, punctuation removed, spaces to hyphens) until it is edited by hand; a post whose slug
// is not its title's slugified form counts as edited. Validation runs on submit, then on every
// change, with the shared schema's messages; the server's 400/409 answers land on their fields.
// 'Create Blog Post' or 'Update Blog Post'; after a successful save the tab mounts a fresh form
// in create mode. 'Preview' shows the post as its page will render it. The 'Search and sharing' group
// (../shared/forms/SearchAndSharingFields.tsx) holds the post's own meta title, description and share image.
import { type FormEvent, useId, useMemo, useState } from "react";
import { Button, Dialog, Heading } from "react-aria-components";
import { ComboBoxField } from "../../../components/ui/ComboBoxField";
import { RequiredMark } from "../../../components/ui/field-parts";
import { ModalFrame } from "../../../components/ui/ModalFrame";
import { Switch } from "../../../components/ui/Switch";
import { TextField } from "../../../components/ui/TextField";
import { blogAdminTexts as texts } from "./texts";
import { readTimeOf } from "../../../shared/read-time";
import { blogPostSchema } from "../../../shared/schemas/blog-post";
import { slugify } from "../../../shared/slug";
import { FormActions } from "../shared/ui/admin-ui";
import type { AdminBlogPost, AdminPerson } from "../shared/data/api-types";
import { ADMIN_PEOPLE_PATH, BLOG_WRITES } from "../shared/data/paths";
import type { InlineFormProps } from "../shared/lists/form-above-list";
import { parseHtml } from "../shared/editor/dom";
import { fromHtml, hasContent, toHtml } from "../shared/editor/html";
import { RichTextEditor } from "../shared/editor/RichTextEditor";
import { type BlockElement, emptyDocument } from "../shared/editor/types";
import { FormPanel, formHeading } from "../shared/forms/form-shells";
import { fieldErrorsOf } from "../../../shared/field-errors";
import { focusFirstInvalid, useAdminForm, valuesFrom } from "../shared/forms/form-support";
import { ImageField } from "../shared/uploads/ImageField";
import { PublishAtField, usePublishAt } from "../shared/forms/publish-at";
import {
  blankSearchAndSharing,
  SearchAndSharingFields,
  searchAndSharingBody,
} from "../shared/forms/SearchAndSharingFields";
import { useMay } from "../shared/data/permissions";
import { useApiQuery } from "../shared/data/query";

type Values = typeof blankSearchAndSharing & {
  title: string;
  slug: string;
  author: string;
  category: string;
  coverImage: string;
  readTime: string;
  excerpt: string;
  published: boolean;
  /** The datetime-local text, on the site's clock; empty: now, at the first publication. */
  publishedAt: string;
};

const blank: Values = {
  title: "",
  slug: "",
  author: "",
  category: "",
  coverImage: "",
  readTime: "",
  excerpt: "",
  published: true,
  publishedAt: "",
  ...blankSearchAndSharing,
};

/** The body the API takes (docs/product.md#api): blanks as null, publishedAt as an instant or null. */
function bodyOf(values: Values, content: string, publishedAt: string | null) {
  return {
    title: values.title,
    slug: values.slug,
    author: values.author,
    excerpt: values.excerpt,
    content,
    category: values.category,
    published: values.published,
    publishedAt,
    coverImage: values.coverImage.trim() || null,
    readTime: values.readTime.trim() || null,
    ...searchAndSharingBody(values),
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
  return values;
}

export function BlogPostForm({
  item: post,
  categories,
  onSaved,
  onCancel,
}: InlineFormProps<AdminBlogPost> & {
  /** The categories posts have, suggested as the category is typed. */
  categories: readonly string[];
}) {
  const initialDoc = useMemo<BlockElement[]>(
    () => (post ? fromHtml(parseHtml(post.content)) : emptyDocument()),
    [post],
  );
  const initialHtml = useMemo(() => (hasContent(initialDoc) ? toHtml(initialDoc) : ""), [initialDoc]);
  const [doc, setDoc] = useState(initialDoc);
  const contentHtml = useMemo(() => (hasContent(doc) ? toHtml(doc) : ""), [doc]);
  const publishAt = usePublishAt(post?.publishedAt);
  const body = (values: Values, html = contentHtml) => bodyOf(values, html, publishAt.bodyValue(values.publishedAt));
  const check = (values: Values, html = contentHtml) => fieldErrorsOf(blogPostSchema, body(values, html));
  // An Author saves drafts only (docs/product.md#roles): the switch stays off, and the server refuses anyway.
  const mayPublish = useMay("posts.publish");
  const opened = { ...openedValues(post), publishedAt: publishAt.initial };
  const form = useAdminForm(mayPublish ? opened : { ...opened, published: false }, check);
  const { values, update, set, errors, setErrors, submitted, saving, field, text } = form;
  const [slugByHand, setSlugByHand] = useState(post !== null && post.slug !== slugify(post.title));
  const [previewing, setPreviewing] = useState(false);
  const ids = { content: useId(), contentLabel: useId(), contentError: useId() };
  // Suggestions only: if the people cannot be read, the author is typed as before.
  const people = useApiQuery<AdminPerson[]>(ADMIN_PEOPLE_PATH);
  const authors = useMemo(
    () => [...new Set((Array.isArray(people.data) ? people.data : []).map((person) => person.displayName))],
    [people.data],
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
    if (submitted) setErrors(check(values, hasContent(next) ? toHtml(next) : ""));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submitItem(
      event,
      post,
      { paths: BLOG_WRITES, body: body(values), toasts: texts.toasts },
      {
        // The editor is not a form control: when only the content is missing, focus goes to it.
        focusInvalid: (found, formElement) => {
          if (Object.keys(found).every((name) => name === "content")) document.getElementById(ids.content)?.focus();
          else focusFirstInvalid(formElement);
        },
        onSaved,
        noun: "blog post",
      },
    );

  return (
    <FormPanel
      formId="blog-post-form"
      dataName="blog-form"
      {...formHeading(texts, post?.title)}
      onSubmit={onSubmit}
      {...form.shell}
      dirty={form.dirty || contentHtml !== initialHtml}
      firstField="title"
      after={
        <PostPreview isOpen={previewing} onClose={() => setPreviewing(false)} values={values} html={contentHtml} />
      }
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
      <Switch
        label={texts.fields.published}
        name="published"
        isSelected={values.published}
        onChange={set("published")}
        isDisabled={saving || !mayPublish}
        description={mayPublish ? undefined : texts.fields.draftsOnly}
      />
      {mayPublish ? <PublishAtField inputRef={publishAt.inputRef} {...text("publishedAt")} /> : null}
      <FormActions
        {...form.shell}
        submitLabel={saving ? texts.saving : post ? texts.submitUpdate : texts.submitCreate}
        cancelLabel={texts.cancelEdit}
        onCancel={post ? onCancel : undefined}
      >
        <Button
          onPress={() => setPreviewing(true)}
          isDisabled={saving}
          className="btn-outline outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring sm:mr-auto"
        >
          {texts.preview}
        </Button>
      </FormActions>
    </FormPanel>
  );
}

function PostPreview({
  isOpen,
  onClose,
  values,
  html,
}: {
  isOpen: boolean;
  onClose: () => void;
  values: Values;
  html: string;
}) {
  const meta = [
    values.author && `${texts.list.by} ${values.author}`,
    values.readTime.trim() || readTimeOf(html),
    values.category,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <ModalFrame isOpen={isOpen} onClose={onClose} placement="top" width="max-w-3xl" background="bg-bg">
      <Dialog className="outline-none" data-post-preview>
        <div className="flex items-center justify-between gap-4 border-b border-border px-5 py-3 sm:px-8">
          <Heading slot="title" className="text-sm font-semibold tracking-wide text-muted uppercase">
            {texts.previewHeading}
          </Heading>
          <Button
            onPress={onClose}
            className="btn-outline px-3 py-1.5 outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring"
          >
            {texts.previewClose}
          </Button>
        </div>
        <article className="px-5 py-8 sm:px-10 sm:py-10">
          {values.category ? <p className="text-sm font-semibold text-primary">{values.category}</p> : null}
          <p className="mt-2 font-heading text-3xl leading-tight font-semibold tracking-tight sm:text-4xl">
            {values.title || "Untitled"}
          </p>
          <p className="mt-3 text-sm text-muted">{meta}</p>
          {html ? (
            // The editor's own HTML (../shared/editor/html.ts): escaped text, checked addresses, the allow-list's tags.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: written by toHtml, not taken from input
            <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p className="mt-8 text-muted">{texts.previewEmpty}</p>
          )}
        </article>
      </Dialog>
    </ModalFrame>
  );
}

// The blog post form (docs/product.md#screens, #states, #validation, #errors): Title*, Slug*, Author*, Category* (free text with the
// existing categories as suggestions), Cover Image URL, Read Time, Excerpt*, Content* (the Slate
// editor) and Published (on by default). The slug follows the title as it is typed (slugify:
// lowercase, punctuation removed, spaces to hyphens) until it is edited by hand; a post whose slug
// is not its title's slugified form counts as edited. Validation runs on submit, then on every
// change, with the shared schema's messages; the server's 400/409 answers land on their fields.
// 'Create Blog Post' or 'Update Blog Post'; after a successful save the tab mounts a fresh form
// in create mode. 'Preview' shows the post as its page will render it.
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { Button, Dialog, Form, Heading, Modal, ModalOverlay } from "react-aria-components";
import { apiRequest } from "../../client/api";
import { ComboBoxField } from "../../components/ui/ComboBoxField";
import { Switch } from "../../components/ui/Switch";
import { TextField } from "../../components/ui/TextField";
import { blogAdminTexts as texts } from "../../content/admin";
import { DEFAULT_READ_TIME } from "../../shared/read-time";
import { blogPostSchema } from "../../shared/schemas/blog-post";
import { slugify } from "../../shared/slug";
import { FormActions } from "./admin-ui";
import type { AdminBlogPost } from "./api-types";
import { parseHtml } from "./editor/dom";
import { fromHtml, hasContent, toHtml } from "./editor/html";
import { RichTextEditor } from "./editor/RichTextEditor";
import { type BlockElement, emptyDocument } from "./editor/types";
import { fieldErrorsOf, focusFirstInvalid, reasonOf, useAdminForm } from "./form-support";
import { useReportUnsaved } from "./unsaved";
import { CoverUploadField } from "./UploadField";

type Values = {
  title: string;
  slug: string;
  author: string;
  category: string;
  coverImage: string;
  readTime: string;
  excerpt: string;
  published: boolean;
};

function valuesOf(post: AdminBlogPost | null): Values {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    author: post?.author ?? "",
    category: post?.category ?? "",
    coverImage: post?.coverImage ?? "",
    readTime: post?.readTime ?? "",
    excerpt: post?.excerpt ?? "",
    published: post?.published ?? true,
  };
}

const sameValues = (a: Values, b: Values) => (Object.keys(a) as (keyof Values)[]).every((key) => a[key] === b[key]);

/** The body the API takes (docs/product.md#api): publishedAt is sent as null, blanks as null. */
function bodyOf(values: Values, content: string) {
  return {
    title: values.title,
    slug: values.slug,
    author: values.author,
    excerpt: values.excerpt,
    content,
    category: values.category,
    published: values.published,
    publishedAt: null,
    coverImage: values.coverImage.trim() || null,
    readTime: values.readTime.trim() || null,
  };
}

export type BlogPostFormProps = {
  /** The post being edited; null to create one. */
  post: AdminBlogPost | null;
  categories: readonly string[];
  onSaved: (post: AdminBlogPost) => void;
  onCancel: () => void;
};

export function BlogPostForm({ post, categories, onSaved, onCancel }: BlogPostFormProps) {
  const initial = useMemo(() => valuesOf(post), [post]);
  const initialDoc = useMemo<BlockElement[]>(
    () => (post ? fromHtml(parseHtml(post.content)) : emptyDocument()),
    [post],
  );
  const initialHtml = useMemo(() => toHtml(initialDoc), [initialDoc]);
  const [values, setValues] = useState(initial);
  const [doc, setDoc] = useState(initialDoc);
  const [slugByHand, setSlugByHand] = useState(post !== null && post.slug !== slugify(post.title));
  const { errors, setErrors, submitted, saving, submit, field } = useAdminForm<Values>();
  const [previewing, setPreviewing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const ids = { content: useId(), contentLabel: useId(), contentError: useId(), heading: useId() };

  const contentHtml = useMemo(() => (hasContent(doc) ? toHtml(doc) : ""), [doc]);
  const dirty =
    uploading || !sameValues(values, initial) || contentHtml !== (hasContent(initialDoc) ? initialHtml : "");
  useReportUnsaved("blog-post-form", dirty && !saving);

  const check = (next: Values, html: string) => fieldErrorsOf(blogPostSchema, bodyOf(next, html));

  const update = (next: Values) => {
    setValues(next);
    if (submitted) setErrors(check(next, contentHtml));
  };
  const set =
    <K extends keyof Values>(field: K) =>
    (value: Values[K]) =>
      update({ ...values, [field]: value });

  const onTitle = (title: string) => update({ ...values, title, slug: slugByHand ? values.slug : slugify(title) });
  const onSlug = (slug: string) => {
    // Emptied by hand, the slug follows the title again.
    setSlugByHand(slug !== "");
    update({ ...values, slug });
  };
  // Functional: the upload may end while the admin is typing in another field.
  const onCoverUploaded = (coverImage: string) => {
    setValues((current) => ({ ...current, coverImage }));
    setErrors(({ coverImage: _replaced, ...rest }) => rest);
  };
  const onContent = (next: BlockElement[]) => {
    setDoc(next);
    if (submitted) setErrors(check(values, hasContent(next) ? toHtml(next) : ""));
  };

  // Editing another post scrolls the form into view with the title ready.
  useEffect(() => {
    if (!post) return;
    formRef.current?.parentElement?.scrollIntoView({ block: "start", behavior: "smooth" });
    formRef.current?.querySelector<HTMLInputElement>('input[name="title"]')?.focus({ preventScroll: true });
  }, [post]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Not while the cover is uploading: its address is not known yet.
    if (uploading) {
      event.preventDefault();
      return;
    }
    return submit(event, {
      validate: () => check(values, contentHtml),
      // The editor is not a form control: when only the content is missing, focus goes to it.
      focusInvalid: (found, form) => {
        if (Object.keys(found).every((name) => name === "content")) document.getElementById(ids.content)?.focus();
        else focusFirstInvalid(form);
      },
      send: () =>
        apiRequest<{ data: AdminBlogPost }>(post ? `/api/blog/${post.id}` : "/api/blog", {
          method: post ? "PUT" : "POST",
          body: bodyOf(values, contentHtml),
        }),
      savedToast: post ? texts.toasts.updated : texts.toasts.created,
      onSaved: (answer) => onSaved(answer.data),
      noun: "blog post",
      failedToast: (error) => ({ title: texts.toasts.saveFailed, description: reasonOf(error) }),
    });
  };

  return (
    <section aria-labelledby={ids.heading} className="rounded-xl border border-border bg-surface p-5 shadow-sm sm:p-7">
      <h2 id={ids.heading} className="font-heading text-2xl font-semibold tracking-tight text-fg">
        {post ? texts.editHeading : texts.createHeading}
      </h2>
      {post ? <p className="mt-1 text-sm text-muted">{post.title}</p> : null}
      <Form
        ref={formRef}
        onSubmit={onSubmit}
        validationBehavior="aria"
        className="mt-6 flex flex-col gap-5"
        data-blog-form
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={texts.fields.title}
            isRequired
            value={values.title}
            onChange={onTitle}
            {...field("title")}
          />
          <TextField
            label={texts.fields.slug}
            description={texts.fields.slugDescription}
            isRequired
            value={values.slug}
            onChange={onSlug}
            spellCheck="false"
            {...field("slug")}
          />
          <TextField
            label={texts.fields.author}
            isRequired
            value={values.author}
            onChange={set("author")}
            {...field("author")}
          />
          <ComboBoxField
            label={texts.fields.category}
            description={texts.fields.categoryDescription}
            isRequired
            suggestions={categories}
            inputValue={values.category}
            onInputChange={set("category")}
            {...field("category")}
          />
          <div className="sm:col-span-2">
            <CoverUploadField isDisabled={saving} onBusyChange={setUploading} onUploaded={onCoverUploaded} />
          </div>
          <TextField
            label={texts.fields.coverImage}
            type="text"
            inputMode="url"
            placeholder={texts.fields.coverImagePlaceholder}
            value={values.coverImage}
            onChange={set("coverImage")}
            {...field("coverImage")}
          />
          <TextField
            label={texts.fields.readTime}
            placeholder={texts.fields.readTimePlaceholder}
            description={texts.fields.readTimeDescription}
            value={values.readTime}
            onChange={set("readTime")}
            {...field("readTime")}
          />
        </div>
        <TextField
          label={texts.fields.excerpt}
          rows={3}
          isRequired
          value={values.excerpt}
          onChange={set("excerpt")}
          {...field("excerpt")}
        />
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
            <span aria-hidden="true" className="text-danger">
              {" *"}
            </span>
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
        <Switch
          label={texts.fields.published}
          name="published"
          isSelected={values.published}
          onChange={set("published")}
          isDisabled={saving}
        />
        <FormActions
          saving={saving}
          submitLabel={saving ? texts.saving : post ? texts.submitUpdate : texts.submitCreate}
          submitDisabled={saving || uploading}
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
      </Form>
      <PostPreview isOpen={previewing} onClose={() => setPreviewing(false)} values={values} html={contentHtml} />
    </section>
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
    values.readTime.trim() || DEFAULT_READ_TIME,
    values.category,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      className="fixed inset-0 z-50 flex min-h-full items-start justify-center overflow-y-auto bg-black/60 p-4 sm:p-8"
    >
      <Modal className="w-full max-w-3xl rounded-xl border border-border bg-bg text-fg shadow-lg outline-none">
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
              // The editor's own HTML (./editor/html.ts): escaped text, checked addresses, the allow-list's tags.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: written by toHtml, not taken from input
              <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: html }} />
            ) : (
              <p className="mt-8 text-muted">{texts.previewEmpty}</p>
            )}
          </article>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

// The Blog Posts tab (docs/product.md#screens, #errors, #limits): the form, then every post (drafts included) from
// GET /api/admin/blog, refreshed every 10 seconds and after each change, with Refresh. Each item
// shows its title, author, category, slug, read time, excerpt and a Published or Draft badge, with
// edit and delete; delete asks in a dialog first. Editing another post, or cancelling an edit, with
// unsaved changes asks first too. Loaded when the tab is first opened: it carries the editor.
import { useMemo, useState } from "react";
import { Button } from "react-aria-components";
import { iconPencil, iconTrash, SvgIcon } from "../../components/Icon";
import { BLOG_LIST_REFRESH_MS, blogAdminTexts as texts } from "../../content/admin";
import { DEFAULT_READ_TIME } from "../../shared/read-time";
import { FetchingStatus, HeadingCount, RefreshButton } from "./admin-ui";
import { ADMIN_BLOG_PATH, type AdminBlogPost } from "./api-types";
import { BlogPostForm } from "./BlogPostForm";
import { useDeleteWithConfirm } from "./delete-confirm";
import { useDiscardGuard } from "./discard-guard";
import { reasonOf, useAdminList } from "./form-support";
import { invalidate } from "./query";
import { useHasUnsavedChanges } from "./unsaved";

export default function BlogPostsTab() {
  const { query, items: posts } = useAdminList<AdminBlogPost>(ADMIN_BLOG_PATH, {
    refetchIntervalMs: BLOG_LIST_REFRESH_MS,
    loadFailedToast: texts.toasts.loadFailed,
  });

  const [editing, setEditing] = useState<AdminBlogPost | null>(null);
  // A new key mounts a fresh form: after a save, a cancel or a switch to another post.
  const [formKey, setFormKey] = useState(0);
  const { guard, dialog } = useDiscardGuard(useHasUnsavedChanges());

  const categories = useMemo(
    () => [...new Set(posts.map((post) => post.category.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b)),
    [posts],
  );

  const startEditing = (post: AdminBlogPost | null) => {
    setEditing(post);
    setFormKey((key) => key + 1);
  };

  const remove = useDeleteWithConfirm<AdminBlogPost>({
    pathOf: (post) => `/api/blog/${post.id}`,
    noun: "blog post",
    confirmTitle: texts.confirmDelete.title,
    confirmText: (post) => texts.confirmDelete.text(post.title),
    deletedToast: texts.toasts.deleted,
    failedToast: (error) => ({ title: texts.toasts.deleteFailed, description: reasonOf(error) }),
    // The form must not keep editing what is gone.
    onDeleted: (post) => {
      if (editing?.id === post.id) startEditing(null);
    },
    refresh: () => void invalidate(ADMIN_BLOG_PATH),
  });

  return (
    <div className="flex flex-col gap-10">
      <BlogPostForm
        key={formKey}
        post={editing}
        categories={categories}
        onSaved={() => {
          startEditing(null);
          void invalidate(ADMIN_BLOG_PATH);
        }}
        onCancel={() => guard(() => startEditing(null))}
      />

      <section aria-labelledby="admin-blog-list-heading" className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-4">
          <h2 id="admin-blog-list-heading" className="font-heading text-2xl font-semibold tracking-tight text-fg">
            {texts.list.heading}
            <HeadingCount shown={query.status === "success"}>{posts.length}</HeadingCount>
          </h2>
          <RefreshButton label={texts.list.refresh} busy={query.isFetching} onRefresh={() => void query.refetch()} />
        </div>
        <FetchingStatus busy={query.isFetching} text={texts.list.refreshing} />

        {query.status === "pending" && posts.length === 0 ? (
          <p className="text-muted">{texts.list.loading}</p>
        ) : query.status === "error" && query.data === undefined ? (
          <p className="rounded-xl border border-danger p-5 text-fg">{texts.toasts.loadFailed}</p>
        ) : posts.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted" data-empty>
            {texts.list.empty}
          </p>
        ) : (
          <ul className="flex flex-col gap-4" data-blog-admin-list>
            {posts.map((post) => (
              <BlogPostItem
                key={post.id}
                post={post}
                isEditing={editing?.id === post.id}
                onEdit={() => guard(() => startEditing(post))}
                onDelete={() => remove.ask(post)}
              />
            ))}
          </ul>
        )}
      </section>

      {remove.dialog}
      {dialog}
    </div>
  );
}

function Badge({ published }: { published: boolean }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        published
          ? "bg-success/15 text-fg ring-1 ring-success ring-inset"
          : "bg-surface-muted text-muted ring-1 ring-border ring-inset"
      }`}
    >
      {published ? texts.list.published : texts.list.draft}
    </span>
  );
}

const iconButton =
  "inline-flex h-10 w-10 items-center justify-center rounded-md border border-border bg-surface text-fg outline-none hover:bg-surface-muted data-focus-visible:ring-2 data-focus-visible:ring-ring";

function BlogPostItem({
  post,
  isEditing,
  onEdit,
  onDelete,
}: {
  post: AdminBlogPost;
  isEditing: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li
      data-blog-admin-item={post.slug}
      className={`flex flex-col gap-3 rounded-xl border bg-surface p-5 shadow-sm sm:flex-row sm:items-start sm:justify-between ${
        isEditing ? "border-primary ring-1 ring-primary" : "border-border"
      }`}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-heading text-lg leading-snug font-semibold text-fg">{post.title}</h3>
          <Badge published={post.published} />
          {isEditing ? <span className="text-xs font-semibold text-primary">Editing</span> : null}
        </div>
        <p className="mt-1 text-sm text-muted">
          {texts.list.by} {post.author} · {post.category} · {post.readTime || DEFAULT_READ_TIME}
        </p>
        <p className="mt-1 font-mono text-xs break-all text-muted">/blog/{post.slug}</p>
        <p className="mt-2 line-clamp-2 text-sm text-fg">{post.excerpt}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button aria-label={texts.list.edit(post.title)} onPress={onEdit} className={iconButton}>
          <SvgIcon drawing={iconPencil} className="h-4 w-4" />
        </Button>
        <Button aria-label={texts.list.delete(post.title)} onPress={onDelete} className={`${iconButton} text-danger`}>
          <SvgIcon drawing={iconTrash} className="h-4 w-4" />
        </Button>
      </div>
    </li>
  );
}

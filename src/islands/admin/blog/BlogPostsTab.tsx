// The Blog Posts tab (docs/product.md#screens, #errors, #limits): the form, then every post (drafts included) from
// GET /api/admin/blog, refreshed every 10 seconds and after each change, with Refresh. Each item
// shows its title, author, category, slug, read time, excerpt and a Published, Scheduled or Draft badge, with
// edit and delete; delete asks in a dialog first. Editing another post, or cancelling an edit, with
// unsaved changes asks first too. A draft or scheduled post has 'Preview link' (./PreviewLink.tsx); a scheduled one
// 'Publish now' and 'Unschedule' (../shared/lists/list-item-parts.tsx). Loaded when the tab is first opened: it carries the editor.
import { adminListTexts } from "../shared/lists/texts";
import { blogAdminTexts as texts } from "./texts";
import { DEFAULT_READ_TIME } from "../../../shared/read-time";
import { EditDeleteButtons, PublishedBadge } from "../shared/ui/admin-ui";
import type { AdminBlogListItem, AdminBlogPost } from "../shared/data/api-types";
import { ADMIN_BLOG_PATH, adminBlogPostPath, BLOG_WRITES } from "../shared/data/paths";
import { useApiQuery } from "../shared/data/query";
import { QueryOutcome } from "../shared/lists/list-layout";
import { BlogPostForm } from "./BlogPostForm";
import { ListThumbnail, ScheduleActions, ViewOnSite } from "../shared/lists/list-item-parts";
import { listViews } from "../shared/lists/list-views";
import { FormAboveList, type InlineFormProps, type ItemActions } from "../shared/lists/form-above-list";
import { isUnpublished, PreviewLinkButton } from "./PreviewLink";

export default function BlogPostsTab() {
  return (
    <FormAboveList<AdminBlogListItem>
      name="blog"
      listPath={ADMIN_BLOG_PATH}
      writes={BLOG_WRITES}
      noun="blog post"
      nameOf={(post) => post.title}
      texts={texts}
      listClassName="flex flex-col gap-4"
      view={listViews.blog}
      form={({ item, ...props }, categories) =>
        item ? (
          <EditedPost id={item.id} {...props} categories={categories} />
        ) : (
          <BlogPostForm item={null} {...props} categories={categories} />
        )
      }
      item={(post, actions) => <BlogPostItem post={post} {...actions} />}
    />
  );
}

/**
 * The form for the post with id `id` once the whole post is read: the list carries no bodies
 * (docs/architecture.md#admin-lists), so each edit reads the post as it is now.
 */
function EditedPost({
  id,
  ...props
}: Omit<InlineFormProps<AdminBlogPost>, "item"> & { id: number; categories: string[] }) {
  const query = useApiQuery<{ data: AdminBlogPost }>(adminBlogPostPath(id));
  return (
    <QueryOutcome
      query={query}
      data={query.data?.data}
      failedText={texts.toasts.loadFailed}
      loadingText={texts.loadingPost}
    >
      {(post) => <BlogPostForm item={post} {...props} />}
    </QueryOutcome>
  );
}

function BlogPostItem({ post, isEditing, onEdit, onDelete, onChanged }: ItemActions & { post: AdminBlogListItem }) {
  return (
    <li
      data-blog-admin-item={post.slug}
      className={`flex flex-col gap-3 rounded-xl border bg-surface p-5 shadow-sm sm:flex-row sm:items-start sm:justify-between ${
        isEditing ? "border-primary ring-1 ring-primary" : "border-border"
      }`}
    >
      <ListThumbnail src={post.coverImage} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-heading text-lg leading-snug font-semibold text-fg">{post.title}</h3>
          <PublishedBadge published={post.published} publishedAt={post.publishedAt} />
          {isEditing ? <span className="text-xs font-semibold text-primary">{adminListTexts.editing}</span> : null}
        </div>
        <p className="mt-1 text-sm text-muted">
          {texts.list.by} {post.author} · {post.category} · {post.readTime || DEFAULT_READ_TIME}
        </p>
        <p className="mt-1 font-mono text-xs break-all text-muted">/blog/{post.slug}</p>
        <p className="mt-2 line-clamp-2 text-sm text-fg">{post.excerpt}</p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <ViewOnSite item={post} path={`/blog/${post.slug}`} />
        <ScheduleActions item={post} kind="post" onChanged={onChanged} />
        {isUnpublished(post) ? <PreviewLinkButton post={post} /> : null}
        <EditDeleteButtons labels={texts.list} name={post.title} onEdit={onEdit} onDelete={onDelete} iconOnly />
      </div>
    </li>
  );
}

// The Blog Posts tab (docs/product.md#screens, #errors, #limits): 'New blog post' (a link to the
// editor page, docs/product.md#editor), then every post (drafts included) from GET /api/admin/blog,
// refreshed every 10 seconds and after each change, with Refresh. Each item shows its title, author,
// category, slug, read time, excerpt and a Published, Scheduled or Draft badge, with Edit (a link to
// its editor page, so it opens in a new tab too) and Delete (asked in a dialog first). A draft or
// scheduled post has 'Preview link' (./PreviewLink.tsx); a scheduled one 'Publish now' and
// 'Unschedule' (../shared/lists/list-item-parts.tsx).
import { DEFAULT_READ_TIME } from "../../../shared/read-time";
import type { AdminBlogListItem } from "../shared/data/api-types";
import { ListTab } from "../shared/lists/list-layout";
import { ListThumbnail, ScheduleActions, ViewOnSite } from "../shared/lists/list-item-parts";
import { listViews } from "../shared/lists/list-views";
import { type EditedItemActions, useEditedList } from "../shared/lists/edited-list";
import { AddLink, EditDeleteButtons, PublishedBadge } from "../shared/ui/admin-ui";
import { isUnpublished, PreviewLinkButton } from "./PreviewLink";
import { blogAdminTexts as texts } from "./texts";

/** How often the list is read again while shown (docs/product.md#limits). */
const BLOG_LIST_REFRESH_MS = 10_000;

export default function BlogPostsTab() {
  const { tab, items, remove, actionsOf } = useEditedList<AdminBlogListItem>("post", listViews.blog, {
    refetchIntervalMs: BLOG_LIST_REFRESH_MS,
    loadFailedToast: texts.toasts.loadFailed,
    noun: "blog post",
    texts,
  });
  return (
    <ListTab
      name="blog"
      {...tab}
      texts={{ ...texts.list, loadFailed: texts.toasts.loadFailed }}
      actions={<AddLink label={texts.newPost} href="/admin/posts/new" />}
      after={remove.dialog}
    >
      <ul className="flex flex-col gap-4" data-blog-admin-list>
        {items.map((post) => (
          <BlogPostItem key={post.id} post={post} {...actionsOf(post)} />
        ))}
      </ul>
    </ListTab>
  );
}

function BlogPostItem({ post, onDelete, onChanged }: { post: AdminBlogListItem } & EditedItemActions) {
  return (
    <li
      data-blog-admin-item={post.slug}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5 shadow-sm sm:flex-row sm:items-start sm:justify-between"
    >
      <ListThumbnail src={post.coverImage} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-heading text-lg leading-snug font-semibold text-fg">{post.title}</h3>
          <PublishedBadge published={post.published} publishedAt={post.publishedAt} />
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
        <EditDeleteButtons
          labels={texts.list}
          name={post.title}
          edit={`/admin/posts/${post.id}`}
          onDelete={onDelete}
          iconOnly
        />
      </div>
    </li>
  );
}

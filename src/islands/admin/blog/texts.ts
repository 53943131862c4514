// The words of the Blog Posts tab and the post editor page (docs/product.md#admin, #editor): its list, fields and preview links.

import { titledItemLabels } from "../shared/lists/texts";
export const blogAdminTexts = {
  createHeading: "New blog post",
  newPost: "New blog post",
  fields: {
    title: "Title",
    slug: "Slug",
    slugDescription: "Made from the title as you type, until you change it yourself.",
    author: "Author",
    authorDescription: "Choose a person with a public profile (Users) or type any name.",
    authorSuggestionsLabel: "Show people",
    category: "Category",
    categoryDescription: "Choose an existing category or type a new one.",
    coverImage: "Cover Image URL",
    coverImagePlaceholder: "https://… or /uploads/…",
    readTime: "Read Time",
    readTimePlaceholder: "e.g. 7 min read",
    readTimeDescription: "Leave blank to work it out from the content (200 words a minute).",
    excerpt: "Excerpt",
    content: "Content",
  },
  preview: "Preview",
  previewHeading: "Preview",
  previewClose: "Close preview",
  previewEmpty: "Nothing to preview yet: write some content first.",
  loadingPost: "Loading the post…",
  list: {
    heading: "Blog Posts",
    intro: "Every post, drafts included. Open one to edit it on its own page.",
    loading: "Loading blog posts…",
    empty: "No blog posts found. Write your first one with 'New blog post'.",
    ...titledItemLabels,
    by: "By",
  },
  confirmDelete: {
    title: "Delete this blog post?",
    text: (title: string) => `"${title}" will be removed from the site. This action cannot be undone.`,
  },
  toasts: {
    loadFailed: "Failed to load blog posts. Please try again.",
    /** What each button of the publish menu says once its save is done. */
    actions: {
      save: "Blog post saved",
      publish: "Blog post published",
      schedule: "Blog post scheduled",
      "publish-now": "Blog post published",
      unschedule: "Blog post unscheduled: it is a draft again",
      unpublish: "Blog post unpublished: it is a draft again",
    },
    deleted: "Blog post deleted successfully",
    deleteFailed: "Failed to delete blog post. Please try again.",
  },
} as const;

/** A draft's or scheduled post's shareable preview link (docs/product.md#preview-links). */
export const previewLinkTexts = {
  button: "Preview link",
  buttonLabel: (title: string) => `Preview link for "${title}"`,
  heading: "Preview link",
  intro: "Anyone with this link can see the post as it will look, until the link expires or is revoked.",
  urlLabel: "Preview address",
  expires: (when: string) => `Expires ${when}`,
  copy: "Copy",
  revokeAll: "Revoke all links",
  close: "Close",
  toasts: {
    createFailed: "Failed to create the preview link. Please try again.",
    copied: "Preview link copied",
    copyFailed: "Could not copy the link: select it and copy it yourself.",
    revoked: "Every preview link of this post was revoked",
    revokeFailed: "Failed to revoke the preview links. Please try again.",
  },
} as const;

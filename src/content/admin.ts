// The words of the admin dashboard's tabs (SPEC §2 Admin, §8): tab names, form labels, buttons,
// empty texts and the toasts of every outcome. The dashboard's shell texts (heading, Logout) are in
// ./account.ts with the guard's.

export const ADMIN_TABS = ["blog", "resources", "testimonials", "users"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
/** The tab a bare /admin opens (SPEC §2). */
export const DEFAULT_ADMIN_TAB: AdminTab = "blog";

export function isAdminTab(value: unknown): value is AdminTab {
  return typeof value === "string" && (ADMIN_TABS as readonly string[]).includes(value);
}

export const dashboardTexts = {
  tabListLabel: "Admin sections",
  tabs: { blog: "Blog Posts", resources: "Resources", testimonials: "Testimonials", users: "Users" },
  loadingTab: "Loading…",
  needsJavaScript: "The dashboard needs JavaScript. Turn it on in your browser and reload this page.",
  loadTabFailed: "This section could not be loaded. Check your connection and try again.",
  retry: "Try again",
  /** Sections whose management arrives with the second part of the admin area. */
  coming: {
    resources: {
      heading: "Resources Management",
      text: "Managing downloadable resources arrives with the next part of the admin area. The public resources pages are live meanwhile.",
    },
    users: {
      heading: "User Management",
      text: "Managing user accounts here arrives with the next part of the admin area. Until then, accounts are managed through the users API.",
    },
  },
} as const;

/** The question asked before unsaved changes would be lost (switching tab, editing another item, leaving). */
export const unsavedChangesTexts = {
  title: "Discard unsaved changes?",
  text: "You have changes that have not been saved. If you continue, they will be lost.",
  keep: "Keep editing",
  discard: "Discard changes",
} as const;

export const confirmTexts = {
  cancel: "Cancel",
  delete: "Delete",
} as const;

/** Refresh intervals of the admin lists (SPEC §9). */
export const BLOG_LIST_REFRESH_MS = 10_000;
export const TESTIMONIAL_LIST_REFRESH_MS = 10_000;

export const blogAdminTexts = {
  createHeading: "Create Blog Post",
  editHeading: "Edit Blog Post",
  fields: {
    title: "Title",
    slug: "Slug",
    slugDescription: "Made from the title as you type, until you change it yourself.",
    author: "Author",
    category: "Category",
    categoryDescription: "Choose an existing category or type a new one.",
    coverImage: "Cover Image URL",
    coverImagePlaceholder: "https://… or /uploads/…",
    readTime: "Read Time",
    readTimePlaceholder: "e.g. 7 min read",
    readTimeDescription: "Leave blank for '5 min read'.",
    excerpt: "Excerpt",
    content: "Content",
    published: "Published",
  },
  submitCreate: "Create Blog Post",
  submitUpdate: "Update Blog Post",
  saving: "Saving...",
  cancelEdit: "Cancel editing",
  preview: "Preview",
  previewHeading: "Preview",
  previewClose: "Close preview",
  previewEmpty: "Nothing to preview yet: write some content first.",
  list: {
    heading: "Blog Posts",
    refresh: "Refresh",
    refreshing: "Refreshing…",
    loading: "Loading blog posts…",
    empty: "No blog posts found. Create your first blog post above.",
    published: "Published",
    draft: "Draft",
    edit: (title: string) => `Edit "${title}"`,
    delete: (title: string) => `Delete "${title}"`,
    by: "By",
  },
  confirmDelete: {
    title: "Delete this blog post?",
    text: (title: string) => `"${title}" will be removed from the site. This action cannot be undone.`,
  },
  toasts: {
    loadFailed: "Failed to load blog posts. Please try again.",
    saveFailed: "Failed to create blog post. Please try again.",
    created: "Blog post created successfully",
    updated: "Blog post updated successfully",
    deleted: "Blog post deleted successfully",
    deleteFailed: "Failed to delete blog post. Please try again.",
  },
} as const;

export const testimonialAdminTexts = {
  createHeading: "Add Testimonial",
  editHeading: "Edit Testimonial",
  fields: {
    name: "Name",
    position: "Position",
    company: "Company",
    avatar: "Avatar URL",
    avatarPlaceholder: "https://… or /uploads/…",
    testimonial: "Testimonial",
    featured: "Featured on Homepage",
  },
  submitCreate: "Create Testimonial",
  submitUpdate: "Update Testimonial",
  saving: "Saving...",
  cancelEdit: "Cancel editing",
  list: {
    heading: "Testimonials",
    refresh: "Refresh",
    refreshing: "Refreshing…",
    loading: "Loading testimonials…",
    empty: "No testimonials found. Create your first testimonial above.",
    featured: "Featured",
    edit: (name: string) => `Edit testimonial from ${name}`,
    delete: "Delete",
    deleteLabel: (name: string) => `Delete testimonial from ${name}`,
  },
  confirmDelete: {
    title: "Delete this testimonial?",
    text: (name: string) => `The testimonial from ${name} will be removed from the site. This action cannot be undone.`,
  },
  toasts: {
    loadFailed: "Failed to load testimonials. Please try again.",
    saveFailed: "Failed to create testimonial. Please try again.",
    created: "Testimonial created successfully",
    updated: "Testimonial updated successfully",
    deleted: "Testimonial deleted successfully",
    deleteFailed: "Failed to delete testimonial. Please try again.",
  },
} as const;

/** The rich-text editor's toolbar and dialogs. */
export const editorTexts = {
  toolbarLabel: "Formatting",
  buttons: {
    paragraph: "Paragraph",
    headingTwo: "Heading 2",
    headingThree: "Heading 3",
    bold: "Bold",
    italic: "Italic",
    underline: "Underline",
    code: "Inline code",
    codeBlock: "Code block",
    bulletedList: "Bulleted list",
    numberedList: "Numbered list",
    quote: "Quote",
    link: "Link",
    image: "Image",
    undo: "Undo",
    redo: "Redo",
  },
  linkDialog: {
    title: "Link",
    url: "Link address",
    urlDescription: "An https:// address, a path on this site such as /services, or mailto:.",
    invalid: "Please enter a valid link address",
    apply: "Apply",
    remove: "Remove link",
    cancel: "Cancel",
  },
  imageDialog: {
    title: "Insert image",
    url: "Image URL",
    urlDescription: "An https:// address or a path on this site such as /uploads/chart.png.",
    invalid: "Please enter a valid image URL",
    alt: "Alternative text",
    altDescription: "Describes the image for people who cannot see it. Leave blank if it is decorative.",
    insert: "Insert image",
    cancel: "Cancel",
  },
  keptBlock: {
    table: "Table (kept as it is; edit it by replacing the post's HTML)",
    other: "Embedded content (kept as it is)",
    remove: "Remove",
  },
  imageRemove: "Remove image",
  imageFailed: "This image cannot be shown here.",
  shortcutsHeading: "Keyboard shortcuts",
} as const;

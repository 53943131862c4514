// The words of the admin forms' shared parts: unsaved changes, form dialogs, 'Publish at' and
// 'Search and sharing'.

/** The question asked before unsaved changes would be lost (switching tab, editing another item, leaving). */
export const unsavedChangesTexts = {
  title: "Discard unsaved changes?",
  text: "You have changes that have not been saved. If you continue, they will be lost.",
  keep: "Keep editing",
  discard: "Discard changes",
} as const;

/** The 'Publish at' field of the blog and resource forms (docs/product.md#scheduled). */
export const publishAtTexts = {
  label: "Publish at",
  description: (timeZone: string) =>
    `In the site's time zone (${timeZone}). Leave empty to publish now; a later time schedules it.`,
} as const;

/** What an admin form dialog says when closed: the form's own words come from its texts. */
export const dialogTexts = {
  close: "Close",
} as const;

/** The 'Search and sharing' group of the post and resource forms (docs/product.md#seo-fields). */
export const searchAndSharingTexts = {
  heading: "Search and sharing",
  metaTitle: "Meta title",
  metaTitleDescription: "Leave blank to use the title. At most 70 characters.",
  metaDescription: "Meta description",
  metaDescriptionDescriptions: {
    post: "Leave blank to use the excerpt. At most 200 characters.",
    resource: "Leave blank to use the description. At most 200 characters.",
    "case-study": "Leave blank to use the summary. At most 200 characters.",
  },
  shareImage: "Share image",
  shareImageDescription: "Leave blank to use the cover image.",
  searchPreview: "Search result preview",
  sharePreview: "Share card preview",
  titleCount: "Title length",
  descriptionCount: "Description length",
  noImage: "No image: a card of the title and the firm's name is shared.",
  shareImageAlt: "Share image",
} as const;

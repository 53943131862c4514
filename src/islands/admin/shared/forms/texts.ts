// The words of the admin forms' shared parts: unsaved changes, form dialogs, 'Search and sharing',
// the editor page and its publish menu.

/** The question asked before unsaved changes would be lost (switching tab, editing another item, leaving). */
export const unsavedChangesTexts = {
  title: "Discard unsaved changes?",
  text: "You have changes that have not been saved. If you continue, they will be lost.",
  keep: "Keep editing",
  discard: "Discard changes",
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

/** The editor page's save state, revisions and keys (docs/product.md#editor). */
export const editorPageTexts = {
  fieldsHeading: "Details",
  saving: "Saving…",
  unsaved: "Unsaved changes",
  saved: (time: string) => `Saved ${time}`,
  keptAsRevision: (time: string) => `Saved ${time} as a revision: not live until you update it`,
  notSavedYet: "Not saved yet",
  saveFailed: "Could not save. Your changes are still here; try again.",
  incomplete: "Autosave waits until the required fields are filled in.",
  stale: "Someone else changed this",
  reload: "Reload their version",
  shortcut: "Ctrl+S or ⌘S saves.",
  history: "Revision history",
  historyEmpty: "No saved versions yet.",
  historyFailed: "Could not read the revision history.",
  version: (version: number) => `Version ${version}`,
  by: (name: string | null) => (name ? `by ${name}` : "by someone"),
  reasons: { save: "Saved", autosave: "Autosaved", restore: "Restored" } as Record<string, string>,
  restoredFrom: (version: number) => `from version ${version}`,
  current: "Current",
  restore: "Restore",
  restoreLabel: (version: number) => `Restore version ${version}`,
  restoreFailed: "Failed to restore the version. Please try again.",
  restoreFirst: "Save or discard your changes before restoring a version.",
  loading: "Loading the editor…",
  loadFailed: "Failed to load. Please try again.",
  retry: "Try again",
} as const;

/** The publish menu (docs/product.md#scheduled): one for posts, resources and case studies. */
export const publishMenuTexts = {
  saveDraft: "Save draft",
  update: "Update",
  publish: "Publish",
  publishMenu: "Publish options",
  now: "Now",
  schedule: "Schedule…",
  publishNow: "Publish now",
  unschedule: "Unschedule",
  unpublish: "Unpublish",
  scheduledFor: (when: string) => `Scheduled for ${when}`,
  publishedOn: (when: string) => `Published ${when}`,
  draft: "Draft",
  authorNote: "An editor or administrator publishes it.",
  dialogTitle: "Schedule publication",
  presetsLabel: "Quick choices",
  presets: { tomorrow: "Tomorrow 09:00", monday: "Monday 09:00" },
  pickerLabel: "Publish at",
  pickerDescription: (timeZone: string) => `In the site's time zone (${timeZone}).`,
  mustBeLater: "Choose a moment in the future.",
  confirm: "Schedule",
  cancel: "Cancel",
} as const;

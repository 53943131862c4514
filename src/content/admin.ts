// The words of the admin dashboard's tabs (docs/product.md#admin, §8): tab names, form labels, buttons,
// empty texts and the toasts of every outcome. The dashboard's shell texts (heading, Logout) are in
// ./account.ts with the guard's.

/**
 * docs/product.md#screens's four tabs, Settings (docs/product.md#admin-settings), then Messages, Media and
 * Activity (docs/architecture.md#departures: stored contact messages, the media library, the audit log).
 */
export const ADMIN_TABS = [
  "blog",
  "resources",
  "testimonials",
  "users",
  "settings",
  "messages",
  "leads",
  "media",
  "activity",
  "analytics",
  // Every signed-in user's own account (docs/product.md#account), last; a 'user' sees only this tab.
  "account",
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
/** The tab a bare /admin opens (docs/product.md#screens). */
export const DEFAULT_ADMIN_TAB: AdminTab = "blog";

export function isAdminTab(value: unknown): value is AdminTab {
  return typeof value === "string" && (ADMIN_TABS as readonly string[]).includes(value);
}

export const dashboardTexts = {
  tabListLabel: "Admin sections",
  tabs: {
    blog: "Blog Posts",
    resources: "Resources",
    testimonials: "Testimonials",
    users: "Users",
    settings: "Settings",
    messages: "Messages",
    leads: "Leads",
    media: "Media",
    activity: "Activity",
    analytics: "Analytics",
    account: "My Account",
  },
  /** The Messages tab's name with its count of messages not yet handled, as it is announced. */
  unread: (count: number) => `${count} unread`,
  loadingTab: "Loading…",
  needsJavaScript: "The dashboard needs JavaScript. Turn it on in your browser and reload this page.",
  loadTabFailed: "This section could not be loaded. Check your connection and try again.",
  retry: "Try again",
} as const;

/** The question asked before unsaved changes would be lost (switching tab, editing another item, leaving). */
export const unsavedChangesTexts = {
  title: "Discard unsaved changes?",
  text: "You have changes that have not been saved. If you continue, they will be lost.",
  keep: "Keep editing",
  discard: "Discard changes",
} as const;

/** What every admin list says around its items, the same in each tab. */
export const adminListTexts = {
  refresh: "Refresh",
  refreshing: "Refreshing…",
  retry: "Try again",
  published: "Published",
  draft: "Draft",
  /** A published item whose moment is still to come (docs/product.md#scheduled). */
  scheduled: "Scheduled",
  edit: "Edit",
  delete: "Delete",
  /** Beside the item a tab's form is editing. */
  editing: "Editing",
} as const;

/** The 'Publish at' field of the blog and resource forms (docs/product.md#scheduled). */
export const publishAtTexts = {
  label: "Publish at",
  description: (timeZone: string) =>
    `In the site's time zone (${timeZone}). Leave empty to publish now; a later time schedules it.`,
} as const;

/**
 * 'Publish now' and 'Unschedule' beside a scheduled post or resource, and what the server answers
 * (docs/product.md#scheduled).
 */
export const scheduleActionTexts = {
  publishNow: "Publish now",
  unschedule: "Unschedule",
  publishNowLabel: (title: string) => `Publish "${title}" now`,
  unscheduleLabel: (title: string) => `Unschedule "${title}" (make it a draft)`,
  failed: "The change could not be saved. Please try again.",
  post: {
    "publish-now": "Blog post published",
    unschedule: "Blog post unscheduled: it is a draft again",
    notScheduled: "This blog post is not scheduled: reload the list to see where it stands",
  },
  resource: {
    "publish-now": "Resource published",
    unschedule: "Resource unscheduled: it is a draft again",
    notScheduled: "This resource is not scheduled: reload the list to see where it stands",
  },
} as const;

export const confirmTexts = {
  cancel: "Cancel",
  delete: "Delete",
} as const;

/** The media library's answers (docs/product.md#media): where an image is used, and why a write was refused. */
export const mediaLibraryTexts = {
  uses: {
    postCover: (title: string) => `Blog post "${title}" (cover)`,
    postText: (title: string) => `Blog post "${title}" (in the text)`,
    resourceCover: (title: string) => `Resource "${title}" (cover)`,
    postShareImage: (title: string) => `Blog post "${title}" (share image)`,
    resourceShareImage: (title: string) => `Resource "${title}" (share image)`,
    testimonialPhoto: (name: string) => `Testimonial of ${name} (photo)`,
    userAvatar: (name: string) => `Profile of ${name} (avatar)`,
    settingsPortrait: "Site settings (portrait)",
    settingsLogo: "Site settings (logo)",
    settingsShareImage: "Site settings (share image)",
  },
  notFound: "Image not found",
  invalidId: "Invalid image id.",
  inUse: (places: string[]) => `This image is in use: ${places.join(", ")}`,
  updated: "Image updated",
  deleted: "Image deleted",
  variantAdded: "Smaller copy added",
  uploaded: "Image uploaded successfully",
  altTooLong: "The alt text may be at most 300 characters.",
  altRequired: "Send the alt text as a string.",
  widthInvalid: 'Send the copy\'s width in pixels in the form field "width", a whole number.',
  widthMismatch: (found: number | null, said: number) =>
    found === null
      ? `The copy's width could not be read from the file; it should be ${said} pixels.`
      : `The copy is ${found} pixels wide, not ${said} as the form says.`,
  widthTooLarge: (original: number) => `A smaller copy may be at most ${original} pixels wide, the original's width.`,
} as const;

/** Refresh intervals of the admin lists (docs/product.md#limits). */
/** How often the lists under a form (Blog Posts, Testimonials) are read again while shown. */
export const FORM_ABOVE_LIST_REFRESH_MS = 10_000;

export const blogAdminTexts = {
  createHeading: "Create Blog Post",
  editHeading: "Edit Blog Post",
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
  loadingPost: "Loading the post…",
  list: {
    heading: "Blog Posts",
    loading: "Loading blog posts…",
    empty: "No blog posts found. Create your first blog post above.",
    editLabel: (title: string) => `Edit "${title}"`,
    deleteLabel: (title: string) => `Delete "${title}"`,
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
    featuredDescription: "The home page shows the newest three featured testimonials.",
    /** Ticked while three newer ones are featured: who leaves the home page, or that this one will not show. */
    featuredPushesOff: (names: string) => `${names} will no longer show on the home page.`,
    featuredTooOld: "Three newer testimonials are featured, so this one will not show on the home page.",
  },
  submitCreate: "Create Testimonial",
  submitUpdate: "Update Testimonial",
  saving: "Saving...",
  cancelEdit: "Cancel editing",
  list: {
    heading: "Testimonials",
    loading: "Loading testimonials…",
    empty: "No testimonials found. Create your first testimonial above.",
    featured: "Featured",
    editLabel: (name: string) => `Edit testimonial from ${name}`,
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
    image: "Insert image",
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
    urlDescription: "Upload an image, choose one from the library, or give an https:// address or a path on this site.",
    invalid: "Please enter a valid image URL",
    insert: "Insert image",
    cancel: "Cancel",
    /** While a dropped or pasted image is sent, before the dialog asks for its alt text. */
    uploading: (name: string) => `Uploading ${name}…`,
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

/** The alt text asked for each image (docs/product.md#media), in the editor's dialog and after an upload. */
export const altTextTexts = {
  title: "Describe the image",
  alt: "Alternative text",
  altDescription: "What the image shows, for people who cannot see it.",
  decorative: "Decorative image",
  decorativeDescription: "It adds nothing to the text around it, so screen readers skip it.",
  required: "Describe the image, or tick 'Decorative image'.",
  save: "Save",
  skip: "Not now",
  saving: "Saving...",
  saved: "Alt text saved",
  saveFailed: "Failed to save the alt text",
} as const;

/** One image field of the admin forms (docs/product.md#media): its URL, a preview, Upload and the library. */
export const imageFieldTexts = {
  upload: "Upload",
  uploadLabel: (field: string) => `Upload: ${field}`,
  choose: "Choose from library",
  chooseLabel: (field: string) => `Choose from library: ${field}`,
  hint: "Any image, up to 50MB.",
  preview: (field: string) => `Preview of ${field}`,
  uploaded: "Image uploaded successfully",
  uploadFailed: "Failed to upload image",
  none: "No image chosen",
} as const;

/** What an upload field shows of its file (docs/product.md#admin-media): the file, and its address under 'Advanced'. */
export const chosenFileTexts = {
  advanced: "Advanced",
  /** Read after 'Advanced' by screen readers: which field's address it opens. */
  advancedOf: (field: string) => `: ${field}`,
  noFile: "No file chosen",
} as const;

/** The library's picker dialog. */
export const mediaPickerTexts = {
  title: "Choose from library",
  close: "Close",
  search: "Search",
  searchDescription: "By alt text or file name, on this page of the library.",
  gridLabel: "Images in the library",
  loading: "Loading images…",
  empty: "The library has no images yet. Upload one first.",
  noMatch: "No image on this page matches the search.",
  loadFailed: "Failed to load the library. Please try again.",
  choose: "Choose",
  cancel: "Cancel",
  noAlt: "No alt text",
} as const;

/** Refresh interval of the media library while shown. */
export const MEDIA_LIST_REFRESH_MS = 30_000;

export const mediaAdminTexts = {
  heading: "Media Library",
  intro:
    "Every image uploaded in the admin, newest first: where each is used, and its alt text (what screen readers say for it).",
  upload: "Upload Image",
  uploadHint: "Any image, up to 50MB. You will be asked for its alt text.",
  loading: "Loading images…",
  empty: "No images yet. Upload one here, or in any image field of the admin.",
  loadFailed: "Failed to load the media library. Please try again.",
  gridLabel: "Images",
  noAlt: "No alt text",
  unused: "Not used anywhere",
  usedIn: "Used in",
  uploadedBy: (who: string | null) => (who ? `Uploaded by ${who}` : "Uploader not known"),
  editAlt: "Edit alt text",
  editAltLabel: (name: string) => `Edit the alt text of ${name}`,
  deleteLabel: (name: string) => `Delete ${name}`,
  open: "Open",
  openLabel: (name: string) => `Open ${name} in a new tab`,
  pages: {
    label: "Pages of the library",
    previous: "Previous",
    next: "Next",
    status: (page: number, count: number) => `Page ${page} of ${count}`,
  },
  confirmDelete: {
    title: "Delete this image?",
    text: (name: string) => `${name} will be deleted from the library. This action cannot be undone.`,
  },
  inUse: {
    title: "This image is in use",
    text: "Remove it from these places first, then delete it:",
    close: "Close",
  },
  toasts: {
    uploaded: "Image uploaded successfully",
    uploadFailed: "Failed to upload image",
    deleted: "Image deleted",
    deleteFailed: "Failed to delete image",
    unknownError: "Unknown error",
  },
} as const;

/** Refresh intervals of the part-2 lists: docs/product.md#limits gives the users list's; the others follow it. */
export const USER_LIST_REFRESH_MS = 30_000;
export const RESOURCE_LIST_REFRESH_MS = 30_000;
export const MESSAGE_LIST_REFRESH_MS = 30_000;

/** What an admin form dialog says when closed: the form's own words come from its texts. */
export const dialogTexts = {
  close: "Close",
} as const;

export const resourceAdminTexts = {
  add: "Add Resource",
  exportLeads: "Export CSV",
  exportLeadsLabel: "Export CSV of every download lead",
  createHeading: "Create New Resource",
  editHeading: "Edit Resource",
  fields: {
    title: "Title",
    slug: "Slug",
    slugDescription: "Made from the title as you type, until you change it yourself.",
    description: "Description",
    category: "Category",
    categoryPlaceholder: "Select a category",
    fileType: "File Type",
    fileTypePlaceholder: "Select a file type",
    fileUrl: "File URL",
    fileUrlPlaceholder: "/api/admin/files/… or https://…",
    fileUrlDescription: "Upload a file, or give a path on this site or an https:// address.",
    externalWarning:
      "This file is on another site, so downloads of it cannot be gated: anyone who knows its address can download it without leaving their details.",
    fileName: "File Name",
    fileSize: "File Size",
    fileSizePlaceholder: "e.g. 2.5 MB",
    coverImage: "Cover Image URL",
    coverImagePlaceholder: "/uploads/… or https://…",
    published: "Published",
    publishedDescription: "Drafts are not shown on /resources.",
  },
  upload: {
    fileGroup: "Resource file",
    fileButton: "Upload File",
    fileHint: "Up to 50MB: PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, ZIP, EPUB, PNG, JPG, SVG, TXT or CSV.",
    progress: (name: string) => `Uploading ${name}`,
    cancel: "Cancel upload",
    cancelled: "Upload canceled",
    tooLarge: "The file is larger than 50 MB.",
    wrongType: "This type of file cannot be uploaded.",
  },
  submitCreate: "Create Resource",
  submitUpdate: "Update Resource",
  saving: "Saving...",
  cancel: "Cancel",
  list: {
    heading: "Resources Management",
    intro:
      "Downloadable resources, drafts included. Visitors leave their name, e-mail and LinkedIn profile to download.",
    loading: "Loading resources…",
    empty: "No resources found. Add your first resource with 'Add Resource'.",
    loadFailed: "Failed to load resources. Please try again.",
    downloads: (count: number) => `${count} ${count === 1 ? "download" : "downloads"}`,
    downloadsLabel: (count: number, title: string) =>
      `${count} ${count === 1 ? "download" : "downloads"} of "${title}": show the download history`,
    fileType: "File type",
    size: "Size",
    noSize: "N/A",
    publishedDate: "Published",
    notSet: "Not set",
    viewFile: "View File",
    viewFileLabel: (title: string) => `View the file of "${title}"`,
    editLabel: (title: string) => `Edit "${title}"`,
    deleteLabel: (title: string) => `Delete "${title}"`,
  },
  history: {
    heading: "Download History",
    close: "Close",
    loading: "Loading downloads…",
    failed: "Failed to load the download history. Please try again.",
    empty: "No downloads yet",
    exportCsv: "Export CSV",
    columns: { name: "Name", email: "Email", linkedin: "LinkedIn", date: "Date" },
    profile: "Profile",
    profileLabel: (name: string) => `LinkedIn profile of ${name}`,
  },
  confirmDelete: {
    title: "Delete this resource?",
    text: (title: string) =>
      `"${title}" and its stored files will be removed from the site, with its download history. This action cannot be undone.`,
  },
  toasts: {
    created: "Resource created successfully",
    /** A new resource left unpublished (the default): it is not live, and the toast says so. */
    savedDraft: "Resource saved as a draft",
    updated: "Resource updated successfully",
    deleted: "Resource deleted successfully",
    createFailed: "Failed to create resource",
    updateFailed: "Failed to update resource",
    deleteFailed: "Failed to delete resource",
    unknownError: "Unknown error occurred",
    fileUploaded: "Resource file uploaded successfully",
    fileUploadFailed: "Failed to upload resource file",
  },
} as const;

export const userAdminTexts = {
  heading: "User Management",
  intro: "Accounts that can sign in. Only administrators can open this dashboard.",
  add: "Add User",
  loading: "Loading users…",
  empty: "No users found.",
  loadFailed: "Failed to load users. Please try again.",
  tableLabel: "Users",
  columns: { username: "Username", name: "Name", email: "Email", role: "Role", status: "Status", actions: "Actions" },
  roles: { admin: "Administrator", user: "User" },
  active: "Active",
  inactive: "Inactive",
  none: "—",
  /** Under the name in the list, for a user with a public profile. */
  profileLine: (displayName: string, jobTitle: string | null) =>
    `Public profile: ${jobTitle ? `${displayName}, ${jobTitle}` : displayName}`,
  editLabel: (username: string) => `Edit user ${username}`,
  deleteLabel: (username: string) => `Delete user ${username}`,
  /** An admin's answer to a taken-over account (docs/architecture.md#reauthentication). */
  resetTwoFactor: {
    button: "Reset two-factor",
    label: (username: string) => `Reset two-factor sign-in of ${username}`,
    title: (username: string) => `Reset two-factor sign-in of ${username}?`,
    text: "Removes the account's authenticator app, recovery codes and passkeys, and signs it out everywhere. Do this after setting a new password for an account someone else may have used; its owner then sets up two-factor sign-in again.",
    confirm: "Reset two-factor",
    cancel: "Cancel",
    failed: "Two-factor sign-in could not be reset",
  },
  createHeading: "Add User",
  editHeading: "Edit User",
  fields: {
    username: "Username",
    password: "Password",
    passwordEditDescription: "Leave blank to keep the current password.",
    passwordCreateDescription: "At least 8 characters.",
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
    role: "Role",
    rolePlaceholder: "Select a role",
    isActive: "Active",
    isActiveDescription: "An inactive user cannot sign in, and is signed out everywhere.",
    profileHeading: "Public profile",
    profileDescription:
      "Shown on the site when a blog post's author is this display name. Leave the display name blank to keep the user private.",
    displayName: "Display Name",
    displayNameDescription: "As posts name their author, e.g. 'Avery Morgan'.",
    jobTitle: "Title",
    jobTitlePlaceholder: "e.g. Senior Product Consultant",
    bio: "Bio",
    bioDescription: "A few sentences, up to 600 characters.",
    avatarUrl: "Avatar URL",
    avatarUrlPlaceholder: "https://… or /uploads/…",
    avatarUrlDescription: "Without one, the initials are shown.",
    linkedinUrl: "LinkedIn URL",
    linkedinUrlPlaceholder: "https://www.linkedin.com/in/…",
  },
  submitCreate: "Create User",
  submitUpdate: "Update User",
  saving: "Saving...",
  cancel: "Cancel",
  confirmDelete: {
    title: "Delete this user?",
    text: (username: string) =>
      `The account "${username}" will be deleted and signed out. This action cannot be undone.`,
  },
  toasts: {
    saveFailed: (reason: string) => `Failed to save user: ${reason}`,
    deleteFailed: (reason: string) => `Failed to delete user: ${reason}`,
    unknownError: "Unknown error",
    created: "User created successfully",
    updated: "User updated successfully",
    deleted: "User deleted successfully",
  },
} as const;

/** The Settings tab (docs/product.md#admin-settings): the site's own facts, and the founder's portrait crop. */
export const settingsAdminTexts = {
  heading: "Site Settings",
  intro: "What makes the site this firm's. A save shows on every page at once.",
  loading: "Loading settings…",
  loadFailed: "Failed to load settings. Please try again.",
  retry: "Try again",
  groups: {
    firm: "Firm",
    contact: "Contact",
    founder: "Founder",
    sharing: "Sharing",
    notifications: "Notifications",
    security: "Security",
  },
  /** The Notifications group (docs/product.md#notifications). */
  notifications: {
    mode: "New lead e-mails",
    choose: "Choose…",
    modes: [
      { value: "instant", label: "At once, one per download" },
      { value: "digest", label: "One daily digest" },
    ],
    hour: (timeZone: string) => `Digest hour (${timeZone})`,
    email: "Send to",
    emailDescription: "Leave blank to use the Email above.",
    noMail: "No e-mail is sent: the server has no SMTP_URL. Leads and messages are stored and listed here only.",
  },
  fields: {
    requireTwoFactor: "Require two-factor sign-in for admins",
    requireTwoFactorDescription:
      "An admin without an authenticator app or a passkey is sent to set one up after signing in, and can do nothing else until then.",
    firmName: "Firm name",
    tagline: "Tagline",
    taglineDescription: "The footer's line.",
    logoUrl: "Logo URL",
    logoDescription: "Leave blank to show the drawn mark.",
    email: "Email",
    emailDescription: "Shown on /contact and /privacy-policy; contact messages are sent here.",
    phone: "Phone",
    location: "Location",
    linkedinUrl: "LinkedIn URL",
    linkedinPlaceholder: "https://www.linkedin.com/in/…",
    founderName: "Name",
    founderTitle: "Title",
    bio: "Short bio",
    quote: "Quote",
    quoteDescription: "Shown on / and /about.",
    seoDescription: "Default description",
    seoDescriptionDescription: "For search results and shared links of pages without their own.",
    ogImageUrl: "Default share image URL",
    ogImageDescription: "Shown when a page without its own image is shared. Leave blank for the site's own.",
    imagePlaceholder: "/uploads/… or https://…",
  },
  submit: "Save settings",
  saving: "Saving...",
  portrait: {
    label: "Portrait",
    none: "No portrait: the pages show the founder's initials.",
    hint: "Any photo: you crop it square before it is uploaded.",
    upload: "Upload portrait",
    remove: "Remove portrait",
    dialogTitle: "Crop the portrait",
    instructions:
      "Drag the photo, or use the arrow keys (with Shift for larger steps), to choose what the square shows. Zoom with the slider or the + and - keys.",
    frameLabel: "Portrait crop",
    zoom: "Zoom",
    save: "Save portrait",
    saving: "Uploading...",
    cancel: "Cancel",
    /** What the progress bar names ("Uploading portrait"). */
    progressName: "portrait",
    notAnImage: "This file is not an image.",
    unreadable: "This image could not be read. Choose a JPEG, PNG or WebP photo.",
    encodeFailed: "The browser could not make the cropped image.",
  },
  toasts: {
    saved: "Settings saved",
    saveFailed: "Failed to save settings",
    unknownError: "Unknown error occurred",
    portraitUploaded: "Portrait uploaded: save settings to show it",
    portraitFailed: "Failed to upload the portrait",
  },
} as const;

export const messageAdminTexts = {
  heading: "Messages",
  intro: "Messages sent through the contact form, newest first.",
  loading: "Loading messages…",
  empty: "No messages yet.",
  loadFailed: "Failed to load messages. Please try again.",
  handled: "Handled",
  open: "New",
  spam: "Spam",
  unverified: "Unverified",
  /** Why a flagged message was stored but not e-mailed, shown under its sender. */
  spamNote:
    "Stored but not forwarded by e-mail: the form's hidden spam-trap field was filled in (usually by a program, sometimes by a browser's autofill).",
  unverifiedNote:
    "Stored but not forwarded by e-mail: it came without a valid stamp from the contact page (sent by a program rather than the form, or from a page left open for more than a day).",
  notSpam: "Not spam",
  notSpamLabel: (name: string) => `Not spam: message from ${name}`,
  markHandled: "Mark as handled",
  markOpen: "Mark as not handled",
  markLabel: (handled: boolean, name: string) =>
    `${handled ? "Mark as not handled" : "Mark as handled"}: message from ${name}`,
  reply: "Reply",
  replyLabel: (name: string) => `Reply to ${name} by e-mail`,
  replySubject: "Re: your message",
  deleteLabel: (name: string) => `Delete message from ${name}`,
  fields: { company: "Company", phone: "Phone", service: "Service", subject: "Subject", received: "Received" },
  confirmDelete: {
    title: "Delete this message?",
    text: (name: string) => `The message from ${name} will be deleted. This action cannot be undone.`,
  },
  toasts: {
    markedHandled: "Message marked as handled",
    markedOpen: "Message marked as not handled",
    markedNotSpam: "Message marked as not spam",
    updateFailed: "Failed to update message",
    deleted: "Message deleted successfully",
    deleteFailed: "Failed to delete message",
  },
} as const;

export const activityAdminTexts = {
  heading: "Activity",
  intro: "Sign-ins, sign-outs and every change made in the admin area, newest first (the last 100).",
  loading: "Loading activity…",
  empty: "No activity recorded yet.",
  loadFailed: "Failed to load the activity log. Please try again.",
  listLabel: "Activity log",
  /** The entries as sentences (docs/product.md#admin-activity); `who` is a display name or username. */
  sentences: {
    someone: "Someone",
    login: (who: string) => `${who} signed in`,
    logout: (who: string) => `${who} signed out`,
    login_failed: (who: string) => `${who} failed to sign in`,
    login_throttled: (who: string) => `${who} was refused sign-in: too many attempts`,
    /** `site reset-password` on the server, which no one signed in to do. */
    password_reset: (user: string) => `The password of user ${user} was reset on the server`,
    /** A user's own account (docs/product.md#account); `user` names the account for a server reset. */
    account: {
      totp_enrolled: (who: string) => `${who} turned on two-factor sign-in with an authenticator app`,
      totp_removed: (who: string) => `${who} turned off two-factor sign-in with an authenticator app`,
      recovery_code_used: (who: string) => `${who} signed in with a recovery code`,
      recovery_codes_renewed: (who: string) => `${who} made new recovery codes`,
      passkey_added: (who: string) => `${who} added a passkey`,
      passkey_removed: (who: string) => `${who} removed a passkey`,
      password_changed: (who: string) => `${who} changed their password`,
      password_check_failed: (who: string) => `${who} gave a wrong password on their account page`,
      session_ended: (who: string) => `${who} signed out one of their sessions`,
      two_factor_reset: (_who: string, user: string) => `Two-factor sign-in of user ${user} was reset on the server`,
      two_factor_reset_by_admin: (who: string, user: string) => `${who} reset the two-factor sign-in of user ${user}`,
      reauthenticated: (who: string) => `${who} confirmed it was them before changing their sign-in`,
      reauthentication_failed: (who: string) => `${who} failed to confirm it was them`,
    },
    verbs: {
      POST: "created",
      PUT: "updated",
      PATCH: "updated",
      DELETE: "deleted",
      published: "published",
      unpublished: "unpublished",
      /** A future 'Publish at' (docs/product.md#scheduled): not public until then. */
      scheduled: "scheduled",
      unscheduled: "unscheduled",
      uploaded: "uploaded",
    },
    /**
     * Writes that neither create, update nor delete their item, said as what was done
     * (`item` is the item's title in quotes, or its number).
     */
    named: {
      previewLinkMade: (who: string, item: string) => `${who} made a preview link of post ${item}`,
      previewLinksRevoked: (who: string, item: string) => `${who} revoked the preview links of post ${item}`,
      webhookTested: (who: string, item: string) => `${who} sent a test event to webhook endpoint ${item}`,
      backupMade: (who: string, item: string) => `${who} made backup ${item}`,
      backupScheduleSaved: (who: string, _item: string) => `${who} changed the backup schedule`,
      backupDeleted: (who: string, item: string) => `${who} deleted backup ${item}`,
      /** Recorded by versions before one upload read as one entry. */
      imageCopyAdded: (who: string, item: string) => `${who} added a smaller copy of image ${item}`,
    },
    /** The daily backup the schedule made, which no one signed in to do. */
    backup_scheduled: (item: string) => `A scheduled backup was made: ${item}`,
    nouns: {
      post: "post",
      resource: "resource",
      testimonial: "testimonial",
      user: "user",
      message: "message",
      image: "image",
      file: "file",
      settings: "the site settings",
      person: "a person (erased: their e-mail is not kept)",
      webhook: "webhook endpoint",
      backup: "backup",
    },
    /** Titles longer than this are cut with an ellipsis. */
    titleLength: 60,
  },
  /** The filters above the list, kept in the address (?actor=&kind=). */
  filters: {
    label: "Filter activity",
    actor: "Person",
    anyActor: "Everyone",
    kind: "Kind",
    anyKind: "Everything",
    kinds: {
      "sign-in": "Sign-ins",
      post: "Posts",
      resource: "Resources",
      testimonial: "Testimonials",
      user: "Users",
      message: "Messages",
      image: "Images",
      file: "Files",
      settings: "Settings",
      person: "Erasures",
      webhook: "Webhooks",
      backup: "Backups",
    },
    invalidKind: "Choose a kind from the list.",
  },
} as const;

/** The search, filters, sort and pages above and below each admin list (docs/product.md#admin-lists). */
export const adminListToolbarTexts = {
  toolbar: (list: string) => `Find ${list}`,
  search: "Search",
  status: "Status",
  allStatuses: "All statuses",
  category: "Category",
  allCategories: "All categories",
  featured: "Featured",
  allTestimonials: "All testimonials",
  sort: "Sort by",
  statuses: { published: "Published", draft: "Drafts", scheduled: "Scheduled" },
  featuredChoices: { true: "Featured", false: "Not featured" },
  messageStatuses: { open: "Open", handled: "Handled", spam: "Spam" },
  sorts: {
    updated: "Last edited",
    published: "Publication date",
    title: "Title",
    newest: "Newest first",
    oldest: "Oldest first",
    downloads: "Most downloaded",
    name: "Name",
    username: "Username",
  },
  pages: "Pages",
  previous: "Previous",
  next: "Next",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  viewOnSite: "View on site",
  viewOnSiteLabel: (title: string) => `View on site: ${title} (opens in a new tab)`,
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

/** The 'Search and sharing' group of the post and resource forms (docs/product.md#seo-fields). */
export const searchAndSharingTexts = {
  heading: "Search and sharing",
  metaTitle: "Meta title",
  metaTitleDescription: "Leave blank to use the title. At most 70 characters.",
  metaDescription: "Meta description",
  metaDescriptionDescriptions: {
    post: "Leave blank to use the excerpt. At most 200 characters.",
    resource: "Leave blank to use the description. At most 200 characters.",
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

/** The Backups section of the Settings tab and the dashboard's backup warning (docs/product.md#admin-backups). */
export const backupsAdminTexts = {
  heading: "Backups",
  intro:
    "Each backup is one archive of the database and every uploaded file. Download one now and then and keep it somewhere else.",
  // What an archive holds, and what it does not (decision 025).
  contents:
    "An archive holds the database (accounts with their password hashes, leads, messages, posts, pages and settings) and every uploaded file. It holds the installation's secret only if you include it below. Restored without it, the site keeps its own secret: download and preview links made before stop working, and admins who sign in with an authenticator app enrol it again.",
  includeSecret: "Include the installation's secret, sealed with a passphrase",
  includeSecretDescription:
    "Links and authenticator apps then keep working after a restore on a new server. Scheduled backups never include it.",
  passphrase: "Passphrase",
  passphraseDescription:
    "At least 12 characters. Keep it apart from the archive: without it, the secret cannot be restored.",
  passphraseAgain: "Passphrase again",
  passphraseMismatch: "The two passphrases differ",
  backUpNow: "Back up now",
  backingUp: "Backing up...",
  loading: "Loading backups…",
  loadFailed: "Failed to load the backups. Please try again.",
  listHeading: "Backups kept",
  empty: "No backups yet.",
  columns: { date: "Made", size: "Size", contents: "Contents", where: "Kept", actions: "Actions" },
  holds: { data: "Data and files", withSecret: "Data, files and the sealed secret" },
  locations: { local: "On the server's disk", bucket: "In the bucket" },
  download: "Download",
  delete: "Delete",
  downloadLabel: (date: string) => `Download the backup of ${date}`,
  deleteLabel: (date: string) => `Delete the backup of ${date}`,
  lastFailure: (date: string, message: string) => `The backup of ${date} failed: ${message}`,
  schedule: {
    heading: "Schedule",
    enabled: "Back up every day",
    enabledDescription: "At the hour below, in the site's time zone.",
    hour: "Hour",
    keep: "Keep the last",
    keepDescription: "Older scheduled backups are deleted.",
    destination: "Keep backups",
    save: "Save schedule",
    saving: "Saving...",
  },
  confirmDelete: {
    title: "Delete this backup?",
    text: (name: string) => `The backup of ${name} will be deleted. This action cannot be undone.`,
  },
  toasts: {
    made: "Backup made",
    makeFailed: "The backup failed",
    scheduleSaved: "Backup schedule saved",
    scheduleFailed: "Failed to save the backup schedule",
    deleted: "Backup deleted",
    deleteFailed: "Failed to delete the backup",
  },
  warning: {
    none: "No backup has been made yet. Open Settings and choose Back up now, or schedule daily backups.",
    stale: (age: string) =>
      `The last backup is ${age} old. Open Settings and choose Back up now, or schedule daily backups.`,
    days: (days: number) => `${days} day${days === 1 ? "" : "s"}`,
  },
} as const;

/** The Leads tab (docs/product.md#leads, #erasure, #webhooks). */
export const leadsAdminTexts = {
  heading: "Leads",
  intro: "The people behind the downloads, one per e-mail address, with everything they did.",
  exportPeople: "Export people (CSV)",
  exportDownloads: "Export all downloads (CSV)",
  searchLabel: "Search leads",
  search: "Search by name or e-mail",
  searchButton: "Search",
  resource: "Resource",
  anyResource: "Any resource",
  from: "From",
  to: "To",
  loading: "Loading leads…",
  loadFailed: "Failed to load leads. Please try again.",
  empty: "No leads match.",
  listLabel: "People",
  count: (n: number) => `${n} ${n === 1 ? "person" : "people"}`,
  pagesLabel: "Pages of leads",
  previous: "Previous",
  next: "Next",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  downloads: (n: number) => `${n} download${n === 1 ? "" : "s"}`,
  wrote: (n: number) => `Wrote ${n} message${n === 1 ? "" : "s"}`,
  firstSeen: "First seen",
  lastSeen: "Last seen",
  view: "View",
  viewPerson: (name: string) => `View ${name}`,
  back: "Back to all leads",
  personFailed: "Failed to load this person. Please try again.",
  linkedin: "LinkedIn profile",
  timeline: "Timeline",
  downloaded: (title: string) => `Downloaded ${title}`,
  messaged: (service: string, message: string) =>
    `Wrote through the contact form (${service}): ${message.length > 140 ? `${message.slice(0, 139)}…` : message}`,
  policyVersion: (version: string | null) =>
    version ? `Privacy policy ${version}` : "Privacy policy version not recorded",
  erase: "Erase this person",
  confirmErase: {
    title: "Erase this person?",
    text: (email: string) =>
      `Every download and message of ${email} is removed for good, with any e-mail or webhook still queued about them. Download counts stay. This cannot be undone.`,
    confirm: "Erase",
    cancel: "Cancel",
  },
  erased: "Person erased",
  eraseFailed: "Failed to erase this person",
  webhooks: {
    heading: "Webhooks",
    intro: "Send each new lead or message to your CRM. Every request is signed with the endpoint's secret.",
    refresh: "Refresh",
    url: "Endpoint URL",
    events: "Events",
    add: "Add endpoint",
    adding: "Adding...",
    added: "Webhook endpoint added",
    addFailed: "Failed to add the endpoint",
    actionFailed: "That did not work",
    secretTitle: (url: string) => `Secret for ${url}`,
    secretOnce:
      "Copy it now: it is not shown again. Use it to check each request's webhook-signature header (Standard Webhooks).",
    secretDone: "I have copied it",
    loadFailed: "Failed to load webhook endpoints. Please try again.",
    empty: "No webhook endpoints yet.",
    listLabel: "Webhook endpoints",
    sendTest: "Send test event",
    testQueued: "Test event queued",
    remove: "Remove",
    removeLabel: (url: string) => `Remove ${url}`,
    removed: "Webhook endpoint removed",
    noDeliveries: "Nothing sent yet.",
    deliveriesLabel: (url: string) => `Deliveries to ${url}`,
    status: { pending: "Pending", sent: "Delivered", failed: "Failed" },
    attempts: (n: number) => `${n} attempt${n === 1 ? "" : "s"}`,
    outcome: (outcome: "sent" | "failed" | null) =>
      outcome === "sent" ? "delivered" : outcome === "failed" ? "failed" : "in progress",
  },
} as const;

/** The Analytics tab (docs/product.md#analytics) and the messages of its API's refused queries. */
export const analyticsAdminTexts = {
  heading: "Analytics",
  intro:
    "Visits counted on the server, without cookies: no address, user agent or visitor identifier is stored. Visitors are counted per day, so a person who comes back on another day is counted again.",
  loading: "Loading analytics…",
  loadFailed: "Failed to load analytics. Please try again.",
  retry: "Try again",
  refresh: "Refresh",
  periodLabel: "Period",
  periods: { 7: "Last 7 days", 30: "Last 30 days", 90: "Last 90 days" },
  exportCsv: "Export CSV",
  totals: {
    label: "Totals for the period",
    visitors: "Visitors",
    pageViews: "Page views",
    conversions: "Conversions",
    conversionRate: "Conversion rate",
    /** Visits with at least one download or message, over all visits: never above 100 %. */
    conversionRateHint: "of visits converted",
    noRate: "–",
  },
  chart: {
    title: "Visitors, page views and conversions per day",
    tableCaption: "Visitors, page views and conversions per day",
    day: "Day",
  },
  tables: {
    topPages: "Top pages",
    entryPages: "Top entry pages",
    sources: "Sources",
    campaigns: "Campaigns",
    conversions: "Top articles and resources by conversions",
    funnels: "Resource funnels",
  },
  columns: {
    page: "Page",
    views: "Views",
    visits: "Visits",
    conversions: "Conversions",
    referrer: "Referrer",
    source: "Source",
    medium: "Medium",
    campaign: "Campaign",
    downloads: "Downloads",
    messages: "Messages",
    resource: "Resource",
    detailViews: "Detail views",
    dialogOpens: "Dialog opens",
  },
  direct: "Direct or unknown",
  none: "(none)",
  empty: "Nothing counted in this period yet.",
  /** The API's messages for a refused period. */
  invalidDate: "Give the date as YYYY-MM-DD.",
  fromAfterTo: "The start date must not be after the end date.",
  tooLong: "The period may be at most 400 days.",
} as const;

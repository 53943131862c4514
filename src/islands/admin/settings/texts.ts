// The words of the Settings tab (docs/product.md#admin-settings), its Backups section included.

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
    profiles: "Profiles",
    founder: "Founder",
    sharing: "Sharing",
    proof: "Proof",
    notifications: "Notifications",
    security: "Security",
  },
  /** The client logos of the Proof group (docs/product.md#client-logos). */
  clientLogos: {
    description:
      "The companies the firm has worked with, shown as a row of logos in one ink on the home and about pages. The row is hidden while there are none.",
    empty: "No client logos yet.",
    company: (n: number) => `Company ${n}`,
    companyDescription: "Read out to screen readers as the logo's text.",
    logo: (n: number) => `Logo ${n}`,
    add: "Add logo",
    moveUp: "Move up",
    moveDown: "Move down",
    remove: "Remove",
    moveUpLabel: (company: string) => `Move ${company} up`,
    moveDownLabel: (company: string) => `Move ${company} down`,
    removeLabel: (company: string) => `Remove ${company}`,
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
  /** The Profiles group: the firm's links in the footer and its JSON-LD `sameAs` (docs/product.md#settings). */
  profiles: {
    intro: "Links shown in the footer of every page. Leave a field blank to leave its link out.",
    labels: {
      linkedinUrl: "LinkedIn URL",
      "social.x": "X URL",
      "social.youtube": "YouTube URL",
      "social.github": "GitHub URL",
      "social.medium": "Medium URL",
      "social.newsletter": "Newsletter URL",
    },
    placeholders: {
      linkedinUrl: "https://www.linkedin.com/company/…",
      "social.x": "https://x.com/…",
      "social.youtube": "https://www.youtube.com/@…",
      "social.github": "https://github.com/…",
      "social.medium": "https://medium.com/@…",
      "social.newsletter": "https://…",
    },
  },
  fields: {
    requireTwoFactor: "Require two-factor sign-in for admins",
    requireTwoFactorDescription:
      "An admin without an authenticator app or a passkey is sent to set one up after signing in, and can do nothing else until then.",
    downloadCountThreshold: "Show download counts from",
    downloadCountThresholdDescription:
      "A resource's download count is hidden until it reaches this number. 0 shows every count; 10 keeps a new resource from showing '0 downloads'.",
    firmName: "Firm name",
    tagline: "Tagline",
    taglineDescription: "The footer's line.",
    logoUrl: "Logo URL",
    logoDescription: "Leave blank to show the drawn mark.",
    email: "Email",
    emailDescription: "Shown on /contact and /privacy-policy; contact messages are sent here.",
    phone: "Phone",
    location: "Location",
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

/** The CDN section of the Settings tab (docs/product.md#admin-cdn, docs/deploying.md#cdn). */
export const cdnAdminTexts = {
  heading: "CDN",
  intro:
    "When the site is served through a CDN, every content change asks it to drop the pages built from that content, so visitors see the change at once.",
  loading: "Loading the CDN settings…",
  loadFailed: "Failed to load the CDN settings. Please try again.",
  provider: "CDN",
  none: "None",
  noneNote: "No CDN is purged. Choose one to purge it on every content change.",
  providers: [
    { value: "http", label: "HTTP (Varnish)" },
    { value: "cloudflare", label: "Cloudflare" },
    { value: "fastly", label: "Fastly" },
    { value: "bunny", label: "Bunny" },
  ],
  url: {
    http: "Purge address",
    httpDescription: "Where the PURGE requests go: your Varnish or proxy, http or https.",
    api: "API address",
    apiDescription: "Leave blank for the provider's own API.",
  },
  zone: { cloudflare: "Zone ID", fastly: "Service ID", bunny: "Pull zone ID" },
  token: {
    http: "Bearer token",
    cloudflare: "API token",
    fastly: "API key",
    bunny: "Access key",
    httpDescription: "Optional: sent with each purge as a Bearer token.",
    description: "Kept sealed on the server and never shown again.",
    stored: "A token is stored (never shown). Leave blank to keep it, or enter a new one.",
  },
  environment: (provider: string) =>
    `The server's environment configures the CDN (CDN_PURGE_PROVIDER: ${provider}). Change it there; it cannot be changed here.`,
  save: "Save CDN settings",
  saving: "Saving...",
  remove: "Remove CDN",
  confirmDelete: {
    title: "Remove the CDN settings?",
    text: (name: string) => `${name} will no longer be purged when content changes, and its token is forgotten.`,
  },
  toasts: {
    saved: "CDN settings saved",
    saveFailed: "Failed to save the CDN settings",
    deleted: "CDN settings removed",
    deleteFailed: "Failed to remove the CDN settings",
  },
} as const;

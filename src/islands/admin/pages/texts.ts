// The words of the Pages tab (docs/product.md#admin-pages): the list of pages, the editor's buttons
// and messages, and the names of the page documents' fields (a key not named here is shown as its
// key in words: "tabListAria" → "Tab list aria").

export const pagesTexts = {
  heading: "Pages",
  intro:
    "Every word on the public pages. A save keeps a draft; visitors see nothing new until you publish. Facts entered once here show wherever the pages state them.",
  /** Under the heading: the names a text may use for what the settings and the facts hold. */
  placeholders:
    "A text may name {firm} and {country} (from Settings), and {years} and {leadYears} (from the shared facts): each shows as they say.",
  listLabel: "Pages to edit",
  loading: "Loading pages…",
  loadFailed: "Failed to load the pages. Please try again.",
  loadingPage: "Loading the page…",
  loadPageFailed: "Failed to load this page. Please try again.",
  choose: "Choose a page to edit its words.",
  states: {
    published: "Published",
    draft: "Draft changes",
    neverReviewed: "Never reviewed",
  },
  /** What a page's state means, above its editor: "Saved Nov 27, 2026, 9:12 AM by Alex". */
  stateDetail: {
    published: "Published",
    draft: "Saved, not published yet:",
    by: (who: string | null) => (who ? ` by ${who}` : ""),
    neverReviewed: "Visitors see the built-in text: publish it as it is, or edit it first.",
  },
  showsOn: (paths: readonly string[]) => `Shows on ${paths.join(", ")}`,
  unsaved: "Unsaved changes",
  saveDraft: "Save draft",
  saving: "Saving…",
  preview: "Preview",
  previewLabel: (title: string) => `Preview ${title} (opens in a new tab)`,
  publish: "Publish",
  publishing: "Publishing…",
  history: "History",
  toasts: {
    saved: "Draft saved",
    saveFailed: "Failed to save the draft. Please try again.",
    invalid: "Please correct the highlighted fields",
    published: "Published",
    publishFailed: "Failed to publish. Please try again.",
    previewFailed: "Failed to open the preview. Please try again.",
    restored: "Version restored as a draft",
    restoreFailed: "Failed to restore the version. Please try again.",
    popupBlocked: "Your browser blocked the new tab. Allow pop-ups for this site, then press Preview again.",
  },
  conflict: {
    heading: "Someone else saved this page",
    reload: "Load their version",
    reloading: "Loading…",
    note: "Loading their version replaces what you typed here.",
  },
  historyDialog: {
    heading: (title: string) => `History of ${title}`,
    intro: "Every saved version, newest first. Restoring one makes it a new draft, to check and publish.",
    close: "Close",
    loading: "Loading the history…",
    loadFailed: "Failed to load the history. Please try again.",
    empty: "Nothing saved yet: the page shows its built-in text.",
    version: (n: number) => `Version ${n}`,
    saved: (who: string | null) => (who ? `Saved by ${who}` : "Saved"),
    published: (who: string | null) => (who ? `Published by ${who}` : "Published"),
    current: "Current",
    restoredFrom: (n: string) => `Restored from version ${n}`,
    resetField: (field: string) => `Put ${field} back to its default`,
    restore: "Restore",
    restoreLabel: (n: number) => `Restore version ${n}`,
  },
  list: {
    moveUp: "Move up",
    moveDown: "Move down",
    remove: "Remove",
    moveUpLabel: (item: string) => `Move up: ${item}`,
    moveDownLabel: (item: string) => `Move down: ${item}`,
    removeLabel: (item: string) => `Remove: ${item}`,
    add: (item: string) => `Add ${item.toLowerCase()}`,
    item: (noun: string, n: number) => `${noun} ${n}`,
    limits: (min: number, max: number) => {
      if (!Number.isFinite(max)) return min > 0 ? `At least ${min} items` : "";
      return min > 0 ? `${min} to ${max} items` : `Up to ${max} items`;
    },
    movedUp: (item: string, now: string, count: number) => `${item} moved up: now ${now} of ${count}.`,
    movedDown: (item: string, now: string, count: number) => `${item} moved down: now ${now} of ${count}.`,
    removed: (item: string, count: number) => `${item} removed: ${count} left.`,
    added: (item: string) => `${item} added.`,
  },
  optional: {
    add: (label: string) => `Add ${label.toLowerCase()}`,
    remove: (label: string) => `Remove ${label.toLowerCase()}`,
    removed: (label: string) => `${label} removed.`,
  },
  reset: "Reset to default",
  resetLabel: (field: string) => `Reset to default: ${field}`,
  resetDone: (field: string) => `${field} is back to its default. Save the draft to keep it.`,
  chooseOption: "Choose…",
  noValue: "Leave empty for none.",
} as const;

/** The fields' names by key, wherever the key appears. */
export const fieldLabels: Record<string, string> = {
  hero: "Hero",
  eyebrow: "Eyebrow",
  subtitle: "Lead",
  primaryButton: "Main button",
  secondaryButton: "Second button",
  href: "Links to",
  heroFounder: "Founder card in the hero",
  more: "More credentials line",
  proof: "Figures strip",
  figures: "Figures",
  serviceCards: "Service cards",
  viewAllButton: "View all button",
  cta: "Closing band",
  button: "Button",
  text: "Text",
  experienceYears: "Years of experience {years}",
  leadershipYears: "Years leading product {leadYears}",
  short: "Short name",
  name: "Full name",
  heroLabel: "Name on the home hero card",
  group: "Shown in",
  story: "Story",
  valuesSection: "Values section",
  credentialGroups: "Credentials timeline",
  education: "Executive education",
  agile: "Agile",
  info: "Contact details section",
  faqHeading: "FAQ heading",
  faqs: "FAQ",
  areasSection: "Areas section",
  areas: "Areas of expertise",
  landscape: "Technologies and industries section",
  tabListAria: "Tab list name (for screen readers)",
  id: "Anchor",
  lastUpdatedLabel: "Last updated label",
  intro: "Introduction",
  offeringGroups: "Offering groups",
  linkLabel: "Link label",
  tabHeadings: "Service tab headings",
  tabs: "Service tabs",
  tabLabel: "Tab label",
  keyBenefits: "Key benefits",
  howItWorks: "How it works",
  engagementSteps: "How an engagement starts",
  engagementModels: "Engagement models",
  models: "Models",
  cadence: "Time",
  length: "Typical length",
  summary: "Summary",
  includes: "What is included",
  price: "Price",
  forWhom: "For whom",
  outcome: "Outcome",
  items: "Figures",
};

/** A choice's name where its key names something else as text: a card's `id` is the service it describes. */
export const choiceLabels: Record<string, string> = {
  id: "Service",
};

/** What one item of a list is called ("Question 2"), by the list's key. */
export const itemNouns: Record<string, string> = {
  figures: "Figure",
  serviceCards: "Service card",
  benefits: "Benefit",
  keyBenefits: "Benefit",
  tags: "Tag",
  paragraphs: "Paragraph",
  intro: "Paragraph",
  credentials: "Credential",
  values: "Value",
  items: "Figure",
  faqs: "Question",
  areas: "Area",
  technologies: "Technology",
  industries: "Industry",
  sections: "Section",
  subsections: "Subsection",
  bullets: "Bullet",
  links: "Link",
  cards: "Card",
  tabs: "Service tab",
  components: "Component",
  steps: "Step",
  offeringGroups: "Group",
  models: "Model",
  includes: "Inclusion",
};

/** Help under a field, by key. */
export const fieldHelp: Record<string, string> = {
  heroLabel: "Leave empty to leave it off the card (it is counted in the “more” line).",
  year: "Leave empty for none.",
  href: "A page of this site, such as /contact or /services#fractional-cpo.",
  more: "{n} is how many more credentials there are.",
  id: "Lowercase words and hyphens: where a link to this part of the page lands.",
  price: "'From $9,000 a month', or 'On request'.",
  cadence: "How much of the firm's time, such as '1–3 days a week'.",
  forWhom: "Who the firm is for, under the title. Leave empty for none.",
  outcome: "What a client gets, under the lead. Leave empty for none.",
};

/** The names of a choice's options, where the value itself does not say it. */
export const optionLabels: Record<string, string> = {
  education: "Executive education (about timeline)",
  agile: "Agile (home ledger and about timeline)",
  "fractional-cpo": "Fractional CPO",
  "product-management": "Product management",
  "product-operations": "Product operations",
  "invisible-partner": "Invisible partner",
};

/** A key in words: "tabListAria" → "Tab list aria". */
function keyInWords(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

export const labelOf = (key: string) => fieldLabels[key] ?? keyInWords(key);
export const itemNounOf = (key: string) => itemNouns[key] ?? "Item";
export const optionLabelOf = (value: string) => optionLabels[value] ?? keyInWords(value);

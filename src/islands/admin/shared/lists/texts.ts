// The words around every admin list: its states, toolbar (search, filters, sort) and pages.

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

/** The row buttons' accessible names of a list of titled items (posts, resources, case studies). */
export const titledItemLabels = {
  editLabel: (title: string) => `Edit "${title}"`,
  deleteLabel: (title: string) => `Delete "${title}"`,
};

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

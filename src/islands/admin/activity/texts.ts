// The words of the Activity tab (docs/product.md#admin-activity). The entries' sentences are made
// on the server: src/content/activity-log.ts.

export const activityAdminTexts = {
  heading: "Activity",
  intro: "Sign-ins, sign-outs and every change made in the admin area, newest first (the last 100).",
  loading: "Loading activity…",
  empty: "No activity recorded yet.",
  loadFailed: "Failed to load the activity log. Please try again.",
  listLabel: "Activity log",
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
  },
} as const;

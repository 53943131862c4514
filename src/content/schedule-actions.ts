// 'Publish now' and 'Unschedule' of a scheduled post or resource (docs/product.md#scheduled): the
// dashboard's buttons and the server's answers, so both live here.

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
  "case-study": {
    "publish-now": "Case study published",
    unschedule: "Case study unscheduled: it is a draft again",
    notScheduled: "This case study is not scheduled: reload the list to see where it stands",
  },
} as const;

// The words of the dashboard's shell around the tabs (docs/product.md#admin): tab names, loading and
// failure. Each tab's words are in its folder's texts.ts; those several tabs use are in shared/.

export const dashboardTexts = {
  tabListLabel: "Admin sections",
  /** The narrow screen's button that opens the list of tabs. */
  menu: "Menu",
  /** Its name as announced: the site's header has a 'Menu' of its own at that width. */
  menuLabel: "Menu of admin sections",
  tabs: {
    home: "Home",
    blog: "Blog Posts",
    pages: "Pages",
    resources: "Resources",
    "case-studies": "Case Studies",
    testimonials: "Testimonials",
    users: "Users",
    settings: "Settings",
    messages: "Messages",
    leads: "Leads",
    bookings: "Bookings",
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

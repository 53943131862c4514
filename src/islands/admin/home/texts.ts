// The words of the Home tab (docs/product.md#admin-home).

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export const homeAdminTexts = {
  heading: "Home",
  intro: "What came in this week and what is waiting for you.",
  loading: "Loading the overview…",
  loadFailed: "Failed to load the overview. Please try again.",
  refresh: "Refresh",
  leads: {
    heading: "New leads this week",
    empty: "No new leads this week.",
    more: (n: number) => `and ${n.toLocaleString("en-US")} more`,
    open: "Open Leads",
  },
  bookings: {
    heading: "New bookings this week",
    empty: "No new bookings this week.",
    more: (n: number) => `and ${n.toLocaleString("en-US")} more`,
    line: (meeting: string) => `${meeting}, `,
  },
  messages: {
    heading: "Messages",
    waiting: (n: number) => `${plural(n, "message", "messages")} to handle`,
    none: "No messages waiting.",
    open: "Open Messages",
  },
  unpublished: {
    heading: "Drafts and scheduled",
    summary: (drafts: number, scheduled: number) =>
      `${plural(drafts, "draft", "drafts")}, ${plural(scheduled, "scheduled", "scheduled")}`,
    empty: "No drafts or scheduled items.",
    draft: "Draft",
    scheduled: "Scheduled",
    kinds: { post: "Post", resource: "Resource" },
  },
  topArticle: {
    heading: "Top article this month",
    leads: (n: number) => `brought ${plural(n, "lead", "leads")}`,
    empty: "No article has brought a lead this month yet.",
  },
  server: {
    heading: "Backups and server",
    lastBackup: "Last backup",
    noBackup: "No backup yet",
    stale: "Older than two days: make a backup in Settings.",
    failed: (message: string) => `The last backup failed: ${message}`,
    running: "A backup is running.",
    version: "Version",
    uptime: "Running for",
    mailWaiting: "Mail waiting",
    replication: "Replication",
    replicating: "Replicating",
    notReplicating: "Not set up",
    stopped: "Set up, not running",
  },
  makeItYours: {
    heading: "Make it yours",
    intro: "What is still the sample site's. Each item is checked off once it is done.",
    done: "Done",
    todo: "To do",
    unpublish: "Take the sample content off the site",
    republish: "Put the sample content back",
    unpublished: "Sample content taken off the site",
    republished: "Sample content back on the site",
    failed: "The sample content could not be changed",
  },
} as const;

/** Seconds as "3 days, 4 hours" (the two largest units), for uptime and a backup's age. */
export function durationOf(seconds: number): string {
  const units: [number, string, string][] = [
    [86_400, "day", "days"],
    [3_600, "hour", "hours"],
    [60, "minute", "minutes"],
  ];
  const parts: string[] = [];
  let rest = seconds;
  for (const [size, one, many] of units) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n > 0 || parts.length > 0) parts.push(plural(n, one, many));
    if (parts.length === 2) break;
  }
  return parts.filter((part) => !part.startsWith("0 ")).join(", ") || "less than a minute";
}

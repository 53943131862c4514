// Every API address the admin dashboard calls, in one place (docs/architecture.md#admin-data-layer):
// a constant for a fixed address, a function for one that holds an id or a query. No admin module
// writes "/api/…" itself (paths.test.ts beside it), so a route renamed on the server is
// renamed here once, and a search for an address finds every caller.
import type { ScheduleChange } from "../../../../shared/schedule-changes";

/** The session: whether it still stands (polled by the dashboard), and signing out. */
export const AUTH_CHECK_PATH = "/api/auth/check";
export const AUTH_LOGOUT_PATH = "/api/auth/logout";

// Blog Posts (read from /api/admin/blog, written at /api/blog).
export const ADMIN_BLOG_PATH = "/api/admin/blog";
/**
 * The list's first page, read for what it carries beside its rows: every post's category, drafts
 * included (the whole list, SPEC's unpaged answer, grows with the blog; docs/architecture.md#admin-lists).
 */
export const ADMIN_BLOG_CATEGORIES_PATH = `${ADMIN_BLOG_PATH}?page=1`;
/** One post whole, body included (the list carries none: docs/architecture.md#admin-lists). */
export const adminBlogPostPath = (id: number) => `${ADMIN_BLOG_PATH}/${id}`;
/** Where posts and testimonials are written (their lists are read from /api/admin/…). */
export const BLOG_WRITES = { list: "/api/blog", item: (id: number) => `/api/blog/${id}` };
/** POST makes a preview link of the post, DELETE revokes every one. */
export const previewLinkPath = (id: number) => `${ADMIN_BLOG_PATH}/${id}/preview-link`;
/** POST publishes a scheduled post or resource now, or makes it a draft again (docs/product.md#scheduled). */
export const scheduleChangePath = (kind: "post" | "resource" | "case-study", id: number, change: ScheduleChange) =>
  `${{ post: ADMIN_BLOG_PATH, resource: ADMIN_RESOURCES_PATH, "case-study": ADMIN_CASE_STUDIES_PATH }[kind]}/${id}/${change}`;

/** The kinds of item with an editor page and revisions (docs/product.md#editor). */
export type EditedKind = "post" | "resource" | "case-study";
/** An item's revisions (docs/product.md#revisions), the editor's autosave and a revision's restore. */
const itemBase = (kind: EditedKind, id: number) => `${editedPaths(kind).list}/${id}`;
export const revisionsPath = (kind: EditedKind, id: number) => `${itemBase(kind, id)}/revisions`;
export const draftPath = (kind: EditedKind, id: number) => `${itemBase(kind, id)}/draft`;
export const restorePath = (kind: EditedKind, id: number, version: number) =>
  `${revisionsPath(kind, id)}/${version}/restore`;

// Testimonials.
export const ADMIN_TESTIMONIALS_PATH = "/api/admin/testimonials";
export const TESTIMONIAL_WRITES = { list: "/api/testimonials", item: (id: number) => `/api/testimonials/${id}` };

// Resources, their files and downloads.
export const ADMIN_RESOURCES_PATH = "/api/admin/resources";
export const resourcePath = (id: number) => `${ADMIN_RESOURCES_PATH}/${id}`;
export const RESOURCE_WRITES = { list: ADMIN_RESOURCES_PATH, item: resourcePath };
export const resourceDownloadsPath = (id: number) => `${ADMIN_RESOURCES_PATH}/${id}/downloads`;
export const resourceDownloadsCsvPath = (id: number) => `${ADMIN_RESOURCES_PATH}/${id}/downloads.csv`;
export const resourceFilePath = (id: number) => `${ADMIN_RESOURCES_PATH}/${id}/file`;
/**
 * The published resources, as the public list answers them: what a post's call to action may link
 * to (an author may not read the admin's list, and a draft's page is not public).
 */
export const PUBLISHED_RESOURCES_PATH = "/api/resources?limit=50";
/** Where an uploaded private file is served from (the resource form's placeholder names it). */
export const ADMIN_FILES_PATH = "/api/admin/files";

// Case studies (docs/product.md#case-studies): the list without the long texts, one whole at its path.
export const ADMIN_CASE_STUDIES_PATH = "/api/admin/case-studies";
export const caseStudyPath = (id: number) => `${ADMIN_CASE_STUDIES_PATH}/${id}`;
export const CASE_STUDY_WRITES = { list: ADMIN_CASE_STUDIES_PATH, item: caseStudyPath };

/** An edited kind's admin list (read again after a save) and where its items are written. */
export function editedPaths(kind: EditedKind) {
  return {
    post: { list: ADMIN_BLOG_PATH, writes: BLOG_WRITES },
    resource: { list: ADMIN_RESOURCES_PATH, writes: RESOURCE_WRITES },
    "case-study": { list: ADMIN_CASE_STUDIES_PATH, writes: CASE_STUDY_WRITES },
  }[kind];
}

// Uploads.
export const ADMIN_RESOURCE_UPLOAD_PATH = "/api/admin/upload/resource";
export const ADMIN_IMAGE_UPLOAD_PATH = "/api/admin/upload/image";

// Users and people.
export const USERS_PATH = "/api/users";
/** GET pending and past invitations, POST {email, role}; DELETE invitationPath(id) withdraws one. */
export const ADMIN_INVITATIONS_PATH = "/api/admin/invitations";
export const invitationPath = (id: number) => `${ADMIN_INVITATIONS_PATH}/${id}`;
export const userPath = (id: number) => `${USERS_PATH}/${id}`;
export const USER_WRITES = { list: USERS_PATH, item: userPath };
/** DELETE removes every second factor of the account and ends its sessions. */
export const userTwoFactorPath = (id: number) => `${userPath(id)}/two-factor`;
export const ADMIN_PEOPLE_PATH = "/api/admin/people";

// Messages.
export const ADMIN_MESSAGES_PATH = "/api/admin/messages";
export const messagePath = (id: number) => `${ADMIN_MESSAGES_PATH}/${id}`;
export const ADMIN_UNREAD_COUNT_PATH = `${ADMIN_MESSAGES_PATH}/unread-count`;

// Activity.
export const ADMIN_ACTIVITY_PATH = "/api/admin/activity?limit=100";
export const ADMIN_ACTIVITY_ACTORS_PATH = "/api/admin/activity/actors";

// Analytics: the report and CSV of a period (docs/product.md#analytics).
export const adminAnalyticsPath = (from: string, to: string) => `/api/admin/analytics?from=${from}&to=${to}`;
export const adminAnalyticsCsvPath = (from: string, to: string) =>
  `/api/admin/analytics/export.csv?from=${from}&to=${to}`;

// Home (docs/product.md#admin-home): the overview, and its checklist's sample content switch.
export const ADMIN_OVERVIEW_PATH = "/api/admin/overview";
export const samplesPath = (change: "unpublish" | "republish") => `/api/admin/pages/samples/${change}`;

// Settings, notifications, backups and the installation's status.
export const ADMIN_SETTINGS_PATH = "/api/admin/settings";
export const ADMIN_NOTIFICATIONS_PATH = "/api/admin/notifications";
export const ADMIN_BACKUPS_PATH = "/api/admin/backups";
export const ADMIN_BACKUP_SCHEDULE_PATH = `${ADMIN_BACKUPS_PATH}/schedule`;
export const ADMIN_STATUS_PATH = "/api/admin/status";
export const ADMIN_CDN_PATH = "/api/admin/cdn";

// Media library.
export const ADMIN_MEDIA_PATH = "/api/admin/media";
/**
 * GET ?page=&limit=&q=&unused=true for the library (`q` searches it whole, `unused` keeps what
 * nothing uses); PUT {alt} and DELETE an image at mediaPath(id).
 */
export const mediaListPath = (page: number, filters: { q?: string; unused?: boolean } = {}, limit = 24) => {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (filters.q) query.set("q", filters.q);
  if (filters.unused) query.set("unused", "true");
  return `${ADMIN_MEDIA_PATH}?${query}`;
};
export const mediaPath = (id: number) => `${ADMIN_MEDIA_PATH}/${id}`;
/** POST multipart `file` and `width`: a smaller copy made in the browser. */
export const mediaVariantsPath = (id: number) => `${ADMIN_MEDIA_PATH}/${id}/variants`;
/** POST {ids}: deletes those nothing uses, answers which were deleted, kept (in use) and missing. */
export const MEDIA_BULK_DELETE_PATH = `${ADMIN_MEDIA_PATH}/bulk-delete`;

// Leads and webhooks.
export const ADMIN_LEAD_PEOPLE_PATH = "/api/admin/leads";
export const ADMIN_PEOPLE_CSV_PATH = `${ADMIN_LEAD_PEOPLE_PATH}/people.csv`;
export const ADMIN_LEADS_CSV_PATH = "/api/admin/leads.csv";
export const leadPersonPath = (email: string) => `${ADMIN_LEAD_PEOPLE_PATH}/${encodeURIComponent(email)}`;
/** PUT {status}. */
export const leadStatusPath = (email: string) => `${leadPersonPath(email)}/status`;
/** POST {body} adds a note; DELETE leadNotePath(email, id) removes one. */
export const leadNotesPath = (email: string) => `${leadPersonPath(email)}/notes`;
export const leadNotePath = (email: string, id: number) => `${leadNotesPath(email)}/${id}`;
export const ADMIN_WEBHOOKS_PATH = "/api/admin/webhooks";
export const webhookPath = (id: number) => `${ADMIN_WEBHOOKS_PATH}/${id}`;
/** POST queues a test event to the endpoint. */
export const webhookTestPath = (id: number) => `${webhookPath(id)}/test`;

// Pages: the public pages' words (docs/product.md#pages-editor), each a versioned document.
export const ADMIN_PAGES_PATH = "/api/admin/pages";
export const adminPagePath = (page: string) => `${ADMIN_PAGES_PATH}/${page}`;
/** PUT {base, document}: a new draft. */
export const pageDraftPath = (page: string) => `${adminPagePath(page)}/draft`;
/** POST {version}: publish, preview ({version?}) and restore ({version, base}). */
export const pageActionPath = (page: string, action: "publish" | "preview" | "restore") =>
  `${adminPagePath(page)}/${action}`;
export const pageHistoryPath = (page: string) => `${adminPagePath(page)}/history`;

// My Account (docs/product.md#account).
export const ACCOUNT_PATH = "/api/account";
export const ACCOUNT_SESSIONS_PATH = `${ACCOUNT_PATH}/sessions`;
/** DELETE signs one of one's own sessions out. */
export const accountSessionPath = (handle: string) => `${ACCOUNT_SESSIONS_PATH}/${handle}`;
export const ACCOUNT_PASSWORD_PATH = `${ACCOUNT_PATH}/password`;
export const ACCOUNT_REAUTHENTICATE_PATH = `${ACCOUNT_PATH}/reauthenticate`;
export const ACCOUNT_TOTP_PATH = `${ACCOUNT_PATH}/totp`;
export const ACCOUNT_TOTP_CONFIRM_PATH = `${ACCOUNT_TOTP_PATH}/confirm`;
export const ACCOUNT_RECOVERY_CODES_PATH = `${ACCOUNT_PATH}/recovery-codes`;
export const accountPasskeyPath = (id: string) => `${ACCOUNT_PATH}/passkeys/${encodeURIComponent(id)}`;

// Bookings (docs/product.md#admin-bookings): the bookings, meeting types, hours, calendar and feed.
export const ADMIN_BOOKINGS_PATH = "/api/admin/bookings";
/** The upcoming or the past bookings; every read of either starts with BOOKING_LISTS_PREFIX. */
export const BOOKING_LISTS_PREFIX = `${ADMIN_BOOKINGS_PATH}?when=`;
export const bookingListPath = (when: "upcoming" | "past") => `${BOOKING_LISTS_PREFIX}${when}`;
/** POST {message}: cancels a held booking and e-mails the visitor. */
export const bookingCancelPath = (id: number) => `${ADMIN_BOOKINGS_PATH}/${id}/cancel`;
/** POST: a held booking whose time has passed is marked no-show. */
export const bookingNoShowPath = (id: number) => `${ADMIN_BOOKINGS_PATH}/${id}/no-show`;
export const MEETING_TYPES_PATH = `${ADMIN_BOOKINGS_PATH}/types`;
export const MEETING_TYPE_WRITES = { list: MEETING_TYPES_PATH, item: (id: number) => `${MEETING_TYPES_PATH}/${id}` };
/** GET and PUT the switch, the time zone, the weekly hours and the exceptions. */
export const BOOKING_AVAILABILITY_PATH = `${ADMIN_BOOKINGS_PATH}/availability`;
/** GET the CalDAV calendar's summary, PUT {url, username, password} (tested first), DELETE. */
export const BOOKING_CALENDAR_PATH = `${ADMIN_BOOKINGS_PATH}/calendar`;
export const BOOKING_CALENDAR_TEST_PATH = `${BOOKING_CALENDAR_PATH}/test`;
/** GET the secret ICS feed's address; POST …/rotate makes a new one. */
export const BOOKING_FEED_PATH = `${ADMIN_BOOKINGS_PATH}/feed`;
export const BOOKING_FEED_ROTATE_PATH = `${BOOKING_FEED_PATH}/rotate`;

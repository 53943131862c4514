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
/** One post whole, body included (the list carries none: docs/architecture.md#admin-lists). */
export const adminBlogPostPath = (id: number) => `${ADMIN_BLOG_PATH}/${id}`;
/** Where posts and testimonials are written (their lists are read from /api/admin/…). */
export const BLOG_WRITES = { list: "/api/blog", item: (id: number) => `/api/blog/${id}` };
/** POST makes a preview link of the post, DELETE revokes every one. */
export const previewLinkPath = (id: number) => `${ADMIN_BLOG_PATH}/${id}/preview-link`;
/** POST publishes a scheduled post or resource now, or makes it a draft again (docs/product.md#scheduled). */
export const scheduleChangePath = (kind: "post" | "resource", id: number, change: ScheduleChange) =>
  `${kind === "post" ? ADMIN_BLOG_PATH : ADMIN_RESOURCES_PATH}/${id}/${change}`;

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
/** Where an uploaded private file is served from (the resource form's placeholder names it). */
export const ADMIN_FILES_PATH = "/api/admin/files";

// Uploads.
export const ADMIN_RESOURCE_UPLOAD_PATH = "/api/admin/upload/resource";
export const ADMIN_IMAGE_UPLOAD_PATH = "/api/admin/upload/image";

// Users and people.
export const USERS_PATH = "/api/users";
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

// Settings, notifications, backups and the installation's status.
export const ADMIN_SETTINGS_PATH = "/api/admin/settings";
export const ADMIN_NOTIFICATIONS_PATH = "/api/admin/notifications";
export const ADMIN_BACKUPS_PATH = "/api/admin/backups";
export const ADMIN_BACKUP_SCHEDULE_PATH = `${ADMIN_BACKUPS_PATH}/schedule`;
export const ADMIN_STATUS_PATH = "/api/admin/status";
export const ADMIN_CDN_PATH = "/api/admin/cdn";

// Media library.
export const ADMIN_MEDIA_PATH = "/api/admin/media";
/** GET ?page=&limit= for the library; PUT {alt} and DELETE an image at mediaPath(id). */
export const mediaListPath = (page: number, limit = 24) => `${ADMIN_MEDIA_PATH}?page=${page}&limit=${limit}`;
export const mediaPath = (id: number) => `${ADMIN_MEDIA_PATH}/${id}`;
/** POST multipart `file` and `width`: a smaller copy made in the browser. */
export const mediaVariantsPath = (id: number) => `${ADMIN_MEDIA_PATH}/${id}/variants`;

// Leads and webhooks.
export const ADMIN_LEAD_PEOPLE_PATH = "/api/admin/leads";
export const ADMIN_PEOPLE_CSV_PATH = `${ADMIN_LEAD_PEOPLE_PATH}/people.csv`;
export const ADMIN_LEADS_CSV_PATH = "/api/admin/leads.csv";
export const leadPersonPath = (email: string) => `${ADMIN_LEAD_PEOPLE_PATH}/${encodeURIComponent(email)}`;
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

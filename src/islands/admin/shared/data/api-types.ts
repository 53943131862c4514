// What the admin API answers, as the dashboard reads it. Each type is derived from the server
// function that shapes the answer (blogPostJson, adminResourceJson…, in src/api), through what
// Hono's c.json makes of it on the wire (JSONParsed: a Date arrives as its ISO string), so a field
// renamed or retyped on the server fails to compile where the dashboard reads it.
//
// They come in by `import type` only: type imports are erased before bundling, so no server code
// reaches the browser; src/islands/boundaries.test.ts checks the sources and the real bundle.
import type { TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { accountJson, ownSessionJson } from "../../../../api/account";
import type { activityJson } from "../../../../api/admin/activity";
import type { BackupsAnswer, backupJson } from "../../../../api/admin/backups";
import type { CdnAnswer } from "../../../../api/admin/cdn";
import type { StatusAnswer } from "../../../../api/admin/status";
import type { OverviewJson } from "../../../../api/admin/overview";
import type { userJson } from "../../../../api/users";
import type { InvitationJson } from "../../../../api/admin/invitations";
import type { AnalyticsJson } from "../../../../api/admin/analytics";
import type { AdminListJson } from "../../../../http/list-answer";
import type { caseStudyJson, caseStudyListJson } from "../../../../api/admin/case-studies";
import type { mediaPageJson } from "../../../../api/admin/media";
import type { personJson, personSummaryJson } from "../../../../api/admin/leads";
import type { endpointJson } from "../../../../api/admin/webhooks";
import type { adminMessageJson } from "../../../../api/admin/messages";
import type { adminDownloadJson, adminResourceJson } from "../../../../api/admin/resources";
import type { uploadedFileJson } from "../../../../api/admin/upload";
import type { written } from "../../../../http/answers";
import type { bookingJson, meetingTypeJson } from "../../../../api/admin/bookings";
import type { mediaJson } from "../../../../http/media-json";
import type { BlogPostJson } from "../../../../api/blog";
import type { previewLinkJson } from "../../../../api/admin/blog";
import type { settingsJson } from "../../../../api/admin/settings";
import type { TestimonialJson } from "../../../../api/testimonials";
import type { personSuggestionJson } from "../../../../api/admin/people";
import type { ValidationFailure } from "../../../../http/validate";
import type { PublicUser } from "../../../../services/users";
import type { AdminPageJson, PageVersionJson } from "../../../../api/admin/pages";

/** The JSON the browser reads for what a shaping function returns. */
type AnswerOf<Shape extends (...args: never[]) => unknown> = JSONParsed<ReturnType<Shape>>;

/** A post of GET /api/admin/blog/{id} (docs/product.md#entities's fields). */
export type AdminBlogPost = JSONParsed<BlogPostJson>;

/** A post of GET /api/admin/blog: without its body. */
export type AdminBlogListItem = Omit<AdminBlogPost, "content">;

/** GET: one post with its body, for the editor. */

/** A post's new preview link (docs/product.md#preview-links), the `data` of its POST. */
export type PreviewLink = AnswerOf<typeof previewLinkJson>;

/** A testimonial of GET /api/admin/testimonials. */
export type AdminTestimonial = JSONParsed<TestimonialJson>;

/** A resource of GET /api/admin/resources (drafts included). */
export type AdminResource = AnswerOf<typeof adminResourceJson>;

/** A case study of GET /api/admin/case-studies (without its long texts), and one whole from …/{id}. */
export type AdminCaseStudyListItem = AnswerOf<typeof caseStudyListJson>;
export type AdminCaseStudy = AnswerOf<typeof caseStudyJson>;

/** A lead of GET /api/admin/resources/:id/downloads. */
export type AdminDownload = AnswerOf<typeof adminDownloadJson>;

/** A user of GET /api/users (never a password). */
export type AdminUser = AnswerOf<typeof userJson>;

/** An invitation of GET /api/admin/invitations (docs/product.md#invitations). */
export type AdminInvitation = JSONParsed<InvitationJson>;

/** A person of GET /api/admin/people: the blog form's Author suggestions (docs/product.md#people). */
export type AdminPerson = AnswerOf<typeof personSuggestionJson>;

/** A stored contact message of GET /api/admin/messages. */
export type AdminMessage = AnswerOf<typeof adminMessageJson>;

/** A person of GET /api/admin/leads (docs/product.md#leads). */
export type AdminLeadPerson = AnswerOf<typeof personSummaryJson>;

/** GET /api/admin/leads: one page of people. */
export type AdminLeadPage = { data: AdminLeadPerson[]; total: number; page: number; pageSize: number };

/** GET /api/admin/leads/{email}: the person and their timeline. */
export type AdminLeadTimeline = AnswerOf<typeof personJson>;

/** A webhook endpoint of GET /api/admin/webhooks, with its latest deliveries (docs/product.md#webhooks). */
export type AdminWebhookEndpoint = AnswerOf<typeof endpointJson>;

/** An entry of GET /api/admin/activity, newest first. */
export type AdminActivity = AnswerOf<typeof activityJson>;

/** The `data` of GET /api/admin/analytics: a period's counts (docs/product.md#analytics). */
export type AdminAnalytics = JSONParsed<AnalyticsJson>;

/** The `data` of a successful POST /api/admin/upload/resource or /api/admin/upload/image. */
export type UploadedFile = AnswerOf<typeof uploadedFileJson>;

/** The settings of GET /api/admin/settings (docs/product.md#settings), and the `data` of a PUT's answer. */
export type AdminSettings = AnswerOf<typeof settingsJson>;

/** An image of the media library (docs/product.md#media), as every media answer shapes it. */
export type MediaJson = AnswerOf<typeof mediaJson>;

/** A place an image is used ('Blog post "Title" (cover)'), with where the admin edits it. */
export type MediaUse = MediaJson["uses"][number];

/** A smaller copy of an image, offered in srcset. */
export type MediaVariantJson = MediaJson["variants"][number];

/** GET /api/admin/media?page=&limit=: one page of the library, newest first. */
export type MediaPage = AnswerOf<typeof mediaPageJson>;

/** The `data` of a successful POST /api/admin/upload/image: the stored file and its media item. */
export type UploadedImage = UploadedFile & { media: MediaJson };

/** The 409 of DELETE /api/admin/media/:id while the image is used: its places. */
export type MediaInUse = { success: false; message: string; uses: MediaUse[] };

/** A list API's page, read with list parameters (docs/product.md#admin-lists); counts where statuses apply. */
export type AdminListPageAnswer<Item> = AdminListJson<Item> & {
  counts?: Record<string, number>;
  /** Blog Posts: every post's category (free text), for the filter and the form's suggestions. */
  categories?: string[];
};

/** The body of a response Hono has typed. */
type BodyOf<Answer> = Answer extends TypedResponse<infer Body, infer _Status, infer _Format> ? Body : never;

/** Every successful write's answer (`written` in src/http/answers.ts): the saved record in `data`. */
export type WriteAnswer<Data> = BodyOf<ReturnType<typeof written<Data>>>;

/** The body of a refused write: the first message and each field's (400), or only a message. */
export type WriteRefusal = Pick<ValidationFailure, "success" | "message"> & Partial<ValidationFailure>;

/** What an upload answers: its file (or the media item a variant was added to), or why it was refused. */
export type UploadAnswer<Data = UploadedFile> = WriteAnswer<Data> | WriteRefusal;

/** A backup of GET /api/admin/backups. */
export type AdminBackup = AnswerOf<typeof backupJson>;
/** GET /api/admin/backups. */
export type AdminBackups = JSONParsed<BackupsAnswer>;
/** GET /api/admin/cdn when a CDN is configured (else null): the CDN purged on content changes, without its token. */
export type AdminCdn = JSONParsed<NonNullable<CdnAnswer>>;
/** GET /api/admin/status. */
export type AdminStatus = JSONParsed<StatusAnswer>;

/** GET /api/admin/overview: the Home tab, each part null for a role that may not read it (docs/product.md#admin-home). */
export type AdminOverview = JSONParsed<OverviewJson>;

/** GET /api/account: the signed-in user, TOTP, passkeys and the policy (docs/product.md#account). */
export type Account = AnswerOf<typeof accountJson>;
/** A session of GET /api/account/sessions. */
export type OwnSession = AnswerOf<typeof ownSessionJson>;


/** A page document as the Pages tab edits it: GET /api/admin/pages/{page} (docs/product.md#pages-editor). */
export type AdminPage = JSONParsed<AdminPageJson>;

/** A page of GET /api/admin/pages: the same without its document and defaults. */
export type AdminPageSummary = Omit<AdminPage, "document" | "defaults">;

/** A version of GET /api/admin/pages/{page}/history, newest first. */
export type AdminPageVersion = JSONParsed<PageVersionJson>;

/** A booking of GET /api/admin/bookings?when=… (docs/product.md#admin-bookings). */
export type AdminBooking = AnswerOf<typeof bookingJson>;
/** A meeting type of GET /api/admin/bookings/types. */
export type AdminMeetingType = AnswerOf<typeof meetingTypeJson>;

/** GET …/{id}/revisions: the version now, and each saved version, newest first (src/http/revision-routes.ts). */
export type AdminRevisions = {
  current: number;
  revisions: { version: number; savedAt: string; savedByName: string | null; reason: string; restoredFrom: number | null }[];
};

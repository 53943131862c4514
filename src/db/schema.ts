// The database schema, the one source drizzle-kit generates the SQL migrations from.
// Timestamps are stored as integer milliseconds and surface as Date objects, which the JSON
// API serialises to ISO strings. Column names are snake_case; the API speaks the product's camelCase.
import { sql } from "drizzle-orm";
import { type IndexColumn, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

// A post's or resource's own search and sharing texts (docs/product.md#seo-fields); null: the
// title, the excerpt or description, and the cover stand in.
const seoColumns = () => ({
  metaTitle: text("meta_title"),
  metaDescription: text("meta_description"),
  shareImage: text("share_image"),
});

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    // What the account may do in the admin (src/services/access-policy.ts): "user" nothing,
    // "author" its own drafts, "editor" all content, "admin" (Administrator) everything.
    role: text("role", { enum: ["user", "author", "editor", "admin"] })
      .notNull()
      .default("user"),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    // The public profile (docs/product.md#people): a user with a display name is a person the site
    // can show, as a post's author.
    displayName: text("display_name"),
    jobTitle: text("job_title"),
    bio: text("bio"),
    avatarUrl: text("avatar_url"),
    linkedinUrl: text("linkedin_url"),
    // The last successful sign-in; null: never (a person who writes but does not sign in).
    lastSignInAt: integer("last_sign_in_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_username_unique").on(sql`lower(${t.username})`)],
);

// Only the SHA-256 of a session token is stored, so a leaked database holds no usable session.
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    // What the account page shows of each session (docs/product.md#account): the browser's user
    // agent and address at sign-in.
    userAgent: text("user_agent"),
    ip: text("ip"),
    // Begun with a second factor (or made when the first was enrolled): a session without it is
    // refused for an account that has one (docs/architecture.md#two-factor).
    secondFactor: integer("second_factor", { mode: "boolean" }).notNull().default(false),
    // When its user last proved who they are again (password, code or passkey) for an account
    // change that asks for it; null: only the sign-in that began it (docs/architecture.md#reauthentication).
    reauthenticatedAt: integer("reauthenticated_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

// Failed sign-ins per throttling key (one per username+IP, one per IP): the count and, once it
// passes the limit, until when that key is refused (src/services/login-throttle.ts).
export const loginAttempts = sqliteTable("login_attempts", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  lastFailureAt: integer("last_failure_at", { mode: "timestamp_ms" }).notNull(),
  lockedUntil: integer("locked_until", { mode: "timestamp_ms" }),
});

// Who did what, to which record, when and from where: sign-ins (both outcomes), sign-outs and
// every admin write. The actor's id and username are copied, not referenced, so the trail outlives
// a deleted account.
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    actorId: integer("actor_id"),
    actorUsername: text("actor_username"),
    /** "login", "login_failed", "login_throttled", "logout" or an admin write such as "PUT /api/users/3". */
    action: text("action").notNull(),
    targetId: text("target_id"),
    // What the target is ("post", "resource", "testimonial", "user", "message", …) and what it was
    // called when the entry was written, so the trail still reads after the item is deleted
    // (docs/product.md#admin-activity).
    targetKind: text("target_kind"),
    targetTitle: text("target_title"),
    ip: text("ip"),
    detail: text("detail"),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_actor_idx").on(t.actorUsername)],
);

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    author: text("author").notNull(),
    excerpt: text("excerpt").notNull(),
    category: text("category").notNull(),
    published: integer("published", { mode: "boolean" }).notNull().default(true),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    coverImage: text("cover_image"),
    readTime: text("read_time"),
    ...seoColumns(),
    // Preview links issued before this moment no longer open the post (docs/product.md#preview-links).
    previewsRevokedAt: integer("previews_revoked_at", { mode: "timestamp_ms" }),
    // The account that created the post: an Author may change only their own drafts (docs/product.md#roles).
    // No foreign key: SQLite cannot add a column with ON DELETE SET NULL; deleting the account
    // clears it (src/services/users.ts).
    ownerId: integer("owner_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // The body last: a row's columns after it sit on its overflow pages, so every list, count and
    // sitemap read that names one (category, dates, owner) would read each post's whole body
    // (decision 058). The migration that moved it rebuilt the table in this order.
    content: text("content").notNull(),
  },
  // The lists' orders and filters as indexes (docs/architecture.md#admin-lists): the category
  // list, and the admin's "recently edited" order read as a keyset. The public order (newest
  // first, then by id) also holds the slug and the last edit, so the sitemap reads every public
  // post's address and date from this index alone, not from each post's row (decision 064).
  (t) => [
    index("blog_posts_published_idx").on(t.published, t.publishedAt, t.id, t.slug, t.updatedAt),
    index("blog_posts_category_idx").on(t.published, t.category, t.publishedAt),
    index("blog_posts_updated_idx").on(t.updatedAt, t.id),
  ],
);

export const testimonials = sqliteTable("testimonials", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  position: text("position"),
  company: text("company"),
  testimonial: text("testimonial").notNull(),
  featured: integer("featured", { mode: "boolean" }).notNull().default(false),
  avatar: text("avatar"),
  // The case study this quote belongs to (docs/product.md#case-studies), shown on its page. No
  // foreign key: SQLite cannot add a column with ON DELETE SET NULL; deleting the case study clears
  // it (src/services/case-studies.ts).
  caseStudyId: integer("case_study_id"),
  /** The person's LinkedIn profile, linked from their name on the public card (docs/product.md#home). */
  linkedinUrl: text("linkedin_url"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One result of a case study: a figure and what it measures ("+8 pts", "trial-to-paid"). */
export type CaseStudyOutcome = { figure: string; label: string };

// Case studies (docs/product.md#case-studies): a client's problem, the approach and the outcomes,
// published like posts (draft, scheduled, public: src/services/publication.ts). The client may be
// named or left anonymous (null), when the industry, size and stage describe it. `problem` and
// `approach` are sanitised HTML like a post's body; `services` holds the site's service keys
// (src/content/services.ts#ServiceId).
export const caseStudies = sqliteTable(
  "case_studies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    /** The one-paragraph summary cards, lists and the page's description show. */
    summary: text("summary").notNull(),
    client: text("client"),
    industry: text("industry").notNull(),
    companySize: text("company_size"),
    stage: text("stage"),
    problem: text("problem").notNull(),
    approach: text("approach").notNull(),
    outcomes: text("outcomes", { mode: "json" }).$type<CaseStudyOutcome[]>().notNull(),
    timeline: text("timeline"),
    services: text("services", { mode: "json" }).$type<string[]>().notNull(),
    coverImage: text("cover_image"),
    /** One of the (up to three) case studies the home page shows. */
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    published: integer("published", { mode: "boolean" }).notNull().default(false),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    ...seoColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("case_studies_published_idx").on(t.published, t.publishedAt),
    index("case_studies_updated_idx").on(t.updatedAt, t.id),
  ],
);

export const resources = sqliteTable(
  "resources",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    // Where the file lives in private storage; never served without a signed download URL.
    fileUrl: text("file_url").notNull(),
    fileName: text("file_name").notNull(),
    fileSize: text("file_size"),
    fileType: text("file_type").notNull(),
    // A PDF's pages, counted when it is uploaded (docs/product.md#resource-detail); null for other files.
    pageCount: integer("page_count"),
    coverImage: text("cover_image"),
    published: integer("published", { mode: "boolean" }).notNull().default(false),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    downloadCount: integer("download_count").notNull().default(0),
    ...seoColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("resources_published_idx").on(t.published)],
);

// One row per download: these are the leads the gated resources capture.
export const resourceDownloads = sqliteTable(
  "resource_downloads",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    resourceId: integer("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    linkedinUrl: text("linkedin_url").notNull(),
    downloadedAt: integer("downloaded_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
    // Where the request came from, for the admin's judgement of a lead (not shown to visitors).
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    // Which text of the privacy policy the download dialog linked to (docs/product.md#consent).
    privacyVersion: text("privacy_version"),
  },
  (t) => [
    index("resource_downloads_resource_idx").on(t.resourceId, t.downloadedAt),
    index("resource_downloads_email_idx").on(sql`lower(${t.email})`),
    index("resource_downloads_downloaded_idx").on(t.downloadedAt, t.id),
  ],
);

// One row per person (docs/architecture.md#lead-people): everyone who downloaded, wrote through the
// contact form (not spam) or booked, what the Leads tab lists and pages. Kept equal to a recount of
// the three tables by triggers in the same transaction as each insert, delete (erasure, a
// resource's delete) and change, so a page reads 25 rows instead of grouping every download
// (decisions 035, 047). `emailKey` is the e-mail in lower case.
export const leadPeople = sqliteTable(
  "lead_people",
  {
    emailKey: text("email_key").primaryKey(),
    /** The latest download's, message's or booking's name and e-mail as typed. */
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** The latest download's LinkedIn address; "" for a person who never downloaded. */
    linkedinUrl: text("linkedin_url").notNull(),
    firstSeenAt: integer("first_seen_at", { mode: "timestamp_ms" }).notNull(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
    downloads: integer("downloads").notNull(),
    messages: integer("messages").notNull().default(0),
    bookings: integer("bookings").notNull().default(0),
  },
  (t) => [index("lead_people_seen_idx").on(t.lastSeenAt, t.emailKey)],
);

// Every message the contact form accepts is stored here first; e-mail is a delivery on top
// (the outbox). `spam` marks a message whose honeypot field was filled, `unverified` one
// that came without a valid form stamp: both are kept for the admin to see and forwarded only once
// an admin marks them not spam. `ip_hash` is a keyed hash of the sender's address, enough to count
// messages per address for the rate limit without keeping the address itself.
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    service: text("service").notNull(),
    message: text("message").notNull(),
    read: integer("read", { mode: "boolean" }).notNull().default(false),
    spam: integer("spam", { mode: "boolean" }).notNull().default(false),
    unverified: integer("unverified", { mode: "boolean" }).notNull().default(false),
    ipHash: text("ip_hash"),
    // Which text of the privacy policy the form linked to (docs/product.md#consent).
    privacyVersion: text("privacy_version"),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_ip_hash_idx").on(t.ipHash, t.createdAt),
    index("contact_messages_email_idx").on(sql`lower(${t.email})`),
    index("contact_messages_created_idx").on(t.createdAt, t.id),
    // The list's counts per status read from it alone, not from every message (decision 058).
    index("contact_messages_status_idx").on(t.spam, t.read),
  ],
);

// The webhook endpoints an admin added (docs/product.md#webhooks): where events are POSTed, which
// events, and the secret their signatures are made with. The secret is shown to the admin once,
// when the endpoint is added, and never answered again.
export const webhookEndpoints = sqliteTable("webhook_endpoints", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  url: text("url").notNull(),
  events: text("events", { mode: "json" }).$type<string[]>().notNull(),
  secret: text("secret").notNull(),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

// The one outbox (docs/architecture.md#outbox): every delivery the site owes someone, of each kind
// (a contact message's e-mail, a lead's e-mail, a daily digest, a webhook POST), queued in the
// transaction of the record it is about. A delivery refers to its record, so erasing the record
// cancels it (and its attempts) by cascade. `dedupe_key` makes each delivery exist once
// ("contact.mail:12", "digest:2026-11-24T14:00:00.000Z", …). A sender claims a due row by setting
// a lease and a claim token in one UPDATE, so two senders never hold the same row.
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", {
      enum: [
        "contact.mail",
        "lead.mail",
        "digest.mail",
        "invitation.mail",
        "webhook",
        "booking.mail",
        "booking.calendar",
        "cdn.purge",
      ],
    }).notNull(),
    dedupeKey: text("dedupe_key").notNull().unique(),
    messageId: integer("message_id").references(() => contactMessages.id, { onDelete: "cascade" }),
    downloadId: integer("download_id").references(() => resourceDownloads.id, { onDelete: "cascade" }),
    endpointId: integer("endpoint_id").references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    // No cascade here (SQLite adds a column without one): erasing a booking deletes its deliveries first.
    bookingId: integer("booking_id").references(() => bookings.id),
    /**
     * A webhook's event ("lead.created", "contact.created", "booking.created", "booking.cancelled"
     * or "test"); a CDN purge's provider.
     */
    event: text("event"),
    /** What a delivery needs beyond its record: a digest's window, a purge's tags, an invitation's id. Never a person's details. */
    payload: text("payload", { mode: "json" }).$type<Record<string, unknown>>(),
    /** "pending" until done, "sent" once accepted, "failed" after the last retry. */
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull(),
    /** No retry starts after this time (24 hours after the delivery was due first). */
    deadlineAt: integer("deadline_at", { mode: "timestamp_ms" }).notNull(),
    leaseUntil: integer("lease_until", { mode: "timestamp_ms" }),
    claimToken: text("claim_token"),
    lastError: text("last_error"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("outbox_message_idx").on(t.messageId),
    index("outbox_download_idx").on(t.downloadId),
    index("outbox_endpoint_idx").on(t.endpointId),
    index("outbox_booking_idx").on(t.bookingId),
  ],
);

// Each try at a delivery and how it ended: "sent" with the server's answer, "failed" with the
// error, or no outcome if the process stopped mid-send.
export const outboxAttempts = sqliteTable(
  "outbox_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    deliveryId: integer("delivery_id")
      .notNull()
      .references(() => outbox.id, { onDelete: "cascade" }),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
    outcome: text("outcome", { enum: ["sent", "failed"] }),
    detail: text("detail"),
  },
  (t) => [index("outbox_attempts_delivery_idx").on(t.deliveryId)],
);

// The owner's site settings (docs/product.md#settings): one row, id 1, whose fields are one JSON
// document validated by src/shared/schemas/settings.ts, so that a new setting needs no migration.
export const siteSettings = sqliteTable("site_settings", {
  id: integer("id").primaryKey(),
  data: text("data", { mode: "json" }).notNull(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

/** A smaller copy of a media item, for srcset. */
export type MediaVariant = { url: string; width: number; contentType: string };

// Every image uploaded through the admin (docs/product.md#media): covers, the portrait, avatars,
// the logo, images in posts. `url` is the stored original's public address; `variants` are the
// smaller copies the pages offer in srcset.
export const media = sqliteTable(
  "media",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    url: text("url").notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width"),
    height: integer("height"),
    alt: text("alt").notNull().default(""),
    // The file's name as it was uploaded ("team photo.jpg"); null for images stored before it was kept.
    originalName: text("original_name"),
    // SHA-256 of the original's bytes (hex): an identical upload reuses this item (docs/product.md#media).
    contentHash: text("content_hash"),
    variants: text("variants", { mode: "json" }).$type<MediaVariant[]>().notNull().default(sql`'[]'`),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("media_url_unique").on(t.url),
    index("media_created_at_idx").on(t.createdAt),
    index("media_content_hash_idx").on(t.contentHash),
  ],
);

// Where each image is used (docs/product.md#media): one row per address, place and label, each
// place's rows rewritten from that place alone when a content event names it
// (src/services/media-uses.ts; decision 050). `owner_id` is the post's, resource's, testimonial's
// or user's id; null for the site settings.
export const mediaUses = sqliteTable(
  "media_uses",
  {
    /** The image's site path, as the content names it. */
    address: text("address").notNull(),
    kind: text("kind", { enum: ["post", "resource", "case-study", "testimonial", "user", "settings"] }).notNull(),
    ownerId: integer("owner_id"),
    label: text("label").notNull(),
  },
  (t) => [index("media_uses_address_idx").on(t.address), index("media_uses_owner_idx").on(t.kind, t.ownerId)],
);

// A published post's or resource's former slugs (docs/product.md#slug-redirects): the old address
// answers 301 to the item's current one. A new item that takes an old slug wins over its redirect.
export const slugRedirects = sqliteTable(
  "slug_redirects",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["post", "resource", "case-study"] }).notNull(),
    oldSlug: text("old_slug").notNull(),
    targetId: integer("target_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("slug_redirects_kind_old_slug_unique").on(t.kind, t.oldSlug)],
);

// The slugs of deleted posts and resources, answered 410 Gone for a while (docs/product.md#slug-redirects).
export const goneSlugs = sqliteTable(
  "gone_slugs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["post", "resource", "case-study"] }).notNull(),
    slug: text("slug").notNull(),
    goneAt: integer("gone_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("gone_slugs_kind_slug_unique").on(t.kind, t.slug)],
);

// Two-factor sign-in (docs/architecture.md#two-factor). An account's TOTP key, sealed with
// AES-256-GCM under a key derived from DATA_DIR/secret.key (src/services/two-factor.ts): `confirmedAt` is
// null until a code from it was entered; `lastUsedStep` is the time step of the last code accepted,
// so no code is accepted twice.
export const totpCredentials = sqliteTable("totp_credentials", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
  lastUsedStep: integer("last_used_step"),
  createdAt: createdAt(),
});

// One-time recovery codes, only their SHA-256 stored; `usedAt` once spent.
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("recovery_codes_user_id_idx").on(t.userId)],
);

// Passkeys (WebAuthn): the credential id (base64url), the public key only (SEC1 for ES256, PKCS#1
// for RS256, base64), and the signature counter last seen.
export const passkeys = sqliteTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    algorithm: integer("algorithm").notNull(),
    publicKey: text("public_key").notNull(),
    signCount: integer("sign_count").notNull().default(0),
    createdAt: createdAt(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("passkeys_user_id_idx").on(t.userId)],
);

// A sign-in whose password was right and whose second factor is still owed: only the SHA-256 of
// the pending token (the browser's HttpOnly cookie, or a script's pendingToken), for 5 minutes.
export const pendingSignIns = sqliteTable("pending_sign_ins", {
  id: text("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
});

// WebAuthn challenges handed out and not yet answered: the SHA-256 of each, what it is for, for whom.
export const webauthnChallenges = sqliteTable("webauthn_challenges", {
  id: text("id").primaryKey(),
  purpose: text("purpose", { enum: ["register", "sign-in"] }).notNull(),
  userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
});

/** What an analytics count is counted by besides its day (or month) and metric: fresh columns for each table. */
function analyticsDimensions() {
  return {
    /** The page viewed (view), or the visit's entry page (visit, dialog, download, message, converted). */
    path: text("path").notNull().default(""),
    /** The last article or resource viewed before a conversion, in the same visit. */
    content: text("content").notNull().default(""),
    /** The resource's id for a dialog open or a download. */
    item: text("item").notNull().default(""),
    referrer: text("referrer").notNull().default(""),
    source: text("source").notNull().default(""),
    medium: text("medium").notNull().default(""),
    campaign: text("campaign").notNull().default(""),
    device: text("device").notNull().default(""),
  };
}

/** A table's dimension columns in the order its unique key lists them. */
function dimensionsOf<T extends Record<keyof ReturnType<typeof analyticsDimensions>, IndexColumn>>(t: T) {
  return [t.path, t.content, t.item, t.referrer, t.source, t.medium, t.campaign, t.device] as const;
}

// Visits counted on the server, as daily aggregates only (docs/product.md#analytics): one row per
// day, kind of count and combination of what was counted, holding how many. Nothing here names a
// visitor: no address, no user agent, no hash; per-visit state lives in memory for the day.
export const analyticsDaily = sqliteTable(
  "analytics_daily",
  {
    /** The calendar day in the site's time zone, "yyyy-MM-dd". */
    day: text("day").notNull(),
    /** "converted": a visit's first conversion (one a visit), for the share of visits that converted. */
    metric: text("metric", {
      enum: ["view", "visit", "visitor", "dialog", "download", "message", "booking", "converted"],
    }).notNull(),
    ...analyticsDimensions(),
    count: integer("count").notNull(),
  },
  (t) => [
    uniqueIndex("analytics_daily_key").on(t.day, t.metric, ...dimensionsOf(t)),
    index("analytics_daily_metric_idx").on(t.metric, t.day),
  ],
);

// `analytics_daily` summed by calendar month ("yyyy-MM") for each report of the Analytics tab, a
// table per report holding only the columns it groups by and the metrics it sums, and by day and
// metric alone (`analytics_day_totals`): kept equal to the daily rows by SQL triggers
// (migrations/0021_analytics_rollups_search.sql; docs/architecture.md#analytics; decisions 050 and 059).
// Each key ends with the month, so a report's sum per page, source or item reads its rows in the
// key's order and groups them as it goes; the migration makes each table WITHOUT ROWID (a table
// drizzle-kit cannot declare so), its rows stored in the key itself, so the read takes them from the
// key without a second lookup per row. A drizzle-kit rebuild of one of these tables must keep that.
const monthlyColumns = () => ({
  month: text("month").notNull(),
  metric: text("metric", { enum: analyticsDaily.metric.enumValues }).notNull(),
  count: integer("count").notNull(),
});

/** Views, visits by entry page and conversions by entry page, by path: top pages, entries, funnels. */
export const analyticsMonthlyByPath = sqliteTable(
  "analytics_monthly_by_path",
  { ...monthlyColumns(), path: text("path").notNull() },
  (t) => [primaryKey({ columns: [t.metric, t.path, t.month] })],
);

/** Dialog opens and downloads by resource id: the funnels. */
export const analyticsMonthlyByItem = sqliteTable(
  "analytics_monthly_by_item",
  { ...monthlyColumns(), item: text("item").notNull() },
  (t) => [primaryKey({ columns: [t.metric, t.item, t.month] })],
);

/** Visits and conversions by referrer: the sources. */
export const analyticsMonthlyByReferrer = sqliteTable(
  "analytics_monthly_by_referrer",
  { ...monthlyColumns(), referrer: text("referrer").notNull() },
  (t) => [primaryKey({ columns: [t.metric, t.referrer, t.month] })],
);

/** Visits and conversions by UTM source, medium and campaign (rows with at least one): the campaigns. */
export const analyticsMonthlyByCampaign = sqliteTable(
  "analytics_monthly_by_campaign",
  {
    ...monthlyColumns(),
    source: text("source").notNull(),
    medium: text("medium").notNull(),
    campaign: text("campaign").notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.source, t.medium, t.campaign, t.month] })],
);

/** Conversions by the article or resource viewed last before them (rows with one): the content that converts. */
export const analyticsMonthlyByContent = sqliteTable(
  "analytics_monthly_by_content",
  { ...monthlyColumns(), content: text("content").notNull() },
  (t) => [primaryKey({ columns: [t.metric, t.content, t.month] })],
);

export const analyticsDayTotals = sqliteTable(
  "analytics_day_totals",
  {
    day: text("day").notNull(),
    metric: text("metric", { enum: analyticsDaily.metric.enumValues }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric] })],
);

// Every saved version of an editable page's document (docs/product.md#pages-editor). A version is a
// draft until published; the page shows its newest published version, or the default without one.
// Each version names the one it was made from (0: the page's first), and no two versions of a
// page may name the same one: two admins saving from the same version cannot both be stored.
export const pageVersions = sqliteTable(
  "page_versions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    page: text("page").notNull(),
    document: text("document", { mode: "json" }).notNull(),
    parentId: integer("parent_id").notNull(),
    /** What made it besides an edit: "restore:12", "reset:hero.title". */
    origin: text("origin"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    publishedBy: integer("published_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("page_versions_page_parent_unique").on(t.page, t.parentId)],
);

// Invitations an Administrator sent (docs/product.md#invitations): the link in the e-mail is signed
// over the id, the address and the expiry (src/services/invitations.ts), so nothing secret is stored;
// `acceptedAt` makes it single use.
export const invitations = sqliteTable(
  "invitations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    role: text("role", { enum: ["author", "editor", "admin"] }).notNull(),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    acceptedAt: integer("accepted_at", { mode: "timestamp_ms" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("invitations_email_idx").on(sql`lower(${t.email})`)],
);

// Every saved version of a post or resource (docs/product.md#revisions): the item's fields as the
// write stored them, who saved it and when. `version` counts the item's saves from 1; a draft save
// names the version it started from and is refused when a newer one exists.
export const contentRevisions = sqliteTable(
  "content_revisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["post", "resource", "case-study"] }).notNull(),
    itemId: integer("item_id").notNull(),
    version: integer("version").notNull(),
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    savedBy: integer("saved_by").references(() => users.id, { onDelete: "set null" }),
    savedByName: text("saved_by_name"),
    /** "save", "autosave" or "restore" (of which version: in `restoredFrom`). */
    reason: text("reason", { enum: ["save", "autosave", "restore"] }).notNull(),
    restoredFrom: integer("restored_from"),
    savedAt: integer("saved_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("content_revisions_item_version_unique").on(t.kind, t.itemId, t.version)],
);

// Where the firm stands with a lead (docs/product.md#leads): one row per person (their e-mail,
// lower-cased), absent while the person is "new".
export const leadStatuses = sqliteTable("lead_statuses", {
  email: text("email").primaryKey(),
  status: text("status", { enum: ["new", "contacted", "qualified", "client", "lost"] }).notNull(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

// The firm's notes about a lead, newest last; erased with the person.
export const leadNotes = sqliteTable(
  "lead_notes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    body: text("body").notNull(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name"),
    createdAt: createdAt(),
  },
  (t) => [index("lead_notes_email_idx").on(t.email)],
);

// Small key/value facts about this installation, e.g. when the sample content was seeded,
// so that later starts never seed again even if an admin deletes every sample row.
export const appMeta = sqliteTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

// Scheduling (docs/product.md#booking, decision 038). The kinds of meeting a visitor can book, each
// with its own length, buffers, notice, horizon, daily cap, location and questions.
export const meetingTypes = sqliteTable("meeting_types", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  durationMinutes: integer("duration_minutes").notNull(),
  bufferBeforeMinutes: integer("buffer_before_minutes").notNull().default(0),
  bufferAfterMinutes: integer("buffer_after_minutes").notNull().default(0),
  minNoticeMinutes: integer("min_notice_minutes").notNull().default(0),
  horizonDays: integer("horizon_days").notNull().default(30),
  /** At most this many of this type on one day of the firm's calendar; null: no cap. */
  dailyCap: integer("daily_cap"),
  locationKind: text("location_kind", { enum: ["video", "phone", "in-person"] }).notNull(),
  /** The video link, the phone number or the address. */
  locationDetail: text("location_detail").notNull().default(""),
  /** Extra questions the form asks, each answered in free text. */
  questions: text("questions", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// One row per booking. `block_start`/`block_end` are the meeting with its buffers: what no other
// booking may overlap. `held_start` is the start while the booking holds its time (null once
// cancelled): its unique index is the last guard against a double booking, under the reservation's
// BEGIN IMMEDIATE check (src/services/booking/reserve.ts).
export const bookings = sqliteTable(
  "bookings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    meetingTypeId: integer("meeting_type_id")
      .notNull()
      .references(() => meetingTypes.id, { onDelete: "restrict" }),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    endsAt: integer("ends_at", { mode: "timestamp_ms" }).notNull(),
    blockStart: integer("block_start", { mode: "timestamp_ms" }).notNull(),
    blockEnd: integer("block_end", { mode: "timestamp_ms" }).notNull(),
    heldStart: integer("held_start"),
    status: text("status", { enum: ["confirmed", "cancelled", "no-show"] })
      .notNull()
      .default("confirmed"),
    /** The invite's UID and SEQUENCE (RFC 5545): every update of the invite counts one up. */
    uid: text("uid").notNull().unique(),
    sequence: integer("sequence").notNull().default(0),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    topic: text("topic").notNull(),
    answers: text("answers", { mode: "json" }).$type<{ question: string; answer: string }[]>().notNull(),
    /** The visitor's time zone, for their e-mails. */
    timeZone: text("time_zone").notNull(),
    cancelMessage: text("cancel_message"),
    cancelledAt: integer("cancelled_at", { mode: "timestamp_ms" }),
    /** Keyed hash of the address, for the per-address limit (as contact messages). */
    ipHash: text("ip_hash"),
    privacyVersion: text("privacy_version"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("bookings_held_start_key").on(t.heldStart),
    index("bookings_block_idx").on(t.blockStart, t.blockEnd),
    index("bookings_email_idx").on(sql`lower(${t.email})`),
    index("bookings_ip_hash_idx").on(t.ipHash, t.createdAt),
  ],
);

// The firm's availability and calendar connection: one row, id 1, one JSON document validated by
// src/shared/schemas/booking.ts (weekly hours, exceptions, reminders, CalDAV with its password
// sealed, the ICS feed's token), so that a new option needs no migration.
export const bookingSettings = sqliteTable("booking_settings", {
  id: integer("id").primaryKey(),
  data: text("data", { mode: "json" }).notNull(),
  updatedAt: updatedAt(),
});

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type Testimonial = typeof testimonials.$inferSelect;
export type Resource = typeof resources.$inferSelect;
export type CaseStudy = typeof caseStudies.$inferSelect;
export type ResourceDownload = typeof resourceDownloads.$inferSelect;
export type LeadPerson = typeof leadPeople.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type MediaItem = typeof media.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type MeetingType = typeof meetingTypes.$inferSelect;
export type Booking = typeof bookings.$inferSelect;
export type PageVersion = typeof pageVersions.$inferSelect;
export type Invitation = typeof invitations.$inferSelect;
export type ContentRevision = typeof contentRevisions.$inferSelect;

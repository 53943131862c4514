// The domain services, built once per app from its database and storage and handed to the API
// handlers and page loaders, which never touch the database directly.
import type { Db } from "../db/client";
import type { FileStorage } from "../storage";
import { createBlogService } from "./blog";
import { createCaseStudyService } from "./case-studies";
import { createFormerSlugs } from "./former-slugs";
import { type ContactOptions, createContactService } from "./contact";
import { createContactInbox } from "./contact-inbox";
import { createAnalytics } from "./analytics";
import { createPageTitles } from "./page-titles";
import { createPageContent } from "./page-content";
import { createMakeItYours } from "./make-it-yours";
import { createOverview } from "./overview";
import { followPersona } from "./sample-persona";
import { createPagePreviewLinks } from "./page-preview-links";
import { createAuditService } from "./audit";
import { createAuditTargets } from "./audit-targets";
import { createAuthService } from "./auth";
import { contentTags, createContentEvents } from "./content-events";
import { createDeliveries } from "./deliveries";
import type { WebhookOptions } from "./webhooks";
import type { CdnConfig } from "./cdn-purge";
import { createDownloadLinks } from "./download-links";
import { createInvitationLinks, createInvitationService, INVITATION_KEY_PURPOSE } from "./invitations";
import { createLeadStatus } from "./lead-status";
import { createLeadPeople } from "./leads";
import { createLoginThrottle } from "./login-throttle";
import { createPeopleService } from "./people";
import { createPreviewLinks } from "./preview-links";
import { createRateLimiter } from "./rate-limiter";
import { createResourceService, DOWNLOAD_REQUEST_LIMIT } from "./resources";
import { createSessionService } from "./sessions";
import { createRevisionService } from "./revisions";
import { createSettingsService } from "./settings";
import { createSitemapService } from "./sitemap";
import { nextPublication, type Scheduler, startPublicationTimer } from "./publication";
import { createImageSourceService } from "./image-sources";
import { createTestimonialService } from "./testimonials";
import { createMediaService } from "./media";
import { createUploadService } from "./receive-uploads";
import { createUserService } from "./users";
import { createTwoFactorService, TOTP_KEYS_PURPOSE } from "./two-factor";
import { createPasskeyService, PASSKEY_CHALLENGE_LIMIT } from "./passkeys";
import { deriveKey, randomSecretKey } from "./secret";
import { createBackupService } from "./backups";
import type { BackupStore } from "./backups/store";
import { createShareImages } from "./share-images";
import { createStatusService, type OperationsOptions } from "./status";
import { type BookingOptions, createBookingService } from "./booking";

export type Services = ReturnType<typeof createServices>;

/**
 * `now`: the clock that sessions, sign-in waits, the audit trail, download links and what is
 * public (docs/product.md#scheduled) read (tests move it). `downloadSigningKey`: the key of signed download links when the operator sets one
 * (DOWNLOAD_SIGNING_KEY); otherwise it is derived from the installation's secret.
 */
export function createServices(deps: {
  db: Db;
  storage: FileStorage;
  now?: () => number;
  downloadSigningKey?: Uint8Array;
  /** The installation's secret (src/server/secret-key.ts); random when absent (tests). */
  secretKey?: Uint8Array;
  /**
   * The site's origin and time zone, and the e-mail and phone the site settings start with
   * (SITE_EMAIL, SITE_PHONE) until an admin saves others.
   */
  settings?: { email: string; phone: string; siteUrl: string; timeZone: string };
  /** The contact form's e-mail forwarding and spam checks (src/services/contact.ts). */
  contact?: ContactOptions;
  /** The timers of scheduled publishing (./publication.ts): the global ones unless a test gives its own. */
  scheduler?: Scheduler;
  /**
   * What the operators' status and the backups need (docs/architecture.md#operations): version,
   * start time, LITESTREAM_REPLICA_URL, DATA_DIR (default: the database's folder) and where
   * backups are kept (default: DATA_DIR/backups).
   */
  operations?: Partial<OperationsOptions> & {
    dataDir?: string;
    backupStores?: { local: BackupStore; bucket?: BackupStore };
  };
  /** Webhook deliveries' options (./webhooks.ts): loopback endpoints for tests. */
  webhooks?: WebhookOptions;
  /** CDN_PURGE_*: the CDN purged on every content change (docs/deploying.md#cdn), over the admin's. */
  cdn?: CdnConfig;
  /** ANALYTICS=off: no visit is counted (docs/product.md#analytics). */
  analytics?: boolean;
  /** Scheduling's options (src/services/booking): loopback CalDAV servers for tests. */
  booking?: BookingOptions;
}) {
  const events = createContentEvents();
  const now = deps.now ?? Date.now;
  const sessions = createSessionService(deps.db, now);
  const throttle = createLoginThrottle(deps.db, now);
  const audit = createAuditService(deps.db, now);
  const secret = deps.secretKey ?? randomSecretKey();
  const siteUrl = deps.settings?.siteUrl;
  const users = createUserService({ db: deps.db, throttle, now, events, siteUrl });
  const uploads = createUploadService({ storage: deps.storage });
  const pageContent = createPageContent({ db: deps.db, events, now });
  const blog = createBlogService(deps.db, events, { siteUrl, clock: () => new Date(now()) });
  const settings = createSettingsService({
    db: deps.db,
    events,
    now,
    defaults: { email: deps.settings?.email ?? "hello@example.com", phone: deps.settings?.phone ?? "" },
    // The seeded samples name the firm and founder of the settings (docs/product.md#make-it-yours).
    // Sample people's public names follow it: announced as `people` (pages, the media library's labels).
    onSaved: (before, after) => {
      if (followPersona(deps.db, before, after)) events.changed([contentTags.people]);
    },
  });
  const leadStatus = createLeadStatus(deps.db, now);
  const invitationLinks = createInvitationLinks(
    deriveKey(secret, INVITATION_KEY_PURPOSE),
    siteUrl ?? "http://localhost",
  );
  // Contact mail, lead notifications, invitations and webhooks: the one outbox (./deliveries.ts).
  const deliveries = createDeliveries({
    invitationLinks,
    db: deps.db,
    now,
    settings,
    site: deps.settings ?? { siteUrl: "http://localhost", timeZone: "UTC" },
    contact: deps.contact,
    webhooks: deps.webhooks,
    cdn: { events, storageKey: deriveKey(secret, "cdn-purge-token"), fromEnvironment: deps.cdn },
  });
  // Second factors (docs/architecture.md#two-factor): authenticator apps and passkeys name the firm.
  const twoFactor = createTwoFactorService({
    db: deps.db,
    now,
    issuer: () => settings.current().firmName,
    storageKey: deriveKey(secret, TOTP_KEYS_PURPOSE),
  });
  const passkeys = createPasskeyService({
    db: deps.db,
    now,
    siteUrl: siteUrl ?? "http://localhost",
    siteName: () => settings.current().firmName,
  });
  // Scheduled posts and resources appear at their moment: the content event is emitted then.
  const publication = startPublicationTimer({
    events,
    now,
    next: (at) => nextPublication(deps.db, at),
    scheduler: deps.scheduler,
  });
  const backups = createBackupService({
    db: deps.db,
    storage: deps.storage,
    secret,
    version: deps.operations?.version ?? "unknown",
    now,
    timeZone: deps.settings?.timeZone ?? "UTC",
    dataDir: deps.operations?.dataDir,
    stores: deps.operations?.backupStores,
    audit,
  });
  const booking = createBookingService({
    db: deps.db,
    now,
    secret,
    settings,
    events,
    site: deps.settings ?? { siteUrl: "http://localhost", timeZone: "UTC" },
    deliveries,
    from: deps.contact?.from,
    options: { allowLoopback: deps.webhooks?.allowLoopback, minFillMs: deps.contact?.minFillMs, ...deps.booking },
  });
  const contactInbox = createContactInbox(deps.db);
  const pageTitles = createPageTitles(deps.db);
  return {
    events,
    /** Scheduling: availability, meeting types, slots, reservations (docs/product.md#booking). */
    booking,
    /** Stops the timer of scheduled publishing, for a caller done with these services. */
    stopPublicationTimer: publication.stop,
    sessions,
    loginThrottle: throttle,
    audit,
    /** What admin writes were about, for the Activity tab's sentences (docs/product.md#admin-activity). */
    auditTargets: createAuditTargets(deps.db, now),
    users,
    /** Invitations by e-mail to an account of a role (docs/product.md#invitations). */
    invitations: createInvitationService({
      db: deps.db,
      links: invitationLinks,
      now,
      outbox: deliveries.outbox,
      mails: deliveries.mailSender !== null,
      nudge: deliveries.nudge,
      events,
    }),
    /** The site settings every page, the feed and the contact e-mail read (docs/product.md#settings). */
    settings,
    /** The users with a public profile, matched to posts' authors (docs/product.md#people). */
    people: createPeopleService(deps.db, events),
    auth: createAuthService({ users, sessions, throttle, audit, twoFactor, passkeys, now }),
    /** TOTP keys, recovery codes and pending sign-ins (docs/architecture.md#two-factor). */
    twoFactor,
    /** Passkeys: registration and sign-in (docs/architecture.md#two-factor). */
    passkeys,
    blog,
    /** Case studies: the public list and pages, the home page's featured ones, the admin's writes (docs/product.md#case-studies). */
    caseStudies: createCaseStudyService({
      db: deps.db,
      events,
      now,
      formerSlugs: createFormerSlugs(deps.db, now),
      siteUrl,
    }),
    /** The public pages' documents, their drafts and versions (docs/product.md#pages-editor). */
    pageContent,
    /** The dashboard's "Make it yours" checklist and the sample content switch (docs/product.md#make-it-yours). */
    makeItYours: createMakeItYours({ db: deps.db, events, settings, pages: pageContent }),
    /** Signed links that show a page document's version before it is published. */
    pagePreviewLinks: createPagePreviewLinks({
      key: deriveKey(secret, "page-preview-links"),
      now,
      siteUrl: siteUrl ?? "http://localhost",
      pages: pageContent,
    }),
    /** Every saved version of a post or resource (docs/product.md#revisions). */
    revisions: createRevisionService(deps.db, now),
    /** Signed links that show a draft or scheduled post (docs/product.md#preview-links). */
    previewLinks: createPreviewLinks({
      db: deps.db,
      key: deriveKey(secret, "post-preview-links"),
      now,
      siteUrl: siteUrl ?? "http://localhost",
      read: blog.getById,
    }),
    testimonials: createTestimonialService(deps.db, events, { siteUrl }),
    imageSources: createImageSourceService(deps.db, settings),
    sitemap: createSitemapService(deps.db, now),
    /** The PNG each page names as its og:image (docs/product.md#share-images). */
    shareImages: createShareImages({ db: deps.db, storage: deps.storage, settings, now }),
    contact: createContactService({
      db: deps.db,
      now,
      secret,
      recipient: () => settings.current().email,
      options: deps.contact,
      outbox: deliveries.outbox,
      mailSender: deliveries.mailSender,
      onAccepted: deliveries.onMessage,
      nudge: deliveries.nudge,
      privacyVersion: pageContent.privacyVersion,
    }),
    /** The one outbox and its sender: contact mail, lead notifications, webhooks (docs/architecture.md#outbox). */
    deliveries,
    /** Purge on publish: the CDN's configuration and the last purge (docs/deploying.md#cdn). */
    cdnPurge: deliveries.cdnPurge,
    /** Webhook endpoints and their deliveries (docs/product.md#webhooks). */
    webhooks: deliveries.webhooks,
    /** The leads as people, one per e-mail, their status and notes, and erasure (docs/product.md#leads). */
    leadPeople: createLeadPeople(deps.db, leadStatus),
    leadStatus,
    /** The admin's view of stored contact messages (handled or not, deletion, the waiting count). */
    contactInbox,
    /** The admin's Home tab: the week's leads and bookings, drafts, the month's top article (docs/product.md#admin-home). */
    overview: createOverview({
      db: deps.db,
      now,
      timeZone: deps.settings?.timeZone ?? "UTC",
      inbox: contactInbox,
      titles: pageTitles,
    }),
    resources: createResourceService({
      db: deps.db,
      storage: deps.storage,
      events,
      now,
      siteUrl,
      links: createDownloadLinks(deps.downloadSigningKey ?? deriveKey(secret, "resource-download-links"), now),
      onLead: deliveries.onLead,
      nudge: deliveries.nudge,
      privacyVersion: pageContent.privacyVersion,
    }),
    /** The admin's file and cover uploads: streamed, sniffed, size-limited (src/services/receive-uploads.ts). */
    uploads,
    /** The media library: every uploaded image, its smaller copies and where it is used (src/services/media.ts). */
    media: createMediaService({ db: deps.db, storage: deps.storage, events, uploads, siteUrl }),
    /** What a path of the site is called, for the Analytics tab (docs/product.md#analytics). */
    pageTitles,
    /** Visits, sources and conversions, counted in memory and written as daily aggregates (docs/product.md#analytics). */
    analytics: createAnalytics({
      db: deps.db,
      now,
      timeZone: deps.settings?.timeZone ?? "UTC",
      siteHost: new URL(siteUrl ?? "http://localhost").hostname.toLowerCase(),
      enabled: deps.analytics,
      scheduler: deps.scheduler,
    }),
    /** Passkey sign-in challenges per client address (src/api/auth.ts), bounded in memory. */
    passkeyChallenges: createRateLimiter({ ...PASSKEY_CHALLENGE_LIMIT, maxKeys: 10_000, now }),
    /** Download requests per client address (src/api/resources.ts): generous, bounded in memory. */
    downloadRequests: createRateLimiter({ ...DOWNLOAD_REQUEST_LIMIT, maxKeys: 10_000, now }),
    /** Backups made from the admin and on schedule (src/services/backups). */
    backups,
    /** The operators' status (GET /api/admin/status). */
    status: createStatusService({
      db: deps.db,
      storage: deps.storage,
      backups,
      cdn: deliveries.cdnPurge,
      now,
      options: {
        version: deps.operations?.version ?? "unknown",
        startedAt: deps.operations?.startedAt ?? now(),
        replicaUrl: deps.operations?.replicaUrl,
        underLitestream: deps.operations?.underLitestream,
      },
    }),
  };
}

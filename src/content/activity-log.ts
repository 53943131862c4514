// The activity log's entries as the server tells them (GET /api/admin/activity;
// docs/product.md#admin-activity): each one a sentence, and the message of a refused filter.

/** The entries as sentences; `who` is a display name or username. */
export const activitySentences = {
  someone: "Someone",
  login: (who: string) => `${who} signed in`,
  logout: (who: string) => `${who} signed out`,
  login_failed: (who: string) => `${who} failed to sign in`,
  login_throttled: (who: string) => `${who} was refused sign-in: too many attempts`,
  /** `site reset-password` on the server, which no one signed in to do. */
  password_reset: (user: string) => `The password of user ${user} was reset on the server`,
  /** A user's own account (docs/product.md#account); `user` names the account for a server reset. */
  account: {
    totp_enrolled: (who: string) => `${who} turned on two-factor sign-in with an authenticator app`,
    totp_removed: (who: string) => `${who} turned off two-factor sign-in with an authenticator app`,
    recovery_code_used: (who: string) => `${who} signed in with a recovery code`,
    recovery_codes_renewed: (who: string) => `${who} made new recovery codes`,
    passkey_added: (who: string) => `${who} added a passkey`,
    passkey_removed: (who: string) => `${who} removed a passkey`,
    password_changed: (who: string) => `${who} changed their password`,
    password_check_failed: (who: string) => `${who} gave a wrong password on their account page`,
    session_ended: (who: string) => `${who} signed out one of their sessions`,
    two_factor_reset: (_who: string, user: string) => `Two-factor sign-in of user ${user} was reset on the server`,
    two_factor_reset_by_admin: (who: string, user: string) => `${who} reset the two-factor sign-in of user ${user}`,
    reauthenticated: (who: string) => `${who} confirmed it was them before changing their sign-in`,
    reauthentication_failed: (who: string) => `${who} failed to confirm it was them`,
  },
  verbs: {
    POST: "created",
    PUT: "updated",
    PATCH: "updated",
    DELETE: "deleted",
    published: "published",
    unpublished: "unpublished",
    /** A future moment (docs/product.md#scheduled): not public until then. */
    scheduled: "scheduled",
    unscheduled: "unscheduled",
    uploaded: "uploaded",
  },
  /**
   * Writes that neither create, update nor delete their item, said as what was done
   * (`item` is the item's title in quotes, or its number).
   */
  named: {
    previewLinkMade: (who: string, item: string) => `${who} made a preview link of post ${item}`,
    previewLinksRevoked: (who: string, item: string) => `${who} revoked the preview links of post ${item}`,
    webhookTested: (who: string, item: string) => `${who} sent a test event to webhook endpoint ${item}`,
    backupMade: (who: string, item: string) => `${who} made backup ${item}`,
    backupScheduleSaved: (who: string, _item: string) => `${who} changed the backup schedule`,
    backupDeleted: (who: string, item: string) => `${who} deleted backup ${item}`,
    /** Recorded by versions before one upload read as one entry. */
    imageCopyAdded: (who: string, item: string) => `${who} added a smaller copy of image ${item}`,
  },
  /** The daily backup the schedule made, which no one signed in to do. */
  backup_scheduled: (item: string) => `A scheduled backup was made: ${item}`,
  nouns: {
    post: "post",
    resource: "resource",
    testimonial: "testimonial",
    user: "user",
    message: "message",
    image: "image",
    file: "file",
    settings: "the site settings",
    person: "a person (erased: their e-mail is not kept)",
    webhook: "webhook endpoint",
    backup: "backup",
  },
  /** Titles longer than this are cut with an ellipsis. */
  titleLength: 60,
} as const;

/** A filter the log does not know (?kind=). */
export const activityFilterTexts = {
  invalidKind: "Choose a kind from the list.",
} as const;

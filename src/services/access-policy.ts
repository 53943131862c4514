// Who may do what in the admin (docs/product.md#roles, docs/architecture.md#access-policy): the one
// table of role → allowed actions. Every admin route names the action it needs with `requires`
// (src/http/route-action.ts); the admin guard asks `may` before the route runs. A route under the
// guard that names no action is refused to everyone but an Administrator, and the table test
// (tests/integration/roles.test.ts) fails for it.
//
// Adding an area's routes is one line per route (`requires("bookings.manage")`) plus, for a new
// action, one entry in ACTIONS and in the roles' lists below.
//
// Authors' writes are narrower than the action says: a post of their own that is a draft, never
// publishing (`mayWritePost`, asked by the blog's write routes with the post as stored).

import type { Role } from "../shared/roles";

export type { Role } from "../shared/roles";

/** Every action a route may name. */
export const ACTIONS = [
  /** The Home tab's overview (docs/product.md#admin-home): it holds only what the role may read. */
  "overview.read",
  // Posts: every author may read the list and write; the two below widen what they may write.
  "posts.read",
  "posts.write",
  /** Change any post, not only one's own drafts. */
  "posts.edit-any",
  /** Make a post public or scheduled, or change one that is. */
  "posts.publish",
  "resources.read",
  "resources.write",
  /** Case studies (docs/product.md#case-studies): the list, the writes, and making one public or scheduled. */
  "caseStudies.read",
  "caseStudies.write",
  "caseStudies.publish",
  "testimonials.read",
  "testimonials.write",
  /** The people the blog form offers as authors. */
  "people.read",
  "media.read",
  /** Upload an image (and its smaller copies): what the post editor needs. */
  "media.upload",
  /** Change alt text, delete. */
  "media.manage",
  /** Private resource files and uploading them. */
  "files.manage",
  "leads.read",
  /** Status, notes and erasure. */
  "leads.manage",
  "messages.read",
  /** Mark handled, spam, delete. */
  "messages.manage",
  "analytics.read",
  "activity.read",
  "users.manage",
  "settings.manage",
  "backups.manage",
  "status.read",
  "webhooks.manage",
  /** The public pages' words, their versions and the sample content (docs/product.md#pages-editor). */
  "pages.read",
  /** Save drafts, publish, preview, restore, reset; take the sample content off or back. */
  "pages.write",
  /** The bookings, meeting types, hours and the calendar's summary (docs/product.md#booking). */
  "bookings.read",
  /** Cancel, no-show, meeting types, hours, the CalDAV calendar and the private feed's address. */
  "bookings.manage",
  /** The CDN's purge settings (docs/product.md#api-answers). */
  "cdn.manage",
] as const;

export type Action = (typeof ACTIONS)[number];

const AUTHOR: readonly Action[] = [
  "overview.read",
  "posts.read",
  "posts.write",
  "people.read",
  "media.read",
  "media.upload",
];

const EDITOR: readonly Action[] = [
  ...AUTHOR,
  "posts.edit-any",
  "posts.publish",
  "resources.read",
  "resources.write",
  "caseStudies.read",
  "caseStudies.write",
  "caseStudies.publish",
  "testimonials.read",
  "testimonials.write",
  "media.manage",
  "files.manage",
  "leads.read",
  "messages.read",
  "analytics.read",
  "pages.read",
  "pages.write",
  "bookings.read",
];

/** The table: what each role may do. An Administrator may do everything. */
const ALLOWED: Record<Role, ReadonlySet<Action>> = {
  user: new Set(),
  author: new Set(AUTHOR),
  editor: new Set(EDITOR),
  admin: new Set(ACTIONS),
};

/** Whether an account of this role may take this action. */
export function may(role: Role, action: Action): boolean {
  return ALLOWED[role].has(action);
}

/** The actions a role may take, in ACTIONS' order (the auth check's `permissions`). */
export function actionsOf(role: Role): Action[] {
  return ACTIONS.filter((action) => ALLOWED[role].has(action));
}

/** Whether the role opens the admin area at all. */
export function hasAdminAccess(role: Role): boolean {
  return ALLOWED[role].size > 0;
}

export const POLICY_MESSAGES = {
  notAllowed: "Your role does not allow this.",
  ownDraftsOnly: "Authors may change only their own drafts.",
  noPublishing: "Authors may save drafts only; an editor or administrator publishes.",
} as const;

/**
 * Whether `user` may write this post (null: a new one) so that it ends `publishing` (public or
 * scheduled) or not; the refusal's message, or null when allowed.
 */
export function refusalOfPostWrite(
  user: { id: number; role: Role },
  post: { ownerId: number | null; published: boolean } | null,
  publishing: boolean,
): string | null {
  if (!may(user.role, "posts.write")) return POLICY_MESSAGES.notAllowed;
  if (post && !may(user.role, "posts.edit-any") && (post.ownerId !== user.id || post.published)) {
    return POLICY_MESSAGES.ownDraftsOnly;
  }
  if (publishing && !may(user.role, "posts.publish")) return POLICY_MESSAGES.noPublishing;
  return null;
}

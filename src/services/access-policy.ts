// Who may do what in the admin (docs/product.md#roles, docs/architecture.md#access-policy): the one
// table of role → allowed actions. Every admin route names the action it needs with `requires`
// (src/http/route-action.ts); the admin guard asks `may` before the route runs. A route under the
// guard that names no action is refused to everyone but an Administrator, and the table test
// (tests/integration/roles.test.ts) fails for it.
//
// Adding an area's routes is one line per route (`requires("bookings.manage")`) plus, for a new
// action, one entry in LEAST_ROLE below.
//
// Authors' writes are narrower than the action says: a post of their own that is a draft, never
// publishing (`mayWritePost`, asked by the blog's write routes with the post as stored).

import { ROLES, type Role, type StaffRole } from "../shared/roles";

export type { Role } from "../shared/roles";

/**
 * Every action a route may name, with the least role that may take it. The roles rank (an Editor may
 * do all an Author may, an Administrator everything), so this one entry says who may.
 */
const LEAST_ROLE = {
  /** The Home tab's overview (docs/product.md#admin-home): it holds only what the role may read. */
  "overview.read": "author",
  // Posts: every author may read the list and write; the two below widen what they may write.
  "posts.read": "author",
  "posts.write": "author",
  /** Change any post, not only one's own drafts. */
  "posts.edit-any": "editor",
  /** Make a post public or scheduled, or change one that is. */
  "posts.publish": "editor",
  "resources.read": "editor",
  "resources.write": "editor",
  /** Case studies (docs/product.md#case-studies): the list, the writes, and making one public or scheduled. */
  "caseStudies.read": "editor",
  "caseStudies.write": "editor",
  "caseStudies.publish": "editor",
  "testimonials.read": "editor",
  "testimonials.write": "editor",
  /** The people the blog form offers as authors. */
  "people.read": "author",
  "media.read": "author",
  /** Upload an image (and its smaller copies): what the post editor needs. */
  "media.upload": "author",
  /** Change alt text, delete. */
  "media.manage": "editor",
  /** Private resource files and uploading them. */
  "files.manage": "editor",
  "leads.read": "editor",
  /** Status, notes and erasure. */
  "leads.manage": "admin",
  "messages.read": "editor",
  /** Mark handled, spam, delete. */
  "messages.manage": "admin",
  "analytics.read": "editor",
  "activity.read": "admin",
  "users.manage": "admin",
  "settings.manage": "admin",
  "backups.manage": "admin",
  "status.read": "admin",
  "webhooks.manage": "admin",
  /** The public pages' words, their versions and the sample content (docs/product.md#pages-editor). */
  "pages.read": "editor",
  /** Save drafts, publish, preview, restore, reset; take the sample content off or back. */
  "pages.write": "editor",
  /** The bookings, meeting types, hours and the calendar's summary (docs/product.md#booking). */
  "bookings.read": "editor",
  /** Cancel, no-show, meeting types, hours, the CalDAV calendar and the private feed's address. */
  "bookings.manage": "admin",
  /** The CDN's purge settings (docs/product.md#api-answers). */
  "cdn.manage": "admin",
} as const satisfies Record<string, StaffRole>;

export type Action = keyof typeof LEAST_ROLE;

/** Every action a route may name, in the table's order. */
export const ACTIONS = Object.keys(LEAST_ROLE) as readonly Action[];

/** A role's rank: ROLES runs from the least (`user`, no admin access) to the most. */
const rank = (role: Role) => ROLES.indexOf(role);

/**
 * What each role may do: every action whose least role ranks no higher. An Administrator may do
 * everything; an action not in the table, nobody.
 */
const ALLOWED: Record<Role, ReadonlySet<Action>> = {
  user: allowedTo("user"),
  author: allowedTo("author"),
  editor: allowedTo("editor"),
  admin: allowedTo("admin"),
};

function allowedTo(role: Role): ReadonlySet<Action> {
  return new Set(ACTIONS.filter((action) => rank(LEAST_ROLE[action]) <= rank(role)));
}

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

// User accounts: the admin's user list and its writes, and the operator's password reset. The
// password hash never leaves this module except to the sign-in check (findForSignIn).
//
// Rules that keep the site administrable: an admin cannot delete, demote or deactivate their own
// account, and the last active admin cannot be deleted, demoted or deactivated by anyone. They are
// checked inside the write's transaction, after the (slow, asynchronous) password hashing, so two
// admins demoting each other at the same moment cannot both succeed. A changed password, a
// deactivation and a deletion end every session of that user, and every sign-in of theirs still
// waiting for its second step.
//
// A user's public profile (docs/product.md#people) shows on public pages (a post's author card),
// so a write that touches a person, before or after, emits the content event: the render cache and
// the people read (./people.ts) drop what they hold.
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { AdminListQuery } from "../shared/list-params";
import { adminListPage, alphabetical, inOrderPaged, latestFirst, type ListOrder } from "./list-pages";
import { containsText } from "./sql-search";
import type { Db } from "../db/client";
import { blogPosts, pendingSignIns, sessions, users, type User } from "../db/schema";
import type { CreateUserData, UpdateUserData } from "../shared/schemas";
import { sitePathOf } from "../shared/urls";
import { type ContentEvents, contentTags } from "./content-events";
import type { LoginThrottle } from "./login-throttle";
import { hashPassword } from "./passwords";
import { hasAdminAccess } from "./access-policy";

/**
 * Whether a signed-in user may use the admin area: an active account whose role allows anything
 * there (an Author, an Editor or an Administrator: src/services/access-policy.ts).
 */
export function mayUseAdmin(user: Pick<User, "role" | "isActive"> | null | undefined): boolean {
  return user?.isActive === true && hasAdminAccess(user.role);
}

/**
 * Where a request's user stands with the admin area: the one decision the admin guard, the blog's
 * `admin_access=true`, /api/auth/check and /admin all take (docs/architecture.md#admin-guard).
 * "admin": may use the admin area, each action as its role allows (src/services/access-policy.ts);
 * "held-back": such an account the two-factor policy keeps out until it has a second factor.
 */
export type AdminStanding = "signed-out" | "not-admin" | "held-back" | "admin";

export function adminStandingOf(
  user: (Pick<User, "role" | "isActive"> & { hasSecondFactor: boolean }) | null | undefined,
  requireTwoFactorForAdmins: boolean,
): AdminStanding {
  if (!user) return "signed-out";
  if (!mayUseAdmin(user)) return "not-admin";
  return requireTwoFactorForAdmins && !user.hasSecondFactor ? "held-back" : "admin";
}

/** A user as the API shows it: everything but the password hash. */
export type PublicUser = Omit<User, "passwordHash">;

/**
 * How the user list shows an account (docs/product.md#admin-users): "author" for a person (a display
 * name) whose account does not sign in and never has, someone who writes rather than an inactive
 * user; else "active" or "inactive".
 */
export function accountStatusOf(user: Pick<User, "isActive" | "displayName" | "lastSignInAt">) {
  if (user.isActive) return "active" as const;
  return user.displayName && !user.lastSignInAt ? ("author" as const) : ("inactive" as const);
}

type UserWriteResult = { ok: true; user: PublicUser } | { ok: false; status: 404 | 409; message: string };

const USER_MESSAGES = {
  notFound: "User not found.",
  usernameTaken: "That username is already taken.",
  deleteSelf: "You cannot delete your own account.",
  demoteSelf: "You cannot remove your own administrator role.",
  deactivateSelf: "You cannot deactivate your own account.",
  deleteLastAdmin: "The last active administrator cannot be deleted.",
  demoteLastAdmin: "The last active administrator cannot be demoted or deactivated.",
} as const;

/** A user's columns that a signed-in request carries (src/services/sessions.ts): who, and what they may do. */
export const identityColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  isActive: users.isActive,
};

/** The public profile's columns (docs/product.md#entity-user). */
export const profileColumns = {
  displayName: users.displayName,
  jobTitle: users.jobTitle,
  bio: users.bio,
  avatarUrl: users.avatarUrl,
  linkedinUrl: users.linkedinUrl,
};

type ProfileKey = keyof typeof profileColumns;

const publicColumns = {
  ...identityColumns,
  ...profileColumns,
  lastSignInAt: users.lastSignInAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

class Refused extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

const sameUsername = (username: string) => sql`lower(${users.username}) = lower(${username})`;

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed: .*users|users_username_unique/.test(error.message);

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export function createUserService(deps: {
  db: Db;
  throttle: LoginThrottle;
  now: () => number;
  events: ContentEvents;
  /** SITE_URL: its own absolute addresses are stored as paths (docs/product.md#validation-addresses). */
  siteUrl?: string;
}) {
  const { db, now, events } = deps;

  /** The profile fields a write gives (a field left out keeps its value), the avatar as stored. */
  const profileOf = (data: CreateUserData | UpdateUserData) => {
    const given: Partial<Record<ProfileKey, string | null>> = {};
    for (const key of Object.keys(profileColumns) as ProfileKey[]) {
      const value = data[key];
      if (value !== undefined) given[key] = key === "avatarUrl" && value ? sitePathOf(value, deps.siteUrl) : value;
    }
    return given;
  };

  /** The columns a create or an update writes from what it was given (the password apart). */
  const columnsOf = (data: CreateUserData | UpdateUserData) => ({
    username: data.username,
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
    role: data.role,
    isActive: data.isActive,
    ...profileOf(data),
  });

  /**
   * Announces a write that a public page may show (one made to a person, before or after), or
   * that changes an image's uses (a user with an avatar, before or after: the media library's).
   */
  const announce = (
    result: UserWriteResult,
    before?: Pick<PublicUser, "displayName" | "avatarUrl"> | null,
  ): UserWriteResult => {
    if (!result.ok) return result;
    const tags: string[] = [];
    if (result.user.displayName || before?.displayName) tags.push(contentTags.people);
    if (result.user.avatarUrl || before?.avatarUrl) tags.push(contentTags.user(result.user.id));
    if (tags.length > 0) events.changed(tags);
    return result;
  };

  // Sessions, and sign-ins half done (the password right, the second step owed), are deleted in
  // the same transaction as the change that ends them: a pending sign-in begun with the old
  // password must not be finished after the new one is set.
  const endSessions = (tx: Tx, userId: number) => {
    tx.delete(sessions).where(eq(sessions.userId, userId)).run();
    tx.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId)).run();
  };

  const otherActiveAdmins = (tx: Tx | Db, userId: number) =>
    tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "admin"), eq(users.isActive, true), ne(users.id, userId)))
      .all().length;

  const usernameTaken = (tx: Tx | Db, username: string, exceptId?: number) =>
    tx
      .select({ id: users.id })
      .from(users)
      .where(exceptId === undefined ? sameUsername(username) : and(sameUsername(username), ne(users.id, exceptId)))
      .get() !== undefined;

  /** Runs a write as one immediate transaction, turning refusals and unique clashes into results. */
  const write = (fn: (tx: Tx) => PublicUser): UserWriteResult => {
    try {
      return { ok: true, user: db.transaction(fn) };
    } catch (error) {
      if (error instanceof Refused) return { ok: false, status: error.status, message: error.message };
      if (isUniqueViolation(error)) return { ok: false, status: 409, message: USER_MESSAGES.usernameTaken };
      throw error;
    }
  };

  return {
    list(): PublicUser[] {
      return db.select(publicColumns).from(users).orderBy(asc(users.username)).all();
    },

    /** One page of the admin's list (docs/product.md#admin-lists). */
    adminPage(query: AdminListQuery<"users">) {
      const where = containsText(
        [users.username, users.firstName, users.lastName, users.displayName, users.email],
        query.q,
      );
      // By username: COLLATE NOCASE folds the same letters lower() does (ASCII), and compares a cursor alike.
      const order: ListOrder<PublicUser> =
        query.sort === "newest"
          ? latestFirst(users.id, users.createdAt, (u: PublicUser) => u.createdAt)
          : alphabetical(users.id, users.username, (u: PublicUser) => u.username);
      return adminListPage(db, users, where, query, order, (where, order, limit, offset) =>
        inOrderPaged(db.select(publicColumns).from(users).where(where).$dynamic(), order, limit, offset).all(),
      );
    },

    get(id: number): PublicUser | null {
      return db.select(publicColumns).from(users).where(eq(users.id, id)).get() ?? null;
    },

    /** The account a sign-in names (usernames match case-insensitively), with its hash. */
    findForSignIn(username: string): User | null {
      return db.select().from(users).where(sameUsername(username)).get() ?? null;
    },

    async create(data: CreateUserData): Promise<UserWriteResult> {
      const passwordHash = await hashPassword(data.password);
      const result = write((tx) => {
        if (usernameTaken(tx, data.username)) throw new Refused(409, USER_MESSAGES.usernameTaken);
        const at = new Date(now());
        return tx
          .insert(users)
          .values({
            ...columnsOf(data),
            passwordHash,
            createdAt: at,
            updatedAt: at,
          })
          .returning(publicColumns)
          .get();
      });
      return announce(result);
    },

    /** `actorId`: the admin making the change (null for the operator's own tools). */
    async update(id: number, data: UpdateUserData, actorId: number | null): Promise<UserWriteResult> {
      const passwordHash = data.password === undefined ? undefined : await hashPassword(data.password);
      let before: PublicUser | undefined;
      const result = write((tx) => {
        const current = tx.select(publicColumns).from(users).where(eq(users.id, id)).get();
        if (!current) throw new Refused(404, USER_MESSAGES.notFound);
        before = current;
        const losesAdmin = current.role === "admin" && current.isActive && (data.role !== "admin" || !data.isActive);
        if (id === actorId && data.role !== "admin") throw new Refused(409, USER_MESSAGES.demoteSelf);
        if (id === actorId && !data.isActive) throw new Refused(409, USER_MESSAGES.deactivateSelf);
        if (losesAdmin && otherActiveAdmins(tx, id) === 0) throw new Refused(409, USER_MESSAGES.demoteLastAdmin);
        if (usernameTaken(tx, data.username, id)) throw new Refused(409, USER_MESSAGES.usernameTaken);
        const updated = tx
          .update(users)
          .set({
            ...columnsOf(data),
            updatedAt: new Date(now()),
            ...(passwordHash === undefined ? {} : { passwordHash }),
          })
          .where(eq(users.id, id))
          .returning(publicColumns)
          .get()!;
        if (passwordHash !== undefined || !data.isActive) endSessions(tx, id);
        return updated;
      });
      return announce(result, before);
    },

    delete(id: number, actorId: number | null): UserWriteResult {
      const result = write((tx) => {
        const current = tx.select(publicColumns).from(users).where(eq(users.id, id)).get();
        if (!current) throw new Refused(404, USER_MESSAGES.notFound);
        if (id === actorId) throw new Refused(409, USER_MESSAGES.deleteSelf);
        if (current.role === "admin" && current.isActive && otherActiveAdmins(tx, id) === 0) {
          throw new Refused(409, USER_MESSAGES.deleteLastAdmin);
        }
        endSessions(tx, id);
        // Their posts stay, owned by nobody (an editor's to change): owner_id has no foreign key.
        tx.update(blogPosts).set({ ownerId: null }).where(eq(blogPosts.ownerId, id)).run();
        tx.delete(users).where(eq(users.id, id)).run();
        return current;
      });
      return announce(result);
    },

    /** Notes a completed sign-in (the user list tells people who never sign in apart). */
    signedIn(id: number): void {
      db.update(users)
        .set({ lastSignInAt: new Date(now()) })
        .where(eq(users.id, id))
        .run();
    },

    /**
     * A user's own new password (docs/product.md#account): every other session and every pending
     * sign-in ends, the session it was changed from stays.
     */
    async setOwnPassword(id: number, password: string, keepSessionId: string | null): Promise<void> {
      const passwordHash = await hashPassword(password);
      db.transaction((tx) => {
        tx.update(users)
          .set({ passwordHash, updatedAt: new Date(now()) })
          .where(eq(users.id, id))
          .run();
        tx.delete(sessions)
          .where(and(eq(sessions.userId, id), keepSessionId ? ne(sessions.id, keepSessionId) : undefined))
          .run();
        tx.delete(pendingSignIns).where(eq(pendingSignIns.userId, id)).run();
      });
    },

    /**
     * The operator's reset for a locked-out owner: sets a new password, ends the user's sessions
     * and lifts the sign-in waits on the username. Null when no such user exists.
     */
    async resetPassword(username: string, password: string): Promise<PublicUser | null> {
      const passwordHash = await hashPassword(password);
      const user = db.transaction((tx) => {
        const found = tx.select({ id: users.id }).from(users).where(sameUsername(username)).get();
        if (!found) return null;
        const updated = tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date(now()) })
          .where(eq(users.id, found.id))
          .returning(publicColumns)
          .get()!;
        endSessions(tx, found.id);
        return updated;
      });
      if (user) deps.throttle.clearUsername(user.username);
      return user;
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;

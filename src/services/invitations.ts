// Invitations (docs/product.md#invitations): an Administrator invites a colleague by e-mail with a
// role; the e-mail (an outbox delivery, like every other) carries a link that works for 7 days and
// once. The invitee opens it signed out, chooses a username and a password, and has an account of
// that role; a second factor they set up on their account page afterwards.
//
// The link is signed like the preview and download links (./preview-links.ts): HMAC-SHA256 over a
// fixed label, the invitation's id, its e-mail address and its role, so nothing secret is stored
// and the e-mail can be written again from the row at send time. A changed address or role breaks
// the signature; the expiry is the row's (retiring an invitation moves it to now). Single use: `accepted_at`, set in the transaction that
// creates the account (a second acceptance finds it set).
//
//   /invitation/{id}?sig={base64url}
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { invitations, type Invitation, users } from "../db/schema";
import type { StaffRole } from "../shared/roles";
import { type ContentEvents, contentTags } from "./content-events";
import type { MailAddress, OutgoingMail } from "./mailer";
import type { Outbox } from "./outbox";
import { hashPassword } from "./passwords";
import { isSameSignature, signText } from "./secret";

/** How long an invitation's link works (docs/product.md#invitations: 7 days). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The purpose its signing key is derived for (./secret.ts). */
export const INVITATION_KEY_PURPOSE = "invitations";

export const INVITATION_MESSAGES = {
  invalid: "This invitation link is not valid. Check that you opened the whole link from the e-mail.",
  expired: "This invitation has expired. Ask an administrator to invite you again.",
  used: "This invitation has already been accepted. Sign in with the account you created.",
  accountExists: "An account with this e-mail address already exists.",
  usernameTaken: "That username is already taken.",
  notFound: "Invitation not found.",
  alreadyAccepted: "This invitation was accepted; it can no longer be withdrawn.",
} as const;

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** Why a link does not open: forged or changed, past its 7 days, or accepted already. */
export type InvitationRefusal = "invalid" | "expired" | "used";

export type InvitationState = "pending" | "accepted" | "expired";

/** The signed address of an invitation. */
export function createInvitationLinks(key: Uint8Array, siteUrl: string) {
  const mac = (row: Pick<Invitation, "id" | "email" | "role">) =>
    signText(key, `invitation:v1:${row.id}:${row.email.toLowerCase()}:${row.role}`);
  return {
    mac,
    url: (row: Pick<Invitation, "id" | "email" | "role">) => `${siteUrl}/invitation/${row.id}?sig=${mac(row)}`,
  };
}

export type InvitationLinks = ReturnType<typeof createInvitationLinks>;

/**
 * The e-mail of an invitation, written from its row; null when the invitation was withdrawn, used or
 * has expired (the delivery then has nothing to send).
 */
export function composeInvitationMail(
  db: Db,
  links: InvitationLinks,
  site: { firmName: string; siteUrl: string; timeZone: string; from: MailAddress; now: number },
  invitationId: number,
): OutgoingMail | null {
  const row = db.select().from(invitations).where(eq(invitations.id, invitationId)).get();
  if (!row || row.acceptedAt || row.expiresAt.getTime() <= site.now) return null;
  const until = new Intl.DateTimeFormat("en-US", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: site.timeZone,
  }).format(row.expiresAt);
  const host = new URL(site.siteUrl).hostname;
  return {
    from: site.from,
    to: row.email,
    replyTo: site.from,
    subject: `You're invited to ${site.firmName}'s admin`,
    text: [
      `You have been invited to write for ${site.firmName} (${site.siteUrl}) as ${articleOf(row.role)}.`,
      "",
      "Choose your username and password here:",
      links.url(row),
      "",
      `The link works once, until ${until}. After signing in you can add a second factor on your account page.`,
      "If you did not expect this e-mail, ignore it: nothing happens unless the link is opened.",
      "",
    ].join("\n"),
    messageId: `<invitation-${row.id}.${row.createdAt.getTime()}@${host}>`,
  };
}

const articleOf = (role: StaffRole) => ({ author: "an Author", editor: "an Editor", admin: "an Administrator" })[role];

export function stateOf(row: Pick<Invitation, "acceptedAt" | "expiresAt">, now: number): InvitationState {
  if (row.acceptedAt) return "accepted";
  return row.expiresAt.getTime() <= now ? "expired" : "pending";
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

class Refused extends Error {
  constructor(readonly refusal: InvitationRefusal | "usernameTaken") {
    super(refusal);
  }
}

export function createInvitationService(deps: {
  db: Db;
  links: InvitationLinks;
  now: () => number;
  outbox: Outbox;
  /** Whether invitation e-mail is sent at all (SMTP_URL). */
  mails: boolean;
  nudge: () => void;
  /** A new account with a display name is a person public pages may show (docs/product.md#people). */
  events: ContentEvents;
}) {
  const { db, links, now } = deps;

  /** An invitation as the admin API answers it; the link only while it can be accepted. */
  const json = (row: Invitation) => {
    const state = stateOf(row, now());
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      state,
      invitedBy: row.invitedBy,
      createdAt: row.createdAt,
      expiresAt: row.expiresAt,
      acceptedAt: row.acceptedAt,
      userId: row.userId,
      url: state === "pending" ? links.url(row) : null,
    };
  };

  const accountWithEmail = (tx: Tx | Db, email: string) =>
    tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`).get();

  /** The invitation a link names, or why it does not open (checked in this order: forged, used, expired). */
  const opened = (tx: Tx | Db, id: number, sig: string | undefined): Invitation | InvitationRefusal => {
    const row = tx.select().from(invitations).where(eq(invitations.id, id)).get();
    if (!row || !sig || !SIGNATURE.test(sig) || !isSameSignature(sig, links.mac(row))) return "invalid";
    if (row.acceptedAt) return "used";
    if (row.expiresAt.getTime() <= now()) return "expired";
    return row;
  };

  return {
    /** Every invitation, newest first, with its state and (while it is open) its link. */
    list() {
      return db.select().from(invitations).orderBy(desc(invitations.createdAt), desc(invitations.id)).all().map(json);
    },

    /**
     * A new invitation, its e-mail queued in the same transaction. Refused (409) when an account
     * already has this address. An earlier open invitation of the same address stops working: the
     * newest link is the one that counts.
     */
    invite(input: { email: string; role: StaffRole }, invitedBy: number) {
      const result = db.transaction((tx) => {
        if (accountWithEmail(tx, input.email)) return null;
        tx.update(invitations)
          .set({ expiresAt: new Date(now()) })
          .where(and(sql`lower(${invitations.email}) = lower(${input.email})`, isNull(invitations.acceptedAt)))
          .run();
        const at = now();
        const row = tx
          .insert(invitations)
          .values({
            email: input.email,
            role: input.role,
            invitedBy,
            expiresAt: new Date(at + INVITATION_TTL_MS),
            createdAt: new Date(at),
          })
          .returning()
          .get();
        const mailed =
          deps.mails &&
          deps.outbox.enqueue(tx, {
            kind: "invitation.mail",
            dedupeKey: `invitation.mail:${row.id}`,
            payload: { invitationId: row.id },
          });
        return { row, mailed };
      });
      if (result?.mailed) deps.nudge();
      return result && { invitation: json(result.row), mailed: result.mailed };
    },

    /** Withdraws an open invitation (its link stops working, its e-mail is no longer sent). */
    revoke(id: number): "revoked" | "not-found" | "accepted" {
      const row = db.select().from(invitations).where(eq(invitations.id, id)).get();
      if (!row) return "not-found";
      if (row.acceptedAt) return "accepted";
      db.delete(invitations).where(eq(invitations.id, id)).run();
      return "revoked";
    },

    /** What the accept page shows for a link: the invitation, or why it does not open. */
    open(id: number, sig: string | undefined): Invitation | InvitationRefusal {
      return opened(db, id, sig);
    },

    /**
     * Accepts an invitation: the account (active, the invitation's role and address) and the
     * invitation's use, in one transaction. The password is hashed before it.
     */
    async accept(
      id: number,
      sig: string | undefined,
      input: { username: string; password: string; displayName?: string | null },
    ): Promise<{ ok: true; userId: number; username: string } | { ok: false; refusal: Refused["refusal"] }> {
      // Refuse a bad link before the password's (slow) hashing.
      const first = opened(db, id, sig);
      if (typeof first === "string") return { ok: false, refusal: first };
      const passwordHash = await hashPassword(input.password);
      try {
        const user = db.transaction((tx) => {
          const row = opened(tx, id, sig);
          if (typeof row === "string") throw new Refused(row);
          const taken = tx
            .select({ id: users.id })
            .from(users)
            .where(sql`lower(${users.username}) = lower(${input.username})`)
            .get();
          if (taken) throw new Refused("usernameTaken");
          const at = new Date(now());
          const created = tx
            .insert(users)
            .values({
              username: input.username,
              passwordHash,
              email: row.email,
              role: row.role,
              isActive: true,
              displayName: input.displayName || null,
              createdAt: at,
              updatedAt: at,
            })
            .returning({ id: users.id, username: users.username })
            .get();
          tx.update(invitations).set({ acceptedAt: at, userId: created.id }).where(eq(invitations.id, id)).run();
          return created;
        });
        if (input.displayName) deps.events.changed([contentTags.people]);
        return { ok: true, userId: user.id, username: user.username };
      } catch (error) {
        if (error instanceof Refused) return { ok: false, refusal: error.refusal };
        throw error;
      }
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;

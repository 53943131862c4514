// /api/invitations and /invitation/{id}: the invitee's side of an invitation (docs/product.md#invitations),
// open to anyone holding the signed link; the Administrator's side is /api/admin/invitations.
//
//   GET  /api/invitations/{id}?sig=…         {email, role, roleLabel, expiresAt}; 404 forged, 410 expired or used
//   POST /api/invitations/{id}/accept        {sig, username, password, displayName?} → 201 {user: {id, username}};
//                                            400 fields, 404/410 as above, 409 username taken
//   POST /invitation/{id}                    the same as a form post (the page without JavaScript):
//                                            answered with the page again, refused or done
import { type Context, Hono } from "hono";
import { z } from "zod";
import { written } from "../http/answers";
import type { AppEnv } from "../http/context";
import { postedFields, readForm } from "../http/forms";
import { validate, validationFailure } from "../http/validate";
import type { Invitation } from "../db/schema";
import type { Services } from "../services";
import { INVITATION_MESSAGES, type InvitationRefusal } from "../services/invitations";
import { ROLE_LABELS } from "../shared/roles";
import { acceptInvitationSchema } from "../shared/schemas";

const idParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .transform(Number),
});
const sigQuery = z.object({ sig: z.string().max(100).optional() });
const acceptBody = acceptInvitationSchema.extend({ sig: z.string().max(100).optional() });

/** 404 for a link that is not one of ours, 410 for one that was. */
const refusalStatus = (refusal: InvitationRefusal) => (refusal === "invalid" ? 404 : 410);

const refusedJson = (c: Context<AppEnv>, refusal: InvitationRefusal) =>
  c.json({ success: false as const, message: INVITATION_MESSAGES[refusal], reason: refusal }, refusalStatus(refusal));

/** A refused form post as the page shows it again: what was sent (never the password), what was wrong. */
export type InvitationFormAgain = {
  values: { username?: string; displayName?: string };
  errors: Record<string, string>;
  /** 400 for fields at fault, 409 for a username taken. */
  status: number;
};

/** The pages the form post answers with (src/pages/invitation.tsx, rendered for this request). */
export type InvitationFormPages = {
  refused: (c: Context<AppEnv>, refusal: InvitationRefusal) => Promise<Response>;
  accepted: (c: Context<AppEnv>, username: string) => Promise<Response>;
  again: (c: Context<AppEnv>, invitation: Invitation, sig: string, form: InvitationFormAgain) => Promise<Response>;
};

export function createInvitationsApi(services: Services) {
  const app = new Hono<AppEnv>();
  const notFound = (c: Context<AppEnv>) => refusedJson(c, "invalid");

  app.get("/:id", validate("param", idParam, notFound), validate("query", sigQuery), (c) => {
    const opened = services.invitations.open(c.req.valid("param").id, c.req.valid("query").sig);
    if (typeof opened === "string") return refusedJson(c, opened);
    c.header("Cache-Control", "private, no-store");
    return c.json({
      email: opened.email,
      role: opened.role,
      roleLabel: ROLE_LABELS[opened.role],
      expiresAt: opened.expiresAt.toISOString(),
    });
  });

  app.post("/:id/accept", validate("param", idParam, notFound), validate("json", acceptBody), async (c) => {
    const { sig, ...data } = c.req.valid("json");
    const result = await services.invitations.accept(c.req.valid("param").id, sig, data);
    if (result.ok) {
      const user = { id: result.userId, username: result.username };
      return written(c, "Your account is ready. Please sign in.", user, { status: 201, aliases: { user } });
    }
    if (result.refusal === "usernameTaken") {
      const message = INVITATION_MESSAGES.usernameTaken;
      return c.json({ success: false as const, message, errors: { username: message } }, 409);
    }
    return refusedJson(c, result.refusal);
  });

  return app;
}

/** POST /invitation/{id}: the accept page's form without JavaScript, answered with a page. */
export function createInvitationFormApp(services: Services, pages: InvitationFormPages) {
  const app = new Hono<AppEnv>();
  app.post("/invitation/:id", async (c) => {
    const id = /^[1-9]\d{0,14}$/.test(c.req.param("id")) ? Number(c.req.param("id")) : 0;
    const form = await readForm(c);
    const sig = typeof form.sig === "string" ? form.sig.slice(0, 100) : "";
    const opened = id ? services.invitations.open(id, sig) : "invalid";
    if (typeof opened === "string") return pages.refused(c, opened);
    const values = postedFields(form, ["username", "displayName"] as const, 200);
    const parsed = acceptInvitationSchema.safeParse({ ...values, password: form.password });
    if (!parsed.success) {
      return pages.again(c, opened, sig, { values, errors: validationFailure(parsed.error).errors, status: 400 });
    }
    const result = await services.invitations.accept(id, sig, parsed.data);
    if (result.ok) return pages.accepted(c, result.username);
    if (result.refusal === "usernameTaken") {
      const errors = { username: INVITATION_MESSAGES.usernameTaken };
      return pages.again(c, opened, sig, { values, errors, status: 409 });
    }
    return pages.refused(c, result.refusal);
  });
  return app;
}

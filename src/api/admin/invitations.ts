// /api/admin/invitations: an Administrator's invitations (docs/product.md#invitations), "users.manage"
// like the user list. The invitee's side is /api/invitations (src/api/invitations.ts).
//
//   GET    /api/admin/invitations        every invitation, newest first: [{id, email, role, state, invitedBy,
//                                        createdAt, expiresAt, acceptedAt, userId, url}]; `state` pending,
//                                        accepted or expired; `url` the link while pending, else null
//   POST   /api/admin/invitations        {email, role: author|editor|admin} → 201 {data: invitation, mailed};
//                                        400 fields, 409 when an account has the address
//   DELETE /api/admin/invitations/{id}   withdraws a pending one; 404, 409 once accepted
import { Hono } from "hono";
import { written } from "../../http/answers";
import type { AppEnv } from "../../http/context";
import { idParam } from "../../http/params";
import { requires } from "../../http/route-action";
import { validate } from "../../http/validate";
import type { Services } from "../../services";
import { INVITATION_MESSAGES } from "../../services/invitations";
import { inviteSchema } from "../../shared/schemas";

/** An invitation as GET answers it. */
export type InvitationJson = ReturnType<Services["invitations"]["list"]>[number];

const invitationIdParam = idParam("Invalid invitation id.");

export function createAdminInvitationsApi(services: Services) {
  const app = new Hono<AppEnv>();

  app.get("/", requires("users.manage"), (c) => c.json(services.invitations.list()));

  app.post("/", requires("users.manage"), validate("json", inviteSchema), (c) => {
    const result = services.invitations.invite(c.req.valid("json"), c.get("user")!.id);
    if (!result) {
      const message = INVITATION_MESSAGES.accountExists;
      return c.json({ success: false as const, message, errors: { email: message } }, 409);
    }
    const message = result.mailed
      ? `Invitation sent to ${result.invitation.email}.`
      : "Invitation created. E-mail is not set up: copy the link and send it yourself.";
    return written(c, message, result.invitation, { status: 201, aliases: { mailed: result.mailed } });
  });

  app.delete("/:id", requires("users.manage"), validate("param", invitationIdParam), (c) => {
    const outcome = services.invitations.revoke(c.req.valid("param").id);
    if (outcome === "not-found") return c.json({ success: false as const, message: INVITATION_MESSAGES.notFound }, 404);
    if (outcome === "accepted") {
      return c.json({ success: false as const, message: INVITATION_MESSAGES.alreadyAccepted }, 409);
    }
    return written(c, "Invitation withdrawn.", null);
  });

  return app;
}

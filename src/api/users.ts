// /api/users: the admin's user accounts (docs/product.md#entities, #validation, #api), with the product's validation messages. Every
// route here is admin-only; the guard in src/server/middleware/admin-guard.ts answers for anyone
// else before these handlers run. Answers never carry a password or its hash.
// The blog form's list of people is /api/admin/people (src/api/admin/people.ts).
import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { idParam } from "../http/params";
import type { Services } from "../services";
import { createUserSchema, updateUserSchema } from "../shared/schemas";
import { validate } from "../http/validate";
import { adminListAnswer } from "../http/list-answer";
import { written } from "../http/answers";
import { accountStatusOf, type PublicUser } from "../services/users";
import { ROLE_LABELS } from "../shared/roles";
import { requires } from "../http/route-action";

const userIdParam = idParam("Invalid user id.");

/**
 * A user as the API answers it: the stored fields but the hash, the role's name and how the list shows
 * the account (`status`: "active", "inactive", or "author" for a person who writes but never signs in).
 */
export const userJson = (user: PublicUser) => ({
  ...user,
  roleLabel: ROLE_LABELS[user.role],
  status: accountStatusOf(user),
});

const RESET_OWN_TWO_FACTOR = "Change your own two-factor sign-in on your account page.";

export function createUsersApi(services: Services) {
  const app = new Hono<AppEnv>();

  // One page with list parameters (src/http/list-answer.ts), else every user.
  app.get("/", requires("users.manage"), (c) =>
    adminListAnswer(c, "users", () => c.json(services.users.list().map(userJson)), services.users.adminPage, userJson),
  );

  app.post("/", requires("users.manage"), validate("json", createUserSchema), async (c) => {
    const result = await services.users.create(c.req.valid("json"));
    if (!result.ok) return c.json({ success: false, message: result.message }, result.status);
    const user = userJson(result.user);
    return written(c, "User created successfully", user, { status: 201, aliases: { user } });
  });

  app.put(
    "/:id",
    requires("users.manage"),
    validate("param", userIdParam),
    validate("json", updateUserSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const result = await services.users.update(id, c.req.valid("json"), c.get("user")?.id ?? null);
      if (!result.ok) return c.json({ success: false, message: result.message }, result.status);
      const user = userJson(result.user);
      return written(c, "User updated successfully", user, { aliases: { user } });
    },
  );

  // An admin's answer to a taken-over account (docs/architecture.md#reauthentication): after setting
  // a new password (which ends its sessions and pending sign-ins), remove every second factor an
  // intruder may have enrolled, and end the sessions they began. Audited by the guard.
  app.delete("/:id/two-factor", requires("users.manage"), validate("param", userIdParam), (c) => {
    const { id } = c.req.valid("param");
    const user = services.users.get(id);
    if (!user) return c.json({ success: false, message: "User not found." }, 404);
    // One's own factors change on the account page, behind its re-authentication.
    if (id === c.get("user")?.id) return c.json({ success: false, message: RESET_OWN_TWO_FACTOR }, 409);
    const removed = services.twoFactor.resetAll(id);
    services.sessions.deleteAllForUser(id);
    services.loginThrottle.clearSecondFactor(id);
    c.set("auditAction", "two_factor_reset_by_admin");
    return written(c, `Two-factor sign-in of ${user.username} was reset.`, { id, ...removed });
  });

  app.delete("/:id", requires("users.manage"), validate("param", userIdParam), (c) => {
    const { id } = c.req.valid("param");
    const result = services.users.delete(id, c.get("user")?.id ?? null);
    if (!result.ok) return c.json({ success: false, message: result.message }, result.status);
    return written(c, "User deleted successfully", null);
  });

  return app;
}

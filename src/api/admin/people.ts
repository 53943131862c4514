// /api/admin/people: the people the blog form offers as authors (docs/product.md#people). Behind the
// admin guard like all of /api/admin.
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import type { Services } from "../../services";
import type { PersonProfile } from "../../services/people";
import { requires } from "../../http/route-action";

/** A person as the blog form's Author suggestions take them (docs/product.md#people). */
export const personSuggestionJson = ({ id, displayName, jobTitle }: PersonProfile) => ({ id, displayName, jobTitle });

/** GET /api/admin/people: the users with a display name, admin only like everything under /api/admin. */
export function createAdminPeopleApi(services: Services) {
  const app = new Hono<AppEnv>();
  app.get("/", requires("people.read"), (c) => c.json(services.people.list().map(personSuggestionJson)));
  return app;
}

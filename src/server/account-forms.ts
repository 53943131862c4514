// Signing in and out without JavaScript: the /login page's form posts here (application/x-www-
// form-urlencoded; the app's csrf check has already refused it unless it came from this site),
// and so does the dashboard's Logout button. The same auth service as the JSON API decides; a
// success sets the session cookie and redirects with 303, a failure renders /login again with
// the message, the username sent and the status the API would give (400, 401 or 429).
import { Hono, type Context } from "hono";
import { loginView } from "../pages/login";
import type { PageView } from "../pages/page";
import type { Services } from "../services";
import { loginSchema } from "../shared/schemas";
import type { AppEnv } from "../http/context";
import { endRequestSession, type SessionCookie } from "../http/session-cookie";

export function createAccountFormsApp(deps: {
  services: Services;
  cookie: SessionCookie;
  render: (view: PageView, c: Context<AppEnv>) => Promise<Response>;
}) {
  const { services, cookie, render } = deps;
  const app = new Hono<AppEnv>();

  app.post("/login", async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const sent = { username: form.username, password: form.password };
    const username = typeof sent.username === "string" ? sent.username.trim().slice(0, 200) : "";
    const parsed = loginSchema.safeParse(sent);
    if (!parsed.success) {
      return render(loginView({ error: parsed.error.issues[0]?.message, username, status: 400 }), c);
    }
    const result = await services.auth.signIn({ ...parsed.data, ip: c.get("clientIp") });
    if (!result.ok) {
      const response = await render(loginView({ error: result.message, username, status: result.status }), c);
      if (result.status === 429) response.headers.set("Retry-After", String(result.retryAfterSeconds));
      return response;
    }
    const previous = c.get("session");
    if (previous) services.sessions.delete(previous.id);
    cookie.set(c, result.token, result.session.absoluteExpiresAt);
    return c.redirect("/admin", 303);
  });

  app.post("/logout", (c) => {
    endRequestSession(c, services, cookie);
    return c.redirect("/", 303);
  });

  return app;
}

// /api/auth: sign in, who am I, sign out (docs/product.md#api). The session lives in an HttpOnly cookie;
// scripts may instead send the token as `Authorization: Bearer <token>`. The login answer carries
// the token only for such clients: a browser's request (it always sends Sec-Fetch-Site, which page
// scripts cannot set or remove) gets the cookie alone, so no script on the page ever sees a token.
import { Hono } from "hono";
import type { AppEnv, CurrentUser } from "../http/context";
import { endRequestSession, type SessionCookie } from "../http/session-cookie";
import type { Services } from "../services";
import { isActiveAdmin } from "../services/users";
import { loginSchema } from "../shared/schemas";
import { validate } from "../http/validate";
import { written } from "./answers";

/** The user as the auth answers show it: no hash, no timestamps. */
export function authUser(user: CurrentUser) {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    isActive: user.isActive,
  };
}

export function createAuthApi(services: Services, cookie: SessionCookie) {
  const app = new Hono<AppEnv>();

  // Who is signed in is never for a cache to keep.
  app.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.post("/login", validate("json", loginSchema), async (c) => {
    const { username, password } = c.req.valid("json");
    const result = await services.auth.signIn({ username, password, ip: c.get("clientIp") });
    if (!result.ok) {
      if (result.status === 429) {
        return c.json({ success: false, message: result.message }, 429, {
          "Retry-After": String(result.retryAfterSeconds),
        });
      }
      return c.json({ success: false, message: result.message }, 401);
    }
    // The session this request came with, if any, is replaced, not kept beside the new one.
    const previous = c.get("session");
    if (previous) services.sessions.delete(previous.id);
    cookie.set(c, result.token, result.session.absoluteExpiresAt);
    const forScript = c.req.header("Sec-Fetch-Site") === undefined;
    const signedIn = {
      user: authUser(result.user),
      ...(forScript ? { token: result.token, expiresAt: result.session.absoluteExpiresAt.toISOString() } : {}),
    };
    return written(c, "Login successful", signedIn, { aliases: signedIn });
  });

  app.get("/check", (c) => {
    const user = c.get("user") ?? null;
    return c.json({ authenticated: user !== null, isAdmin: isActiveAdmin(user), user: user && authUser(user) });
  });

  app.post("/logout", (c) => {
    endRequestSession(c, services, cookie);
    return written(c, "Logged out", null);
  });

  return app;
}

// Signing in and out, and who is signed in (docs/product.md#api), over one sign-in function
// (`signIn`): the login schema, then the auth service (throttled and audited), then this request's
// session, if any, replaced by the new one in the cookie.
//
//   /api/auth/login, /check, /logout   JSON. The session lives in an HttpOnly cookie; scripts may
//                                      instead send the token as `Authorization: Bearer <token>`. The
//                                      login answer carries the token only for such clients: a
//                                      browser's request (it always sends Sec-Fetch-Site, which page
//                                      scripts cannot set or remove) gets the cookie alone, so no
//                                      script on the page ever sees a token.
//   POST /login, POST /logout          the /login page's form and the dashboard's Logout button
//                                      without JavaScript (application/x-www-form-urlencoded; the
//                                      app's csrf check has already refused them unless they came
//                                      from this site). A success redirects with 303; a failure shows
//                                      /login again (the page the composition root passes in) with
//                                      the message, the username sent and the status the API would
//                                      give (400, 401 or 429).
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv, CurrentUser } from "../http/context";
import { readForm } from "../http/forms";
import { endRequestSession, type SessionCookie } from "../http/session-cookie";
import { type ValidationFailure, validate, validationFailure } from "../http/validate";
import type { Services } from "../services";
import type { SignInResult } from "../services/auth";
import { isActiveAdmin } from "../services/users";
import { loginSchema } from "../shared/schemas";
import { refusal, written } from "./answers";

/** A refused sign-in form, for the login page that shows it again. */
type SignInFormRefusal = { error?: string; username: string; status: number };

/** The user as the auth answers show it: no hash, no timestamps. */
function authUser(user: CurrentUser) {
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

/** What signing in came to: the auth service's answer, or the fields at fault. */
type SignInOutcome = SignInResult | { ok: false; status: 400; failure: ValidationFailure };

/** The one way to sign in, whichever way the credentials came. */
async function signIn(
  c: Context<AppEnv>,
  services: Services,
  cookie: SessionCookie,
  sent: unknown,
): Promise<SignInOutcome> {
  const parsed = loginSchema.safeParse(sent);
  if (!parsed.success) return { ok: false, status: 400, failure: validationFailure(parsed.error) };
  const result = await services.auth.signIn({ ...parsed.data, ip: c.get("clientIp") });
  if (!result.ok) return result;
  // The session this request came with, if any, is replaced, not kept beside the new one.
  const previous = c.get("session");
  if (previous) services.sessions.delete(previous.id);
  cookie.set(c, result.token, result.session.absoluteExpiresAt);
  return result;
}

/** Mounted at /api/auth. */
export function createAuthApi(services: Services, cookie: SessionCookie) {
  const app = new Hono<AppEnv>();

  // Who is signed in is never for a cache to keep.
  app.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.post("/login", validate("json", z.unknown()), async (c) => {
    const result = await signIn(c, services, cookie, c.req.valid("json"));
    if (!result.ok) {
      if (result.status === 400) return c.json(result.failure, 400);
      return refusal(c, result);
    }
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

/** POST /login and POST /logout, mounted at the root; `showRefused` renders /login for a refused sign-in. */
export function createAccountFormsApp(
  services: Services,
  cookie: SessionCookie,
  showRefused: (c: Context<AppEnv>, refused: SignInFormRefusal) => Promise<Response>,
) {
  const app = new Hono<AppEnv>();

  app.post("/login", async (c) => {
    const form = await readForm(c);
    const sent = { username: form.username, password: form.password };
    const username = typeof sent.username === "string" ? sent.username.trim().slice(0, 200) : "";
    const result = await signIn(c, services, cookie, sent);
    if (result.ok) return c.redirect("/admin", 303);
    if (result.status === 400) return showRefused(c, { error: result.failure.message, username, status: 400 });
    const response = await showRefused(c, { error: result.message, username, status: result.status });
    if (result.status === 429) response.headers.set("Retry-After", String(result.retryAfterSeconds));
    return response;
  });

  app.post("/logout", (c) => {
    endRequestSession(c, services, cookie);
    return c.redirect("/", 303);
  });

  return app;
}

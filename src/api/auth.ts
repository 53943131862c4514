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
//   /api/auth/login/totp, /passkey…    the second step of an account with a second factor
//                                      (docs/architecture.md#two-factor): the password's answer is
//                                      `twoFactorRequired` and a pending cookie (scripts: a
//                                      pendingToken), never a session; the code or passkey makes it.
//   POST /login, POST /logout          the /login page's form and the dashboard's Logout button
//                                      without JavaScript (application/x-www-form-urlencoded; the
//                                      app's csrf check has already refused them unless they came
//                                      from this site). A success redirects with 303; a failure shows
//                                      /login again (the page the composition root passes in) with
//                                      the message, the username sent and the status the API would
//                                      give (400, 401 or 429). An account with a second factor gets
//                                      the page's second step instead, posted to POST /login/code.
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/context";
import { readForm } from "../http/forms";
import { endRequestSession, pendingSignInCookie, type SessionCookie } from "../http/session-cookie";
import { type ValidationFailure, validate, validationFailure } from "../http/validate";
import type { Services } from "../services";
import type { SecondStepResult, SignInResult } from "../services/auth";
import type { PublicUser } from "../services/users";
import { adminStandingOf } from "../services/users";
import { type Action, actionsOf } from "../services/access-policy";
import { isSixDigits, loginSchema, passkeyAssertionSchema, secondStepSchema } from "../shared/schemas";
import { refusal, written } from "../http/answers";

/** An action the auth check's `permissions` may list (docs/product.md#roles): what the dashboard offers. */
export type Permission = Action;

export const PASSKEY_CHALLENGES_SPENT = "Too many passkey sign-in attempts from your address. Please wait a minute.";

/** A refused sign-in form, for the login page that shows it again (`step: "code"`: the second step). */
type SignInFormRefusal = { error?: string; username: string; status: number; step?: "code"; methods?: string[] };

/** Who a user is, as the auth answers and the account page show it: no hash, no timestamps. */
export function userIdentityJson(
  user: Pick<PublicUser, "id" | "username" | "firstName" | "lastName" | "email" | "role">,
) {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
  };
}

/** The user as the auth answers show it: who, and whether the account is active. */
function authUser(
  user: Pick<PublicUser, "id" | "username" | "firstName" | "lastName" | "email" | "role" | "isActive">,
) {
  return { ...userIdentityJson(user), isActive: user.isActive };
}

/** What signing in came to: the auth service's answer, or the fields at fault. */
type SignInOutcome = SignInResult | { ok: false; status: 400; failure: ValidationFailure };

/** Where the request comes from, as the auth service records it. */
const clientOf = (c: Context<AppEnv>) => ({ ip: c.get("clientIp"), userAgent: c.req.header("User-Agent") ?? null });

/** A script's request: browsers always send Sec-Fetch-Site, which page scripts cannot set or remove. */
const fromScript = (c: Context) => c.req.header("Sec-Fetch-Site") === undefined;

type Cookies = { session: SessionCookie; pending: ReturnType<typeof pendingSignInCookie> };

/** The session a completed sign-in made, in place of the one the request came with. */
function keepSession(c: Context<AppEnv>, services: Services, cookies: Cookies, result: SecondStepResult) {
  if (!result.ok) return;
  // The session this request came with, if any, is replaced, not kept beside the new one.
  const previous = c.get("session");
  if (previous) services.sessions.delete(previous.id);
  cookies.session.set(c, result.token, result.session.absoluteExpiresAt);
  cookies.pending.clearIfSent(c);
}

/** The one way to sign in, whichever way the credentials came. */
async function signIn(c: Context<AppEnv>, services: Services, cookies: Cookies, sent: unknown): Promise<SignInOutcome> {
  const parsed = loginSchema.safeParse(sent);
  if (!parsed.success) return { ok: false, status: 400, failure: validationFailure(parsed.error) };
  const result = await services.auth.signIn({ ...parsed.data, ...clientOf(c) });
  if (!result.ok) return result;
  if (result.pending) {
    cookies.pending.set(c, result.pending.token, result.pending.expiresAt);
    return result;
  }
  keepSession(c, services, cookies, result);
  return result;
}

/** The second step with a code: a 6-digit one is an authenticator's, anything else a recovery code. */
function completeWithCode(
  c: Context<AppEnv>,
  services: Services,
  cookies: Cookies,
  sent: { code?: string; recoveryCode?: string; pendingToken?: string },
): SecondStepResult {
  const recovery = sent.code === undefined;
  const result = services.auth.completeWithCode({
    pendingToken: sent.pendingToken ?? cookies.pending.read(c),
    method: recovery ? "recovery" : "totp",
    code: (recovery ? sent.recoveryCode : sent.code) ?? "",
    ...clientOf(c),
  });
  if (!result.ok && result.status === 401 && result.expired) cookies.pending.clearIfSent(c);
  keepSession(c, services, cookies, result);
  return result;
}

/** A refused second step; `expired: true` sends the form back to the password. */
function secondStepRefusal(c: Context, result: Exclude<SecondStepResult, { ok: true }>) {
  if (result.status === 401 && result.expired) {
    return c.json({ success: false as const, message: result.message, expired: true as const }, 401);
  }
  return refusal(c, result);
}

/** What a completed sign-in answers a script or the login form's script. */
function signedInAnswer(c: Context, result: Extract<SecondStepResult, { ok: true }>) {
  const signedIn = {
    user: authUser(result.user),
    ...(fromScript(c) ? { token: result.token, expiresAt: result.session.absoluteExpiresAt.toISOString() } : {}),
  };
  return written(c, "Login successful", signedIn, { aliases: signedIn });
}

/** Mounted at /api/auth. */
export function createAuthApi(services: Services, cookie: SessionCookie, siteUrl: string) {
  const app = new Hono<AppEnv>();
  const cookies: Cookies = { session: cookie, pending: pendingSignInCookie(siteUrl) };

  // Who is signed in is never for a cache to keep.
  app.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.post("/login", validate("json", z.unknown()), async (c) => {
    const result = await signIn(c, services, cookies, c.req.valid("json"));
    if (!result.ok) {
      if (result.status === 400) return c.json(result.failure, 400);
      return refusal(c, result);
    }
    if (result.pending) {
      const { methods, token, expiresAt } = result.pending;
      return c.json({
        success: true as const,
        message: "Enter the code from your authenticator app, a recovery code, or use a passkey.",
        twoFactorRequired: true as const,
        methods,
        ...(fromScript(c) ? { pendingToken: token, expiresAt: expiresAt.toISOString() } : {}),
        data: null,
      });
    }
    return signedInAnswer(c, result);
  });

  app.post("/login/totp", validate("json", secondStepSchema), (c) => {
    const result = completeWithCode(c, services, cookies, c.req.valid("json"));
    if (!result.ok) return secondStepRefusal(c, result);
    return signedInAnswer(c, result);
  });

  // Passkeys: options first (a challenge), then the browser's answer. `secondStep`: the passkey
  // completes the pending sign-in of this browser (or script); otherwise it signs in alone.
  // Anyone may ask for a challenge, so each address gets a budget (and the service keeps a bounded
  // number of anonymous ones): a flood stores little and is told to wait.
  app.post("/passkey/options", validate("json", z.object({ secondStep: z.boolean().optional() })), (c) => {
    const budget = services.passkeyChallenges.hit(c.get("clientIp"));
    if (!budget.allowed) {
      const { retryAfterSeconds } = budget;
      return refusal(c, { status: 429, message: PASSKEY_CHALLENGES_SPENT, retryAfterSeconds });
    }
    const pendingUser = c.req.valid("json").secondStep ? services.auth.pendingAccount(cookies.pending.read(c)) : null;
    const options = pendingUser
      ? services.passkeys.signInOptions(pendingUser.id, "preferred")
      : services.passkeys.signInOptions(null);
    return written(c, "Passkey challenge", options);
  });

  app.post("/passkey", validate("json", passkeyAssertionSchema), (c) => {
    const { secondStep, pendingToken, ...assertion } = c.req.valid("json");
    const result = services.auth.completeWithPasskey({
      pendingToken: secondStep ? (pendingToken ?? cookies.pending.read(c)) : undefined,
      assertion,
      ...clientOf(c),
    });
    if (!result.ok) return secondStepRefusal(c, result);
    keepSession(c, services, cookies, result);
    return signedInAnswer(c, result);
  });

  app.get("/check", (c) => {
    const user = c.get("user") ?? null;
    // The admin guard's decision: `isAdmin` only when admin calls would be answered, and a held-back
    // admin is told why (docs/architecture.md#two-factor).
    const standing = adminStandingOf(user, services.settings.current().requireTwoFactorForAdmins);
    // `isAdmin`: may use the admin area (any of its roles); `permissions`: what the role may do there
    // (docs/product.md#roles), for the dashboard to offer only that. The server decides each call anyway.
    return c.json({
      authenticated: user !== null,
      isAdmin: standing === "admin",
      permissions: standing === "admin" && user ? actionsOf(user.role) : [],
      ...(standing === "held-back" ? { twoFactorSetupRequired: true as const } : {}),
      user: user && authUser(user),
    });
  });

  app.post("/logout", (c) => {
    endRequestSession(c, services, cookie);
    cookies.pending.clearIfSent(c);
    return written(c, "Logged out", null);
  });

  return app;
}

/**
 * POST /login, POST /login/code and POST /logout, mounted at the root; `showRefused` renders
 * /login for a refused sign-in, or its second step.
 */
export function createAccountFormsApp(
  services: Services,
  cookie: SessionCookie,
  siteUrl: string,
  showRefused: (c: Context<AppEnv>, refused: SignInFormRefusal) => Promise<Response>,
) {
  const app = new Hono<AppEnv>();
  const cookies: Cookies = { session: cookie, pending: pendingSignInCookie(siteUrl) };

  const refused = async (c: Context<AppEnv>, form: SignInFormRefusal, retryAfterSeconds?: number) => {
    const response = await showRefused(c, form);
    // The page is a Response of its own: the cookies this request set (a pending sign-in begun or
    // ended) go on it too.
    for (const line of c.res.headers.getSetCookie()) response.headers.append("Set-Cookie", line);
    if (retryAfterSeconds !== undefined) response.headers.set("Retry-After", String(retryAfterSeconds));
    return response;
  };

  app.post("/login", async (c) => {
    const form = await readForm(c);
    const sent = { username: form.username, password: form.password };
    const username = typeof sent.username === "string" ? sent.username.trim().slice(0, 200) : "";
    const result = await signIn(c, services, cookies, sent);
    if (result.ok && result.pending) {
      return refused(c, { username, status: 200, step: "code", methods: result.pending.methods });
    }
    if (result.ok) return c.redirect("/admin", 303);
    if (result.status === 400) return refused(c, { error: result.failure.message, username, status: 400 });
    const retryAfter = result.status === 429 ? result.retryAfterSeconds : undefined;
    return refused(c, { error: result.message, username, status: result.status }, retryAfter);
  });

  app.post("/login/code", async (c) => {
    const form = await readForm(c);
    const code = typeof form.code === "string" ? form.code.trim().slice(0, 40) : "";
    const pending = services.auth.pendingAccount(cookies.pending.read(c));
    const methods = pending ? services.twoFactor.methodsOf(pending.id) : [];
    if (!code) {
      const error = secondStepSchema.safeParse({}).error?.issues[0]?.message;
      return refused(c, { error, username: "", status: 400, step: "code", methods });
    }
    const result = completeWithCode(
      c,
      services,
      cookies,
      isSixDigits(code) ? { code: code.replace(/\s/g, "") } : { recoveryCode: code },
    );
    if (result.ok) return c.redirect("/admin", 303);
    if (result.status === 401 && result.expired)
      return refused(c, { error: result.message, username: "", status: 401 });
    const again = { error: result.message, username: "", status: result.status, step: "code" as const, methods };
    return refused(c, again, result.status === 429 ? result.retryAfterSeconds : undefined);
  });

  app.post("/logout", (c) => {
    endRequestSession(c, services, cookie);
    cookies.pending.clearIfSent(c);
    return c.redirect("/", 303);
  });

  return app;
}

// The session cookie: HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site posts),
// Path=/, and behind https the `__Host-` prefix with Secure, which the browser only accepts from
// this exact origin over https, so no subdomain or plain-http page can plant or overwrite it.
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Services } from "../services";
import type { AppEnv } from "./context";

export type SessionCookie = ReturnType<typeof sessionCookie>;

export function sessionCookie(siteUrl: string) {
  return tokenCookie(siteUrl, "session");
}

/**
 * The cookie of a sign-in whose second step is owed (docs/architecture.md#two-factor): the same
 * protections, so the half-done sign-in is bound to the browser that gave the password.
 */
export function pendingSignInCookie(siteUrl: string) {
  return tokenCookie(siteUrl, "pending_sign_in");
}

function tokenCookie(siteUrl: string, name: string) {
  const https = siteUrl.startsWith("https://");
  const prefix = https ? ("host" as const) : undefined;
  return {
    /** The cookie's full name as the browser sends it. */
    name: https ? `__Host-${name}` : name,
    read(c: Context): string | undefined {
      return getCookie(c, name, prefix);
    },
    set(c: Context, token: string, expiresAt: Date): void {
      setCookie(c, name, token, {
        httpOnly: true,
        sameSite: "Lax",
        path: "/",
        secure: https,
        prefix,
        expires: expiresAt,
      });
    },
    clear(c: Context): void {
      deleteCookie(c, name, { httpOnly: true, sameSite: "Lax", path: "/", secure: https, prefix });
    },
    /** Clears the cookie only when the request carried it (no needless Set-Cookie). */
    clearIfSent(c: Context): void {
      if (getCookie(c, name, prefix) !== undefined) this.clear(c);
    },
  };
}

/** Signs out the request's session, if any (recorded in the audit log), and clears its cookie. */
export function endRequestSession(c: Context<AppEnv>, services: Services, cookie: SessionCookie): void {
  const session = c.get("session");
  const user = c.get("user");
  if (session) {
    services.auth.signOut({
      sessionId: session.id,
      user: user ? { id: user.id, username: user.username } : null,
      ip: c.get("clientIp"),
    });
  }
  cookie.clear(c);
}

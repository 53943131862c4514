// Who is asking: fills `user` and `session` on the context from the session cookie, or from an
// `Authorization: Bearer <token>` header (scripts). A request that sends an Authorization header
// is judged by that header alone, never by a cookie it also carries: the CSRF check is skipped for
// such requests (src/server/app.ts), so falling back to the cookie would let a forged request
// with a junk header ride the browser's session.
//
// Unknown, malformed and ended tokens all simply mean "nobody"; the session service deletes the
// rows of ended sessions as it meets them.
import type { MiddlewareHandler } from "hono";
import type { Services } from "../../services";
import type { AppEnv, CurrentSession } from "../../http/context";
import type { SessionCookie } from "../../http/session-cookie";

const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;

export function sessionLoader(services: Services, cookie: SessionCookie): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const authorization = c.req.header("Authorization");
    const via: CurrentSession["via"] = authorization === undefined ? "cookie" : "bearer";
    const token = authorization === undefined ? cookie.read(c) : BEARER.exec(authorization)?.[1];
    const found = token ? services.sessions.validate(token) : null;
    c.set("user", found?.user ?? null);
    c.set(
      "session",
      found
        ? {
            id: found.session.id,
            expiresAt: found.session.expiresAt,
            authenticatedAt: found.session.authenticatedAt,
            via,
          }
        : null,
    );
    await next();
  };
}

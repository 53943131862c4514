// The contact form's stamp cookie (src/services/form-stamp.ts): set on every view of /contact and
// read back by both ways of sending (POST /api/contact and the form post of /contact). The stamp
// is a cookie rather than a hidden field because /contact is served from the render cache: HTML
// rendered once holds one time for every visitor, while a header is made for each response, so
// each visitor's clock starts when their own page arrives. HttpOnly (no script needs it),
// SameSite=Strict (only this site's own pages send it), Path=/ (the API and the page both read
// it), and behind https the `__Host-` prefix with Secure.
import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import { STAMP_MAX_AGE_MS } from "../services/contact";

const NAME = "contact_form";

export type ContactCookie = ReturnType<typeof contactCookie>;

export function contactCookie(siteUrl: string) {
  const https = siteUrl.startsWith("https://");
  const prefix = https ? ("host" as const) : undefined;
  const name = https ? `__Host-${NAME}` : NAME;
  return {
    /** The cookie's full name as the browser sends it. */
    name,
    read(c: Context): string | undefined {
      return getCookie(c, NAME, prefix);
    },
    /** Adds the cookie with `stamp` to a response (which may be one the handler built itself). */
    attach(response: Response, stamp: string): Response {
      const cookie = generateCookie(name, stamp, {
        httpOnly: true,
        sameSite: "Strict",
        path: "/",
        secure: https,
        maxAge: Math.floor(STAMP_MAX_AGE_MS / 1000),
      });
      response.headers.append("Set-Cookie", cookie);
      return response;
    },
  };
}

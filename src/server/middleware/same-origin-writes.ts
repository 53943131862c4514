// Browser writes must come from the site itself (docs/architecture.md#csrf). A form post is
// accepted when the first of these headers the client sent says it came from this site's origin:
//   1. Origin (every current browser sends it on a POST);
//   2. else Sec-Fetch-Site: "same-origin" (browsers that send fetch metadata but withheld Origin);
//   3. else a Referer whose origin is the site's (text browsers such as lynx and w3m, and older
//      clients, send only this).
// The first header present decides: a foreign Origin is not outvoted by a Referer. None of them can
// be set by a page on another site, so a forged cross-site form is refused whichever one it carries,
// and one that carries none (a page that withheld its Referer) is refused too.
//
// Other bodies (JSON) cannot be sent cross-site without a CORS preflight, which this site never
// grants; they are refused only when their Origin names another site, as before. A request carrying
// an Authorization header proves who sends it by itself and is no forgery risk: not checked.
import type { Context, MiddlewareHandler } from "hono";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The body types a cross-site HTML form (or a no-CORS fetch) can send; no type counts as text/plain. */
const FORM_LIKE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/(?:plain|ping))\b/i;

function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/** Whether the first of Origin, Sec-Fetch-Site and Referer the request carries names the site's origin. */
function sentFromSite(header: (name: string) => string | undefined, origin: string): boolean {
  const sentOrigin = header("Origin");
  if (sentOrigin !== undefined) return sentOrigin === origin;
  const fetchSite = header("Sec-Fetch-Site");
  if (fetchSite !== undefined) return fetchSite === "same-origin";
  const referer = header("Referer");
  if (referer !== undefined) return originOf(referer) === origin;
  return false;
}

/** Refuses writes that may be forged from another site with `refused`'s answer (a 403). */
export function sameOriginWrites(
  origin: string,
  refused: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || c.req.header("Authorization")) return next();
    const header = (name: string) => c.req.header(name);
    const formLike = FORM_LIKE.test(c.req.header("Content-Type") ?? "text/plain");
    const sentOrigin = c.req.header("Origin");
    const forged = formLike ? !sentFromSite(header, origin) : sentOrigin !== undefined && sentOrigin !== origin;
    return forged ? refused(c) : next();
  };
}

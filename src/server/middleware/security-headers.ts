// Security headers for every response: a Content-Security-Policy whose script-src allows only our
// own files, React's inline scripts carrying this request's nonce, and the inline theme script by
// its hash (so cached HTML, which cannot carry a per-request nonce, still runs it).
//
// A cached page has no nonce to allow, so its headers are the same on every response: they are
// made once, by the same middleware without the nonce (fixedSecurityHeaders), and each cache entry
// carries them (src/server/render/page-cache.ts).
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase64 } from "@oslojs/encoding";
import { Hono } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { THEME_SCRIPT } from "../../shared/theme";

type Options = NonNullable<Parameters<typeof secureHeaders>[0]>;

const themeScriptHash = `'sha256-${encodeBase64(sha256(new TextEncoder().encode(THEME_SCRIPT)))}'`;

function options(https: boolean, nonce: boolean): Options {
  return {
    // A route may set its own stricter header (SVG uploads are sandboxed); keep it.
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: nonce ? ["'self'", NONCE, themeScriptHash] : ["'self'", themeScriptHash],
      // React Aria and React's server output use style attributes; no style can run code.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: https ? "max-age=31536000; includeSubDomains" : false,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
  };
}

/**
 * The opener policy of a page of the public site (PageRoute.publicSite; decision 075). Every other
 * answer keeps `Cross-Origin-Opener-Policy: same-origin`, Hono's default here: the admin, sign-in,
 * previews and every link that carries a secret, where a window of another site must hold no
 * handle on ours. A public page holds nothing of one visitor's, and `same-origin` moved it into a
 * browsing context group, so a renderer process, of its own whenever the page before it had
 * another policy (a new tab's blank page, another site), before its first paint.
 */
export const PUBLIC_SITE_OPENER_POLICY = ["Cross-Origin-Opener-Policy", "unsafe-none"] as const;

export function securityHeaders(settings: { https: boolean }) {
  return secureHeaders(options(settings.https, true));
}

export type HeaderPairs = ReadonlyArray<readonly [string, string]>;

// What the middleware sets on a response when there is no nonce to allow, found by running it
// once on an empty response: one source for both, so a cached page's headers cannot drift from
// a streamed page's. Made at module load (top-level await) so that callers stay synchronous.
async function probe(https: boolean): Promise<HeaderPairs> {
  const app = new Hono();
  app.use(secureHeaders(options(https, false)));
  app.get("/", (c) => c.body(null));
  const response = await app.request("/");
  return [...response.headers];
}

const fixed = { https: await probe(true), http: await probe(false) };

/** The security headers of a response that allows no inline script but the theme script (cached pages). */
export function fixedSecurityHeaders(settings: { https: boolean }): HeaderPairs {
  return settings.https ? fixed.https : fixed.http;
}

// Security headers for every response: a Content-Security-Policy whose script-src allows only our
// own files, React's inline scripts carrying this request's nonce, and the inline theme script by
// its hash (so cached HTML, which cannot carry a per-request nonce, still runs it).
import { NONCE, secureHeaders } from "hono/secure-headers";
import { THEME_SCRIPT } from "../../shared/theme";

const themeScriptHash = `'sha256-${new Bun.CryptoHasher("sha256").update(THEME_SCRIPT).digest("base64")}'`;

export function securityHeaders(options: { https: boolean }) {
  return secureHeaders({
    // A route may set its own stricter header (SVG uploads are sandboxed); keep it.
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, themeScriptHash],
      // React Aria and React's server output use style attributes; no style can run code.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(options.https ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: options.https ? "max-age=31536000; includeSubDomains" : false,
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
  });
}

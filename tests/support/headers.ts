// The security headers of a cached answer on an https site (docs/architecture.md#headers), written
// out literally as the app sent them before cached answers were sent ahead of the middleware chain
// (decision 009). The policy then also named the request's nonce ('nonce-…', new on every answer),
// which nothing in a cached page or a JSON answer uses: cached answers send it without the nonce.
const THEME_HASH = "'sha256-uYPQdVtFIMClVCaeE79xiCDTFCF+Qr4GXWMrrIoJbNw='";

/** The cached answers' Content-Security-Policy: the streamed pages' one without its nonce. */
export const CACHED_CSP =
  `default-src 'self'; script-src 'self' ${THEME_HASH}; style-src 'self' 'unsafe-inline'; ` +
  "img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; " +
  "form-action 'self'; frame-ancestors 'none'; upgrade-insecure-requests";

export const CACHED_SECURITY_HEADERS_HTTPS = {
  "content-security-policy": CACHED_CSP,
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

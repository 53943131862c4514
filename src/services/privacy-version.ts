// Which text of the privacy policy a visitor was shown (docs/product.md#consent): a short hash of
// the policy's published text (src/services/page-content.ts; src/content/legal.ts by default),
// stored with each lead and contact message. It
// changes exactly when the text does; the page's "Last Updated" line stays as the product gives it.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { privacyPolicy } from "../content/legal";

/** The first 12 hex digits of the SHA-256 of the policy's text, e.g. "3f9a0c1b22de". */
export function privacyVersionOf(document: unknown): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(JSON.stringify(document)))).slice(0, 12);
}

/** The default text's version, which a site that never published its own policy shows. */
export const PRIVACY_VERSION = privacyVersionOf(privacyPolicy);

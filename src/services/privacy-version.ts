// Which text of the privacy policy a visitor was shown (docs/product.md#consent): a short hash of
// the policy's own text (src/content/legal.ts), stored with each lead and contact message. It
// changes exactly when the text does; the page's "Last Updated" line is SPEC's and stays as it is.
import { createHash } from "node:crypto";
import { privacyPolicy } from "../content/legal";

/** The first 12 hex digits of the SHA-256 of the policy's text, e.g. "3f9a0c1b22de". */
export function privacyVersionOf(document: unknown): string {
  return createHash("sha256").update(JSON.stringify(document)).digest("hex").slice(0, 12);
}

export const PRIVACY_VERSION = privacyVersionOf(privacyPolicy);

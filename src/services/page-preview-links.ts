// Preview links of a page document's version (docs/product.md#pages-editor): a signed address that
// renders the page as a signed-out visitor will see it once that version is published, built like
// a post's preview links (./preview-links.ts): nothing stored per link, an HMAC-SHA256 over a fixed
// label, the page, the version and the expiry, compared in constant time before the expiry.
//
//   /pages/preview/{page}/{version}?expires={unix milliseconds}&sig={base64url}
import type { PageName } from "../shared/schemas/pages";
import { isPageName } from "../shared/schemas/pages";
import type { PageContent } from "./page-content";
import { PREVIEW_LINK_TTL_MS } from "./preview-links";
import { isSameSignature, signText } from "./secret";

const VERSION = /^[1-9]\d{0,14}$/;
const UNIX_MS = /^[1-9]\d{0,15}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

type PreviewParts = { page: string; version: string; expires?: string; sig?: string };

export function createPagePreviewLinks(deps: {
  key: Uint8Array;
  now: () => number;
  siteUrl: string;
  pages: PageContent;
}) {
  const { key, now, pages } = deps;
  const mac = (page: PageName, version: number, expires: number) =>
    signText(key, `page-preview:v1:${page}:${version}:${expires}`);

  return {
    /** A link to version `version` of the page, or null when the page has no such version. */
    create(page: PageName, version: number): { url: string; expiresAt: Date } | null {
      if (!pages.versionDocument(page, version)) return null;
      const expires = now() + PREVIEW_LINK_TTL_MS;
      const query = new URLSearchParams({ expires: String(expires), sig: mac(page, version, expires) });
      return { url: `${deps.siteUrl}/pages/preview/${page}/${version}?${query}`, expiresAt: new Date(expires) };
    },

    /** The page and document a link shows: null for a forged, changed or expired link. */
    open(parts: PreviewParts): { page: PageName; document: unknown } | null {
      const { page, version, expires = "", sig = "" } = parts;
      if (!isPageName(page) || !VERSION.test(version) || !UNIX_MS.test(expires) || !SIGNATURE.test(sig)) return null;
      const expiresAt = Number(expires);
      if (!isSameSignature(sig, mac(page, Number(version), expiresAt))) return null;
      if (now() >= expiresAt) return null;
      const document = pages.versionDocument(page, Number(version));
      return document ? { page, document } : null;
    },
  };
}

export type PagePreviewLinks = ReturnType<typeof createPagePreviewLinks>;

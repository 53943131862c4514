// Signed, expiring download links (docs/architecture.md#security): the only way to a resource's stored file. A link
// names the resource, the lead whose request made it and when it expires, and carries an
// HMAC-SHA256 of exactly those three over a key only the server holds, so none of them can be
// changed and no link can be made up. Signatures are compared in constant time, and checked
// before the expiry, so a forged link learns nothing about the clock.
//
//   /api/resources/{resourceId}/file?lead={leadId}&expires={unix seconds}&signature={base64url}
import { isSameSignature, signText } from "./secret";

/** How long a link works after the request that made it (docs/product.md#limits: 15 minutes). */
const DOWNLOAD_LINK_TTL_MS = 15 * 60 * 1000;
/** Shortest signing key accepted, in bytes. */
const MIN_SIGNING_KEY_BYTES = 32;

const INVALID_LINK_MESSAGE = "This download link is not valid. Please request the resource again.";
const EXPIRED_LINK_MESSAGE = "This download link has expired. Please request the resource again.";

type DownloadGrant = { resourceId: number; leadId: number };

type LinkCheck = ({ ok: true } & DownloadGrant) | { ok: false; reason: "invalid" | "expired"; message: string };

/** The parts of a link as a request carries them (query values may be missing or anything). */
export type LinkParts = { resourceId: string; lead?: string; expires?: string; signature?: string };

// One spelling per number (no sign, no leading zero), so each link has exactly one form that works.
const ID = /^[1-9]\d{0,14}$/;
const UNIX_SECONDS = /^[1-9]\d{0,11}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

function downloadFilePath(resourceId: number): string {
  return `/api/resources/${resourceId}/file`;
}

export function createDownloadLinks(key: Uint8Array, now: () => number = Date.now) {
  if (key.length < MIN_SIGNING_KEY_BYTES)
    throw new Error(`The download signing key must be at least ${MIN_SIGNING_KEY_BYTES} bytes.`);
  // A fixed label keeps this key's signatures from meaning anything anywhere else.
  const mac = (resourceId: number, leadId: number, expires: number) =>
    signText(key, `resource-download:v1:${resourceId}:${leadId}:${expires}`);

  return {
    /** A link for `grant`, valid for DOWNLOAD_LINK_TTL_MS from now. */
    sign(grant: DownloadGrant): string {
      const expires = Math.floor((now() + DOWNLOAD_LINK_TTL_MS) / 1000);
      const signature = mac(grant.resourceId, grant.leadId, expires);
      const query = new URLSearchParams({ lead: String(grant.leadId), expires: String(expires), signature });
      return `${downloadFilePath(grant.resourceId)}?${query}`;
    },

    /** Whether the parts form a link this server made that has not expired. */
    verify(parts: LinkParts): LinkCheck {
      const invalid = { ok: false, reason: "invalid", message: INVALID_LINK_MESSAGE } as const;
      const { resourceId, lead = "", expires = "", signature = "" } = parts;
      if (!ID.test(resourceId) || !ID.test(lead) || !UNIX_SECONDS.test(expires) || !SIGNATURE.test(signature)) {
        return invalid;
      }
      const grant = { resourceId: Number(resourceId), leadId: Number(lead) };
      // Every change to a link, even to a spelling of the same bytes, must make it invalid.
      if (!isSameSignature(signature, mac(grant.resourceId, grant.leadId, Number(expires)))) return invalid;
      if (now() >= Number(expires) * 1000) return { ok: false, reason: "expired", message: EXPIRED_LINK_MESSAGE };
      return { ok: true, ...grant };
    },
  };
}

export type DownloadLinks = ReturnType<typeof createDownloadLinks>;

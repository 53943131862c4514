// The links a booking's e-mails carry, so a visitor manages it without an account: each signed for
// one purpose and one booking (HMAC under a key derived for booking links), so a cancel link cannot
// reschedule, a link cannot be turned into another booking's, and "view" (the confirmation page
// after booking) can do neither. They name the booking's UID, not its number, and stop working once
// the booking is cancelled (the pages check its state).
import { isSameSignature, signText } from "../secret";

export const LINK_PURPOSES = ["view", "cancel", "reschedule"] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

export function createBookingLinks(key: Uint8Array, siteUrl: string) {
  const sign = (purpose: LinkPurpose, uid: string) => signText(key, `booking-${purpose}:${uid}`);
  return {
    /** The absolute address of the page for `purpose`. */
    url(purpose: LinkPurpose, uid: string): string {
      return `${siteUrl}/book/${purpose === "view" ? "booked" : purpose}/${encodeURIComponent(uid)}?sig=${sign(purpose, uid)}`;
    },
    /** The path alone, for a redirect. */
    path(purpose: LinkPurpose, uid: string): string {
      const url = new URL(this.url(purpose, uid));
      return `${url.pathname}${url.search}`;
    },
    verify(purpose: LinkPurpose, uid: string, sig: string | undefined): boolean {
      return typeof sig === "string" && isSameSignature(sig, sign(purpose, uid));
    },
  };
}

export type BookingLinks = ReturnType<typeof createBookingLinks>;

// The contact form's time stamp: when a visitor was shown the form, signed with a server key, so
// a send that comes too soon after the form was shown can be refused (a script posts at once; a
// person needs a while to type) and one whose stamp is missing, forged or altered can be told
// apart. The stamp is `<milliseconds>.<base64url HMAC-SHA256>`; it holds no secret and nothing
// about the visitor, so it can travel in the page's HTML.
import { isSameSignature, signText } from "./secret";

type StampCheck =
  | { ok: true; ageMs: number }
  | { ok: false; reason: "missing" | "invalid" | "expired" }
  | { ok: false; reason: "too-fast"; retryAfterMs: number };

type FormStampOptions = {
  key: Uint8Array;
  now: () => number;
  /** How long after the form was shown a send is accepted at the earliest. */
  minAgeMs: number;
  /** How long a stamp stays valid. */
  maxAgeMs: number;
};

/** Only the server makes and checks stamps; this covers its clock being set back a little. */
const FUTURE_TOLERANCE_MS = 60_000;

export function createFormStamp({ key, now, minAgeMs, maxAgeMs }: FormStampOptions) {
  const sign = (issuedAt: number) => signText(key, `contact-form:${issuedAt}`);

  const issue = (): string => {
    const issuedAt = Math.floor(now());
    return `${issuedAt}.${sign(issuedAt)}`;
  };

  const check = (stamp: string | undefined | null): StampCheck => {
    if (!stamp) return { ok: false, reason: "missing" };
    const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(stamp);
    if (!match) return { ok: false, reason: "invalid" };
    const issuedAt = Number(match[1]);
    if (!isSameSignature(match[2]!, sign(issuedAt))) return { ok: false, reason: "invalid" };
    const age = now() - issuedAt;
    if (age < -FUTURE_TOLERANCE_MS) return { ok: false, reason: "invalid" };
    if (age > maxAgeMs) return { ok: false, reason: "expired" };
    if (age < minAgeMs) return { ok: false, reason: "too-fast", retryAfterMs: minAgeMs - Math.max(age, 0) };
    return { ok: true, ageMs: age };
  };

  return {
    minAgeMs,
    maxAgeMs,
    /** A stamp for a form shown now. */
    issue,
    check,
    /**
     * The stamp a form shown again should carry: the one it was sent with while that one still
     * counts (a visitor who was only quick keeps their time), else a fresh one.
     */
    renew(stamp: string | undefined | null): string {
      const checked = check(stamp);
      return stamp && (checked.ok || checked.reason === "too-fast") ? stamp : issue();
    },
  };
}

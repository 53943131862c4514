// The webhook signature against the Standard Webhooks library a receiver uses (decision 026),
// including a secret made before it, in base64url.
import { expect, setSystemTime, test } from "bun:test";
import { Webhook } from "standardwebhooks";
import { signatureOf } from "./webhooks";

const body = '{"id":"evt_7","type":"test"}';
const at = Date.parse("2026-11-26T12:00:00Z");
const seconds = at / 1000;

function verifies(secret: string, signature: string): boolean {
  setSystemTime(new Date(at));
  try {
    const headers = { "webhook-id": "evt_7", "webhook-timestamp": String(seconds), "webhook-signature": signature };
    new Webhook(secret).verify(body, headers);
    return true;
  } catch {
    return false;
  } finally {
    setSystemTime();
  }
}

test("a signature the library makes and checks, for the id, timestamp and body", () => {
  const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
  const signature = signatureOf(secret, "evt_7", seconds, body);
  expect(signature).toBe(new Webhook(secret).sign("evt_7", new Date(at), body));
  expect(verifies(secret, signature)).toBe(true);
  expect(verifies(secret, signatureOf(secret, "evt_8", seconds, body))).toBe(false);
});

test("an older base64url secret signs with the same bytes as its base64 spelling", () => {
  const old = "whsec_a-b_cdefghijklmnopqrstuvwxyz0123";
  const signature = signatureOf(old, "evt_7", seconds, body);
  expect(verifies("whsec_a+b/cdefghijklmnopqrstuvwxyz0123", signature)).toBe(true);
});

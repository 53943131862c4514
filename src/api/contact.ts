// POST /api/contact (SPEC §7): the contact form's JSON way in. The body is checked with the form's
// own schema (400 with SPEC's message per field, nothing stored), then the contact service applies
// the time stamp, the per-address limit and the honeypot, stores the message and queues its e-mail
// (src/services/contact.ts); the answer is `{ success, message }` and never waits for the e-mail.
// `recipientEmail`, which SPEC's client adds, is read by nobody: mail goes to SITE_EMAIL.
import { Hono } from "hono";
import type { ContactCookie } from "../server/contact-cookie";
import type { AppEnv } from "../server/context";
import type { Services } from "../services";
import { CONTACT_HONEYPOT_FIELD, contactRequestSchema } from "../shared/schemas/contact";
import { validate } from "./validate";

export function createContactApi(services: Services, cookie: ContactCookie) {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.post("/", validate("json", contactRequestSchema), (c) => {
    const { [CONTACT_HONEYPOT_FIELD]: honeypot, ...data } = c.req.valid("json");
    const result = services.contact.submit({ data, honeypot, stamp: cookie.read(c), ip: c.get("clientIp") });
    if (result.ok) return c.json({ success: true, message: result.message });
    const headers: Record<string, string> =
      result.retryAfterSeconds === undefined ? {} : { "Retry-After": String(result.retryAfterSeconds) };
    const response = c.json({ success: false, message: result.message }, result.status, headers);
    // A fresh stamp, so that sending again in a few seconds works without reloading the page.
    return result.needsStamp ? cookie.attach(response, services.contact.stamp.issue()) : response;
  });

  return app;
}

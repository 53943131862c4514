// POST /api/contact: the contact form's JSON way in. The body is checked with the form's own
// schema (400 with the product's message per field, nothing stored), then the contact service applies the
// time stamp (the optional `formStamp` property; without a valid one the message is stored
// unverified), the per-address limit and the honeypot, stores the message and queues its e-mail
// (src/services/contact.ts); the answer is `{ success, message, data: null }` and never waits for
// the e-mail.
// `recipientEmail`, which the product's client adds, is read by nobody: mail goes to SITE_EMAIL.
import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import type { Services } from "../services";
import { CONTACT_HONEYPOT_FIELD, CONTACT_STAMP_FIELD, contactRequestSchema } from "../shared/schemas/contact";
import { written } from "./answers";
import { validate } from "../http/validate";

export function createContactApi(services: Services) {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.post("/", validate("json", contactRequestSchema), (c) => {
    const { [CONTACT_HONEYPOT_FIELD]: honeypot, [CONTACT_STAMP_FIELD]: stamp, ...data } = c.req.valid("json");
    const result = services.contact.submit({ data, honeypot, stamp, ip: c.get("clientIp") });
    if (result.ok) return written(c, result.message, null);
    return c.json({ success: false, message: result.message }, result.status, {
      "Retry-After": String(result.retryAfterSeconds),
    });
  });

  return app;
}

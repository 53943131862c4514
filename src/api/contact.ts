// The contact form's two ways in, over one function that does the work (`sendContact`): the body is
// checked with the form's own schema (400 with the product's message per field, nothing stored),
// then the contact service applies the time stamp (the optional `formStamp` property or hidden
// field; without a valid one the message is stored unverified), the per-address limit and the
// honeypot, stores the message and queues its e-mail (src/services/contact.ts). Nobody waits for
// the e-mail. `recipientEmail`, which the product's client adds, is read by nobody: mail goes to
// SITE_EMAIL.
//
//   POST /api/contact   JSON → `{ success, message, data: null }`, or the refusal as JSON
//   POST /contact       the form without JavaScript (application/x-www-form-urlencoded; the app's
//                       csrf check has already refused it unless it came from this site). A stored
//                       message (a spam or unverified one too, which must look the same) redirects
//                       with 303 to /contact?sent=1, the cached thank-you, so reloading it sends
//                       nothing twice; a refused one shows /contact again for this request only
//                       (the page the composition root passes in), with the status the API would
//                       give, each error beside its field, the values kept, the visitor's stamp kept
//                       while it still counts and, for a refusal that is not about a field, the
//                       server's message above the button.
import { type Context, Hono } from "hono";
import { z } from "zod";
import { contactReplies } from "../content/contact";
import type { AppEnv } from "../http/context";
import { postedFields, readForm } from "../http/forms";
import { type ValidationFailure, validate, validationFailure } from "../http/validate";
import { countedRequest } from "../http/visitor";
import type { Services } from "../services";
import type { SubmitResult } from "../services/contact";
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_STAMP_FIELD,
  type ContactInput,
  contactRequestSchema,
} from "../shared/schemas/contact";
import { refusal, written } from "../http/answers";

/** The fields a refused form post shows again, as typed (cut to a length the page can show). */
export type ContactFormValues = Partial<Record<keyof ContactInput, string>>;

/** A refused form post, for the page that shows it again. */
type ContactFormRefusal = {
  status: number;
  values: ContactFormValues;
  errors?: Record<string, string>;
  notice: string;
  /** The form's stamp for the page shown again: the visitor's own while it still counts. */
  stamp: string;
};

const FIELDS = ["name", "email", "company", "service", "message"] as const;
/** Longest value sent back into the re-rendered form; the body limit bounds the whole post anyway. */
const ECHO_MAX = 10_000;

/** What sending a message came to: the service's answer, or the fields at fault. */
type ContactOutcome = SubmitResult | { ok: false; status: 400; failure: ValidationFailure };

/** The one way a message is sent, whichever way it came in. */
export function sendContact(services: Services, sent: unknown, c: Context<AppEnv>): ContactOutcome {
  const parsed = contactRequestSchema.safeParse(sent);
  if (!parsed.success) return { ok: false, status: 400, failure: validationFailure(parsed.error) };
  const { [CONTACT_HONEYPOT_FIELD]: honeypot, [CONTACT_STAMP_FIELD]: stamp, ...data } = parsed.data;
  const outcome = services.contact.submit({ data, honeypot, stamp, ip: c.get("clientIp") });
  // An accepted message is a conversion, attributed to the visit that led to it (docs/product.md#analytics).
  const visitor = outcome.ok && !outcome.spam ? countedRequest(c) : null;
  if (visitor) services.analytics.conversion("message", "", visitor);
  return outcome;
}

/** Mounted at /api/contact. */
export function createContactApi(services: Services) {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.post("/", validate("json", z.unknown()), (c) => {
    const outcome = sendContact(services, c.req.valid("json"), c);
    if (outcome.ok) return written(c, outcome.message, null);
    if (outcome.status === 400) return c.json(outcome.failure, 400);
    return refusal(c, outcome);
  });

  return app;
}

/** POST /contact, mounted at the root; `showRefused` renders the contact page for a refused post. */
export function createContactFormApp(
  services: Services,
  showRefused: (c: Context<AppEnv>, refused: ContactFormRefusal) => Promise<Response>,
) {
  const app = new Hono<AppEnv>();

  app.post("/contact", async (c) => {
    const form = await readForm(c);
    const values: ContactFormValues = postedFields(form, FIELDS, ECHO_MAX);
    const posted = form[CONTACT_STAMP_FIELD];
    const stamp = typeof posted === "string" ? posted : undefined;
    const honeypot = form[CONTACT_HONEYPOT_FIELD];
    const outcome = sendContact(
      services,
      {
        ...values,
        [CONTACT_HONEYPOT_FIELD]: typeof honeypot === "string" ? honeypot : "",
        [CONTACT_STAMP_FIELD]: stamp,
      },
      c,
    );
    if (outcome.ok) return c.redirect("/contact?sent=1#contact-form", 303);

    const refused = { status: outcome.status, values, stamp: services.contact.stamp.renew(stamp) };
    if (outcome.status === 400) {
      return showRefused(c, { ...refused, errors: outcome.failure.errors, notice: contactReplies.invalid });
    }
    const response = await showRefused(c, { ...refused, notice: outcome.message });
    response.headers.set("Retry-After", String(outcome.retryAfterSeconds));
    return response;
  });

  return app;
}

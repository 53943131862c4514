// The contact form without JavaScript. POST /contact takes the form as the browser sends it
// (application/x-www-form-urlencoded; the app's csrf check has already refused it unless it came
// from this site), stamp field included, through the same schema and the same contact service as
// POST /api/contact. A stored message (a spam or unverified one too, which must look the same)
// redirects with 303 to /contact?sent=1, the cached thank-you, so reloading it sends nothing
// twice; a refused one renders /contact for this request only, with the status the API would give,
// each error beside its field, the values kept, the visitor's stamp kept while it still counts
// and, for a refusal that is not about a field, the server's message above the button.
import { type Context, Hono } from "hono";
import { validationFailure } from "../http/validate";
import { contactReplies } from "../content/contact";
import type { ContactFormValues } from "../islands/ContactForm";
import { contactView } from "../pages/contact";
import type { PageView, SiteSettings } from "../pages/page";
import type { Services } from "../services";
import { CONTACT_HONEYPOT_FIELD, CONTACT_STAMP_FIELD, contactSchema } from "../shared/schemas/contact";
import type { AppEnv } from "../http/context";

const FIELDS = ["name", "email", "company", "service", "message"] as const;
/** Longest value sent back into the re-rendered form; the body limit bounds the whole post anyway. */
const ECHO_MAX = 10_000;

export function createContactFormsApp(deps: {
  services: Services;
  settings: SiteSettings;
  render: (view: PageView, c: Context<AppEnv>) => Promise<Response>;
}) {
  const { services, settings, render } = deps;
  const app = new Hono<AppEnv>();

  app.post("/contact", async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const values: ContactFormValues = {};
    for (const field of FIELDS) {
      const value = form[field];
      if (typeof value === "string") values[field] = value.slice(0, ECHO_MAX);
    }
    const posted = form[CONTACT_STAMP_FIELD];
    const stamp = typeof posted === "string" ? posted : undefined;
    const refused = async (status: number, answer: { errors?: Record<string, string>; notice?: string }) =>
      render(
        contactView(settings, {
          posted: { status, values, errors: answer.errors, notice: answer.notice ?? null },
          stamp: services.contact.stamp.renew(stamp),
        }),
        c,
      );

    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      return refused(400, { errors: validationFailure(parsed.error.issues).errors, notice: contactReplies.invalid });
    }
    const honeypot = form[CONTACT_HONEYPOT_FIELD];
    const result = services.contact.submit({
      data: parsed.data,
      honeypot: typeof honeypot === "string" ? honeypot : "",
      stamp,
      ip: c.get("clientIp"),
    });
    if (result.ok) return c.redirect("/contact?sent=1#contact-form", 303);

    const response = await refused(result.status, { notice: result.message });
    response.headers.set("Retry-After", String(result.retryAfterSeconds));
    return response;
  });

  return app;
}

// The contact form without JavaScript, and the stamp every view of /contact carries.
//
// GET /contact (cached HTML or not) gets a fresh stamp cookie (src/server/contact-cookie.ts), so the
// minimum fill time counts from when this visitor's page arrived. POST /contact takes the form as
// the browser sends it (application/x-www-form-urlencoded; the app's csrf check has already
// refused it unless it came from this site) through the same schema and the same contact service
// as POST /api/contact. A stored message (or a filled honeypot, which must look the same)
// redirects with 303 to /contact?sent=1, the cached thank-you, so reloading it sends nothing
// twice; a refused one renders /contact for this request only, with the status the API would give,
// each error beside its field, the values kept and, for a refusal that is not about a field, the
// server's message above the button.
import { type Context, Hono } from "hono";
import { contactReplies } from "../content/contact";
import type { ContactFormValues } from "../islands/ContactForm";
import { contactView } from "../pages/contact";
import type { PageView, SiteSettings } from "../pages/page";
import type { Services } from "../services";
import { CONTACT_HONEYPOT_FIELD, contactSchema } from "../shared/schemas/contact";
import { validationFailure } from "../api/validate";
import type { ContactCookie } from "./contact-cookie";
import type { AppEnv } from "./context";

const FIELDS = ["name", "email", "company", "service", "message"] as const;
/** Longest value sent back into the re-rendered form; the body limit bounds the whole post anyway. */
const ECHO_MAX = 10_000;

export function createContactFormsApp(deps: {
  services: Services;
  settings: SiteSettings;
  cookie: ContactCookie;
  render: (view: PageView, c: Context<AppEnv>) => Promise<Response>;
}) {
  const { services, settings, cookie, render } = deps;
  const app = new Hono<AppEnv>();

  app.use("/contact", async (c, next) => {
    await next();
    if ((c.req.method === "GET" || c.req.method === "HEAD") && c.res.status < 400) {
      cookie.attach(c.res, services.contact.stamp.issue());
      // The HTML is the same for everyone, the cookie is not: no shared cache may keep the two together.
      if (c.res.headers.get("Cache-Control")?.startsWith("public")) {
        c.res.headers.set("Cache-Control", "private, max-age=0, must-revalidate");
      }
    }
  });

  app.post("/contact", async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const values: ContactFormValues = {};
    for (const field of FIELDS) {
      const value = form[field];
      if (typeof value === "string") values[field] = value.slice(0, ECHO_MAX);
    }
    const refused = async (status: number, posted: { errors?: Record<string, string>; notice?: string }) =>
      render(
        contactView(settings, { posted: { status, values, errors: posted.errors, notice: posted.notice ?? null } }),
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
      stamp: cookie.read(c),
      ip: c.get("clientIp"),
    });
    if (result.ok) return c.redirect("/contact?sent=1#contact-form", 303);

    const response = await refused(result.status, { notice: result.message });
    if (result.retryAfterSeconds !== undefined) response.headers.set("Retry-After", String(result.retryAfterSeconds));
    // The page shows the form again: with a fresh stamp when the old one was missing or no good.
    return result.needsStamp ? cookie.attach(response, services.contact.stamp.issue()) : response;
  });

  return app;
}

// Downloading without JavaScript: the detail page's plain form posts here (application/x-www-
// form-urlencoded; the app's csrf check has already refused it unless it came from this site).
// The same service and rules as POST /api/resources/{id}/request decide, with the detail page's
// messages. A valid request stores the lead and is answered with the file through a 303 to its
// signed link (which the browser saves without leaving the page), or to the outside address of a
// resource that has one; an invalid one renders the page again with the errors and the values
// sent (400), and so does a spent request budget (429 with Retry-After).
import { Hono, type Context } from "hono";
import { downloadDialogTexts } from "../content/resources";
import { type DownloadFormState, resourceDetailView, resourceNotFoundView } from "../pages/resource-detail";
import type { PageView, SiteSettings } from "../pages/page";
import type { Services } from "../services";
import { downloadRequestDetailSchema } from "../shared/schemas";
import type { AppEnv } from "../http/context";

const FIELDS = ["name", "email", "linkedinUrl"] as const;
/** Longest value echoed back into the re-rendered form. */
const ECHO_MAX_LENGTH = 500;

export function createResourceFormsApp(deps: {
  services: Services;
  settings: SiteSettings;
  render: (view: PageView, c: Context<AppEnv>) => Promise<Response>;
}) {
  const { services, settings, render } = deps;
  const app = new Hono<AppEnv>();

  app.post("/resources/:slug/download", async (c) => {
    const resource = services.resources.getPublishedBySlug(c.req.param("slug"));
    if (!resource) return render(resourceNotFoundView(`/resources/${c.req.param("slug")}`), c);

    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const values = Object.fromEntries(
      FIELDS.map((field) => {
        const value = form[field];
        return [field, typeof value === "string" ? value.slice(0, ECHO_MAX_LENGTH) : ""];
      }),
    ) as DownloadFormState["values"];

    const budget = services.downloadRequests.hit(c.get("clientIp"));
    if (!budget.allowed) {
      const view = resourceDetailView(resource, settings, {
        values,
        errors: {},
        message: downloadDialogTexts.tooManyRequests,
        status: 429,
      });
      const response = await render(view, c);
      response.headers.set("Retry-After", String(budget.retryAfterSeconds));
      return response;
    }

    const parsed = downloadRequestDetailSchema.safeParse(values);
    if (!parsed.success) {
      const errors: DownloadFormState["errors"] = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as (typeof FIELDS)[number];
        errors[field] ??= issue.message;
      }
      return render(resourceDetailView(resource, settings, { values, errors, status: 400 }), c);
    }

    const ticket = services.resources.requestDownload(resource.id, parsed.data, {
      ip: c.get("clientIp") ?? null,
      userAgent: c.req.header("User-Agent") ?? null,
    });
    if (!ticket) return render(resourceNotFoundView(`/resources/${resource.slug}`), c);
    c.header("Cache-Control", "no-store");
    return c.redirect(ticket.downloadUrl, 303);
  });

  return app;
}

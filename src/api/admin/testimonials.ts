// /api/admin/testimonials: the dashboard's list of testimonials (docs/product.md#admin-lists). Behind
// the admin guard like all of /api/admin; the writes are on /api/testimonials (src/api/testimonials.ts).
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { adminListAnswer } from "../../http/list-answer";
import type { Services } from "../../services";
import { testimonialJson } from "../testimonials";
import { requires } from "../../http/route-action";

/** GET /api/admin/testimonials: every testimonial, newest first (the dashboard's list); one page with list parameters (src/http/list-answer.ts). */
export function createAdminTestimonialsApi(services: Services) {
  const app = new Hono<AppEnv>();
  app.get("/", requires("testimonials.read"), (c) =>
    adminListAnswer(
      c,
      "testimonials",
      () => c.json(services.testimonials.list().map(testimonialJson)),
      services.testimonials.adminPage,
      testimonialJson,
    ),
  );
  return app;
}

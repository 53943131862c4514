// /api/testimonials: the featured testimonials the home page shows (SPEC §7), as a public list.
// The admin list and writes come with the admin dashboard, behind the session guard.
import { Hono } from "hono";
import type { AppEnv } from "../server/context";
import type { Services } from "../services";

const HOME_TESTIMONIAL_LIMIT = 3;

export function createTestimonialsApi(services: Services) {
  const app = new Hono<AppEnv>();

  app.get("/featured", (c) =>
    c.json(
      services.testimonials.listFeatured(HOME_TESTIMONIAL_LIMIT).map((t) => ({
        id: t.id,
        name: t.name,
        position: t.position,
        company: t.company,
        testimonial: t.testimonial,
        featured: t.featured,
        avatar: t.avatar,
      })),
    ),
  );

  return app;
}

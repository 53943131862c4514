// /api/testimonials: the featured testimonials the home page shows, public, and the admin's list and
// writes (docs/product.md#entities, #api, #errors).
//
// GET /featured is public: featured testimonials, newest first, 3 unless `limit` asks for another
// number (1 to 12). Everything else here is admin-only, decided by the guard before routing
// (src/server/middleware/admin-guard.ts): the full list (GET /, non-featured included, since a
// testimonial that is not featured may be one the client has not approved for publication yet),
// POST /, PUT /:id and DELETE /:id. Bodies are checked with testimonialSchema (400 with the product's
// messages); an unknown id is a 404. The service clears the render cache on every write.
//
// The dashboard's read is /api/admin/testimonials (src/api/admin/testimonials.ts).
import { Hono } from "hono";
import { z } from "zod";
import type { Testimonial } from "../db/schema";
import type { AppEnv } from "../http/context";
import { idParam, limitQuery } from "../http/params";
import type { PublicJsonCache } from "../http/cached-json";
import type { Services } from "../services";
import { testimonialSchema } from "../shared/schemas";
import { validate } from "../http/validate";
import { deletedOr404, written } from "../http/answers";
import { contentTags } from "../services/content-events";
import { requires } from "../http/route-action";

/** How many featured testimonials /featured answers unless `limit` says otherwise (docs/product.md#limits). */
const FEATURED_TESTIMONIAL_LIMIT = 3;
const FEATURED_TESTIMONIAL_MAX_LIMIT = 12;

const TESTIMONIAL_NOT_FOUND = "Testimonial not found";

const featuredQuery = z.object({ limit: limitQuery(FEATURED_TESTIMONIAL_MAX_LIMIT, FEATURED_TESTIMONIAL_LIMIT) });

const testimonialIdParam = idParam("Invalid testimonial id.");

/** A testimonial as the API speaks it: docs/product.md#entities's fields. */
export function testimonialJson(t: Testimonial) {
  return {
    id: t.id,
    name: t.name,
    position: t.position,
    company: t.company,
    testimonial: t.testimonial,
    featured: t.featured,
    avatar: t.avatar,
    linkedinUrl: t.linkedinUrl,
  };
}

export type TestimonialJson = ReturnType<typeof testimonialJson>;

export function createTestimonialsApi(services: Services, renderCache: PublicJsonCache) {
  const app = new Hono<AppEnv>();

  // Public, and dependent only on content: answered from the render cache (src/server/render-cache.ts).
  const featured = renderCache.json({ path: "/api/testimonials/featured", query: Object.keys(featuredQuery.shape) });

  app.get("/featured", validate("query", featuredQuery), (c) =>
    featured(c, () => ({
      json: services.testimonials.listFeatured(c.req.valid("query").limit).map(testimonialJson),
      tags: [contentTags.list("testimonials")],
    })),
  );

  // Admin-only (the guard): every testimonial.
  app.get("/", requires("testimonials.read"), (c) => c.json(services.testimonials.list().map(testimonialJson)));

  app.post("/", requires("testimonials.write"), validate("json", testimonialSchema), (c) => {
    const created = services.testimonials.create(c.req.valid("json"));
    return written(c, "Testimonial created successfully", testimonialJson(created), { status: 201 });
  });

  app.put(
    "/:id",
    requires("testimonials.write"),
    validate("param", testimonialIdParam),
    validate("json", testimonialSchema),
    (c) => {
      const updated = services.testimonials.update(c.req.valid("param").id, c.req.valid("json"));
      if (!updated) return c.json({ success: false, message: TESTIMONIAL_NOT_FOUND }, 404);
      return written(c, "Testimonial updated successfully", testimonialJson(updated));
    },
  );

  app.delete("/:id", requires("testimonials.write"), validate("param", testimonialIdParam), (c) =>
    deletedOr404(
      c,
      services.testimonials.delete(c.req.valid("param").id),
      "Testimonial deleted successfully",
      TESTIMONIAL_NOT_FOUND,
    ),
  );

  return app;
}

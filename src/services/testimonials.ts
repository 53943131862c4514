// Testimonials: the featured ones for the home page, the full list and writes for the admin. Every
// write emits the content event, which clears the render cache of public pages (the home page
// shows the featured ones).
import { and, desc, eq } from "drizzle-orm";
import type { AdminListQuery } from "../shared/list-params";
import { adminListPage, alphabetical, inOrderPaged, latestFirst, type ListOrder } from "./list-pages";
import { containsText } from "./sql-search";
import type { Db } from "../db/client";
import { testimonials, type Testimonial } from "../db/schema";
import { sitePathOf } from "../shared/urls";
import { type ContentEvents, contentTags } from "./content-events";

export type TestimonialInput = {
  name: string;
  position?: string | null;
  company?: string | null;
  testimonial: string;
  featured?: boolean;
  avatar?: string | null;
  linkedinUrl?: string | null;
};

const testimonialTags = (id: number) => [contentTags.testimonial(id), contentTags.list("testimonials")];

export function createTestimonialService(
  db: Db,
  events: ContentEvents,
  options: { /** SITE_URL: its own absolute addresses are stored as paths. */ siteUrl?: string } = {},
) {
  const avatarOf = (input: TestimonialInput) => (input.avatar ? sitePathOf(input.avatar, options.siteUrl) : null);
  return {
    listFeatured(limit = 3): Testimonial[] {
      return db
        .select()
        .from(testimonials)
        .where(eq(testimonials.featured, true))
        .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
        .limit(limit)
        .all();
    },

    list(): Testimonial[] {
      return db.select().from(testimonials).orderBy(desc(testimonials.createdAt), desc(testimonials.id)).all();
    },

    /** One page of the admin's list (docs/product.md#admin-lists). */
    adminPage(query: AdminListQuery<"testimonials">) {
      const where = and(
        containsText([testimonials.name, testimonials.company, testimonials.testimonial], query.q),
        query.featured ? eq(testimonials.featured, query.featured === "true") : undefined,
      );
      const order: ListOrder<Testimonial> = {
        newest: latestFirst(testimonials.id, testimonials.createdAt, (t: Testimonial) => t.createdAt),
        name: alphabetical(testimonials.id, testimonials.name, (t: Testimonial) => t.name),
      }[query.sort ?? "newest"];
      return adminListPage(db, testimonials, where, query, order, (where, order, limit, offset) =>
        inOrderPaged(db.select().from(testimonials).where(where).$dynamic(), order, limit, offset).all(),
      );
    },

    get(id: number): Testimonial | null {
      return db.select().from(testimonials).where(eq(testimonials.id, id)).get() ?? null;
    },

    create(input: TestimonialInput): Testimonial {
      const row = db
        .insert(testimonials)
        .values({
          ...input,
          featured: input.featured ?? false,
          avatar: avatarOf(input),
          linkedinUrl: input.linkedinUrl ?? null,
        })
        .returning()
        .get();
      events.changed(testimonialTags(row.id));
      return row;
    },

    /** Replaces every field of a testimonial; null when there is none with this id. */
    update(id: number, input: TestimonialInput): Testimonial | null {
      const row = db
        .update(testimonials)
        .set({
          name: input.name,
          position: input.position ?? null,
          company: input.company ?? null,
          testimonial: input.testimonial,
          featured: input.featured ?? false,
          avatar: avatarOf(input),
          linkedinUrl: input.linkedinUrl ?? null,
          updatedAt: new Date(),
        })
        .where(eq(testimonials.id, id))
        .returning()
        .get();
      if (row) events.changed(testimonialTags(id));
      return row ?? null;
    },

    delete(id: number): boolean {
      const deleted = db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id }).all();
      if (deleted.length) events.changed(testimonialTags(id));
      return deleted.length > 0;
    },
  };
}

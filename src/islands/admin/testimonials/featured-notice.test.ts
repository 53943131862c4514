// What ticking 'Featured on Homepage' tells the admin (docs/product.md#admin-testimonials): the
// home page shows the newest three featured, so a fourth pushes the oldest of them off.
import { describe, expect, test } from "bun:test";
import type { AdminTestimonial } from "../shared/data/api-types";
import { featuredNotice } from "./TestimonialsTab";

/** Newest first, as the admin list reads them. */
const one = (id: number, featured: boolean): AdminTestimonial => ({
  id,
  name: `Person ${id}`,
  position: null,
  company: null,
  testimonial: "Helpful.",
  featured,
  avatar: null,
  linkedinUrl: null,
});

describe("featuredNotice", () => {
  test("a new one, with three featured: the oldest of them no longer shows", () => {
    const items = [one(5, true), one(4, false), one(3, true), one(2, true), one(1, true)];
    expect(featuredNotice(items, null)).toBe("Person 2 will no longer show on the home page.");
  });

  test("with fewer than three featured, nothing is pushed off", () => {
    const items = [one(3, true), one(2, false), one(1, true)];
    expect(featuredNotice(items, null)).toBeNull();
    expect(featuredNotice(items, items[1]!)).toBeNull();
  });

  test("an older one featured while three newer ones are: it will not show", () => {
    const items = [one(4, true), one(3, true), one(2, true), one(1, false)];
    expect(featuredNotice(items, items[3]!)).toBe(
      "Three newer testimonials are featured, so this one will not show on the home page.",
    );
  });

  test("a middle one featured pushes off the oldest shown; one already shown changes nothing", () => {
    const items = [one(4, true), one(3, false), one(2, true), one(1, true)];
    expect(featuredNotice(items, items[1]!)).toBe("Person 1 will no longer show on the home page.");
    expect(featuredNotice(items, items[0]!)).toBeNull();
  });
});

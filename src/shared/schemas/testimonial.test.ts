import { describe, expect, test } from "bun:test";
import { expectFieldErrors } from "../../../tests/support/field-errors";
import { fieldErrors } from "./test-support";
import { testimonialSchema } from "./testimonial";

describe("testimonialSchema", () => {
  test("name and testimonial alone pass; the rest is null or false", () => {
    expect(testimonialSchema.parse({ name: "Sarah Whitfield", testimonial: "Transformative." })).toEqual({
      name: "Sarah Whitfield",
      testimonial: "Transformative.",
      position: null,
      company: null,
      avatar: null,
      linkedinUrl: null,
      featured: false,
    });
  });

  test("optional fields are kept when given", () => {
    const full = {
      name: "Sarah Whitfield",
      position: "CEO",
      company: "Harbor Health",
      testimonial: "Transformative.",
      featured: true,
      avatar: "/uploads/sarah.png",
      linkedinUrl: "https://www.linkedin.com/in/sarah-whitfield",
    };
    expect(testimonialSchema.parse(full)).toEqual(full);
  });

  test("Name and Testimonial are required", () => {
    expectFieldErrors(
      testimonialSchema,
      { name: "Name is required", testimonial: "Testimonial is required" },
      {},
      { name: "  ", testimonial: "" },
    );
  });

  test("an avatar must be an http(s) URL or a site path", () => {
    expect(
      fieldErrors(testimonialSchema, { name: "Sarah", testimonial: "Great.", avatar: "javascript:alert(1)" }),
    ).toEqual({
      avatar: "Please enter a valid image URL",
    });
  });
});

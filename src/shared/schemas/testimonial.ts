// The admin's testimonial form (docs/product.md#entities, #validation): Name and Testimonial required; position, company and
// avatar optional (null when blank; no avatar shows the name's initials).
import { z } from "zod";
import { optionalImageAddress, optionalText, requiredText } from "./fields";

export const testimonialSchema = z.object({
  name: requiredText("Name is required"),
  position: optionalText(),
  company: optionalText(),
  testimonial: requiredText("Testimonial is required"),
  featured: z.boolean().default(false),
  avatar: optionalImageAddress("Please enter a valid image URL"),
});

export type TestimonialInput = z.input<typeof testimonialSchema>;

// The admin's testimonial form (docs/product.md#entities, #validation): Name and Testimonial required; position, company,
// avatar (the person's photo) and LinkedIn profile optional (null when blank; no avatar shows the name's initials).
import { z } from "zod";
import { isLinkedInUrl } from "../urls";
import { optionalImageAddress, optionalText, requiredText } from "./fields";

const LINKEDIN_MESSAGE = "Please enter an https address on linkedin.com";

export const testimonialSchema = z.object({
  name: requiredText("Name is required"),
  position: optionalText(),
  company: optionalText(),
  testimonial: requiredText("Testimonial is required"),
  featured: z.boolean().default(false),
  avatar: optionalImageAddress("Please enter a valid image URL"),
  /** The person's profile, linked from their name on the public card. */
  linkedinUrl: optionalText(LINKEDIN_MESSAGE).refine(
    (value) => value === null || (value.length <= 2048 && /^https:/i.test(value) && isLinkedInUrl(value)),
    LINKEDIN_MESSAGE,
  ),
});

export type TestimonialInput = z.input<typeof testimonialSchema>;

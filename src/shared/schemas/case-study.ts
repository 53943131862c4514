// The admin's case study form (docs/product.md#case-studies), as the Case Studies tab sends it to
// POST /api/admin/case-studies and PUT /api/admin/case-studies/:id. Title, slug, summary, industry,
// problem, approach, at least one outcome and one service are required; the client is optional (an
// anonymised case study names only its industry, size and stage). Problem and approach are HTML,
// which the server sanitises; `services` are the site's service keys, which the server checks.
import { z } from "zod";
import {
  optionalDate,
  optionalImageAddress,
  optionalTextUpTo,
  requiredText,
  searchAndSharingFields,
  slug,
} from "./fields";

/** At most this many outcomes: the page shows them as a row of big figures. */
export const MAX_CASE_STUDY_OUTCOMES = 6;

export const CASE_STUDY_MESSAGES = {
  outcomesRequired: "Add at least one outcome",
  tooManyOutcomes: `At most ${MAX_CASE_STUDY_OUTCOMES} outcomes`,
  servicesRequired: "Choose at least one service",
  unknownService: "Choose services of this site",
  testimonialMissing: "That testimonial no longer exists",
} as const;

const outcome = z.object({
  figure: requiredText("Figure is required").pipe(z.string().max(16, "A figure is at most 16 characters")),
  label: requiredText("Label is required").pipe(z.string().max(80, "A label is at most 80 characters")),
});

export const caseStudySchema = z.object({
  title: requiredText("Title is required"),
  slug: slug("Slug is required"),
  summary: requiredText("Summary is required").pipe(z.string().max(300, "Summary must be at most 300 characters")),
  /** null: an anonymised client, described by its industry, size and stage. */
  client: optionalTextUpTo(120, "Client must be at most 120 characters"),
  industry: requiredText("Industry is required").pipe(z.string().max(80, "Industry must be at most 80 characters")),
  companySize: optionalTextUpTo(80, "Size must be at most 80 characters"),
  stage: optionalTextUpTo(80, "Stage must be at most 80 characters"),
  problem: requiredText("Problem is required"),
  approach: requiredText("Approach is required"),
  outcomes: z
    .array(outcome, { error: CASE_STUDY_MESSAGES.outcomesRequired })
    .min(1, CASE_STUDY_MESSAGES.outcomesRequired)
    .max(MAX_CASE_STUDY_OUTCOMES, CASE_STUDY_MESSAGES.tooManyOutcomes),
  timeline: optionalTextUpTo(80, "Timeline must be at most 80 characters"),
  services: z
    .array(z.string().trim(), { error: CASE_STUDY_MESSAGES.servicesRequired })
    .min(1, CASE_STUDY_MESSAGES.servicesRequired),
  /** The testimonial shown on the page (it is linked from the testimonial's side: its caseStudyId). */
  testimonialId: z
    .number({ error: CASE_STUDY_MESSAGES.testimonialMissing })
    .int()
    .positive()
    .nullish()
    .transform((value) => value ?? null),
  coverImage: optionalImageAddress("Please enter a valid image URL"),
  /** One of the home page's three. */
  featured: z.boolean().default(false),
  published: z.boolean().default(false),
  /** null: now, at the first publication; a future date schedules it (docs/product.md#scheduled). */
  publishedAt: optionalDate("Please enter a valid date"),
  ...searchAndSharingFields,
});

export type CaseStudyData = z.output<typeof caseStudySchema>;

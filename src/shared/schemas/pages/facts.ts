// The facts several pages state (docs/product.md#pages-editor): the years of experience and the
// credentials, entered once. Page texts name the years as {years} and {leadYears}; the home hero's
// card, the home ledger, the expertise strip and the about timeline list the credentials from here.
// The founder is the settings' (docs/product.md#settings), which every page already reads.
import { z } from "zod";
import { line, list } from "./fields";

export const credential = z.strictObject({
  /** The short name: "A-CSPO". Shown on the home ledger and the expertise strip. */
  short: line,
  /** The full name: "Advanced Certified Scrum Product Owner (A-CSPO)". Shown on the about timeline. */
  name: line,
  issuer: line,
  year: z.number({ error: "Please enter a year" }).int().min(1950).max(2100).nullable(),
  /** The expertise strip's line under the short name. */
  detail: line,
  group: z.enum(["education", "agile"], { error: "Please choose executive education or agile" }),
  /** How the home hero's card names it; null leaves it off the card (counted in "+ n more"). */
  heroLabel: line.nullable(),
});

export const factsSchema = z.strictObject({
  /** {years}: "20+", years in technology. */
  experienceYears: line,
  /** {leadYears}: "15+", of them leading product organisations. */
  leadershipYears: line,
  credentials: list(credential, 1, 30),
});

export type FactsDocument = z.infer<typeof factsSchema>;
export type Credential = z.infer<typeof credential>;

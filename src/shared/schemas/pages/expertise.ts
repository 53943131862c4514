// The expertise page's document (docs/product.md#expertise): the featured areas, the technologies
// and industries, the credentials strip's heading (the credentials are the facts') and the band.
import { z } from "zod";
import { callToAction, hero, line, list, paragraph, sectionHeading, tagCard } from "./fields";

const landscapeItem = z.strictObject({ name: line, description: paragraph });

export const expertisePageSchema = z.strictObject({
  hero,
  areasSection: sectionHeading,
  /** Each area's id is its anchor on the page (/expertise#ai-advanced-analytics). */
  areas: list(
    tagCard.extend({ id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Lowercase words and hyphens") }),
    1,
    8,
  ),
  landscape: sectionHeading.extend({ tabListAria: line, technologiesLabel: line, industriesLabel: line }),
  technologies: list(landscapeItem, 1, 30),
  industries: list(landscapeItem, 1, 30),
  credentials: sectionHeading,
  cta: callToAction,
});

export type ExpertisePageDocument = z.infer<typeof expertisePageSchema>;
export type LandscapeItemContent = z.infer<typeof landscapeItem>;

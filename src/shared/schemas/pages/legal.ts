// The privacy policy's and the terms' document (docs/product.md#privacy-policy, #terms): nested sections of plain
// paragraphs, bullets and links to this site's pages. Texts may name {email} and {firm}. The privacy
// policy's published text is what a visitor consents to: its hash is the consent version
// (src/services/privacy-version.ts).
import { z } from "zod";
import { line, link, list, paragraph } from "./fields";

const sectionId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Lowercase words and hyphens");

const leafSection = z.strictObject({
  id: sectionId,
  title: line,
  paragraphs: list(paragraph, 0, 20),
  bullets: list(paragraph, 1, 30).optional(),
  links: list(link, 1, 6).optional(),
});

const section = leafSection.extend({ subsections: list(leafSection, 1, 20).optional() });

export const legalPageSchema = z.strictObject({
  title: line,
  lastUpdatedLabel: line,
  intro: list(paragraph, 1, 10),
  sections: list(section, 1, 40),
});

export type LegalPageDocument = z.infer<typeof legalPageSchema>;

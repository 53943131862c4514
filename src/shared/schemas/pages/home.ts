// The home page's document (docs/product.md#home): what / says, section by section. The credentials
// it lists are the facts' (./facts.ts).
import { z } from "zod";
import { callToAction, iconName, line, link, list, paragraph, sectionHeading } from "./fields";

const figure = z.strictObject({ value: line, label: line, detail: line });

const serviceCard = z.strictObject({
  /** The service it describes: its anchor on /services. */
  id: z.enum(["fractional-cpo", "product-management", "product-operations"]),
  icon: iconName,
  title: line,
  description: paragraph,
  benefits: list(line, 1, 8),
  link,
});

export const homePageSchema = z.strictObject({
  hero: z.strictObject({
    eyebrow: line,
    title: line,
    subtitle: paragraph,
    /** Whom the firm is for, one line under the subtitle; left out when blank (docs/product.md#home). */
    forWhom: line.optional(),
    /** What a client comes away with, one line after it; left out when blank. */
    outcome: line.optional(),
    /** The booking call to action: to /book while booking is open when it leads to /contact (src/pages/call-to-book.ts). */
    primaryButton: link,
    secondaryButton: link,
  }),
  /** The founder's card in the hero: its label and the line after the credentials ({n}: how many more). */
  heroFounder: z.strictObject({ label: line, more: line }),
  proof: z.strictObject({ heading: line, figures: list(figure, 1, 6) }),
  services: z.strictObject({ heading: line, intro: paragraph, viewAllButton: link }),
  serviceCards: list(serviceCard, 1, 3),
  testimonials: sectionHeading,
  credentials: sectionHeading,
  /** The ledger's two entries; the agile one's tags are the facts' agile credentials. */
  education: z.strictObject({ icon: iconName, title: line, description: paragraph, tags: list(line, 1, 8) }),
  agile: z.strictObject({ icon: iconName, title: line, description: paragraph }),
  about: z.strictObject({ heading: line, paragraphs: list(paragraph, 1, 6), button: link }),
  cta: callToAction,
});

export type HomePageDocument = z.infer<typeof homePageSchema>;

// The about page's document (docs/product.md#about): the story around the founder's bio (from the
// settings), the values, the credentials timeline's groups (their credentials are the facts'), the
// experience figures and the band.
import { z } from "zod";
import { callToAction, hero, iconName, line, link, list, paragraph, sectionHeading } from "./fields";

const titledCard = z.strictObject({ icon: iconName, title: line, description: paragraph });

export const aboutPageSchema = z.strictObject({
  hero,
  /** The founder's bio goes between the opening and the closing paragraph. */
  story: z.strictObject({ heading: line, opening: paragraph, closing: paragraph, button: link }),
  valuesSection: sectionHeading,
  values: list(titledCard, 1, 6),
  credentials: sectionHeading,
  /** The timeline's stages, one per group of the facts' credentials. */
  credentialGroups: z.strictObject({
    education: z.strictObject({ icon: iconName, title: line }),
    agile: z.strictObject({ icon: iconName, title: line }),
  }),
  experience: z.strictObject({
    heading: line,
    items: list(z.strictObject({ value: line, label: line, description: paragraph }), 1, 6),
  }),
  cta: callToAction,
});

export type AboutPageDocument = z.infer<typeof aboutPageSchema>;

// The building blocks of the page documents (docs/product.md#pages-editor): what a line, a
// paragraph, a link and an icon are wherever a page has one, so every page checks them alike.
// Every field is plain text, escaped when rendered; no field takes HTML.
import { z } from "zod";
import { iconNames } from "../../icon-names";
import { isSitePath } from "../../urls";

const LINE_MAX = 200;
const PARAGRAPH_MAX = 2000;

/** A heading, a label, a short fact: one line of trimmed text. */
export const line = z
  .string({ error: "Please enter a text" })
  .trim()
  .min(1, "Please enter a text")
  .max(LINE_MAX, `At most ${LINE_MAX} characters`);

/** A sentence or a paragraph of trimmed text. */
export const paragraph = z
  .string({ error: "Please enter a text" })
  .trim()
  .min(1, "Please enter a text")
  .max(PARAGRAPH_MAX, `At most ${PARAGRAPH_MAX} characters`);

/** A list an editor can add to and remove from, between `min` and `max` items. */
export function list<T extends z.ZodType>(item: T, min: number, max: number) {
  return z
    .array(item)
    .min(min, min === 1 ? "Keep at least one item" : `Keep at least ${min} items`)
    .max(max, `At most ${max} items`);
}

/** A page of this site ("/contact") or a place on it ("/services#fractional-cpo", "#invisible-partner"). */
export const href = z
  .string({ error: "Please enter a page of this site, such as /contact" })
  .trim()
  .refine(
    (value) => /^#[\w-]+$/.test(value) || isSitePath(value),
    "Please enter a page of this site, such as /contact",
  );

export const link = z.strictObject({ href, label: line });

export const iconName = z.enum(iconNames, { error: "Please choose an icon" });

/** A page's hero: its heading and the sentence under it. */
export const hero = z.strictObject({ title: line, subtitle: paragraph });

/** A section's heading and the sentence under it. */
export const sectionHeading = z.strictObject({ heading: line, intro: paragraph });

/** The closing band: heading, sentence, button. */
export const callToAction = z.strictObject({ heading: line, text: paragraph, button: link });

/** A link's, a hero's and a closing band's shape: the defaults in src/content are typed by these. */
export type Link = z.infer<typeof link>;
export type Hero = z.infer<typeof hero>;
export type CallToAction = z.infer<typeof callToAction>;

/** An icon, a title, a description and tags: a card of experience (src/components/TagCard.tsx). */
export const tagCard = z.strictObject({ icon: iconName, title: line, description: paragraph, tags: list(line, 1, 12) });

// The contact page's document (docs/product.md#contact): the hero, the heading over the firm's
// contact details (themselves the settings') and the questions and answers. The form's labels and
// messages stay with the form (src/content/contact.ts), which the browser and the API share.
import { z } from "zod";
import { hero, line, list, paragraph, sectionHeading } from "./fields";

export const contactPageSchema = z.strictObject({
  hero,
  info: sectionHeading,
  faqHeading: line,
  faqs: list(z.strictObject({ question: line, answer: paragraph }), 1, 20),
});

export type ContactPageDocument = z.infer<typeof contactPageSchema>;

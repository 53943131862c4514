// The documents the firm edits in the admin's Pages tab (docs/product.md#pages-editor): one schema
// per public page and one for the facts several pages share, and the public paths each shows on.
import type { z } from "zod";
import { aboutPageSchema } from "./about";
import { contactPageSchema } from "./contact";
import { expertisePageSchema } from "./expertise";
import { factsSchema } from "./facts";
import { homePageSchema } from "./home";
import { legalPageSchema } from "./legal";
import { servicesPageSchema } from "./services";

export const pageSchemas = {
  facts: factsSchema,
  home: homePageSchema,
  services: servicesPageSchema,
  expertise: expertisePageSchema,
  about: aboutPageSchema,
  contact: contactPageSchema,
  "privacy-policy": legalPageSchema,
  terms: legalPageSchema,
} as const;

export type PageName = keyof typeof pageSchemas;
export type PageDocument<Name extends PageName = PageName> = z.infer<(typeof pageSchemas)[Name]>;

export const PAGE_NAMES = Object.keys(pageSchemas) as PageName[];

export function isPageName(value: string): value is PageName {
  return Object.hasOwn(pageSchemas, value);
}

/** The public pages a document's text shows on: what a publish of it must render afresh. */
export const pagePaths: Record<PageName, readonly string[]> = {
  facts: ["/", "/expertise", "/about"],
  home: ["/"],
  services: ["/services"],
  expertise: ["/expertise"],
  about: ["/about"],
  contact: ["/contact"],
  "privacy-policy": ["/privacy-policy"],
  terms: ["/terms"],
};

/** The admin's name of each document. */
export const pageTitles: Record<PageName, string> = {
  facts: "Shared facts",
  home: "Home",
  services: "Services",
  expertise: "Expertise",
  about: "About",
  contact: "Contact",
  "privacy-policy": "Privacy policy",
  terms: "Terms of service",
};

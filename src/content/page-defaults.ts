// Each editable document as the site first shows it (docs/product.md#pages-editor): assembled from
// the texts in this folder and put through its schema the first time it is asked for. Parsing all
// of them when the module loaded cost the server's start about 50 ms (zod compiles each schema on
// its first parse); a default its own schema would refuse fails a test instead
// (src/islands/admin/pages/schema-fields.test.ts asks for every page's).
import { type PageDocument, type PageName, pageSchemas } from "../shared/schemas/pages";
import {
  aboutCta,
  aboutHero,
  aboutStory,
  credentialGroups,
  credentialsSection,
  experienceSection,
  experienceSummary,
  values,
  valuesSection,
} from "./about";
import { contactHero, contactInfoSection, faqSection, faqs } from "./contact";
import {
  certificationsSection,
  expertiseCta,
  expertiseHero,
  featuredAreas,
  featuredAreasSection,
  industries,
  landscapeSection,
  landscapeTabs,
  technologies,
} from "./expertise";
import { defaultFacts } from "./facts";
import {
  homeAbout,
  homeCredentialEntries,
  homeCredentialsSection,
  homeCta,
  homeHero,
  homeHeroFounder,
  homeProof,
  homeServiceCards,
  homeServicesSection,
  homeTestimonialsSection,
} from "./home";
import { privacyPolicy, termsOfService } from "./legal";
import {
  engagementModels,
  engagementSteps,
  offeringGroups,
  servicesCta,
  servicesHero,
  serviceTabHeadings,
  serviceTabs,
} from "./services";

const [technologiesTab, industriesTab] = landscapeTabs;

const assembled: Record<PageName, unknown> = {
  facts: defaultFacts,
  home: {
    hero: homeHero,
    heroFounder: homeHeroFounder,
    proof: homeProof,
    services: homeServicesSection,
    serviceCards: homeServiceCards,
    testimonials: homeTestimonialsSection,
    credentials: homeCredentialsSection,
    education: homeCredentialEntries.education,
    agile: homeCredentialEntries.agile,
    about: homeAbout,
    cta: homeCta,
  },
  services: {
    hero: servicesHero,
    offeringGroups,
    tabHeadings: serviceTabHeadings,
    tabs: serviceTabs,
    engagementModels,
    engagementSteps,
    cta: servicesCta,
  },
  expertise: {
    hero: expertiseHero,
    areasSection: featuredAreasSection,
    areas: featuredAreas,
    landscape: {
      ...landscapeSection,
      technologiesLabel: technologiesTab.label,
      industriesLabel: industriesTab.label,
    },
    technologies,
    industries,
    credentials: certificationsSection,
    cta: expertiseCta,
  },
  about: {
    hero: aboutHero,
    story: {
      heading: aboutStory.heading,
      opening: aboutStory.paragraphs[0],
      closing: aboutStory.paragraphs[1],
      button: aboutStory.button,
    },
    valuesSection,
    values,
    credentials: credentialsSection,
    credentialGroups,
    experience: { heading: experienceSection.heading, items: experienceSummary },
    cta: aboutCta,
  },
  contact: {
    hero: contactHero,
    info: contactInfoSection,
    faqHeading: faqSection.heading,
    faqs,
  },
  "privacy-policy": privacyPolicy,
  terms: termsOfService,
};

const parsed = new Map<PageName, unknown>();

/** The document `name` starts as, before the firm's first published edit. */
export function defaultPageDocument<Name extends PageName>(name: Name): PageDocument<Name> {
  if (!parsed.has(name)) parsed.set(name, pageSchemas[name].parse(assembled[name]));
  return parsed.get(name) as PageDocument<Name>;
}

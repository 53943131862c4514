// Each editable document as the site first shows it (docs/product.md#pages-editor): assembled from
// the texts in this folder and checked against its schema once, when the server starts, so a
// default that its own schema would refuse stops the start rather than a later edit.
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

const defaults = Object.fromEntries(
  Object.entries(assembled).map(([name, document]) => [name, pageSchemas[name as PageName].parse(document)]),
) as { [Name in PageName]: PageDocument<Name> };

/** The document `name` starts as, before the firm's first published edit. */
export function defaultPageDocument<Name extends PageName>(name: Name): PageDocument<Name> {
  return defaults[name];
}

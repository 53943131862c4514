// Static texts of the case studies (docs/product.md#case-studies): the list (/case-studies) with its
// filters, one case study (/case-studies/{slug}), the home page's featured section and the link
// from each service tab on /services.
import { offeringGroups, type ServiceId } from "./services";
import type { CallToAction, Hero } from "../shared/schemas/pages/fields";
import type { DetailPageTexts } from "./site";

export const caseStudiesHero = {
  title: "Case Studies",
  subtitle:
    "Real engagements, measured: the problem a product team faced, how we worked on it together and what changed because of it.",
} as const satisfies Hero;

export const caseStudyListTexts = {
  filtersLabel: "Filter case studies",
  serviceLabel: "Service",
  industryLabel: "Industry",
  allServices: "All services",
  allIndustries: "All industries",
  apply: "Apply filters",
  clear: "Clear filters",
  readMore: "Read the case study",
  empty: {
    title: "No case studies found",
    text: "Try another service or industry, or clear the filters.",
  },
  pagination: { label: "Pagination", previous: "Previous", next: "Next", page: "Page" },
  /** The list's summary for screen readers and sighted readers alike. */
  count: (total: number) => (total === 1 ? "1 case study" : `${total} case studies`),
} as const;

export const caseStudyTexts = {
  backToList: { href: "/case-studies", label: "Back to all case studies" },
  /** Shown in place of the client's name when the case study is anonymised. */
  anonymousClient: "Confidential client",
  factsLabel: "About the engagement",
  facts: { industry: "Industry", size: "Size", stage: "Stage", timeline: "Timeline", services: "Services" },
  outcomesHeading: "Outcomes",
  problemHeading: "The problem",
  approachHeading: "Our approach",
  testimonialHeading: "In their words",
  relatedHeading: "Related case studies",
  notFound: {
    title: "Case Study Not Found",
    text: "The case study you are looking for may have been moved or is no longer available.",
    link: { href: "/case-studies", label: "Return to Case Studies" },
  },
  /** A deleted case study's address, for 90 days (docs/product.md#slug-redirects): 410 Gone. */
  gone: {
    title: "This case study has been removed",
    text: "The case study that was here has been taken down. Others are on the case studies page.",
    link: { href: "/case-studies", label: "Return to Case Studies" },
  },
} as const satisfies DetailPageTexts;

/** The closing call to action of the list and of each case study; its button leads to booking when open. */
export const caseStudyCta = {
  heading: "Facing a Similar Challenge?",
  text: "Tell us where your product team is today, and we will tell you honestly whether and how we can help.",
  button: { href: "/contact", label: "Schedule a Consultation" },
} as const satisfies CallToAction;

/** The home page's section of featured case studies (shown only when there are some). */
export const homeCaseStudies = {
  heading: "Results Our Clients Measured",
  intro: "A few engagements, told with the numbers the teams tracked themselves.",
  viewAll: { href: "/case-studies", label: "View All Case Studies" },
} as const;

/** The link at the end of a service tab on /services, to the case studies of that service. */
export const serviceCaseStudiesLink = {
  label: (count: number) => (count === 1 ? "Read the case study" : `Read ${count} case studies`),
  href: (service: string) => `/case-studies?service=${encodeURIComponent(service)}`,
} as const;

/** Each service's name as the case studies show it: the offering cards' titles of /services. */
export const serviceNames = Object.fromEntries(
  offeringGroups.flatMap((group) => group.cards.map((card) => [card.id, card.title])),
) as Record<ServiceId, string>;

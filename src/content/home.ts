// Static copy for the home page (/): hero, service cards, testimonials and credentials headings,
// about section and closing call to action: the defaults of the home page's document
// (src/shared/schemas/pages/home.ts). {years} and {leadYears} are the facts' (./facts.ts).
import type { IconName } from "./icons";
import type { OrganizationServiceId } from "./services";
import type { CallToAction, Link } from "../shared/schemas/pages/fields";
import type { HomePageDocument } from "../shared/schemas/pages/home";

export const homeHero = {
  eyebrow: "Fractional Product Leadership",
  title: "Elevating Product Development & Technology Initiatives",
  subtitle:
    "Strategic product leadership backed by {years} years of experience, helping organizations from startup to enterprise turn ambitious ideas into products that deliver measurable results.",
  forWhom: "For founders, CEOs and product leaders who need senior product judgment without a full-time hire.",
  outcome: "A strategy the board can read, a roadmap tied to outcomes and a team that delivers it.",
  // The booking call to action leads (docs/product.md#home); both labels are the brief's.
  primaryButton: { href: "/contact", label: "Schedule Consultation" },
  secondaryButton: { href: "/services", label: "Explore Services" },
} as const satisfies {
  readonly eyebrow: string;
  readonly title: string;
  readonly subtitle: string;
  readonly forWhom: string;
  readonly outcome: string;
  readonly primaryButton: Link;
  readonly secondaryButton: Link;
};

/**
 * The founder's card in the hero's right half: the name and title come from the settings, the line
 * of credentials under them from the facts (docs/product.md#claims); {n} counts the others.
 */
export const homeHeroFounder = {
  label: "Your product leader",
  more: "+ {n} more credentials",
} as const;

// ---------------------------------------------------------------------------------------------
// Proof strip
// ---------------------------------------------------------------------------------------------

type ProofFigure = HomePageDocument["proof"]["figures"][number];

/**
 * The facts under the hero, set as figures (docs/product.md#claims). The two experience claims are
 * one story: 20+ years in technology, the last 15+ of them leading product organizations, as the
 * services and about pages say.
 */
export const homeProof = {
  heading: "The Firm in Figures",
  figures: [
    {
      value: "{years}",
      label: "Years in technology",
      detail: "{leadYears} of them leading product organizations",
    },
    {
      value: "8",
      label: "Professional credentials",
      detail: "Executive education, agile and risk",
    },
    {
      value: "4",
      label: "Services",
      detail: "Fractional CPO to Invisible Partner",
    },
    {
      value: "1–2",
      label: "Weeks to start",
      detail: "From first conversation to first session",
    },
  ],
} as const satisfies { readonly heading: string; readonly figures: readonly ProofFigure[] };

// ---------------------------------------------------------------------------------------------
// Strategic Services
// ---------------------------------------------------------------------------------------------

/** Static content card for a service (docs/product.md#entities): icon, title, description, benefits, anchor link. */
export type ServiceCard = {
  readonly id: OrganizationServiceId;
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
  readonly benefits: readonly string[];
  readonly link: Link;
};

export const homeServicesSection = {
  heading: "Strategic Services",
  intro:
    "Flexible engagements that bring senior product leadership to your organization, from setting the strategy to running the machinery that delivers it.",
  viewAllButton: { href: "/services", label: "View All Services" },
} as const satisfies { readonly heading: string; readonly intro: string; readonly viewAllButton: Link };

export const homeServiceCards = [
  {
    id: "fractional-cpo",
    icon: "target",
    title: "Fractional CPO Services",
    description:
      "Executive product leadership on your terms, setting vision and strategy and building a product organization that scales.",
    benefits: [
      "Product vision and strategy aligned to business goals",
      "Executive and board-level product leadership",
      "Product team coaching and organizational design",
      "Portfolio prioritization and investment decisions",
    ],
    link: { href: "/services#fractional-cpo", label: "Learn More" },
  },
  {
    id: "product-management",
    icon: "users",
    title: "Product Management",
    description:
      "Hands-on product management that turns strategy into prioritized roadmaps, clear requirements and shipped outcomes.",
    benefits: [
      "Customer discovery and market research",
      "Outcome-based roadmaps and prioritization",
      "Requirements, user stories and backlog management",
      "Launch planning and success metrics",
    ],
    link: { href: "/services#product-management", label: "Learn More" },
  },
  {
    id: "product-operations",
    icon: "settings",
    title: "Product Operations",
    description:
      "The processes, tools and data practices that let product teams decide faster and deliver with less friction.",
    benefits: [
      "Scalable product processes and governance",
      "Tooling and workflow optimization",
      "Product metrics, dashboards and insights",
    ],
    link: { href: "/services#product-operations", label: "Learn More" },
  },
] as const satisfies readonly ServiceCard[];

// ---------------------------------------------------------------------------------------------
// Testimonials (the cards themselves come from the API or the built-in samples)
// ---------------------------------------------------------------------------------------------

export const homeTestimonialsSection = {
  heading: "What Our Clients Say",
  intro: "Product leaders, founders and executives on what changed after working together.",
} as const;

// ---------------------------------------------------------------------------------------------
// Professional Credentials
// ---------------------------------------------------------------------------------------------

export const homeCredentialsSection = {
  heading: "Professional Credentials",
  intro: "Executive education and industry-recognized certifications behind every engagement.",
} as const;

/**
 * The ledger's two entries (docs/product.md#home): the executive education, dated by the facts'
 * education credential, and the agile certifications, whose tags are the facts' agile credentials.
 */
export const homeCredentialEntries = {
  education: {
    icon: "graduation-cap",
    title: "Executive Education",
    description:
      "Executive-level training in product leadership, including a Chief Product Officer program completed as a 2024 executive scholar.",
    tags: ["Chief Product Officer Program", "2024 Executive Scholar"],
  },
  agile: {
    icon: "award",
    title: "Agile Certifications",
    description:
      "Industry-recognized certifications across Scrum, Disciplined Agile, scaled agile delivery and risk management.",
  },
} as const;

// ---------------------------------------------------------------------------------------------
// About
// ---------------------------------------------------------------------------------------------

export const homeAbout = {
  heading: "About {firm}",
  paragraphs: [
    "{firm} is led by a senior product executive with more than 20 years of experience building products and product organizations across startups, growth companies and global enterprises.",
    "Every engagement combines executive-level strategic thinking with practical, hands-on execution, and leaves your team stronger and more capable than before.",
  ],
  button: { href: "/contact", label: "Schedule a Consultation" },
} as const satisfies {
  /** With {firm}, the firm's name from the settings; the founder's quote comes from them too. */
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly button: Link;
};

// ---------------------------------------------------------------------------------------------
// Closing call to action
// ---------------------------------------------------------------------------------------------

export const homeCta = {
  heading: "Ready to Elevate Your Product Strategy?",
  text: "Let's talk about your product goals and how experienced product leadership can help you reach them faster.",
  button: { href: "/contact", label: "Get Started Today" },
} as const satisfies CallToAction;

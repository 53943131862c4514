// Static copy for /services: hero, offering cards, the four-tab service panel and the closing call
// to action. Service ids double as in-page anchors (#fractional-cpo, …) and tab ids.
import type { IconName } from "./icons";
import type { CallToAction, Hero } from "../shared/schemas/pages/fields";

export type ServiceId = "fractional-cpo" | "product-management" | "product-operations" | "invisible-partner";
export type OrganizationServiceId = Exclude<ServiceId, "invisible-partner">;

/** Tab order on the page; the first is the default tab. */
const serviceIds = [
  "fractional-cpo",
  "product-management",
  "product-operations",
  "invisible-partner",
] as const satisfies readonly ServiceId[];

export const DEFAULT_SERVICE_TAB = "fractional-cpo" satisfies ServiceId;

export function isServiceId(value: unknown): value is ServiceId {
  return typeof value === "string" && (serviceIds as readonly string[]).includes(value);
}

export const servicesHero = {
  title: "Comprehensive Product Services",
  subtitle:
    "Senior product leadership built on {leadYears} years of experience, from executive strategy to day-to-day execution, tailored to where your organization is today.",
} as const satisfies Hero;

// ---------------------------------------------------------------------------------------------
// Offering cards (link to the in-page anchors)
// ---------------------------------------------------------------------------------------------

export type OfferingCard = {
  readonly id: ServiceId;
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
  readonly linkLabel: string;
};

type OfferingGroup = {
  readonly id: "organizations" | "individuals";
  readonly heading: string;
  readonly intro: string;
  readonly cards: readonly OfferingCard[];
};

export const offeringGroups = [
  {
    id: "organizations",
    heading: "For Organizations",
    intro: "Flexible product leadership and capability for startups, scale-ups and enterprise teams.",
    cards: [
      {
        id: "fractional-cpo",
        icon: "target",
        title: "Fractional CPO",
        description:
          "Executive product leadership on a part-time basis: vision, strategy, portfolio decisions and a product organization built to scale.",
        linkLabel: "Learn More",
      },
      {
        id: "product-management",
        icon: "users",
        title: "Product Management Support",
        description:
          "Hands-on product management that turns strategy into prioritized roadmaps, clear requirements and shipped outcomes.",
        linkLabel: "Learn More",
      },
      {
        id: "product-operations",
        icon: "settings",
        title: "Product Operations",
        description:
          "Processes, tooling and data practices that help product teams make better decisions and deliver with less friction.",
        linkLabel: "Learn More",
      },
    ],
  },
  {
    id: "individuals",
    heading: "For Individuals",
    intro: "Confidential, behind-the-scenes support for product professionals.",
    cards: [
      {
        id: "invisible-partner",
        icon: "user-secret",
        title: "Invisible Partner",
        description:
          "Confidential, ghost-produced product artifacts, from market research to wireframes, delivered as editable files you present as your own.",
        linkLabel: "Learn More",
      },
    ],
  },
] as const satisfies readonly OfferingGroup[];

// ---------------------------------------------------------------------------------------------
// Tab panel
// ---------------------------------------------------------------------------------------------

type ServiceComponent = {
  readonly title: string;
  readonly description: string;
};

type HowItWorks = {
  readonly title: "How It Works";
  readonly paragraphs: readonly string[];
  readonly steps: readonly ServiceComponent[];
};

export type ServiceTab = {
  readonly id: ServiceId;
  readonly tabLabel: string;
  readonly title: string;
  readonly icon: IconName;
  readonly summary: string;
  readonly keyBenefits: readonly [string, string, string, string];
  readonly components: readonly [ServiceComponent, ServiceComponent, ServiceComponent, ServiceComponent];
  readonly howItWorks?: HowItWorks;
};

/** Sub-headings used inside each tab panel. */
export const serviceTabHeadings = {
  tabListAria: "Service details",
  keyBenefits: "Key Benefits",
  components: "Service Components",
} as const;

export const serviceTabs = [
  {
    id: "fractional-cpo",
    tabLabel: "Fractional CPO",
    title: "Fractional Chief Product Officer",
    icon: "target",
    summary:
      "Executive-level product leadership without the cost or lead time of a full-time hire. We join your leadership team for a defined number of days each month to set product direction, align stakeholders and build a product organization that keeps performing after the engagement ends.",
    keyBenefits: [
      "Executive product leadership at a fraction of the cost of a full-time CPO",
      "A clear product vision and strategy tied directly to business goals",
      "Faster, better-informed decisions on priorities, investments and trade-offs",
      "A stronger product team, with practices and people ready to scale",
    ],
    components: [
      {
        title: "Product Vision & Strategy",
        description:
          "Define where the product is going and why, with measurable outcomes the whole company can rally behind.",
      },
      {
        title: "Portfolio & Roadmap Governance",
        description:
          "Establish how initiatives are evaluated, funded and sequenced so the roadmap reflects strategy, not the loudest request.",
      },
      {
        title: "Team Leadership & Development",
        description:
          "Coach product managers, shape roles and career paths, and support hiring for the permanent product organization.",
      },
      {
        title: "Executive & Board Alignment",
        description:
          "Translate product strategy for leadership teams, boards and investors, and keep commitments realistic and visible.",
      },
    ],
  },
  {
    id: "product-management",
    tabLabel: "Product Management",
    title: "Product Management Support",
    icon: "users",
    summary:
      "Experienced, hands-on product management for teams that need more capacity or more seniority. Whether you are launching a new product, rescuing a stalled initiative or covering a gap in your team, we work inside your delivery process to move the product forward.",
    keyBenefits: [
      "Immediate senior capacity without a lengthy hiring process",
      "Roadmaps and backlogs prioritized by customer value and business impact",
      "Clear requirements that engineering and design teams can act on",
      "Predictable delivery with stakeholders kept informed at every step",
    ],
    components: [
      {
        title: "Discovery & Market Research",
        description:
          "Customer interviews, competitive analysis and opportunity sizing that ground decisions in evidence.",
      },
      {
        title: "Roadmap Planning & Prioritization",
        description:
          "Outcome-based roadmaps and transparent prioritization frameworks that balance strategy, value and effort.",
      },
      {
        title: "Requirements & Backlog Management",
        description:
          "Well-formed epics, user stories and acceptance criteria, refined continuously with your delivery team.",
      },
      {
        title: "Launch & Go-to-Market Support",
        description:
          "Release planning, success metrics and close collaboration with marketing, sales and support for a confident launch.",
      },
    ],
  },
  {
    id: "product-operations",
    tabLabel: "Product Operations",
    title: "Product Operations",
    icon: "settings",
    summary:
      "The operating system behind effective product teams. We design the processes, tooling and data practices that let product managers spend less time on coordination and more time on customers, so your organization can scale product delivery without adding chaos.",
    keyBenefits: [
      "Consistent, repeatable product processes across teams",
      "Reliable product data and metrics that inform decisions",
      "Less time lost to coordination, reporting and tool sprawl",
      "Stronger alignment between product, engineering and go-to-market teams",
    ],
    components: [
      {
        title: "Process Design & Governance",
        description:
          "Lightweight planning, intake and review rituals that fit your culture and scale with your organization.",
      },
      {
        title: "Tooling & Workflow Optimization",
        description:
          "Select, configure and connect product tools so information flows from discovery through delivery.",
      },
      {
        title: "Metrics & Insights",
        description:
          "Define product KPIs, build dashboards and establish feedback loops that turn data into decisions.",
      },
      {
        title: "Enablement & Training",
        description:
          "Playbooks, templates and coaching that help product teams adopt new practices and keep them going.",
      },
    ],
  },
  {
    id: "invisible-partner",
    tabLabel: "Invisible Partner",
    title: "Invisible Partner",
    icon: "user-secret",
    summary:
      "Confidential support for individual product professionals. We work behind the scenes to produce the product artifacts you need, from market research to wireframes, and deliver them as editable files that you review, refine and present as your own work.",
    keyBenefits: [
      "Complete confidentiality, with no attribution on any deliverable",
      "Senior-quality product artifacts produced on your timeline",
      "Editable files you can adapt to your own voice and style",
      "More time to focus on stakeholders, decisions and your career",
    ],
    components: [
      {
        title: "Market Research",
        description:
          "Market, customer and competitor analysis packaged as clear, presentation-ready findings and recommendations.",
      },
      {
        title: "Requirements Documents",
        description:
          "Product requirements documents and business cases that capture scope, goals, constraints and success metrics.",
      },
      {
        title: "User Stories & Roadmaps",
        description:
          "Well-structured user stories with acceptance criteria, and roadmaps that communicate priorities with confidence.",
      },
      {
        title: "Wireframes",
        description:
          "Low- to mid-fidelity wireframes that make product concepts concrete for stakeholders and delivery teams.",
      },
    ],
    howItWorks: {
      title: "How It Works",
      paragraphs: [
        "Confidentiality is the foundation of this service. Before any work begins, we sign a non-disclosure agreement that covers your identity, your employer and everything you share with us.",
        "Every deliverable is produced without attribution and handed over as editable source files: documents, spreadsheets, slide decks and wireframes. You review and adapt them, then present them as your own. We never disclose the engagement or reference the work in any portfolio.",
      ],
      steps: [
        {
          title: "Confidential Consultation",
          description: "A private conversation about what you need, your deadline and the context of your role.",
        },
        {
          title: "Non-Disclosure Agreement",
          description: "We sign an NDA before you share any details about your organization or your work.",
        },
        {
          title: "Ghost-Produced Deliverables",
          description: "We produce the agreed artifacts and refine them with you until they meet your standard.",
        },
        {
          title: "Editable Handover",
          description: "You receive editable files with no attribution, ready to present as your own.",
        },
      ],
    },
  },
] as const satisfies readonly ServiceTab[];

/**
 * How an engagement starts, as numbered steps before the call to action (docs/product.md#services);
 * the start within 1–2 weeks is the FAQ's (docs/product.md#contact).
 */
/**
 * The shapes an engagement takes (docs/product.md#services), as the "When to Hire a Fractional CPO"
 * post sets them out: fractional one to three days a week for three to nine months, interim full
 * time for three to six. Ranges are written with an en dash and a no-break space before the unit,
 * so "1–3 days" never breaks across lines.
 */
export const engagementModels = {
  heading: "Engagement Models",
  intro: "Three ways to work together, sized to the help you need and the time you have.",
  models: [
    {
      name: "Advisory",
      cadence: "2–4\u00a0sessions a month",
      length: "Month to month",
      summary:
        "A senior sounding board for a founder or product leader who owns the work and wants a second mind on it.",
      includes: [
        "A standing strategy session every other week",
        "Review of roadmaps, plans and hires",
        "Answers between sessions within a working day",
      ],
      price: "From $3,000 a month",
    },
    {
      name: "Fractional CPO",
      cadence: "1–3\u00a0days a week",
      length: "3–9\u00a0months",
      summary: "Product leadership in your leadership team, part time, working toward the day you no longer need it.",
      includes: [
        "Product strategy and a roadmap tied to outcomes",
        "Coaching for your product managers",
        "The planning and review rhythm, run with your team",
        "A profile for the full-time hire, when it is time",
      ],
      price: "From $9,000 a month",
    },
    {
      name: "Interim CPO",
      cadence: "Full time",
      length: "3–6\u00a0months",
      summary: "Daily leadership while the seat is empty, handed over to the permanent hire when they start.",
      includes: [
        "Day-to-day leadership of the product team",
        "Stabilized delivery and stakeholder reporting",
        "Search support and a structured handover",
      ],
      price: "On request",
    },
  ],
} as const;

/** The labels of each engagement model's facts (src/components/EngagementModels.tsx). */
export const engagementModelLabels = {
  cadence: "Time",
  length: "Typical length",
  includes: "What is included",
} as const;

export const engagementSteps = {
  heading: "How an Engagement Starts",
  intro: "From first conversation to first working session, usually within 1–2\u00a0weeks.",
  steps: [
    {
      title: "A First Conversation",
      text: "A free, no-obligation call about your goals, your team and what is in the way.",
    },
    {
      title: "A Written Proposal",
      text: "Within a few days: the service that fits, its scope, its cadence and what success looks like.",
    },
    {
      title: "The First Working Session",
      text: "We start with your team, usually within one to two weeks of that first conversation.",
    },
  ],
} as const satisfies {
  readonly heading: string;
  readonly intro: string;
  readonly steps: readonly { readonly title: string; readonly text: string }[];
};

export const servicesCta = {
  heading: "Not Sure Which Service Fits?",
  text: "Every engagement starts with a conversation about your goals, your team and your timeline. Together we will find the level of support that makes the biggest difference.",
  button: { href: "/contact", label: "Schedule a Consultation" },
} as const satisfies CallToAction;

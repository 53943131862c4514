// Static copy for /about: hero, story, values, credentials timeline, experience summary and the
// closing call to action. The about content claims 15+ years of experience.
import type { IconName } from "./icons";
import type { CallToAction, Hero, Link } from "./site";

export const aboutHero = {
  title: "About {firm}",
  subtitle:
    "Senior product leadership that combines executive strategy with hands-on execution, for organizations and product professionals alike.",
} as const satisfies Hero;

export const aboutStory = {
  heading: "Our Story",
  // The founder's bio (from the settings) goes between the two.
  paragraphs: [
    "{firm} was founded on a simple observation: many organizations need senior product leadership long before they are ready to hire a full-time Chief Product Officer, and many teams need experienced help to turn strategy into results.",
    // The firm's location is a setting (docs/product.md#admin-settings), shown on /contact: not named here.
    "Working with clients across the United States, we partner closely with leadership teams to clarify direction, strengthen product practices and build capability that lasts long after an engagement ends.",
  ],
  button: { href: "/contact", label: "Schedule a Consultation" },
} as const satisfies {
  readonly heading: string;
  readonly paragraphs: readonly [string, string];
  readonly button: Link;
};

// ---------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------

type Value = {
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
};

export const valuesSection = {
  heading: "Our Values",
  intro: "The principles that guide how we work with every client.",
} as const;

export const values = [
  {
    icon: "lightbulb",
    title: "Innovation with Purpose",
    description:
      "We pursue new ideas and technologies only where they solve real customer problems and move the business forward.",
  },
  {
    icon: "target",
    title: "Execution Excellence",
    description:
      "Strategy matters only when it ships. We bring the discipline, clarity and follow-through that turn plans into outcomes.",
  },
  {
    icon: "book",
    title: "Knowledge Transfer",
    description:
      "We build your team's capability as we go, leaving behind the skills, practices and tools to keep succeeding without us.",
  },
] as const satisfies readonly [Value, Value, Value];

// ---------------------------------------------------------------------------------------------
// Credentials timeline
// ---------------------------------------------------------------------------------------------

type CredentialItem = {
  readonly title: string;
  readonly issuer: string;
  readonly year?: number;
};

type CredentialGroup = {
  readonly id: "executive-education" | "agile-leadership";
  readonly icon: IconName;
  readonly title: string;
  readonly items: readonly CredentialItem[];
};

export const credentialsSection = {
  heading: "Credentials",
  intro: "A commitment to continuous learning at the executive and practitioner level.",
} as const;

export const credentialGroups = [
  {
    id: "executive-education",
    icon: "graduation-cap",
    title: "Executive Education",
    items: [
      {
        title: "Chief Product Officer Program, Executive Scholar",
        issuer: "Executive education program",
        year: 2024,
      },
    ],
  },
  {
    id: "agile-leadership",
    icon: "award",
    title: "Agile Leadership",
    items: [
      { title: "Advanced Certified Scrum Product Owner (A-CSPO)", issuer: "Scrum Alliance" },
      { title: "Disciplined Agile Senior Scrum Master (DASSM)", issuer: "Project Management Institute" },
      { title: "PMI Agile Certified Practitioner (PMI-ACP)", issuer: "Project Management Institute" },
      { title: "SAFe 6.0", issuer: "Scaled Agile, Inc." },
      { title: "IRMP", issuer: "Risk management professional certification" },
      { title: "Certified ScrumMaster (CSM)", issuer: "Scrum Alliance" },
      { title: "Certified Scrum Product Owner (CSPO)", issuer: "Scrum Alliance" },
    ],
  },
] as const satisfies readonly CredentialGroup[];

// ---------------------------------------------------------------------------------------------
// Experience summary
// ---------------------------------------------------------------------------------------------

type ExperienceStat = {
  readonly value: string;
  readonly label: string;
  readonly description: string;
};

export const experienceSection = {
  heading: "Experience at a Glance",
} as const;

export const experienceSummary = [
  {
    value: "15+",
    label: "Years of Product Leadership",
    description:
      "The last 15+ of 20+ years in technology, leading products and product teams from startup to enterprise.",
  },
  {
    value: "8",
    label: "Professional Credentials",
    description: "Executive education plus agile, scaled delivery and risk certifications.",
  },
  {
    value: "4",
    label: "Service Offerings",
    description: "Fractional CPO, product management, product operations and Invisible Partner.",
  },
  {
    value: "1-2",
    label: "Weeks to Get Started",
    description: "Most engagements begin within one to two weeks of our first conversation.",
  },
] as const satisfies readonly [ExperienceStat, ExperienceStat, ExperienceStat, ExperienceStat];

export const aboutCta = {
  heading: "Let's Build Something Great Together",
  text: "Whether you need executive product leadership, extra product capacity or confidential support, we would love to hear about your goals.",
  button: { href: "/contact", label: "Get in Touch" },
} as const satisfies CallToAction;

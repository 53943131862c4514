// Static copy for /about: hero, story, values, credentials timeline, experience summary and the
// closing call to action: the defaults of the about page's document
// (src/shared/schemas/pages/about.ts). {years} and {leadYears} are the facts' (./facts.ts).
import type { AboutPageDocument } from "../shared/schemas/pages/about";
import type { CallToAction, Hero, Link } from "../shared/schemas/pages/fields";

type Value = AboutPageDocument["values"][number];
type ExperienceStat = AboutPageDocument["experience"]["items"][number];

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
    // {country}: the country of the firm's location in the settings (docs/product.md#admin-settings).
    "Working with clients across {country}, we partner closely with leadership teams to clarify direction, strengthen product practices and build capability that lasts long after an engagement ends.",
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

export const credentialsSection = {
  heading: "Credentials",
  intro: "A commitment to continuous learning at the executive and practitioner level.",
} as const;

/** The timeline's stages; their credentials are the facts' of each group (./facts.ts). */
export const credentialGroups = {
  education: { icon: "graduation-cap", title: "Executive Education" },
  agile: { icon: "award", title: "Agile Leadership" },
} as const;

// ---------------------------------------------------------------------------------------------
// Experience summary
// ---------------------------------------------------------------------------------------------

export const experienceSection = {
  heading: "Experience at a Glance",
} as const;

export const experienceSummary = [
  {
    value: "{leadYears}",
    label: "Years of Product Leadership",
    description:
      "The last {leadYears} of {years} years in technology, leading products and product teams from startup to enterprise.",
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
    value: "1–2",
    label: "Weeks to Get Started",
    description: "Most engagements begin within one to two weeks of our first conversation.",
  },
] as const satisfies readonly [ExperienceStat, ExperienceStat, ExperienceStat, ExperienceStat];

export const aboutCta = {
  heading: "Let's Build Something Great Together",
  text: "Whether you need executive product leadership, extra product capacity or confidential support, we would love to hear about your goals.",
  button: { href: "/contact", label: "Get in Touch" },
} as const satisfies CallToAction;

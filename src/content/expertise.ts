// Static copy for /expertise: hero, four featured areas, the technologies/industries landscape
// tabs, the certifications strip (its credentials the facts', ./facts.ts) and the closing call to action.
import type { TagCardContent } from "./cards";
import type { LandscapeItemContent } from "../shared/schemas/pages/expertise";
import type { CallToAction, Hero } from "../shared/schemas/pages/fields";

export const expertiseHero = {
  title: "Industry & Technology Expertise",
  subtitle:
    "Deep product leadership experience across emerging technologies and complex, regulated industries, applied to the challenges your organization faces today.",
} as const satisfies Hero;

// ---------------------------------------------------------------------------------------------
// Featured areas
// ---------------------------------------------------------------------------------------------

type ExpertiseArea = TagCardContent & { readonly id: string };

export const featuredAreasSection = {
  heading: "Areas of Expertise",
  intro: "Where strategic product leadership creates the most leverage for our clients.",
} as const;

export const featuredAreas = [
  {
    id: "ai-advanced-analytics",
    icon: "brain",
    title: "AI & Advanced Analytics",
    description:
      "Identify where AI and machine learning create real customer and business value, then take those capabilities from prototype to responsible, production-ready products.",
    tags: ["Generative AI", "Machine Learning", "Predictive Analytics", "Data Strategy", "Responsible AI"],
  },
  {
    id: "operational-agility",
    icon: "zap",
    title: "Operational Agility",
    description:
      "Help organizations adopt agile and lean practices that fit their culture, shorten feedback loops and deliver value to customers sooner and more predictably.",
    tags: ["Agile Transformation", "Scaled Agile", "Lean Portfolio Management", "OKRs"],
  },
  {
    id: "operations-platform-modernization",
    icon: "layers",
    title: "Operations & Platform Modernization",
    description:
      "Lead the modernization of legacy systems and operating models into scalable, cloud-based platforms without losing sight of customers or day-to-day operations.",
    tags: ["Cloud Migration", "Platform Strategy", "API Ecosystems", "Process Automation"],
  },
  {
    id: "risk-management-compliance",
    icon: "shield",
    title: "Risk Management & Compliance",
    description:
      "Build products that meet regulatory, security and privacy obligations from the start, so compliance becomes a foundation for trust rather than a late-stage blocker.",
    tags: ["Regulatory Compliance", "Data Privacy", "Security by Design", "Enterprise Risk"],
  },
] as const satisfies readonly ExpertiseArea[];

// ---------------------------------------------------------------------------------------------
// Landscape tabs
// ---------------------------------------------------------------------------------------------

export type LandscapeTabId = "technologies" | "industries";

export const landscapeSection = {
  heading: "Technology & Industry Landscape",
  intro: "Experience across the platforms that power modern products and the industries that depend on them.",
  tabListAria: "Expertise landscape",
} as const;

/** In display order; the first is the default tab. */
export const landscapeTabs = [
  { id: "technologies", label: "Technologies" },
  { id: "industries", label: "Industries" },
] as const satisfies readonly { readonly id: LandscapeTabId; readonly label: string }[];

export const DEFAULT_LANDSCAPE_TAB = "technologies" satisfies LandscapeTabId;

export const technologies = [
  {
    name: "Generative AI & LLMs",
    description: "Assistants, copilots and content generation built on large language models.",
  },
  { name: "Machine Learning", description: "Predictive models, recommendations and personalization in production." },
  {
    name: "Data & Analytics Platforms",
    description: "Data warehouses, pipelines and self-service business intelligence.",
  },
  { name: "Cloud Platforms", description: "Cloud-native products and migrations on AWS, Azure and Google Cloud." },
  { name: "APIs & Integrations", description: "API-first products, partner ecosystems and system integration." },
  {
    name: "Microservices & Event-Driven Architecture",
    description: "Modular, scalable services that let teams ship independently.",
  },
  { name: "DevOps & CI/CD", description: "Automated build, test and release pipelines for faster, safer delivery." },
  {
    name: "Workflow & Process Automation",
    description: "Low-code tools and robotic process automation that remove manual effort.",
  },
  {
    name: "CRM & ERP Systems",
    description: "Customer and enterprise platforms configured around real business processes.",
  },
  { name: "Cybersecurity & Identity", description: "Secure authentication, access management and privacy controls." },
  {
    name: "Web & Mobile Applications",
    description: "Customer-facing digital experiences across browsers and devices.",
  },
  { name: "IoT & Connected Devices", description: "Connected products that turn device data into customer value." },
] as const satisfies readonly LandscapeItemContent[];

export const industries = [
  {
    name: "Financial Services & Banking",
    description: "Digital banking, payments and lending in a regulated environment.",
  },
  { name: "Insurance", description: "Policy, claims and distribution platforms modernized for digital customers." },
  {
    name: "Healthcare & Life Sciences",
    description: "Clinical, patient and health-data products with privacy at the core.",
  },
  { name: "Retail & E-commerce", description: "Omnichannel commerce, customer loyalty and fulfillment experiences." },
  { name: "Manufacturing", description: "Connected operations, quality systems and supply-chain visibility." },
  { name: "Logistics & Transportation", description: "Routing, tracking and fleet platforms that keep goods moving." },
  { name: "SaaS & Technology", description: "B2B software products built for growth, retention and scale." },
  { name: "Telecommunications", description: "Network, billing and customer self-service products at scale." },
  { name: "Public Sector & Education", description: "Accessible, secure digital services for citizens and learners." },
] as const satisfies readonly LandscapeItemContent[];

// ---------------------------------------------------------------------------------------------
// Certifications strip
// ---------------------------------------------------------------------------------------------

export const certificationsSection = {
  heading: "Certifications & Credentials",
  intro: "Executive education and professional certifications that underpin every engagement.",
} as const;

export const expertiseCta = {
  heading: "Let's Apply This Expertise to Your Challenges",
  text: "Whatever your industry or technology stack, we can help you shape a product strategy that delivers. Tell us what you are working on.",
  button: { href: "/contact", label: "Start a Conversation" },
} as const satisfies CallToAction;

// Site-wide static content: brand, shell navigation, footer and per-route SEO metadata, kept as
// typed data so the layout, pages and tests read one source of truth.
import type { IconName } from "./icons";

// ---------------------------------------------------------------------------------------------
// Shared shapes (imported as types by the other content files)
// ---------------------------------------------------------------------------------------------

/** An internal link or button target. `href` may carry a hash (e.g. "/services#fractional-cpo"). */
export type Link = {
  readonly href: string;
  readonly label: string;
};

/** What a detail page says for an item that does not exist (or is not published): 404. */
export type MissingItemTexts = {
  readonly title: string;
  readonly text: string;
  readonly link: Link;
};

/** The texts every detail page (a post, a resource) has beside its own. */
export type DetailPageTexts = {
  readonly backToList: Link;
  readonly notFound: MissingItemTexts;
  readonly [key: string]: unknown;
};

/** A link that leaves the site; render with target="_blank" rel="noopener noreferrer". */
type ExternalLink = Link & {
  readonly external: true;
  readonly icon: IconName;
  /** Accessible name that also announces the new tab. */
  readonly ariaLabel: string;
};

/** A closing call-to-action band. */
export type CallToAction = {
  readonly heading: string;
  readonly text: string;
  readonly button: Link;
};

/** A page hero: main heading plus one supporting sentence. */
export type Hero = {
  readonly title: string;
  readonly subtitle: string;
};

/** Runtime contact settings; never hard-coded in content. */
export type ContactSettings = {
  readonly email: string;
  readonly phone: string;
};

// ---------------------------------------------------------------------------------------------
// Brand
// ---------------------------------------------------------------------------------------------

export const BRAND_NAME = "Meridian Product Partners";
export const LOCATION = "Kansas City Metropolitan Area, United States";
export const LINKEDIN_URL = "https://www.linkedin.com/company/meridian-product-partners";

/** One-sentence description used in the footer beside the brand name. */
export const BRAND_SUMMARY =
  "Fractional CPO, product management and product operations support for organizations from startup to enterprise.";

// ---------------------------------------------------------------------------------------------
// Header
// ---------------------------------------------------------------------------------------------

export const headerNav = [
  { href: "/", label: "Home" },
  { href: "/services", label: "Services" },
  { href: "/expertise", label: "Expertise" },
  { href: "/resources", label: "Resources" },
  { href: "/blog", label: "Blog" },
  { href: "/about", label: "About" },
] as const satisfies readonly Link[];

export const headerContactButton = { href: "/contact", label: "Contact" } as const satisfies Link;

/** Texts for the shell controls (screen-reader labels and the theme menu). */
export const shellLabels = {
  skipToContent: "Skip to main content",
  homeLinkAria: `${BRAND_NAME} home`,
  mainNavAria: "Main navigation",
  footerNavAria: "Footer navigation",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  themeToggle: "Change theme",
  theme: "Theme",
  menu: "Menu",
  themes: {
    light: { label: "Light", icon: "sun" },
    dark: { label: "Dark", icon: "moon" },
    system: { label: "System", icon: "monitor" },
  },
} as const satisfies {
  readonly themes: Record<"light" | "dark" | "system", { readonly label: string; readonly icon: IconName }>;
  readonly [key: string]: unknown;
};

// ---------------------------------------------------------------------------------------------
// Footer
// ---------------------------------------------------------------------------------------------

type FooterGroup = {
  readonly title: string;
  readonly links: readonly Link[];
};

export const footerGroups = [
  {
    title: "Services",
    links: [
      { href: "/services#fractional-cpo", label: "Fractional CPO" },
      { href: "/services#product-management", label: "Product Management" },
      { href: "/services#product-operations", label: "Product Operations" },
      { href: "/expertise", label: "Industry Expertise" },
    ],
  },
  {
    title: "Company",
    links: [
      { href: "/about", label: "About" },
      { href: "/contact", label: "Contact" },
    ],
  },
  {
    title: "Legal",
    links: [
      { href: "/privacy-policy", label: "Privacy Policy" },
      { href: "/terms", label: "Terms of Service" },
    ],
  },
] as const satisfies readonly FooterGroup[];

/** The professional-network link in the footer; opens in a new tab. */
export const footerSocial = {
  href: LINKEDIN_URL,
  label: "LinkedIn",
  external: true,
  icon: "linkedin",
  ariaLabel: `${BRAND_NAME} on LinkedIn (opens in a new tab)`,
} as const satisfies ExternalLink;

/** "© 2025 Meridian Product Partners. All rights reserved." */
export function copyrightLine(year: number): string {
  return `© ${year} ${BRAND_NAME}. All rights reserved.`;
}

// ---------------------------------------------------------------------------------------------
// SEO metadata
// ---------------------------------------------------------------------------------------------

type MetaRoute =
  | "/"
  | "/services"
  | "/expertise"
  | "/about"
  | "/contact"
  | "/blog"
  | "/resources"
  | "/privacy-policy"
  | "/terms"
  | "/login"
  | "/admin";

export type PageMeta = {
  /** Full document title, brand included. */
  readonly title: string;
  /** 120–160 characters, for search results and link previews. */
  readonly description: string;
  /** Set for pages that should stay out of search indexes. */
  readonly robots?: "noindex, nofollow";
};

/** Builds a document title for pages without a fixed entry (blog posts, resources). */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${BRAND_NAME}`;
}

export const pageMeta = {
  "/": {
    title: `Fractional CPO & Product Leadership | ${BRAND_NAME}`,
    description:
      "Fractional CPO, product management and product operations expertise from a leader with 20+ years of experience elevating product and technology initiatives.",
  },
  "/services": {
    title: `Product Management Services | ${BRAND_NAME}`,
    description:
      "Fractional CPO, product management support, product operations and confidential Invisible Partner services, shaped by 15+ years of product leadership.",
  },
  "/expertise": {
    title: `Industry & Technology Expertise | ${BRAND_NAME}`,
    description:
      "Product leadership across AI and advanced analytics, operational agility, platform modernization and risk management, in regulated and fast-moving industries.",
  },
  "/about": {
    title: `About Us | ${BRAND_NAME}`,
    description:
      "Meet the senior product leader behind Meridian Product Partners: 15+ years of product leadership, executive education and eight professional credentials.",
  },
  "/contact": {
    title: `Contact Us | ${BRAND_NAME}`,
    description:
      "Talk with Meridian Product Partners about fractional CPO, product management or product operations support. Engagements typically start within 1-2 weeks.",
  },
  "/blog": {
    title: `Product Management Insights | ${BRAND_NAME}`,
    description:
      "Practical articles on product strategy, roadmapping, product operations, agile delivery and product leadership from the team at Meridian Product Partners.",
  },
  "/resources": {
    title: `Product Management Resources & Templates | ${BRAND_NAME}`,
    description:
      "Download product management templates, frameworks, checklists, worksheets and guides that help product teams plan, prioritize and deliver with confidence.",
  },
  "/privacy-policy": {
    title: `Privacy Policy | ${BRAND_NAME}`,
    description:
      "How Meridian Product Partners collects, uses, stores and protects the personal information you share through our contact form and resource downloads.",
  },
  "/terms": {
    title: `Terms of Service | ${BRAND_NAME}`,
    description:
      "The terms that govern your use of the Meridian Product Partners website, its articles and its downloadable product management resources and templates.",
  },
  "/login": {
    title: `Admin Login | ${BRAND_NAME}`,
    description:
      "Sign in to the Meridian Product Partners administration area to manage blog posts, downloadable resources, client testimonials and user accounts.",
    robots: "noindex, nofollow",
  },
  "/admin": {
    title: `Admin Dashboard | ${BRAND_NAME}`,
    description:
      "The Meridian Product Partners administration dashboard for managing blog posts, downloadable resources, client testimonials and user accounts securely.",
    robots: "noindex, nofollow",
  },
} as const satisfies Record<MetaRoute, PageMeta>;

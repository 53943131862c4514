// Site-wide static content: brand, shell navigation, footer and per-route SEO metadata, kept as
// typed data so the layout, pages and tests read one source of truth.
import type { Link } from "../shared/schemas/pages/fields";
import type { SettingsDocument, SettingsInput } from "../shared/schemas/settings";
import type { IconName } from "./icons";

// ---------------------------------------------------------------------------------------------
// Shared shapes (imported as types by the other content files). A link's, a hero's and a closing
// band's are the page documents' (src/shared/schemas/pages/fields.ts).
// ---------------------------------------------------------------------------------------------

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

/**
 * The page a form post answers 403 with when nothing it carries shows it came from this site
 * (docs/architecture.md#csrf); the link goes back to the form's page.
 */
export const refusedPostTexts = {
  title: "This form could not be sent",
  text:
    "Your browser did not show that this form came from our own pages, so it was not accepted: this " +
    "protects you from other websites posting forms here in your name. Nothing was sent or saved. " +
    "Please open the form on this site again and send it from there.",
  backLabel: "Back to the form",
} as const;

/** A link that leaves the site; render with target="_blank" rel="noopener noreferrer". */
type ExternalLink = Link & {
  readonly external: true;
  readonly icon: IconName;
  /** Accessible name that also announces the new tab. */
  readonly ariaLabel: string;
};

/** How to reach the firm, from the site settings; never hard-coded in content. */
export type ContactSettings = Pick<SettingsDocument, "email" | "phone" | "location">;

// ---------------------------------------------------------------------------------------------
// The firm's settings on a fresh install
// ---------------------------------------------------------------------------------------------

/**
 * The site settings (docs/product.md#settings) until an admin saves them in the Settings tab: the
 * firm's name, lines and founder as the site has always shown them. The e-mail and phone are the
 * deployment's (SITE_EMAIL, SITE_PHONE), passed in by the settings service.
 */
export function firstStartSettings(contact: { email: string; phone: string }): SettingsInput {
  return {
    firmName: "Meridian Product Partners",
    tagline:
      "Fractional CPO, product management and product operations support for organizations from startup to enterprise.",
    email: contact.email,
    phone: contact.phone,
    location: "Kansas City Metropolitan Area, United States",
    linkedinUrl: "https://www.linkedin.com/company/meridian-product-partners",
    logoUrl: null,
    requireTwoFactorForAdmins: false,
    founder: {
      name: "Avery Morgan",
      title: "Founder & Principal Consultant",
      bio: "Avery brings 15+ years of product leadership across startups, growth-stage companies and large enterprises, spanning product strategy, agile delivery, platform modernization and risk management, backed by executive education as a 2024 executive scholar of a Chief Product Officer program and eight professional credentials.",
      quote:
        "Great products don't happen by accident. They come from a clear strategy, disciplined execution and teams empowered to learn fast.",
      portraitUrl: null,
    },
    seo: {
      description:
        "Fractional CPO, product management and product operations expertise from a leader with 20+ years of experience elevating product and technology initiatives.",
      ogImageUrl: null,
    },
  };
}

/** The heading of the row of client logos on / and /about (src/components/ClientLogos.tsx). */
export const clientLogosHeading = "Worked with teams at…";

/** How the founder is named under their quote and portrait: "Avery Morgan, Founder & Principal Consultant". */
export function founderSignature(founder: { readonly name: string; readonly title: string }): string {
  return `${founder.name}, ${founder.title}`;
}

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
  /** The header's link home, named by the firm. */
  homeLinkAria: (firmName: string) => `${firmName} home`,
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
      { href: "/case-studies", label: "Case Studies" },
      { href: "/blog", label: "Blog" },
      { href: "/resources", label: "Resources" },
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

/** The professional-network link in the footer, to the firm's LinkedIn address; opens in a new tab. */
export function footerSocial(firmName: string, href: string) {
  return {
    href,
    label: "LinkedIn",
    external: true,
    icon: "linkedin",
    ariaLabel: `${firmName} on LinkedIn (opens in a new tab)`,
  } as const satisfies ExternalLink;
}

/** The firm's other profiles (docs/product.md#settings), in the footer's order, by their names. */
export const socialProfileNames = {
  x: "X",
  youtube: "YouTube",
  github: "GitHub",
  medium: "Medium",
  newsletter: "Newsletter",
} as const satisfies Record<keyof SettingsDocument["social"], string>;

/** The footer's links to the profiles given in the settings, each opening in a new tab. */
export function footerProfiles(firmName: string, social: SettingsDocument["social"]) {
  return (Object.keys(socialProfileNames) as (keyof typeof socialProfileNames)[]).flatMap((key) => {
    const href = social[key];
    const label = socialProfileNames[key];
    return href ? [{ href, label, ariaLabel: `${firmName} on ${label} (opens in a new tab)` }] : [];
  });
}

/** "© 2025 Meridian Product Partners. All rights reserved." */
export function copyrightLine(year: number, firmName: string): string {
  return `© ${year} ${firmName}. All rights reserved.`;
}

/** The RSS feed's title and the head's link to it. */
export const feedTitle = (firmName: string) => `${firmName} blog`;

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
  | "/case-studies"
  | "/privacy-policy"
  | "/terms"
  | "/login"
  | "/admin";

export type PageMeta = {
  /** The page's own title; the Document adds " | {firm name}". */
  readonly title: string;
  /** 120–160 characters, for search results and link previews. */
  readonly description: string;
  /** Set for pages that should stay out of search indexes. */
  readonly robots?: "noindex, nofollow";
};

/**
 * The country of the firm's location in the settings: what follows its last comma ("Kansas City
 * Metropolitan Area, United States" → "United States", "London" → "London"); null without one.
 */
export function countryOf(location: string | null): string | null {
  const country = location?.split(",").at(-1)?.trim();
  return country ? country : null;
}

/** What page texts say for {country} when the settings give no location. */
const NO_COUNTRY = "our home country";

/** Country names a sentence gives with "the": "across the United States", "in the Netherlands". */
const COUNTRY_WITH_THE =
  /^(?:United\b|Republic\b|Netherlands$|Philippines$|Bahamas$|Gambia$|Maldives$|Czech Republic$|Dominican Republic$)/i;

/** {country} in a page text: the location's country as a sentence names it ("the United Kingdom"). */
export function countryInText(location: string | null): string {
  const country = countryOf(location);
  if (!country) return NO_COUNTRY;
  return COUNTRY_WITH_THE.test(country) ? `the ${country}` : country;
}

/** Where a text names the firm: filled with the firm's name from the settings when shown. */
const FIRM_PLACEHOLDER = "{firm}";

/** A text with every {firm} filled with the firm's name (docs/product.md#admin-settings). */
export function withFirmName(text: string, firmName: string): string {
  return text.split(FIRM_PLACEHOLDER).join(firmName);
}

/**
 * A route's title and description from the settings: its description naming the firm, or the
 * settings' default description for a route without its own (the home page).
 */
export function pageMetaFor(route: MetaRoute, site: Pick<SettingsDocument, "firmName" | "seo">): PageMeta {
  const meta: RouteMeta = pageMeta[route];
  const description = meta.description === undefined ? site.seo.description : meta.description;
  return { ...meta, description: withFirmName(description, site.firmName) };
}

type RouteMeta = Omit<PageMeta, "description"> & { readonly description?: string };

const pageMeta = {
  "/": {
    title: "Fractional CPO & Product Leadership",
  },
  "/services": {
    title: "Product Management Services",
    description:
      "Fractional CPO, product management support, product operations and confidential Invisible Partner services, shaped by 15+ years of product leadership.",
  },
  "/expertise": {
    title: "Industry & Technology Expertise",
    description:
      "Product leadership across AI and advanced analytics, operational agility, platform modernization and risk management, in regulated and fast-moving industries.",
  },
  "/about": {
    title: "About Us",
    description:
      "Meet the senior product leader behind {firm}: 15+ years of product leadership, executive education and eight professional credentials.",
  },
  "/contact": {
    title: "Contact Us",
    description:
      "Talk with {firm} about fractional CPO, product management or product operations support. Engagements typically start within 1–2\u00a0weeks.",
  },
  "/blog": {
    title: "Product Management Insights",
    description:
      "Practical articles on product strategy, roadmapping, product operations, agile delivery and product leadership from the team at {firm}.",
  },
  "/resources": {
    title: "Product Management Resources & Templates",
    description:
      "Download product management templates, frameworks, checklists, worksheets and guides that help product teams plan, prioritize and deliver with confidence.",
  },
  "/case-studies": {
    title: "Case Studies",
    description:
      "How {firm} has helped product teams: the problem, the approach and the measured outcomes of fractional CPO, product management and product operations engagements.",
  },
  "/privacy-policy": {
    title: "Privacy Policy",
    description:
      "How {firm} collects, uses, stores and protects the personal information you share through our contact form and resource downloads.",
  },
  "/terms": {
    title: "Terms of Service",
    description:
      "The terms that govern your use of the {firm} website, its articles and its downloadable product management resources and templates.",
  },
  "/login": {
    title: "Admin Login",
    description:
      "Sign in to the {firm} administration area to manage blog posts, downloadable resources, client testimonials and user accounts.",
    robots: "noindex, nofollow",
  },
  "/admin": {
    title: "Admin Dashboard",
    description:
      "The {firm} administration dashboard for managing blog posts, downloadable resources, client testimonials and user accounts securely.",
    robots: "noindex, nofollow",
  },
} as const satisfies Record<MetaRoute, RouteMeta>;

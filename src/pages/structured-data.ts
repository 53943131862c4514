// Schema.org JSON-LD for search engines: the firm (Home, Contact), its founder (About) and the FAQ
// (Contact), built from the site settings and the same content the pages show. A setting left
// blank (phone, location, LinkedIn, logo, portrait) is left out rather than stated empty.
import type { ContactPageDocument } from "../shared/schemas/pages/contact";
import { countryOf } from "../content/site";
import { absoluteUrl, defaultShareImage } from "./layout/Document";
import type { SiteSettings } from "./page";

/** The facts present: each key whose value is null is left out. */
function present<T extends Record<string, unknown>>(facts: T) {
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== null));
}

/** The firm's profiles elsewhere (LinkedIn first, then the others in the footer's order), or null for none. */
function sameAsOf(settings: SiteSettings): string[] | null {
  const profiles = [settings.linkedinUrl, ...Object.values(settings.social)].filter((href) => href !== null);
  return profiles.length > 0 ? profiles : null;
}

/** The country the firm's location names, where it serves; null without a location. */
function areaServedOf(location: string | null) {
  const country = countryOf(location);
  return country && { "@type": "Country", name: country };
}

export function organizationJsonLd(settings: SiteSettings) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${settings.siteUrl}/#organization`,
    name: settings.firmName,
    description: settings.tagline,
    url: settings.siteUrl,
    email: settings.email,
    ...present({
      telephone: settings.phone,
      logo: settings.logoUrl && absoluteUrl(settings.logoUrl, settings.siteUrl),
      location: settings.location && { "@type": "Place", name: settings.location },
      sameAs: sameAsOf(settings),
      areaServed: areaServedOf(settings.location),
    }),
    image: defaultShareImage(settings),
  };
}

/** The founder shown on /about, with the credentials of its timeline. */
/** The founder, with their credentials: each one's name and the about timeline's title of its group. */
export function personJsonLd(settings: SiteSettings, credentials: readonly { name: string; category: string }[]) {
  const { founder } = settings;
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: founder.name,
    jobTitle: founder.title,
    url: `${settings.siteUrl}/about`,
    ...present({
      description: founder.bio,
      image: founder.portraitUrl && absoluteUrl(founder.portraitUrl, settings.siteUrl),
      homeLocation: settings.location && { "@type": "Place", name: settings.location },
    }),
    worksFor: { "@type": "ProfessionalService", "@id": `${settings.siteUrl}/#organization`, name: settings.firmName },
    hasCredential: credentials.map((credential) => ({
      "@type": "EducationalOccupationalCredential",
      name: credential.name,
      credentialCategory: credential.category,
    })),
  };
}

/** A FAQPage from question and answer pairs, as /contact shows them. */
export function faqPageJsonLd(items: ContactPageDocument["faqs"]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** What the JSON-LD of a post, a resource and a case study takes alike: see `itemWork`. */
type ItemWork = {
  slug: string;
  title: string;
  publishedAt: Date | null;
  updatedAt: Date;
  /** Absolute URL of the share image. */
  image: string;
};

/** An item's slug and dates, with the title and share image of its search and sharing fields. */
export function itemWork(
  item: { slug: string; publishedAt: Date | null; updatedAt: Date },
  seo: { title: string; image: string },
): ItemWork {
  return {
    slug: item.slug,
    title: seo.title,
    publishedAt: item.publishedAt,
    updatedAt: item.updatedAt,
    image: seo.image,
  };
}

/** A blog post (/blog/{slug}) as a schema.org BlogPosting, published by the firm. */
export function blogPostingJsonLd(
  settings: SiteSettings,
  work: ItemWork,
  facts: {
    excerpt: string;
    /** A person's profile (docs/product.md#people), or only the name as the post gives it. */
    author: { name: string; jobTitle?: string | null; url?: string | null; image?: string | null };
    category: string;
  },
) {
  const post = { ...work, ...facts };
  return {
    ...publishedWork(settings, { type: "BlogPosting", path: `/blog/${post.slug}`, fragment: "article", ...post }),
    headline: post.title,
    description: post.excerpt,
    image: [post.image],
    articleSection: post.category,
    author: {
      "@type": "Person",
      name: post.author.name,
      ...(post.author.jobTitle ? { jobTitle: post.author.jobTitle } : {}),
      ...(post.author.url ? { url: post.author.url } : {}),
      ...(post.author.image ? { image: post.author.image } : {}),
    },
  };
}

/** A resource (/resources/{slug}) as a schema.org DigitalDocument, published by the firm. */
export function resourceJsonLd(
  settings: SiteSettings,
  work: ItemWork,
  facts: {
    description: string;
    category: string;
    /** The file's media type, e.g. application/pdf. */
    encodingFormat: string;
  },
) {
  const resource = { ...work, ...facts };
  const path = `/resources/${resource.slug}`;
  return {
    ...publishedWork(settings, { type: "DigitalDocument", path, fragment: "document", ...resource }),
    name: resource.title,
    description: resource.description,
    ...(resource.image ? { image: [resource.image] } : {}),
    encodingFormat: resource.encodingFormat,
    genre: resource.category,
    isAccessibleForFree: true,
  };
}

/** The firm as the publisher of a page's work, with its logo: the settings' logo, or the site's icon. */
function publisherOf(settings: SiteSettings) {
  const logoUrl = absoluteUrl(settings.logoUrl ?? "/apple-touch-icon.png", settings.siteUrl);
  return {
    "@type": "Organization",
    "@id": `${settings.siteUrl}/#organization`,
    name: settings.firmName,
    logo: { "@type": "ImageObject", url: logoUrl },
  };
}

/**
 * What a post, a resource and a case study say alike: the work at `path` (its `#fragment` names it,
 * and it is the page's main entity), when it was published and changed, and the firm as publisher.
 */
function publishedWork(
  settings: SiteSettings,
  work: { type: string; path: string; fragment: string; publishedAt: Date | null; updatedAt: Date },
) {
  const url = `${settings.siteUrl}${work.path}`;
  return {
    "@context": "https://schema.org",
    "@type": work.type,
    "@id": `${url}#${work.fragment}`,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    inLanguage: "en",
    ...(work.publishedAt ? { datePublished: work.publishedAt.toISOString() } : {}),
    dateModified: work.updatedAt.toISOString(),
    publisher: publisherOf(settings),
  };
}

/** A case study (/case-studies/{slug}) as a schema.org Article about the engagement, published by the firm. */
export function caseStudyJsonLd(
  settings: SiteSettings,
  work: ItemWork,
  facts: {
    description: string;
    industry: string;
    /** The names of the services the engagement involved. */
    services: string[];
  },
) {
  const caseStudy = { ...work, ...facts };
  const path = `/case-studies/${caseStudy.slug}`;
  return {
    ...publishedWork(settings, { type: "Article", path, fragment: "article", ...caseStudy }),
    headline: caseStudy.title,
    description: caseStudy.description,
    image: [caseStudy.image],
    articleSection: "Case Studies",
    genre: "Case study",
    about: caseStudy.services.map((name) => ({ "@type": "Service", name })),
    keywords: [caseStudy.industry, ...caseStudy.services].join(", "),
    author: { "@type": "Organization", "@id": `${settings.siteUrl}/#organization`, name: settings.firmName },
  };
}

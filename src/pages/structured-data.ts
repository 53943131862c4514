// Schema.org JSON-LD for search engines: the firm (Home, Contact), its founder (About) and the FAQ
// (Contact), built from runtime settings and the same content the pages show.
import { credentialGroups } from "../content/about";
import type { FaqItem } from "../content/contact";
import { BRAND_NAME, BRAND_SUMMARY, LINKEDIN_URL } from "../content/site";
import { DEFAULT_SHARE_IMAGE } from "./layout/Document";
import type { SiteSettings } from "./page";

export function organizationJsonLd(settings: SiteSettings) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${settings.siteUrl}/#organization`,
    name: BRAND_NAME,
    description: BRAND_SUMMARY,
    url: settings.siteUrl,
    email: settings.email,
    telephone: settings.phone,
    image: `${settings.siteUrl}${DEFAULT_SHARE_IMAGE}`,
    areaServed: { "@type": "Country", name: "United States" },
    address: {
      "@type": "PostalAddress",
      addressLocality: "Kansas City",
      addressRegion: "MO",
      addressCountry: "US",
    },
    sameAs: [LINKEDIN_URL],
  };
}

/** The founder shown on /about, with the credentials of its timeline. */
export function personJsonLd(settings: SiteSettings) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    jobTitle: "Founder and Principal Consultant",
    url: `${settings.siteUrl}/about`,
    image: `${settings.siteUrl}/headshot.png`,
    worksFor: { "@type": "ProfessionalService", "@id": `${settings.siteUrl}/#organization`, name: BRAND_NAME },
    homeLocation: { "@type": "Place", name: "Kansas City, MO, US" },
    hasCredential: credentialGroups.flatMap((group) =>
      group.items.map((item) => ({
        "@type": "EducationalOccupationalCredential",
        name: item.title,
        credentialCategory: group.title,
      })),
    ),
  };
}

/** A FAQPage from question and answer pairs, as /contact shows them. */
export function faqPageJsonLd(items: readonly FaqItem[]) {
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

/** A blog post (/blog/{slug}) as a schema.org BlogPosting, published by the firm. */
export function blogPostingJsonLd(
  settings: SiteSettings,
  post: {
    slug: string;
    title: string;
    excerpt: string;
    /** A person's profile (docs/product.md#people), or only the name as the post gives it. */
    author: { name: string; jobTitle?: string | null; url?: string | null; image?: string | null };
    category: string;
    publishedAt: Date | null;
    updatedAt: Date;
    /** Absolute URL of the share image. */
    image: string;
  },
) {
  const url = `${settings.siteUrl}/blog/${post.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: [post.image],
    ...(post.publishedAt ? { datePublished: post.publishedAt.toISOString() } : {}),
    dateModified: post.updatedAt.toISOString(),
    articleSection: post.category,
    inLanguage: "en",
    author: {
      "@type": "Person",
      name: post.author.name,
      ...(post.author.jobTitle ? { jobTitle: post.author.jobTitle } : {}),
      ...(post.author.url ? { url: post.author.url } : {}),
      ...(post.author.image ? { image: post.author.image } : {}),
    },
    publisher: {
      "@type": "Organization",
      "@id": `${settings.siteUrl}/#organization`,
      name: BRAND_NAME,
      logo: { "@type": "ImageObject", url: `${settings.siteUrl}/apple-touch-icon.png` },
    },
  };
}

/** A resource (/resources/{slug}) as a schema.org DigitalDocument, published by the firm. */
export function resourceJsonLd(
  settings: SiteSettings,
  resource: {
    slug: string;
    title: string;
    description: string;
    category: string;
    /** The file's media type, e.g. application/pdf. */
    encodingFormat: string;
    publishedAt: Date | null;
    updatedAt: Date;
    /** Absolute URL of the share image, when there is a cover. */
    image: string | null;
  },
) {
  const url = `${settings.siteUrl}/resources/${resource.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "DigitalDocument",
    "@id": `${url}#document`,
    name: resource.title,
    description: resource.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    ...(resource.image ? { image: [resource.image] } : {}),
    encodingFormat: resource.encodingFormat,
    genre: resource.category,
    inLanguage: "en",
    isAccessibleForFree: true,
    ...(resource.publishedAt ? { datePublished: resource.publishedAt.toISOString() } : {}),
    dateModified: resource.updatedAt.toISOString(),
    publisher: {
      "@type": "Organization",
      "@id": `${settings.siteUrl}/#organization`,
      name: BRAND_NAME,
      logo: { "@type": "ImageObject", url: `${settings.siteUrl}/apple-touch-icon.png` },
    },
  };
}

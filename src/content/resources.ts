// Static texts for the resources list (/resources) and resource detail (/resources/{slug}) pages:
// search, categories, file types, card and detail labels, the download dialog and its toasts.
import type { Hero, Link } from "./site";

export const resourcesHero = {
  title: "Resources",
  subtitle:
    "Templates, frameworks, checklists and guides to help product teams plan, prioritize and deliver with confidence.",
} as const satisfies Hero;

export const resourceCategories = [
  "Templates",
  "Guidelines",
  "Frameworks",
  "Tools",
  "eBooks",
  "Checklists",
  "Worksheets",
  "Case Studies",
] as const;
export type ResourceCategory = (typeof resourceCategories)[number];

export const resourceFileTypes = ["PDF", "DOCX", "XLSX", "PPTX", "ZIP", "EPUB", "PNG", "JPG", "SVG"] as const;
export type ResourceFileType = (typeof resourceFileTypes)[number];

/** Words per minute used for the "N min read" estimate on the detail page. */
export const READING_WORDS_PER_MINUTE = 200;

/** "N min read" where N = words in the description / 200, rounded up (at least 1). */
export function resourceReadTime(description: string): string {
  const words = description.trim().split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE))} min read`;
}

export const resourceListTexts = {
  searchPlaceholder: "Search resources...",
  searchLabel: "Search resources",
  categoryLabel: "Category",
  allCategories: "All Categories",
  empty: "No resources found",
  downloadButton: "Download Resource",
  /** Shown when fileSize is empty. */
  sizeUnavailable: "N/A",
  downloadsLabel: (count: number): string => `${count} ${count === 1 ? "download" : "downloads"}`,
} as const;

export const resourceDetailTexts = {
  publisherLabel: "Published by Meridian Product Partners",
  aboutHeading: "About This Resource",
  fileDetailsHeading: "File Details",
  fileDetails: {
    format: "Format",
    size: "Size",
    downloads: "Downloads",
    category: "Category",
  },
  imageNotAvailable: "Image Not Available",
  noCoverImage: "No Cover Image",
  downloadCard: {
    title: "Download Resource",
    /** Body of the download card; fileType is e.g. "PDF". */
    text: (fileType: string): string =>
      `Access to this ${fileType} resource requires your contact information. Complete a short form to start your download.`,
    button: "Download Resource",
  },
  notFound: {
    title: "Resource not found",
    text: "The resource you are looking for may have been moved or is no longer available.",
    link: { href: "/resources", label: "Back to Resources" },
  },
  backToList: { href: "/resources", label: "Back to Resources" },
} as const satisfies {
  readonly notFound: { readonly title: string; readonly text: string; readonly link: Link };
  readonly backToList: Link;
  readonly [key: string]: unknown;
};

/** The download dialog (list and detail pages), its validation messages (SPEC §5) and toasts (SPEC §8). */
export const downloadDialogTexts = {
  /** The dialog is titled with the resource title; this is the supporting line under it. */
  description: "Please share your details to download this resource.",
  fields: {
    name: { label: "Full Name *", placeholder: "Jane Smith" },
    email: { label: "Email Address *", placeholder: "jane@company.com" },
    linkedinUrl: { label: "LinkedIn Profile URL *", placeholder: "https://www.linkedin.com/in/your-profile" },
  },
  cancel: "Cancel",
  submit: "Download Now",
  submittingLabel: "Processing download",
  privacyNote: "We respect your privacy. See our Privacy Policy for how we handle your information.",
  privacyLink: { href: "/privacy-policy", label: "Privacy Policy" },
  validation: {
    name: "Name must be at least 2 characters.",
    email: "Please enter a valid email address.",
    /** List-page dialog (URL must contain the LinkedIn host). */
    linkedinUrl: "Please enter a valid LinkedIn URL",
    /** Detail-page dialog (any valid URL). */
    linkedinUrlDetail: "Please enter a valid LinkedIn URL.",
  },
  toasts: {
    success: {
      title: "Download started",
      description: (resourceTitle: string): string => `${resourceTitle} is being downloaded securely.`,
    },
    failure: {
      title: "Download failed",
      requestFailed: "Unable to process your download request.",
      httpError: (status: number, statusText: string): string => `Download failed: ${status} ${statusText}`,
      emptyFile: "Downloaded file is empty",
      secureDownloadFailed: "Failed to download file securely.",
      generic: (reason: string): string =>
        `There was an error processing your download request: ${reason}. Please try again.`,
    },
  },
} as const;

// Static texts for the resources list (/resources) and resource detail (/resources/{slug}) pages:
// search, card and detail labels, the download dialog and its toasts. The category and file type
// lists are in src/shared/resource-options.ts and the dialog's validation messages in
// src/shared/schemas/download.ts, because the server checks them too.
import type { Hero } from "../shared/schemas/pages/fields";
import type { DetailPageTexts } from "./site";

export const resourcesHero = {
  title: "Resources",
  subtitle:
    "Templates, frameworks, checklists and guides to help product teams plan, prioritize and deliver with confidence.",
} as const satisfies Hero;

export const resourceListTexts = {
  searchPlaceholder: "Search resources...",
  searchLabel: "Search resources",
  searchButton: "Search",
  categoryLabel: "Category",
  allCategories: "All Categories",
  empty: "No resources found",
  emptyHint: "Try a different search or category.",
  downloadButton: "Download Resource",
  /** Shown when fileSize is empty. */
  sizeUnavailable: "N/A",
  sizeLabel: "Size",
  fileTypeLabel: "File type",
  downloadsLabel: (count: number): string =>
    `${count.toLocaleString("en-US")} ${count === 1 ? "download" : "downloads"}`,
  /** A PDF's extent (docs/product.md#resources); a no-break space keeps "12 pages" on one line. */
  pagesLabel: (count: number): string => `${count}\u00a0${count === 1 ? "page" : "pages"}`,
  /** Announced to screen readers when the list changes. */
  resultCount: (count: number): string =>
    count === 0 ? "No resources found" : `${count} ${count === 1 ? "resource" : "resources"} found`,
  fetchError: "Failed to fetch resources",
} as const;

export const resourceDetailTexts = {
  publisherLabel: "Published by {firm}",
  aboutHeading: "About This Resource",
  fileDetailsHeading: "File Details",
  fileDetails: {
    format: "Format",
    size: "Size",
    pages: "Pages",
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
  /** A deleted resource's address, for 90 days (docs/product.md#slug-redirects): 410 Gone. */
  gone: {
    title: "This Resource Has Been Removed",
    text: "The resource that was here has been taken down. Other resources are in the library.",
    link: { href: "/resources", label: "Back to Resources" },
  },
  backToList: { href: "/resources", label: "Back to Resources" },
  coverAlt: (title: string): string => `Cover of ${title}`,
  /** The download form shown without JavaScript, in place of the dialog's button. */
  noScriptForm: {
    heading: "Your details",
    errorSummary: "Please correct the highlighted fields.",
  },
} as const satisfies DetailPageTexts;

/** The download dialog (list and detail pages) and its toasts (docs/product.md#errors). */
export const downloadDialogTexts = {
  /** The dialog is titled with the resource title; this is the supporting line under it. */
  description: "Please share your details to download this resource.",
  /** Shown as 'Full Name *' and so on: the site's TextField marks required fields with the asterisk. */
  fields: {
    name: { label: "Full Name", placeholder: "Jane Smith" },
    email: { label: "Email Address", placeholder: "jane@company.com" },
    linkedinUrl: { label: "LinkedIn Profile URL", placeholder: "https://www.linkedin.com/in/your-profile" },
  },
  cancel: "Cancel",
  submit: "Download Now",
  submittingLabel: "Processing download",
  /** The consent line: its text around the link to the privacy policy. */
  consent: {
    before: "By downloading you agree that we store these details and may contact you about our services, as our ",
    link: { href: "/privacy-policy", label: "Privacy Policy" },
    after: " describes.",
  },
  tooManyRequests: "Too many download requests from your network. Please try again later.",
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

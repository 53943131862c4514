// Static texts for the blog list (/blog) and blog post (/blog/{slug}) pages: hero, search, filter,
// empty and not-found states, error toasts (docs/product.md#errors) and the closing call to action. Dates and read
// times are formatted by src/shared (formatDate, DEFAULT_READ_TIME), which the browser shares.
import type { CallToAction, Hero } from "../shared/schemas/pages/fields";
import type { DetailPageTexts } from "./site";

export const blogHero = {
  title: "Product Management Insights",
  subtitle:
    "Practical perspectives on product strategy, roadmapping, product operations and leadership, drawn from real-world engagements.",
} as const satisfies Hero;

export const blogListTexts = {
  searchPlaceholder: "Search articles...",
  searchLabel: "Search articles",
  searchButton: "Search",
  categoryFilterLabel: "Filter by category",
  allCategories: "All",
  readMore: "Read More",
  loadingLabel: "Loading articles",
  empty: {
    title: "No articles found",
    text: "Try adjusting your search or filters",
  },
  pagination: { label: "Pagination", previous: "Previous", next: "Next", page: "Page" },
  /** Internal error text when the list cannot be fetched (the page is then loaded from the server). */
  fetchError: "Failed to fetch blog posts",
} as const;

/** What screen readers hear once a search or filter has narrowed the list. */
export function resultCountText(total: number): string {
  if (total === 0) return "No articles found";
  return total === 1 ? "1 article found" : `${total} articles found`;
}

export const blogPostTexts = {
  backToList: { href: "/blog", label: "Back to all articles" },
  /** Prefix before the author's name. */
  byline: "By",
  publishedLabel: "Published",
  relatedHeading: "Related Articles",
  /** Above a post opened by its preview link (docs/product.md#preview-links). */
  previewBanner: "Preview: not published yet",
  /** The card that ends a post whose author is a person (docs/product.md#people). */
  authorCard: {
    label: "About the Author",
    linkedin: "LinkedIn",
    linkedinLabel: (name: string) => `${name} on LinkedIn (opens in a new tab)`,
  },
  notFound: {
    title: "Blog Post Not Found",
    text: "The article you are looking for may have been moved or is no longer available.",
    link: { href: "/blog", label: "Return to Blog" },
  },
  /** A deleted post's address, for 90 days (docs/product.md#slug-redirects): 410 Gone. */
  gone: {
    title: "This Article Has Been Removed",
    text: "The article that was here has been taken down. Other articles are on the blog.",
    link: { href: "/blog", label: "Return to Blog" },
  },
  /** Internal error text and the toast shown once when a post cannot be fetched. */
  fetchError: "Failed to fetch blog post",
  errorToast: { title: "Error loading blog post", description: "Using sample content instead" },
} as const satisfies DetailPageTexts;

/** Closing call to action on the blog list and on each post. */
export const blogCta = {
  heading: "Have a Product Challenge in Mind?",
  text: "If these ideas resonate with what your team is facing, let's talk about how experienced product leadership can help.",
  button: { href: "/contact", label: "Get in Touch" },
} as const satisfies CallToAction;

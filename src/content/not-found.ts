// Static texts for the catch-all 404 page shown for any path the router does not know.
import type { Link, PageMeta } from "./site";

export const notFoundPage = {
  heading: "404 Page Not Found",
  hint: "Did you forget to add the page to the router?",
  homeLink: { href: "/", label: "Return to Home" },
  meta: {
    title: "Page Not Found | Meridian Product Partners",
    description:
      "The page you requested could not be found on the Meridian Product Partners website. Return to the home page to explore our product leadership services.",
    robots: "noindex, nofollow",
  },
} as const satisfies {
  readonly heading: string;
  readonly hint: string;
  readonly homeLink: Link;
  readonly meta: PageMeta;
};

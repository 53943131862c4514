// Static texts for the catch-all 404 page shown for any path the router does not know: the product's
// heading and hint, then the main sections and the latest articles, so a mistyped or outdated
// address still leads somewhere useful.
import type { IconName } from "./icons";
import type { Link } from "../shared/schemas/pages/fields";
import type { PageMeta } from "./site";

type NotFoundSection = Link & { readonly icon: IconName; readonly description: string };

export const notFoundPage = {
  heading: "404 Page Not Found",
  hint: "Did you forget to add the page to the router?",
  homeLink: { href: "/", label: "Return to Home" },
  sectionsHeading: "Where to Next",
  sections: [
    {
      href: "/services",
      label: "Services",
      icon: "target",
      description: "Fractional CPO, product management support and product operations.",
    },
    {
      href: "/expertise",
      label: "Expertise",
      icon: "compass",
      description: "The industries, technologies and credentials behind our work.",
    },
    {
      href: "/resources",
      label: "Resources",
      icon: "book",
      description: "Templates, frameworks and guides to download.",
    },
    { href: "/blog", label: "Blog", icon: "lightbulb", description: "Articles on product leadership and practice." },
    { href: "/about", label: "About", icon: "users", description: "Who we are and how we work with our clients." },
    {
      href: "/contact",
      label: "Contact",
      icon: "mail",
      description: "Tell us about your product challenge and start a conversation.",
    },
  ],
  latestHeading: "Latest Articles",
  latestCount: 3,
  meta: {
    title: "Page Not Found",
    description:
      "The page you requested could not be found on the {firm} website. Return to the home page to explore our product leadership services.",
    robots: "noindex, nofollow",
  },
} as const satisfies {
  readonly heading: string;
  readonly hint: string;
  readonly homeLink: Link;
  readonly sectionsHeading: string;
  readonly sections: readonly NotFoundSection[];
  readonly latestHeading: string;
  readonly latestCount: number;
  readonly meta: PageMeta;
};

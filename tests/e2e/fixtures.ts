// Content the browser tests need beyond the sample seed, created through the service layer by
// tests/e2e/prepare-data.ts before the server starts. Plain data: the tests import it too.
export const e2eTestimonials = [
  {
    name: "Avery Quinn",
    position: "Director of Product",
    company: "Harbor Freight Systems",
    testimonial: "The roadmap reset paid for itself within two quarters.",
    featured: true,
    // No such upload: the photo fails to load and the initials take its place.
    avatar: "/uploads/e2e/missing-avatar.png",
  },
  {
    name: "Robin Hartley",
    position: "Head of Product",
    company: "Fieldstone Software",
    testimonial: "Our planning cycle went from six weeks to two.",
    featured: true,
    // A real image the site serves.
    avatar: "/apple-touch-icon.png",
  },
] as const;

/** A published post whose body holds what an attacker would try; the page must render it inert. */
export const e2eHostilePost = {
  title: "Reviewing Embedded Content Safely",
  slug: "reviewing-embedded-content-safely",
  author: "Casey Fixture",
  category: "Case Studies",
  excerpt: "A fixture post whose body carries script, event handlers, javascript: links and SVG.",
  content: [
    "<p>Text before the hostile markup.</p>",
    "<script>window.__xss = 'script'</script>",
    '<img src="/no-such-image.png" onerror="window.__xss = \'onerror\'">',
    "<p><a href=\"javascript:window.__xss = 'link'\">Hostile link</a></p>",
    '<svg onload="window.__xss = \'svg\'"><circle r="5"></circle></svg>',
    '<p style="position:fixed;inset:0" onclick="window.__xss = \'click\'">Text after the hostile markup.</p>',
  ].join("\n"),
  coverImage: null,
  readTime: null,
  published: true,
} as const;

/** A draft: never on /blog, its page, the API, the feed or the sitemap. */
export const e2eDraftPost = {
  title: "Unreleased Pricing Playbook",
  slug: "unreleased-pricing-playbook",
  author: "Casey Fixture",
  category: "Pricing",
  excerpt: "A draft that must never be shown to visitors.",
  content: "<p>Draft body.</p>",
  coverImage: null,
  readTime: null,
  published: false,
} as const;

/**
 * Published case studies without covers (the two-letter placeholder), enough that with the seeded
 * posts the list has two pages: 6 seeded + the hostile post + these 7 = 14 posts.
 */
export const e2eCaseStudies = [
  "Scaling a Marketplace Team",
  "Rebuilding a Billing Platform",
  "Launching in a Regulated Market",
  "Turning Support Tickets Into Insight",
  "Merging Two Product Teams",
  "Pricing a New Analytics Tier",
  "Sunsetting a Legacy Mobile App",
].map((title) => ({
  title,
  slug: title.toLowerCase().replace(/\s+/g, "-"),
  author: "Casey Fixture",
  category: "Case Studies",
  excerpt: `Case study: ${title.toLowerCase()}, from the first conversation to the measured result.`,
  content: `<p>${title}: the situation, what we changed and what happened next.</p>`,
  coverImage: null,
  readTime: null,
  published: true,
}));

/** A signed-in account without admin rights (created through the users service). */
export const e2eReader = {
  username: "reader",
  password: "e2e-reader-password",
  role: "user",
  isActive: true,
  firstName: "Riley",
  lastName: "Reader",
  email: null,
} as const;

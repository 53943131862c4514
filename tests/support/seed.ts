// What the seed puts on a fresh site (docs/product.md#seed-content), written out for the tests that
// list it: the integration tests' template database and the browser tests' servers start from it.

/** The six seeded posts' slugs, newest first. */
export const SEEDED_POST_SLUGS = [
  "from-feature-factory-to-outcome-driven-roadmaps",
  "building-a-product-operations-function-that-scales",
  "when-to-hire-a-fractional-cpo",
  "running-your-first-product-discovery-sprint",
  "coaching-product-managers-into-product-leaders",
  "agile-rituals-that-actually-help-product-teams",
];

/** The six seeded resources' titles, in the library's order. */
export const SEEDED_RESOURCE_TITLES = [
  "Outcome-Based Product Roadmap Template",
  "Writing Effective Product Requirements",
  "Product Operations Playbook",
  "Continuous Discovery Toolkit",
  "Product Manager Interview Checklist",
  "The Product Leadership Field Guide",
];

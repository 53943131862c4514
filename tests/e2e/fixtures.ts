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

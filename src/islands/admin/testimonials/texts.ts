// The words of the Testimonials tab (docs/product.md#admin).

export const testimonialAdminTexts = {
  createHeading: "Add Testimonial",
  editHeading: "Edit Testimonial",
  fields: {
    name: "Name",
    position: "Position",
    company: "Company",
    avatar: "Avatar URL",
    avatarPlaceholder: "https://… or /uploads/…",
    linkedinUrl: "LinkedIn Profile",
    linkedinPlaceholder: "https://www.linkedin.com/in/…",
    testimonial: "Testimonial",
    featured: "Featured on Homepage",
    featuredDescription: "The home page shows the newest three featured testimonials.",
    /** Ticked while three newer ones are featured: who leaves the home page, or that this one will not show. */
    featuredPushesOff: (names: string) => `${names} will no longer show on the home page.`,
    featuredTooOld: "Three newer testimonials are featured, so this one will not show on the home page.",
  },
  submitCreate: "Create Testimonial",
  submitUpdate: "Update Testimonial",
  saving: "Saving...",
  cancelEdit: "Cancel editing",
  list: {
    heading: "Testimonials",
    loading: "Loading testimonials…",
    empty: "No testimonials found. Create your first testimonial above.",
    featured: "Featured",
    editLabel: (name: string) => `Edit testimonial from ${name}`,
    deleteLabel: (name: string) => `Delete testimonial from ${name}`,
  },
  confirmDelete: {
    title: "Delete this testimonial?",
    text: (name: string) => `The testimonial from ${name} will be removed from the site. This action cannot be undone.`,
  },
  toasts: {
    loadFailed: "Failed to load testimonials. Please try again.",
    saveFailed: "Failed to create testimonial. Please try again.",
    created: "Testimonial created successfully",
    updated: "Testimonial updated successfully",
    deleted: "Testimonial deleted successfully",
    deleteFailed: "Failed to delete testimonial. Please try again.",
  },
} as const;

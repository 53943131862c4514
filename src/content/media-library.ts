// The media library's answers from the server (docs/product.md#media): where an image is used, and
// why a write was refused.

/** The media library's answers (docs/product.md#media): where an image is used, and why a write was refused. */
export const mediaLibraryTexts = {
  uses: {
    postCover: (title: string) => `Blog post "${title}" (cover)`,
    postText: (title: string) => `Blog post "${title}" (in the text)`,
    resourceCover: (title: string) => `Resource "${title}" (cover)`,
    postShareImage: (title: string) => `Blog post "${title}" (share image)`,
    resourceShareImage: (title: string) => `Resource "${title}" (share image)`,
    caseStudyCover: (title: string) => `Case study "${title}" (cover)`,
    caseStudyShareImage: (title: string) => `Case study "${title}" (share image)`,
    caseStudyText: (title: string) => `Case study "${title}" (in the text)`,
    testimonialPhoto: (name: string) => `Testimonial of ${name} (photo)`,
    userAvatar: (name: string) => `Profile of ${name} (avatar)`,
    settingsPortrait: "Site settings (portrait)",
    settingsLogo: "Site settings (logo)",
    settingsShareImage: "Site settings (share image)",
  },
  notFound: "Image not found",
  invalidId: "Invalid image id.",
  inUse: (places: string[]) => `This image is in use: ${places.join(", ")}`,
  updated: "Image updated",
  deleted: "Image deleted",
  variantAdded: "Smaller copy added",
  uploaded: "Image uploaded successfully",
  altTooLong: "The alt text may be at most 300 characters.",
  altRequired: "Send the alt text as a string.",
  widthInvalid: 'Send the copy\'s width in pixels in the form field "width", a whole number.',
  widthMismatch: (found: number | null, said: number) =>
    found === null
      ? `The copy's width could not be read from the file; it should be ${said} pixels.`
      : `The copy is ${found} pixels wide, not ${said} as the form says.`,
  widthTooLarge: (original: number) => `A smaller copy may be at most ${original} pixels wide, the original's width.`,
} as const;

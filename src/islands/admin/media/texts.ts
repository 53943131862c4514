// The words of the Media tab (docs/product.md#media).

export const mediaAdminTexts = {
  heading: "Media Library",
  intro:
    "Every image uploaded in the admin, newest first: where each is used, and its alt text (what screen readers say for it).",
  upload: "Upload Image",
  uploadHint: "Any image, up to 50MB. You will be asked for its alt text.",
  loading: "Loading images…",
  empty: "No images yet. Upload one here, or in any image field of the admin.",
  loadFailed: "Failed to load the media library. Please try again.",
  gridLabel: "Images",
  noAlt: "No alt text",
  unused: "Not used anywhere",
  usedIn: "Used in",
  uploadedBy: (who: string | null) => (who ? `Uploaded by ${who}` : "Uploader not known"),
  editAlt: "Edit alt text",
  editAltLabel: (name: string) => `Edit the alt text of ${name}`,
  deleteLabel: (name: string) => `Delete ${name}`,
  open: "Open",
  openLabel: (name: string) => `Open ${name} in a new tab`,
  confirmDelete: {
    title: "Delete this image?",
    text: (name: string) => `${name} will be deleted from the library. This action cannot be undone.`,
  },
  inUse: {
    title: "This image is in use",
    text: "Remove it from these places first, then delete it:",
    close: "Close",
  },
  toasts: {
    uploaded: "Image uploaded successfully",
    uploadFailed: "Failed to upload image",
    deleted: "Image deleted",
    deleteFailed: "Failed to delete image",
    unknownError: "Unknown error",
  },
} as const;

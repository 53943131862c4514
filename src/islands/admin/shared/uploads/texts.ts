// The words of uploads and images in the admin (docs/product.md#media): image fields, the library's
// picker, alt text and upload progress.

/** The alt text asked for each image (docs/product.md#media), in the editor's dialog and after an upload. */
export const altTextTexts = {
  title: "Describe the image",
  alt: "Alternative text",
  altDescription: "What the image shows, for people who cannot see it.",
  decorative: "Decorative image",
  decorativeDescription: "It adds nothing to the text around it, so screen readers skip it.",
  required: "Describe the image, or tick 'Decorative image'.",
  save: "Save",
  skip: "Not now",
  saving: "Saving...",
  saved: "Alt text saved",
  saveFailed: "Failed to save the alt text",
} as const;

/** One image field of the admin forms (docs/product.md#media): its URL, a preview, Upload and the library. */
export const imageFieldTexts = {
  upload: "Upload",
  uploadLabel: (field: string) => `Upload: ${field}`,
  choose: "Choose from library",
  chooseLabel: (field: string) => `Choose from library: ${field}`,
  hint: "Any image, up to 50MB.",
  preview: (field: string) => `Preview of ${field}`,
  uploaded: "Image uploaded successfully",
  uploadFailed: "Failed to upload image",
  none: "No image chosen",
} as const;

/** What an upload field shows of its file (docs/product.md#admin-media): the file, and its address under 'Advanced'. */
export const chosenFileTexts = {
  advanced: "Advanced",
  /** Read after 'Advanced' by screen readers: which field's address it opens. */
  advancedOf: (field: string) => `: ${field}`,
  noFile: "No file chosen",
} as const;

/** The library's picker dialog. */
export const mediaPickerTexts = {
  title: "Choose from library",
  close: "Close",
  search: "Search",
  searchDescription: "By file name, alt text or address, over the whole library.",
  gridLabel: "Images in the library",
  loading: "Loading images…",
  empty: "The library has no images yet. Upload one first.",
  noMatch: "No image in the library matches the search.",
  loadFailed: "Failed to load the library. Please try again.",
  choose: "Choose",
  cancel: "Cancel",
  noAlt: "No alt text",
} as const;

/** An upload in progress (UploadField), and why a file was refused before it was sent. */
export const uploadProgressTexts = {
  progress: (name: string) => `Uploading ${name}`,
  cancel: "Cancel upload",
  cancelled: "Upload canceled",
  tooLarge: "The file is larger than 50 MB.",
  wrongType: "This type of file cannot be uploaded.",
} as const;

/** The pages of the media library, in the Media tab and the picker. */
export const mediaPagerTexts = {
  label: "Pages of the library",
  previous: "Previous",
  next: "Next",
  status: (page: number, count: number) => `Page ${page} of ${count}`,
} as const;

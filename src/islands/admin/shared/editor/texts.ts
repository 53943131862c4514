// The words of the rich-text editor (docs/product.md#admin-blog), used by the blog and resource forms.

/** The rich-text editor's toolbar and dialogs. */
export const editorTexts = {
  toolbarLabel: "Formatting",
  buttons: {
    paragraph: "Paragraph",
    headingTwo: "Heading 2",
    headingThree: "Heading 3",
    bold: "Bold",
    italic: "Italic",
    underline: "Underline",
    code: "Inline code",
    codeBlock: "Code block",
    bulletedList: "Bulleted list",
    numberedList: "Numbered list",
    quote: "Quote",
    link: "Link",
    image: "Insert image",
    undo: "Undo",
    redo: "Redo",
  },
  linkDialog: {
    title: "Link",
    url: "Link address",
    urlDescription: "An https:// address, a path on this site such as /services, or mailto:.",
    invalid: "Please enter a valid link address",
    apply: "Apply",
    remove: "Remove link",
    cancel: "Cancel",
  },
  imageDialog: {
    title: "Insert image",
    url: "Image URL",
    urlDescription: "Upload an image, choose one from the library, or give an https:// address or a path on this site.",
    invalid: "Please enter a valid image URL",
    insert: "Insert image",
    cancel: "Cancel",
    /** While a dropped or pasted image is sent, before the dialog asks for its alt text. */
    uploading: (name: string) => `Uploading ${name}…`,
  },
  keptBlock: {
    table: "Table (kept as it is; edit it by replacing the post's HTML)",
    other: "Embedded content (kept as it is)",
    remove: "Remove",
  },
  imageRemove: "Remove image",
  imageFailed: "This image cannot be shown here.",
  shortcutsHeading: "Keyboard shortcuts",
} as const;

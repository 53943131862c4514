// The words of the Resources tab and the resource editor page (docs/product.md#admin, #editor): its list, fields and download history.
import { titledItemLabels } from "../shared/lists/texts";
import { ADMIN_FILES_PATH } from "../shared/data/paths";

export const resourceAdminTexts = {
  add: "Add Resource",
  exportLeads: "Export CSV",
  exportLeadsLabel: "Export CSV of every download lead",
  createHeading: "New resource",
  fields: {
    title: "Title",
    slug: "Slug",
    slugDescription: "Made from the title as you type, until you change it yourself.",
    description: "Description",
    category: "Category",
    categoryPlaceholder: "Select a category",
    fileType: "File Type",
    fileTypePlaceholder: "Select a file type",
    fileUrl: "File URL",
    fileUrlPlaceholder: `${ADMIN_FILES_PATH}/… or https://…`,
    fileUrlDescription: "Upload a file, or give a path on this site or an https:// address.",
    externalWarning:
      "This file is on another site, so downloads of it cannot be gated: anyone who knows its address can download it without leaving their details.",
    fileName: "File Name",
    fileSize: "File Size",
    fileSizePlaceholder: "e.g. 2.5 MB",
    pageCount: "Pages",
    pageCountDescription: "Counted when a PDF is uploaded; shown instead of the size.",
    coverImage: "Cover Image URL",
    coverImagePlaceholder: "/uploads/… or https://…",
  },
  upload: {
    fileGroup: "Resource file",
    fileButton: "Upload File",
    fileHint: "Up to 50MB: PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, ZIP, EPUB, PNG, JPG, SVG, TXT or CSV.",
  },
  list: {
    heading: "Resources Management",
    intro:
      "Downloadable resources, drafts included. Visitors leave their name, e-mail and LinkedIn profile to download.",
    loading: "Loading resources…",
    empty: "No resources found. Add your first resource with 'Add Resource'.",
    loadFailed: "Failed to load resources. Please try again.",
    downloads: (count: number) => `${count} ${count === 1 ? "download" : "downloads"}`,
    downloadsLabel: (count: number, title: string) =>
      `${count} ${count === 1 ? "download" : "downloads"} of "${title}": show the download history`,
    fileType: "File type",
    size: "Size",
    noSize: "N/A",
    publishedDate: "Published",
    notSet: "Not set",
    viewFile: "View File",
    viewFileLabel: (title: string) => `View the file of "${title}"`,
    ...titledItemLabels,
  },
  history: {
    heading: "Download History",
    close: "Close",
    loading: "Loading downloads…",
    failed: "Failed to load the download history. Please try again.",
    empty: "No downloads yet",
    exportCsv: "Export CSV",
    columns: { name: "Name", email: "Email", linkedin: "LinkedIn", date: "Date" },
    profile: "Profile",
    profileLabel: (name: string) => `LinkedIn profile of ${name}`,
  },
  confirmDelete: {
    title: "Delete this resource?",
    text: (title: string) =>
      `"${title}" and its stored files will be removed from the site, with its download history. This action cannot be undone.`,
  },
  toasts: {
    /** What each button of the publish menu says once its save is done. */
    actions: {
      save: "Resource saved",
      publish: "Resource published",
      schedule: "Resource scheduled",
      "publish-now": "Resource published",
      unschedule: "Resource unscheduled: it is a draft again",
      unpublish: "Resource unpublished: it is a draft again",
    },
    deleted: "Resource deleted successfully",
    deleteFailed: "Failed to delete resource",
    fileUploaded: "Resource file uploaded successfully",
    fileUploadFailed: "Failed to upload resource file",
  },
} as const;

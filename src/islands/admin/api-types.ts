// What the admin API answers, as the dashboard reads it (the server's own types live with the API
// in src/api and stay on the server side of the build).

/** A post of GET /api/admin/blog (docs/product.md#entities's fields, dates as ISO strings). */
export type AdminBlogPost = {
  id: number;
  title: string;
  slug: string;
  author: string;
  excerpt: string;
  content: string;
  category: string;
  published: boolean;
  publishedAt: string | null;
  coverImage: string | null;
  readTime: string | null;
};

/** A testimonial of GET /api/admin/testimonials. */
export type AdminTestimonial = {
  id: number;
  name: string;
  position: string | null;
  company: string | null;
  testimonial: string;
  featured: boolean;
  avatar: string | null;
};

/** The body of a refused write: the first message and each field's. */
export type WriteRefusal = { success?: false; message?: string; errors?: Record<string, string> };

export const ADMIN_BLOG_PATH = "/api/admin/blog";
export const ADMIN_TESTIMONIALS_PATH = "/api/admin/testimonials";

/** A resource of GET /api/admin/resources (drafts included). */
export type AdminResource = {
  id: number;
  title: string;
  slug: string;
  description: string;
  category: string;
  fileUrl: string;
  fileName: string;
  fileType: string;
  fileSize: string | null;
  coverImage: string | null;
  published: boolean;
  publishedAt: string | null;
  downloadCount: number;
  createdAt: string;
};

/** A lead of GET /api/admin/resources/:id/downloads. */
export type AdminDownload = {
  id: number;
  name: string;
  email: string;
  linkedinUrl: string;
  createdAt?: string;
  /** docs/product.md#entities's name for the same date, read when the server sends it. */
  downloadedAt?: string;
  ipAddress?: string | null;
  userAgent?: string | null;
};

/** The answer of POST /api/admin/upload/resource and /api/admin/upload/image. */
export type UploadAnswer = {
  success: boolean;
  message?: string;
  data?: { fullUrl: string; originalName: string; fileType: string; fileSize: string | number };
};

/** A user of GET /api/users (never a password). */
export type AdminUser = {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: "user" | "admin";
  isActive: boolean;
  createdAt?: string;
  updatedAt?: string;
};

/** A stored contact message of GET /api/admin/messages. */
export type AdminMessage = {
  id: number;
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  subject?: string | null;
  /** The contact form's service of interest (docs/product.md#entities), when the server sends it. */
  service?: string | null;
  message: string;
  createdAt: string;
  handled: boolean;
  /** The honeypot was filled: stored, not e-mailed until an admin marks it not spam. */
  spam?: boolean;
  /** It came without a valid form stamp: stored, not e-mailed until an admin marks it not spam. */
  unverified?: boolean;
};

/** An entry of GET /api/admin/activity, newest first. */
export type AdminActivity = {
  id: number;
  at: string;
  username?: string | null;
  actorUsername?: string | null;
  action: string;
  /** The action in words ("Created resource", "Sign-in failed"). */
  summary?: string;
  /** False for a refused sign-in. */
  ok?: boolean;
  target?: string | null;
  targetId?: string | null;
  ip?: string | null;
  detail?: string | null;
};

export const ADMIN_RESOURCES_PATH = "/api/admin/resources";
export const ADMIN_LEADS_CSV_PATH = "/api/admin/leads.csv";
export const ADMIN_RESOURCE_UPLOAD_PATH = "/api/admin/upload/resource";
export const ADMIN_IMAGE_UPLOAD_PATH = "/api/admin/upload/image";
export const USERS_PATH = "/api/users";
export const ADMIN_MESSAGES_PATH = "/api/admin/messages";
export const ADMIN_UNREAD_COUNT_PATH = "/api/admin/messages/unread-count";
export const ADMIN_ACTIVITY_PATH = "/api/admin/activity?limit=100";

export const resourcePath = (id: number) => `${ADMIN_RESOURCES_PATH}/${id}`;
export const resourceDownloadsPath = (id: number) => `${ADMIN_RESOURCES_PATH}/${id}/downloads`;
export const resourceDownloadsCsvPath = (id: number) => `${ADMIN_RESOURCES_PATH}/${id}/downloads.csv`;
export const resourceFilePath = (id: number) => `${ADMIN_RESOURCES_PATH}/${id}/file`;
export const userPath = (id: number) => `${USERS_PATH}/${id}`;
export const messagePath = (id: number) => `${ADMIN_MESSAGES_PATH}/${id}`;

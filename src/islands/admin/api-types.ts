// What the admin API answers, as the dashboard reads it (the server's own types live with the API
// in src/api and stay on the server side of the build).

/** A post of GET /api/admin/blog (SPEC §3's fields, dates as ISO strings). */
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

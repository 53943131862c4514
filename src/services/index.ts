// The domain services, built once per app from its database and storage and handed to the API
// handlers and page loaders, which never touch the database directly.
import type { Db } from "../db/client";
import type { FileStorage } from "../storage";
import { createBlogService } from "./blog";
import { createContentEvents } from "./content-events";
import { createSitemapService } from "./sitemap";
import { createImageSourceService } from "./image-sources";
import { createTestimonialService } from "./testimonials";

export type Services = ReturnType<typeof createServices>;

export function createServices(deps: { db: Db; storage: FileStorage }) {
  const events = createContentEvents();
  return {
    events,
    blog: createBlogService(deps.db, events),
    testimonials: createTestimonialService(deps.db, events),
    imageSources: createImageSourceService(deps.db),
    sitemap: createSitemapService(deps.db),
  };
}

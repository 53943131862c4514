// The domain services, built once per app from its database and storage and handed to the API
// handlers and page loaders, which never touch the database directly.
import type { Db } from "../db/client";
import type { FileStorage } from "../storage";
import { createBlogService } from "./blog";
import { createAuditService } from "./audit";
import { createAuthService } from "./auth";
import { createContentEvents } from "./content-events";
import { createLoginThrottle } from "./login-throttle";
import { createSessionService } from "./sessions";
import { createSitemapService } from "./sitemap";
import { createImageSourceService } from "./image-sources";
import { createTestimonialService } from "./testimonials";
import { createUserService } from "./users";

export type Services = ReturnType<typeof createServices>;

/** `now`: the clock that sessions, sign-in waits and the audit trail read (tests move it). */
export function createServices(deps: { db: Db; storage: FileStorage; now?: () => number }) {
  const events = createContentEvents();
  const now = deps.now ?? Date.now;
  const sessions = createSessionService(deps.db, now);
  const throttle = createLoginThrottle(deps.db, now);
  const audit = createAuditService(deps.db, now);
  const users = createUserService({ db: deps.db, throttle, now });
  return {
    events,
    sessions,
    loginThrottle: throttle,
    audit,
    users,
    auth: createAuthService({ users, sessions, throttle, audit }),
    blog: createBlogService(deps.db, events),
    testimonials: createTestimonialService(deps.db, events),
    imageSources: createImageSourceService(deps.db),
    sitemap: createSitemapService(deps.db),
  };
}

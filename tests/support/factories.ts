// Data factories for tests: a user, post, resource, testimonial or queued contact message made through the services (as the
// application makes them), with every field a test does not care about filled in. A test passes
// only the fields it is about, so what it sets up reads as what it checks.
import type { Db } from "../../src/db/client";
import { contactMessages } from "../../src/db/schema";
import type { Services } from "../../src/services";
import { contactMailKey, type Outbox } from "../../src/services/outbox";
import { sessionFor, withCookie } from "./auth";

type NewUser = Parameters<Services["users"]["create"]>[0];
type NewPost = Parameters<Services["blog"]["create"]>[0];
type NewResource = Parameters<Services["resources"]["create"]>[0];
type NewTestimonial = Parameters<Services["testimonials"]["create"]>[0];

let made = 0;

/**
 * An active account with the 'user' role (no admin rights) unless `fields` say otherwise. Returns
 * the stored user and the password it signs in with.
 */
export async function createUser(services: Services, fields: Partial<NewUser> = {}) {
  made += 1;
  const data: NewUser = {
    username: `user-${made}`,
    password: `user-password-${made}`,
    role: "user",
    isActive: true,
    firstName: null,
    lastName: null,
    email: null,
    ...fields,
  };
  const created = await services.users.create(data);
  if (!created.ok) throw new Error(`createUser(${data.username}): ${created.message}`);
  return { ...created.user, password: data.password };
}

/**
 * A signed-in account (a 'user' by default) and the Cookie header that carries its session, made
 * straight from the session service: for tests about what a session may do, not how it is obtained.
 */
export async function signedInUser(services: Services, fields: Partial<NewUser> = {}) {
  const user = await createUser(services, fields);
  return { user, headers: withCookie(sessionFor(services, user.id).cookie) };
}

/** A published post in 'Product Strategy' unless `fields` say otherwise. */
export function createPost(services: Services, fields: Partial<NewPost> = {}) {
  made += 1;
  return services.blog.create({
    title: `Factory Post ${made}`,
    slug: `factory-post-${made}`,
    author: "Riley Tester",
    category: "Product Strategy",
    excerpt: "A post made for a test.",
    content: "<p>Post body.</p>",
    coverImage: null,
    readTime: null,
    published: true,
    ...fields,
  });
}

/** A published PDF resource in 'Tools' whose file is an outside address, unless `fields` say otherwise. */
export function createResource(services: Services, fields: Partial<NewResource> = {}) {
  made += 1;
  return services.resources.create({
    title: `Factory Resource ${made}`,
    slug: `factory-resource-${made}`,
    description: "A resource made for a test.",
    category: "Tools",
    fileUrl: `https://files.example.org/factory-${made}.pdf`,
    fileName: `Factory-${made}.pdf`,
    fileSize: null,
    fileType: "PDF",
    coverImage: null,
    published: true,
    publishedAt: null,
    ...fields,
  });
}

/** A testimonial, not featured, without a photo, unless `fields` say otherwise. */
export function createTestimonial(services: Services, fields: Partial<NewTestimonial> = {}) {
  made += 1;
  return services.testimonials.create({
    name: `Factory Client ${made}`,
    testimonial: "Working together changed how we plan.",
    ...fields,
  });
}

/**
 * A contact message stored the way the form stores it and queued in `outbox` for e-mail, as the
 * contact service does in one transaction. Returns its id.
 */
export function queueContactMessage(db: Db, outbox: Outbox, name = "Jane Smith") {
  const { id } = db
    .insert(contactMessages)
    .values({ name, email: "jane@company.test", service: "other", message: "We need help with a roadmap." })
    .returning({ id: contactMessages.id })
    .get();
  outbox.enqueue(db, { kind: "contact.mail", dedupeKey: contactMailKey(id), messageId: id });
  return id;
}

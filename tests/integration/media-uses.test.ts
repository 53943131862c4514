// Where images are used, kept in `media_uses` (docs/architecture.md#media-uses; decision 050): each
// write to a post, resource, testimonial, user or the settings rewrites that place's rows from its
// content event, a delete included; the table is built from the content once, in chunks, and a
// restart reads it as stored, without reading a post again.
import type { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { blogPosts, media } from "../../src/db/schema";
import type { Db } from "../../src/db/client";
import { createServices } from "../../src/services";
import { createLocalStorage } from "../../src/storage";
import { createPost, createResource, createTestimonial, createUser } from "../support/factories";
import { memoryDb } from "../support/memory-db";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
const folder = mkdtempSync(join(tmpdir(), "media-uses-"));
afterAll(() => {
  t.close();
  rmSync(folder, { recursive: true, force: true });
});
const storage = createLocalStorage(join(folder, "uploads"));

let made = 0;
/** A library item at a new address (its file is not needed to be used or refused). */
function item(db: Db = t.db) {
  made += 1;
  const url = `/uploads/media/uses-${made}.png`;
  return db.insert(media).values({ url, contentType: "image/png", bytes: 100 }).returning().get();
}

const labelsOf = async (id: number, services = t.services) =>
  ((await services.media.get(id))?.uses ?? []).map((use) => use.label);

/** Counts the statements that read post bodies, prepared on `sqlite` from now on. */
function countPostReads(sqlite: Database) {
  const prepare = sqlite.prepare.bind(sqlite);
  let reads = 0;
  sqlite.prepare = ((sql: string, ...rest: unknown[]) => {
    if (/from "blog_posts"/.test(sql) && /"content"/.test(sql)) reads += 1;
    return (prepare as (...args: unknown[]) => ReturnType<Database["prepare"]>)(sql, ...rest);
  }) as Database["prepare"];
  return () => reads;
}

describe("uses follow the content", () => {
  test("a post's edit moves its uses, and its delete takes them away", async () => {
    const [cover, inText, later] = [item(), item(), item()];
    const post = createPost(t.services, {
      title: "Roadmaps Kept Short",
      coverImage: cover.url,
      content: `<p><img src="${inText.url}" alt="A sketch"></p>`,
    });
    expect(await labelsOf(cover.id)).toEqual(['Blog post "Roadmaps Kept Short" (cover)']);
    expect(await labelsOf(inText.id)).toEqual(['Blog post "Roadmaps Kept Short" (in the text)']);

    const { id, createdAt: _c, updatedAt: _u, ...fields } = post;
    t.services.blog.update(id, {
      ...fields,
      title: "Roadmaps Kept Shorter",
      coverImage: later.url,
      content: "<p>No image.</p>",
    });
    expect(await labelsOf(cover.id)).toEqual([]);
    expect(await labelsOf(inText.id)).toEqual([]);
    expect(await labelsOf(later.id)).toEqual(['Blog post "Roadmaps Kept Shorter" (cover)']);

    expect(t.services.blog.delete(id)).toBe(true);
    expect(await labelsOf(later.id)).toEqual([]);
  });

  test("a resource's, a testimonial's and a user's images are theirs until they are deleted", async () => {
    const [cover, photo, avatar] = [item(), item(), item()];
    const resource = createResource(t.services, { title: "Discovery Canvas", coverImage: cover.url });
    const testimonial = createTestimonial(t.services, { name: "Dana Reyes", avatar: photo.url });
    // No display name: not a public profile, but the avatar is still a use.
    const user = await createUser(t.services, { firstName: "Sam", lastName: "Ortiz", avatarUrl: avatar.url });
    expect(await labelsOf(cover.id)).toEqual(['Resource "Discovery Canvas" (cover)']);
    expect(await labelsOf(photo.id)).toEqual(["Testimonial of Dana Reyes (photo)"]);
    expect((await t.services.media.get(avatar.id))?.uses).toMatchObject([
      { kind: "user", id: user.id, label: "Profile of Sam Ortiz (avatar)" },
    ]);

    // An avatar changed alone, on a profile no page shows: the user's rows still follow.
    const { username, firstName, lastName, email, role, isActive } = user;
    const moved = await t.services.users.update(
      user.id,
      { username, firstName, lastName, email, role, isActive, avatarUrl: photo.url },
      null,
    );
    expect(moved.ok).toBe(true);
    expect(await labelsOf(avatar.id)).toEqual([]);
    expect(await labelsOf(photo.id)).toEqual(["Testimonial of Dana Reyes (photo)", "Profile of Sam Ortiz (avatar)"]);

    expect(await t.services.resources.delete(resource.id)).toBe(true);
    expect(t.services.testimonials.delete(testimonial.id)).toBe(true);
    expect(await labelsOf(photo.id)).toEqual(["Profile of Sam Ortiz (avatar)"]);
    expect((await t.services.users.delete(user.id, null)).ok).toBe(true);
    expect(await labelsOf(cover.id)).toEqual([]);
    expect(await labelsOf(photo.id)).toEqual([]);
  });

  test("a settings change moves the settings' uses", async () => {
    const [logo, other] = [item(), item()];
    const { logoUrl } = t.services.settings.current();
    expect(t.services.settings.update({ logoUrl: logo.url }, null).ok).toBe(true);
    expect(await labelsOf(logo.id)).toEqual(["Site settings (logo)"]);
    expect(t.services.settings.update({ logoUrl: other.url }, null).ok).toBe(true);
    expect(await labelsOf(logo.id)).toEqual([]);
    expect(await labelsOf(other.id)).toEqual(["Site settings (logo)"]);
    expect(t.services.settings.update({ logoUrl }, null).ok).toBe(true);
  });
});

describe("the table is built once", () => {
  test("a new database is built from its content in chunks; a restart reads the table without reading a post", async () => {
    const { db, sqlite } = memoryDb();
    const first = createServices({ db, storage });
    const used = item(db);
    // More posts than one chunk reads, written as a script would, around the services' events.
    db.insert(blogPosts)
      .values(
        Array.from({ length: 450 }, (_, i) => ({
          title: `Post ${i}`,
          slug: `post-${i}`,
          author: "A",
          category: "C",
          excerpt: "E",
          content: i === 449 ? `<p><img src="${used.url}" alt=""></p>` : "<p>Text.</p>",
        })),
      )
      .run();
    const reads = countPostReads(sqlite);
    expect(await labelsOf(used.id, first)).toEqual(['Blog post "Post 449" (in the text)']);
    expect(reads()).toBe(3);

    // Written around the services again: a restart must not read the posts to see it.
    db.update(blogPosts).set({ content: "<p>No image.</p>" }).run();
    const restarted = createServices({ db, storage });
    expect(await labelsOf(used.id, restarted)).toEqual(['Blog post "Post 449" (in the text)']);
    expect(await restarted.media.list({ page: 1, limit: 10 })).toMatchObject({ total: 1 });
    expect(reads()).toBe(3);
  });

  test("a rewrite that fails leaves the write done and the table built again when next asked", async () => {
    const { db, sqlite } = memoryDb();
    const services = createServices({ db, storage });
    const cover = item(db);
    expect(await labelsOf(cover.id, services)).toEqual([]);
    // A write to the table that fails, as on a full disk.
    sqlite.exec("CREATE TRIGGER refuse BEFORE INSERT ON media_uses BEGIN SELECT RAISE(ABORT, 'disk full'); END");
    const post = createPost(services, { title: "Kept Anyway", coverImage: cover.url });
    expect(services.blog.getById(post.id)?.title).toBe("Kept Anyway");
    sqlite.exec("DROP TRIGGER refuse");
    expect(await labelsOf(cover.id, services)).toEqual(['Blog post "Kept Anyway" (cover)']);
  });
});

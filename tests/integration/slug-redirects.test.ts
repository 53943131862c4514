// Changed and deleted addresses (docs/product.md#slug-redirects) through the real app: a published
// post's or resource's old slug answers 301 to where it lives now (a chain is one hop), a new item
// that takes an old slug wins, a deleted item's address answers 410 for 90 days by the app's clock
// and 404 after, and cached pages follow each write. Addresses that were never public (a draft's,
// a scheduled item's) get neither a redirect nor a 410, and no 301 leads to an item that is not
// public now. Expected addresses are written here.
import { afterAll, describe, expect, test } from "bun:test";
import { postBody } from "../support/admin-api";
import { sendJson, sessionFor, testClock, withCookie } from "../support/auth";
import { createPost, createResource } from "../support/factories";
import { createTestApp } from "../support/test-app";

const DAY = 24 * 60 * 60 * 1000;
const clock = testClock();
const t = await createTestApp({ now: clock.now });
afterAll(() => t.close());

// A fresh session per request: the tests move the clock past any one session's life.
const asAdmin = () => withCookie(sessionFor(t.services, 1).cookie);
const page = (path: string) => t.app.request(path);

const renamed = (slug: string, overrides: Record<string, unknown> = {}) =>
  postBody({ title: "Renamed Roadmaps", slug, ...overrides });

const renamePost = async (id: number, slug: string, overrides: Record<string, unknown> = {}) => {
  const res = await sendJson(t.app, "PUT", `/api/blog/${id}`, renamed(slug, overrides), asAdmin());
  expect(res.status).toBe(200);
};

/** Each of `oldPaths` answers 301 straight to `now`. */
async function expectMovedTo(oldPaths: string[], now: string) {
  for (const old of oldPaths) {
    const res = await page(old);
    expect({ old, status: res.status, location: res.headers.get("Location") }).toEqual({
      old,
      status: 301,
      location: now,
    });
  }
}

describe("a renamed post", () => {
  test("its old address, cached before, answers 301 to the new one", async () => {
    const post = createPost(t.services, { slug: "roadmaps-one" });
    expect((await page("/blog/roadmaps-one")).status).toBe(200);
    await renamePost(post.id, "roadmaps-two");

    await expectMovedTo(["/blog/roadmaps-one"], "/blog/roadmaps-two");
    expect((await page("/blog/roadmaps-two")).status).toBe(200);
  });

  test("a chain of renames is one hop from every old address", async () => {
    const post = createPost(t.services, { slug: "chain-a" });
    await renamePost(post.id, "chain-b");
    await renamePost(post.id, "chain-c");

    await expectMovedTo(["/blog/chain-a", "/blog/chain-b"], "/blog/chain-c");
  });

  test("taking its old slug back makes that address live again", async () => {
    const post = createPost(t.services, { slug: "back-a" });
    await renamePost(post.id, "back-b");
    await renamePost(post.id, "back-a");

    expect((await page("/blog/back-a")).status).toBe(200);
    expect((await page("/blog/back-b")).headers.get("Location")).toBe("/blog/back-a");
  });

  test("a new post that takes the old slug wins, and keeps it when it is a draft", async () => {
    const post = createPost(t.services, { slug: "taken-a" });
    await renamePost(post.id, "taken-b");
    const newcomer = createPost(t.services, { slug: "taken-a", title: "The Newcomer", published: false });

    // A draft has no public page, but the redirect is gone with the slug.
    expect((await page("/blog/taken-a")).status).toBe(404);
    t.services.blog.update(newcomer.id, renamed("taken-a", { title: "The Newcomer", published: true }));
    const res = await page("/blog/taken-a");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("The Newcomer");
  });

  test("a draft's rename leaves no redirect: its address was never public", async () => {
    const draft = createPost(t.services, { slug: "draft-a", published: false });
    await renamePost(draft.id, "draft-b", { published: true });
    expect((await page("/blog/draft-a")).status).toBe(404);
  });

  test("the public API keeps answering 404 for an old slug", async () => {
    const post = createPost(t.services, { slug: "api-a" });
    await renamePost(post.id, "api-b");
    expect((await t.app.request("/api/blog/api-a")).status).toBe(404);
  });
});

describe("a deleted post", () => {
  test("answers 410 with the removed page for 90 days, then 404", async () => {
    const post = createPost(t.services, { slug: "deleted-post" });
    expect((await page("/blog/deleted-post")).status).toBe(200);
    const res = await sendJson(t.app, "DELETE", `/api/blog/${post.id}`, undefined, asAdmin());
    expect(res.status).toBe(200);

    const gone = await page("/blog/deleted-post");
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain("This Article Has Been Removed");

    clock.advance(89 * DAY);
    expect((await page("/blog/deleted-post")).status).toBe(410);
    clock.advance(DAY);
    const later = await page("/blog/deleted-post");
    expect(later.status).toBe(404);
    expect(await later.text()).toContain("Blog Post Not Found");
  });

  test("its former addresses answer 410 too", async () => {
    const post = createPost(t.services, { slug: "former-a" });
    await renamePost(post.id, "former-b");
    t.services.blog.delete(post.id);
    expect((await page("/blog/former-a")).status).toBe(410);
    expect((await page("/blog/former-b")).status).toBe(410);
  });

  test("a new post with its slug is live again", async () => {
    const post = createPost(t.services, { slug: "reborn" });
    t.services.blog.delete(post.id);
    expect((await page("/blog/reborn")).status).toBe(410);
    createPost(t.services, { slug: "reborn", published: false });
    // The gone row went with the new post: a draft's address is an ordinary 404.
    expect((await page("/blog/reborn")).status).toBe(404);
  });

  test("a deleted draft's address stays an ordinary 404", async () => {
    const draft = createPost(t.services, { slug: "deleted-draft", published: false });
    t.services.blog.delete(draft.id);
    expect((await page("/blog/deleted-draft")).status).toBe(404);
  });
});

describe("addresses that were never public", () => {
  const tomorrow = () => new Date(clock.now() + DAY).toISOString();

  test("a scheduled post's rename leaves no redirect: its new slug is not revealed", async () => {
    const scheduled = createPost(t.services, { slug: "sched-a", publishedAt: new Date(clock.now() + DAY) });
    await renamePost(scheduled.id, "sched-b", { publishedAt: tomorrow() });
    const res = await page("/blog/sched-a");
    expect(res.status).toBe(404);
    expect(res.headers.get("Location")).toBeNull();
  });

  test("a public post renamed and then scheduled again: its old address answers 404 until it is public", async () => {
    const post = createPost(t.services, { slug: "moved-a" });
    await renamePost(post.id, "moved-b", { publishedAt: tomorrow() });
    const res = await page("/blog/moved-a");
    expect(res.status).toBe(404);
    expect(res.headers.get("Location")).toBeNull();
  });

  test("a deleted scheduled post answers 404, not 410", async () => {
    const scheduled = createPost(t.services, { slug: "sched-deleted", publishedAt: new Date(clock.now() + DAY) });
    t.services.blog.delete(scheduled.id);
    expect((await page("/blog/sched-deleted")).status).toBe(404);
  });

  test("a scheduled resource: its rename leaves no redirect and its delete no 410", async () => {
    const at = new Date(clock.now() + DAY);
    const resource = createResource(t.services, { slug: "sched-kit-a", publishedAt: at });
    await t.services.resources.update(resource.id, {
      title: resource.title,
      description: resource.description,
      category: "Tools",
      fileUrl: resource.fileUrl,
      fileName: resource.fileName,
      fileSize: null,
      fileType: "PDF",
      coverImage: null,
      published: true,
      publishedAt: at,
      slug: "sched-kit-b",
    });
    const moved = await page("/resources/sched-kit-a");
    expect(moved.status).toBe(404);
    expect(moved.headers.get("Location")).toBeNull();

    expect(await t.services.resources.delete(resource.id)).toBe(true);
    expect((await page("/resources/sched-kit-b")).status).toBe(404);
    expect((await page("/resources/sched-kit-a")).status).toBe(404);
  });
});

describe("resources", () => {
  test("a renamed resource's old addresses answer 301 to its address now, one hop", async () => {
    const resource = createResource(t.services, { slug: "kit-a", title: "Kit" });
    expect((await page("/resources/kit-a")).status).toBe(200);
    const fields = {
      title: "Kit",
      description: "A resource whose address changes.",
      category: "Tools" as const,
      fileUrl: "https://files.example.org/kit.pdf",
      fileName: "Kit.pdf",
      fileSize: null,
      fileType: "PDF" as const,
      coverImage: null,
      published: true,
      publishedAt: null,
    };
    await t.services.resources.update(resource.id, { ...fields, slug: "kit-b" });
    await t.services.resources.update(resource.id, { ...fields, slug: "kit-c" });

    await expectMovedTo(["/resources/kit-a", "/resources/kit-b"], "/resources/kit-c");
  });

  test("a deleted resource answers 410 for 90 days, then 404; a new one with its slug wins", async () => {
    const resource = createResource(t.services, { slug: "old-kit" });
    expect(await t.services.resources.delete(resource.id)).toBe(true);
    const gone = await page("/resources/old-kit");
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain("This Resource Has Been Removed");

    clock.advance(90 * DAY);
    expect((await page("/resources/old-kit")).status).toBe(404);

    const again = createResource(t.services, { slug: "gone-kit" });
    await t.services.resources.delete(again.id);
    createResource(t.services, { slug: "gone-kit", title: "Gone Kit Returns" });
    const back = await page("/resources/gone-kit");
    expect(back.status).toBe(200);
    expect(await back.text()).toContain("Gone Kit Returns");
  });
});

// Content events name what they change, cached answers the tags they were built from, and a change
// drops only the answers built from a changed tag (docs/architecture.md#content-tags, decision 037);
// the same tags are the answers' Surrogate-Key and Cache-Tag, and what is cacheable by a CDN.
import { afterAll, describe, expect, test } from "bun:test";
import { sessionFor } from "../support/auth";
import { createPost, createResource } from "../support/factories";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());

const post = createPost(t.services, { title: "Tagged Post", slug: "tagged-post" });
const resource = createResource(t.services, { title: "Tagged Resource", slug: "tagged-resource" });
const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
/** Whether the render cache holds an answer for the path (what the early path would send). */
const held = (path: string) =>
  t.renderCache.cached(new URL(path, "http://x").pathname, `http://x${path}`) !== undefined;

const PUBLIC = "public, max-age=0, s-maxage=3600, stale-while-revalidate=60, stale-if-error=86400";

describe("each cached answer names what it was built from", () => {
  test("a post's page: its post, the blog list, the people, the settings", async () => {
    const page = await get("/blog/tagged-post");
    expect(page.status).toBe(200);
    const keys = page.headers.get("surrogate-key")!.split(" ");
    expect(keys.sort()).toEqual(["list:blog", "people", `post:${post.id}`, "settings", "site"].sort());
    expect(page.headers.get("cache-tag")!.split(",").sort()).toEqual(keys.sort());
  });

  test("a page shown from a page document names that document", async () => {
    const page = await get("/services");
    // Its tabs link to the case studies of their services.
    expect(page.headers.get("surrogate-key")).toBe("site settings page:services list:case-studies");
  });

  test("a public API read names its content too", async () => {
    const answer = await get(`/api/resources/tagged-resource`);
    expect(answer.headers.get("surrogate-key")).toBe(`site settings resource:${resource.id}`);
    expect(answer.headers.get("cache-control")).toBe(PUBLIC);
  });

  test("the feed names the blog list and the settings", async () => {
    const feed = await get("/blog/rss.xml");
    expect(feed.headers.get("surrogate-key")).toBe("site list:blog settings");
    expect(feed.headers.get("cache-control")).toBe(PUBLIC);
  });
});

describe("a change drops only the answers built from what it changed", () => {
  test("a post's edit drops the post, the blog and the front page, and keeps the resources and /services", async () => {
    for (const path of ["/blog/tagged-post", "/blog", "/", "/resources", "/resources/tagged-resource", "/services"]) {
      expect((await get(path)).status).toBe(200);
      expect(held(path)).toBe(true);
    }
    t.services.blog.update(post.id, { ...post, title: "Tagged Post, Edited" });
    expect(held("/blog/tagged-post")).toBe(false);
    expect(held("/blog")).toBe(false);
    expect(held("/")).toBe(false);
    expect(held("/services")).toBe(true);
    expect(held("/resources")).toBe(true);
    expect(held("/resources/tagged-resource")).toBe(true);
    expect(await (await get("/blog/tagged-post")).text()).toContain("Tagged Post, Edited");
  });

  test("a case study's edit drops its page, the case studies, the front page and /services, and keeps the blog", async () => {
    const caseStudy = t.services.caseStudies.listAll().find((row) => row.published)!;
    const path = `/case-studies/${caseStudy.slug}`;
    for (const p of [path, "/case-studies", "/", "/services", "/blog"]) expect((await get(p)).status).toBe(200);
    const keys = (await get(path)).headers.get("surrogate-key")!.split(" ");
    expect(keys.sort()).toEqual(
      [`case-study:${caseStudy.id}`, "list:case-studies", "list:testimonials", "settings", "site"].sort(),
    );
    const whole = t.services.caseStudies.getById(caseStudy.id)!;
    t.services.caseStudies.update(caseStudy.id, { ...whole, testimonialId: undefined, title: "Edited Case Study" });
    for (const p of [path, "/case-studies", "/", "/services"]) expect({ p, held: held(p) }).toEqual({ p, held: false });
    expect(held("/blog")).toBe(true);
    expect(await (await get(path)).text()).toContain("Edited Case Study");
  });

  test("a resource's download drops that resource's page and keeps the blog", async () => {
    for (const path of ["/blog", "/resources/tagged-resource"]) await get(path);
    t.services.events.changed([`resource:${resource.id}`]);
    expect(held("/resources/tagged-resource")).toBe(false);
    expect(held("/blog")).toBe(true);
  });

  test("a settings save drops every page", async () => {
    for (const path of ["/blog", "/resources/tagged-resource", "/services"]) await get(path);
    t.services.settings.update({ phone: "+1 (816) 555-0199" }, null);
    for (const path of ["/blog", "/resources/tagged-resource", "/services"]) expect(held(path)).toBe(false);
  });
});

describe("what a shared cache may keep", () => {
  test("public pages: kept by a CDN, revalidated by browsers, varying on the encoding only", async () => {
    for (const path of ["/", "/blog", "/blog/tagged-post", "/resources", "/about"]) {
      const page = await get(path);
      expect(page.headers.get("cache-control")).toBe(PUBLIC);
      expect(page.headers.get("vary")).toBe("Accept-Encoding");
    }
  });

  test("a 304 repeats the tags", async () => {
    const etag = (await get("/blog")).headers.get("etag")!;
    const again = await get("/blog", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("surrogate-key")).toContain("list:blog");
  });

  test("a signed-in user's answer is private and names no tags, even for a public page", async () => {
    const admin = t.services.users.list().find((user) => user.role === "admin")!;
    const { cookie } = sessionFor(t.services, admin.id);
    await get("/blog");
    const page = await get("/blog", { Cookie: cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("surrogate-key")).toBeNull();
    expect(page.headers.get("cache-tag")).toBeNull();
  });

  test("previews, the admin, sign-in and the contact form's stamped page are never stored", async () => {
    const draft = createPost(t.services, { slug: "tagged-draft", published: false });
    const preview = new URL(t.services.previewLinks.create(draft.id)!.url);
    for (const path of [preview.pathname + preview.search, "/admin", "/login", "/contact"]) {
      const page = await get(path);
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      expect(page.headers.get("surrogate-key")).toBeNull();
    }
  });

  test("a public API read answered to a signed-in admin is private and names no tags", async () => {
    const admin = t.services.users.list().find((user) => user.role === "admin")!;
    const { cookie } = sessionFor(t.services, admin.id);
    await get("/api/blog");
    const list = await get("/api/blog", { Cookie: cookie });
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    expect(list.headers.get("surrogate-key")).toBeNull();
    expect((await get("/api/admin/settings", { Cookie: cookie })).headers.get("cache-control")).toContain("no-store");
  });
});

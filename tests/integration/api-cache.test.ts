// The public JSON reads of the API from the render cache, through the real app: each cached answer
// is what the handler makes from the services (byte for byte, in every encoding), the early path
// holds an entry for it after the first request, content writes show on the next request, the
// admin's draft list is never stored or sent from the cache, and every query the validator
// refuses is still refused, whatever the cache holds for a query that looks like it.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { brotliDecompressSync } from "node:zlib";
import { blogPostJson } from "../../src/api/blog";
import { publicResourceJson } from "../../src/api/resources";
import { testimonialJson } from "../../src/api/testimonials";
import { nextMidnight } from "../../src/shared/format";
import { fieldRefusal } from "../support/answers";
import { SAME_ORIGIN, sendJson, sessionFor, withBearer, withCookie } from "../support/auth";
import { createPost, createResource, createTestimonial, signedInUser } from "../support/factories";
import { CACHED_SECURITY_HEADERS_HTTPS } from "../support/headers";
import { createTestApp, TEST_SETTINGS } from "../support/test-app";

const t = await createTestApp();
// Every count from 1 is shown here: these tests are about caching (the threshold: proof-that-sells.test.ts).
t.services.settings.update({ downloadCountThreshold: 1 }, null);
afterAll(() => t.close());
const SITE = TEST_SETTINGS.siteUrl;

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  Promise.resolve(t.app.request(path, { method, headers }));

/** The entry the early path would answer a GET of `path` with (it answers before Hono when one exists). */
const earlyEntry = (path: string) => {
  const url = new URL(path, SITE);
  return t.renderCache.cached(url.pathname, url.href);
};

/** A response's headers less its request id, and its content tags checked by shape (each route names its own). */
function headersOf(res: Response): Record<string, string> {
  const all = Object.fromEntries(res.headers);
  delete all["x-request-id"];
  expect(all["surrogate-key"]).toMatch(/^site settings (post|resource|list):/);
  expect(all["cache-tag"]).toBe(all["surrogate-key"]!.replaceAll(" ", ","));
  delete all["surrogate-key"];
  delete all["cache-tag"];
  return all;
}

async function decoded(res: Response): Promise<string> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const encoding = res.headers.get("content-encoding");
  if (encoding === "gzip") return new TextDecoder().decode(Bun.gunzipSync(bytes));
  if (encoding === "br") return new TextDecoder().decode(brotliDecompressSync(bytes));
  expect(encoding).toBeNull();
  return new TextDecoder().decode(bytes);
}

const admin = sessionFor(t.services, 1);

beforeAll(() => {
  createPost(t.services, {
    slug: "unannounced-pricing-draft",
    category: "Hidden Drafts",
    published: false,
  });
});

// Each public GET, and the JSON and X-Total-Count its handler makes from the services right now.
type Expected = { json: unknown; total?: number };
const firstResourceSlug = () => t.services.resources.listPublished({}).resources[0]!.slug;
const firstPostSlug = () => t.services.blog.list({ limit: 1 }).posts[0]!.slug;
const blogList = (filter: Parameters<typeof t.services.blog.list>[0]): Expected => {
  const result = t.services.blog.list(filter);
  return { json: result.posts.map(blogPostJson), total: result.total };
};
const resourceList = (filter: Parameters<typeof t.services.resources.listPublished>[0]): Expected => {
  const result = t.services.resources.listPublished(filter);
  const threshold = t.services.settings.current().downloadCountThreshold;
  return { json: result.resources.map((resource) => publicResourceJson(resource, threshold)), total: result.total };
};
const PUBLIC_GETS: Array<[path: () => string, expected: () => Expected]> = [
  [() => "/api/blog", () => blogList({})],
  [() => "/api/blog?limit=2&page=2", () => blogList({ limit: 2, page: 2 })],
  [() => "/api/blog?q=roadmap", () => blogList({ q: "roadmap" })],
  [() => "/api/blog?category=Product%20Leadership", () => blogList({ category: "Product Leadership" })],
  [() => "/api/blog?admin_access=true", () => blogList({})],
  [() => `/api/blog/${firstPostSlug()}`, () => ({ json: blogPostJson(t.services.blog.list({ limit: 1 }).posts[0]!) })],
  [() => "/api/resources", () => resourceList({})],
  [() => "/api/resources?limit=2&page=2", () => resourceList({ limit: 2, page: 2 })],
  [
    () => "/api/resources?q=checklist&category=Checklists",
    () => resourceList({ q: "checklist", category: "Checklists" }),
  ],
  [() => "/api/resources/categories", () => ({ json: t.services.resources.categories() })],
  [
    () => `/api/resources/${firstResourceSlug()}`,
    () => ({
      json: publicResourceJson(
        t.services.resources.getPublishedBySlug(firstResourceSlug())!,
        t.services.settings.current().downloadCountThreshold,
      ),
    }),
  ],
  [() => "/api/testimonials/featured", () => ({ json: t.services.testimonials.listFeatured(3).map(testimonialJson) })],
  [
    () => "/api/testimonials/featured?limit=1",
    () => ({ json: t.services.testimonials.listFeatured(1).map(testimonialJson) }),
  ],
];

// The headers the chain sent on these answers before they were cached, less the CSP's per-request
// nonce (no script runs from JSON), plus the cache's ETag and Cache-Control.
const API_HEADERS = {
  "content-type": "application/json",
  "cache-control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=60, stale-if-error=86400",
  vary: "Accept-Encoding",
  "x-robots-tag": "noindex, nofollow",
  ...CACHED_SECURITY_HEADERS_HTTPS,
};

describe("each public GET from the cache is the handler's own answer", () => {
  test.each(PUBLIC_GETS.map(([path, expected]) => [path(), expected] as const))("%s", async (path, expected) => {
    t.pageCache.clear();
    expect(earlyEntry(path)).toBeUndefined();
    const { json, total } = expected();
    const body = JSON.stringify(json);
    const first = await get(path); // the chain: made now, and stored
    expect(earlyEntry(path)).toBeDefined();
    const again = await get(path); // the early path
    for (const res of [first, again]) {
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(body);
      expect(headersOf(res)).toEqual({
        ...API_HEADERS,
        etag: first.headers.get("etag")!,
        ...(total === undefined ? {} : { "x-total-count": String(total) }),
      });
    }
    expect(first.headers.get("etag")).toMatch(/^"[\w-]{27}"$/);

    // Signed in, through the chain: the same answer from the same entry.
    const signedIn = await get(path, withCookie(admin.cookie));
    if (!path.includes("admin_access")) {
      expect(await signedIn.text()).toBe(body);
      expect(signedIn.headers.get("etag")).toBe(first.headers.get("etag"));
    }

    for (const encoding of ["gzip", "br"] as const) {
      for (const res of [
        await get(path, { "Accept-Encoding": encoding }),
        await get(path, withCookie(admin.cookie, { "Accept-Encoding": encoding })),
      ]) {
        if (res.headers.get("cache-control") === "private, no-store") continue; // the admin's list
        expect(res.headers.get("content-encoding")).toBe(encoding);
        expect(await decoded(res)).toBe(body);
        expect(res.headers.get("x-total-count")).toBe(total === undefined ? null : String(total));
        expect(res.headers.get("vary")).toBe("Accept-Encoding");
      }
    }

    // Cleared, the next answer is made again, and is the same.
    t.pageCache.clear();
    const remade = await get(path);
    expect(await remade.text()).toBe(body);
    expect(remade.headers.get("etag")).toBe(first.headers.get("etag"));
  });

  test("each entry ends at the site's next midnight, as the pages' do", async () => {
    t.pageCache.clear();
    await get("/api/blog");
    await get("/");
    const midnight = nextMidnight(new Date(), TEST_SETTINGS.timeZone).getTime();
    expect(earlyEntry("/api/blog")!.expires).toBe(midnight);
    expect(earlyEntry("/")!.expires).toBe(midnight);
  });

  // No body on the wire: Bun.serve sends none for HEAD (tests/integration/http.test.ts checks it on a socket).
  test("HEAD, from the cache: the GET's headers, X-Total-Count included", async () => {
    await get("/api/blog?limit=3");
    const res = await get("/api/blog?limit=3", {}, "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-total-count")).toBe(String(t.services.blog.list({}).total));
    expect(res.headers.get("content-type")).toBe("application/json");
  });

  test("parameters the route does not read share the entry; each value of one it reads has its own", async () => {
    const plain = await get("/api/blog?limit=2");
    const tagged = await get("/api/blog?utm_source=newsletter&limit=2");
    expect(tagged.headers.get("etag")).toBe(plain.headers.get("etag"));
    const pages = [1, 2, 3].map((page) => t.services.blog.list({ limit: 2, page }).posts.map((p) => p.slug));
    for (const [i, slugs] of pages.entries()) {
      const res = await get(`/api/blog?limit=2&page=${i + 1}`);
      expect(((await res.json()) as { slug: string }[]).map((p) => p.slug)).toEqual(slugs);
    }
    const one = (await (await get("/api/testimonials/featured?limit=1")).json()) as unknown[];
    const three = (await (await get("/api/testimonials/featured")).json()) as unknown[];
    expect([one.length, three.length]).toEqual([1, 3]);
  });
});

describe("ETag and 304", () => {
  test("a matching If-None-Match gets 304 with the validators, and a changed answer a new ETag", async () => {
    const first = await get("/api/testimonials/featured");
    const etag = first.headers.get("etag")!;
    for (const encoding of [undefined, "gzip, br"]) {
      const res = await get("/api/testimonials/featured", {
        "If-None-Match": `W/${etag}`,
        ...(encoding ? { "Accept-Encoding": encoding } : {}),
      });
      expect(res.status).toBe(304);
      expect(await res.text()).toBe("");
      expect(res.headers.get("etag")).toBe(etag);
      expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(res.headers.get("content-type")).toBeNull();
    }
    createTestimonial(t.services, { name: "Imogen Vasquez", featured: true });
    const after = await get("/api/testimonials/featured", { "If-None-Match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(((await after.json()) as { name: string }[])[0]!.name).toBe("Imogen Vasquez");
  });
});

describe("content writes are seen on the next request", () => {
  test("a post created through the API: in the list, the count and at its slug", async () => {
    const before = await get("/api/blog");
    const total = Number(before.headers.get("x-total-count"));
    expect((await get("/api/blog/cache-write-through")).status).toBe(404);
    expect(earlyEntry("/api/blog/cache-write-through")).toBeUndefined(); // a 404 is never stored
    await get("/api/blog/cache-write-through"); // and the next one is a 404 again
    expect(earlyEntry("/api/blog")).toBeDefined();

    const created = await sendJson(
      t.app,
      "POST",
      "/api/blog",
      {
        title: "Cache Write Through",
        slug: "cache-write-through",
        author: "Jordan Admin",
        category: "Roadmapping",
        excerpt: "Written through the admin API.",
        content: "<p>Fresh.</p>",
        published: true,
        publishedAt: null,
        coverImage: null,
        readTime: null,
      },
      withBearer(admin.token, { Origin: SAME_ORIGIN }),
    );
    expect(created.status).toBe(201);
    expect(earlyEntry("/api/blog")).toBeUndefined();

    const after = await get("/api/blog");
    expect(after.headers.get("x-total-count")).toBe(String(total + 1));
    expect(((await after.json()) as { slug: string }[])[0]!.slug).toBe("cache-write-through");
    const post = await get("/api/blog/cache-write-through");
    expect(post.status).toBe(200);
    expect(((await post.json()) as { title: string }).title).toBe("Cache Write Through");
  });

  test("a post's update through the service changes its cached answer", async () => {
    const slug = firstPostSlug();
    await get(`/api/blog/${slug}`);
    const post = t.services.blog.list({ limit: 1 }).posts[0]!;
    t.services.blog.update(post.id, {
      title: "Retitled While Cached",
      slug: post.slug,
      author: post.author,
      excerpt: post.excerpt,
      content: post.content,
      category: post.category,
      coverImage: post.coverImage,
      readTime: post.readTime,
      published: true,
    });
    expect(((await (await get(`/api/blog/${slug}`)).json()) as { title: string }).title).toBe("Retitled While Cached");
  });

  test("a download raises the resource's count in the cached list and at its slug", async () => {
    const slug = firstResourceSlug();
    const count = async (path: string) => {
      const body = (await (await get(path)).json()) as
        | { slug: string; downloadCount: number }[]
        | { downloadCount: number };
      return Array.isArray(body) ? body.find((r) => r.slug === slug)!.downloadCount : body.downloadCount;
    };
    const listed = await count("/api/resources");
    expect(await count(`/api/resources/${slug}`)).toBe(listed);
    const { id } = t.services.resources.getPublishedBySlug(slug)!;
    const lead = await sendJson(t.app, "POST", `/api/resources/${id}/request`, {
      name: "Cache Reader",
      email: "reader@example.com",
      linkedinUrl: "https://www.linkedin.com/in/cache-reader",
    });
    expect(lead.status).toBe(200);
    expect(await count("/api/resources")).toBe(listed + 1);
    expect(await count(`/api/resources/${slug}`)).toBe(listed + 1);
  });

  test("a new category shows in the cached categories", async () => {
    expect((await (await get("/api/resources/categories")).json()) as string[]).not.toContain("Worksheets");
    createResource(t.services, { category: "Worksheets" });
    expect((await (await get("/api/resources/categories")).json()) as string[]).toContain("Worksheets");
  });
});

describe("the admin's draft list is never cached", () => {
  const draft = "unannounced-pricing-draft";
  const slugs = async (res: Response) => ((await res.json()) as { slug: string }[]).map((p) => p.slug);

  test("the admin gets drafts; an anonymous request right after gets the public list", async () => {
    t.pageCache.clear();
    for (const credentials of [withCookie(admin.cookie), withBearer(admin.token)]) {
      const mine = await get("/api/blog?admin_access=true", credentials);
      expect(await slugs(mine)).toContain(draft);
      expect(mine.headers.get("cache-control")).toBe("private, no-store");
      expect(mine.headers.get("etag")).toBeNull();
      expect(mine.headers.get("x-total-count")).toBeNull();
      expect(t.pageCache.size).toBe(0);
      expect(earlyEntry("/api/blog?admin_access=true")).toBeUndefined();

      for (const headers of [{}, { "Accept-Encoding": "gzip, br" }] as Record<string, string>[]) {
        const anonymous = await get("/api/blog?admin_access=true", headers);
        expect(JSON.parse(await decoded(anonymous)).map((p: { slug: string }) => p.slug)).not.toContain(draft);
        expect(anonymous.headers.get("x-total-count")).toBe(String(t.services.blog.list({}).total));
      }
      t.pageCache.clear();
    }
  });

  test("with the public list cached, the admin still gets drafts, and never a 304 for the public ETag", async () => {
    const pub = await get("/api/blog?admin_access=true");
    expect(await slugs(pub)).not.toContain(draft);
    const etag = pub.headers.get("etag")!;
    expect(earlyEntry("/api/blog")).toBeDefined();
    const mine = await get("/api/blog?admin_access=true", withCookie(admin.cookie, { "If-None-Match": etag }));
    expect(mine.status).toBe(200);
    expect(await slugs(mine)).toContain(draft);
    // Without the flag the admin reads the public list, from the same entry.
    const plain = await get("/api/blog", withCookie(admin.cookie));
    expect(plain.headers.get("etag")).toBe(etag);
    expect(await slugs(plain)).not.toContain(draft);
  });

  test("another signed-in user's flag grants nothing, from the cache or not", async () => {
    const reader = (await signedInUser(t.services)).headers;
    t.pageCache.clear();
    expect(await slugs(await get("/api/blog?admin_access=true", reader))).not.toContain(draft);
    expect(await slugs(await get("/api/blog?admin_access=true", reader))).not.toContain(draft);
  });
});

describe("what the validator refuses is still refused", () => {
  const LIMIT = "The limit must be a whole number from 1 to 50.";
  const PAGE = "The page must be a whole number from 1.";
  const ARRAY = "Invalid input: expected string, received array";
  const FEATURED = "The limit must be a whole number from 1 to 12.";

  /** Each query beside the entry it might be mistaken for, which is stored first: all refuse `field` with `message`. */
  const refusing = (field: string, message: string, queries: [cached: string, refused: string][]) =>
    queries.map(([cached, refused]) => [cached, refused, field, message] as const);

  test.each([
    ...refusing("limit", LIMIT, [
      ["/api/blog", "/api/blog?limit=abc"],
      ["/api/blog", "/api/blog?limit="],
      ["/api/blog", "/api/blog?limit"],
      ["/api/blog?limit=2", "/api/blog?limit=2&limit=3"],
      ["/api/blog?limit=2", "/api/blog?limit=2&limit=2"],
      ["/api/blog?limit=2", "/api/blog?limit=2&limit="],
      ["/api/blog?limit=2", "/api/blog?limit=2&%6Cimit=3"],
      ["/api/blog", "/api/blog?limit=51"],
    ]),
    ...refusing("page", PAGE, [
      ["/api/blog", "/api/blog?page=0"],
      ["/api/blog", "/api/blog?page="],
    ]),
    ...refusing("q", ARRAY, [
      ["/api/blog?q=roadmap", "/api/blog?q=roadmap&q=other"],
      ["/api/resources?q=guide", "/api/resources?q=guide&q="],
    ]),
    ...refusing("category", "The category may be at most 200 characters.", [
      ["/api/resources", `/api/resources?category=${"x".repeat(201)}`],
    ]),
    ...refusing("limit", FEATURED, [
      ["/api/testimonials/featured", "/api/testimonials/featured?limit="],
      ["/api/testimonials/featured", "/api/testimonials/featured?limit=13"],
      ["/api/testimonials/featured?limit=1", "/api/testimonials/featured?limit=1&limit=1"],
    ]),
  ])("%s cached, %s is a 400", async (cachedPath, path, field, message) => {
    expect((await get(cachedPath)).status).toBe(200);
    expect(earlyEntry(cachedPath)).toBeDefined();
    for (let i = 0; i < 2; i++) {
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, message, errors: { [field]: message } });
      expect(res.headers.get("etag")).toBeNull();
      expect(earlyEntry(path)).toBeUndefined();
    }
  });

  test("an empty q or category is valid: answered as today, without an entry of its own", async () => {
    const bare = await get("/api/blog");
    const body = await bare.text();
    for (const path of ["/api/blog?q=", "/api/blog?category=", "/api/blog?q=&category="]) {
      const size = t.pageCache.size;
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(body);
      expect(res.headers.get("x-total-count")).toBe(bare.headers.get("x-total-count"));
      expect(res.headers.get("content-type")).toBe("application/json");
      expect(t.pageCache.size).toBe(size);
    }
  });

  test("a 404 is never stored, and an overlong slug is still a 400", async () => {
    const size = t.pageCache.size;
    for (const path of [
      "/api/blog/no-such-post",
      "/api/resources/no-such-resource",
      "/api/blog/unannounced-pricing-draft",
    ]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("etag")).toBeNull();
    }
    expect(t.pageCache.size).toBe(size);
    const long = await get(`/api/blog/${"x".repeat(201)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual(fieldRefusal("slug", "Blog post not found"));
  });
});

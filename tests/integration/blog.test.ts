// The blog through the real app on a copy of the seeded database: the public API, the list and post
// pages (without JavaScript: the server filters and pages), the feed and the sitemap. Content is
// written through the service layer, as the admin API will write it.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { blogPosts } from "../../src/db/schema";
import type { BlogPostWrite } from "../../src/services/blog";
import { cdata } from "../../src/server/feed";
import { select } from "../support/html";
import { SEEDED_POST_SLUGS } from "../support/seed";
import { createTestApp, TEST_SETTINGS } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());
const SITE = TEST_SETTINGS.siteUrl;

const HOSTILE_BODY = [
  "<p>Before the payload.</p>",
  "<script>window.__pwned = 1</script>",
  '<img src="x" onerror="window.__pwned = 2">',
  '<p><a href="javascript:window.__pwned = 3">Click here</a> <a href="JaVaScRiPt:alert(1)">Or here</a></p>',
  '<svg onload="window.__pwned = 4"><circle r="4"></circle></svg>',
  '<p style="position:fixed" onmouseover="alert(5)">After the payload.</p>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Data link</a>',
].join("\n");

function input(overrides: Partial<BlogPostWrite> & { title: string; slug: string }): BlogPostWrite {
  return {
    author: "Riley Tester",
    category: "Testing Notes",
    excerpt: `An excerpt for ${overrides.title}.`,
    content: `<p>Body of ${overrides.title}.</p>`,
    coverImage: null,
    readTime: null,
    published: true,
    ...overrides,
  };
}

const cardTitles = async (html: string) => (await select(html, "[data-blog-card] h2")).map((e) => e.text.trim());

/** The post body as the page sends it. */
function postBody(html: string): string {
  const match = html.match(/<div class="prose-content" data-post-body="true">([\s\S]*?)<\/div>/);
  if (!match) throw new Error("no post body in the page");
  return match[1]!;
}

/** The page at `path`, which must answer `status`, as HTML. */
async function pageHtml(path: string, status = 200) {
  const res = await t.app.request(path);
  expect(res.status).toBe(status);
  return res.text();
}

async function json(path: string) {
  const res = await t.app.request(path);
  return { res, body: (await res.json()) as unknown };
}

type ApiPost = Record<string, unknown> & { title: string; slug: string; content: string };

beforeAll(() => {
  t.services.blog.create(
    input({
      title: "Secret Pricing Draft",
      slug: "secret-pricing-draft",
      category: "Hidden Category",
      published: false,
    }),
  );
  t.services.blog.create(
    input({ title: "Hostile Markup Review", slug: "hostile-markup-review", content: HOSTILE_BODY }),
  );
});

describe("GET /api/blog", () => {
  test("an array of published posts, newest first, in the product's camelCase fields, with X-Total-Count", async () => {
    const { res, body } = await json("/api/blog");
    expect(res.status).toBe(200);
    const posts = body as ApiPost[];
    // 6 seeded and the hostile post; the draft is not counted.
    expect(res.headers.get("x-total-count")).toBe("7");
    expect(posts.map((p) => p.slug)).toEqual(["hostile-markup-review", ...SEEDED_POST_SLUGS]);
    expect(Object.keys(posts[1]!).sort()).toEqual(
      [
        "author",
        "category",
        "content",
        "coverImage",
        "excerpt",
        "id",
        "metaDescription",
        "metaTitle",
        "published",
        "publishedAt",
        "readTime",
        "shareImage",
        "slug",
        "title",
      ].sort(),
    );
    expect(posts[1]).toMatchObject({
      title: "From Feature Factory to Outcome-Driven Roadmaps",
      author: "Jordan Ellis",
      category: "Product Strategy",
      published: true,
      coverImage: "/uploads/seed/blog-from-feature-factory-to-outcome-driven-roadmaps.webp",
      readTime: "4 min read",
    });
    expect(posts[1]!.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // Saved without a read time: worked out from its few words.
    expect(posts[0]!.readTime).toBe("1 min read");
  });

  test("q matches title and excerpt case-insensitively, and combines with an exact category", async () => {
    const titles = async (query: string) => ((await json(`/api/blog?${query}`)).body as ApiPost[]).map((p) => p.title);
    expect(await titles("q=ROADMAP")).toEqual(["From Feature Factory to Outcome-Driven Roadmaps"]);
    // "leaders" is in one title and in another post's excerpt only.
    expect(await titles("q=leaders")).toEqual([
      "When to Hire a Fractional CPO (and When Not To)",
      "Coaching Product Managers Into Product Leaders",
    ]);
    expect(await titles("category=Product%20Leadership")).toEqual([
      "When to Hire a Fractional CPO (and When Not To)",
      "Coaching Product Managers Into Product Leaders",
    ]);
    expect(await titles("category=Product%20Leadership&q=coach")).toEqual([
      "Coaching Product Managers Into Product Leaders",
    ]);
    expect(await titles("category=Product%20Strategy&q=coach")).toEqual([]);
    expect(await titles("category=product%20leadership")).toEqual([]);
    expect(await titles("q=%25")).toEqual([]);
    expect(await titles("q=_")).toEqual([]);
  });

  test("page and limit", async () => {
    const { res, body } = await json("/api/blog?limit=2&page=2");
    expect((body as ApiPost[]).map((p) => p.slug)).toEqual([
      "building-a-product-operations-function-that-scales",
      "when-to-hire-a-fractional-cpo",
    ]);
    expect(res.headers.get("x-total-count")).toBe("7");
    expect((await json("/api/blog?page=9")).body).toEqual([]);
  });

  test.each([
    ["page=0", "page"],
    ["page=abc", "page"],
    ["limit=51", "limit"],
    ["limit=0", "limit"],
    [`q=${"x".repeat(201)}`, "q"],
  ])("%s is a 400 in the API's validation shape", async (query, field) => {
    const { res, body } = await json(`/api/blog?${query}`);
    expect(res.status).toBe(400);
    expect(body).toMatchObject({
      success: false,
      message: expect.any(String),
      errors: { [field]: expect.any(String) },
    });
  });

  test("admin_access=true shows no drafts: there is no admin session", async () => {
    const slugs = ((await json("/api/blog?admin_access=true&limit=50")).body as ApiPost[]).map((p) => p.slug);
    expect(slugs).not.toContain("secret-pricing-draft");
  });
});

describe("GET /api/blog/:slug", () => {
  test("one published post", async () => {
    const { res, body } = await json("/api/blog/when-to-hire-a-fractional-cpo");
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      title: "When to Hire a Fractional CPO (and When Not To)",
      category: "Product Leadership",
    });
  });

  test.each(["no-such-post", "secret-pricing-draft"])("%s is a 404 in JSON", async (slug) => {
    const { res, body } = await json(`/api/blog/${slug}`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(body).toEqual({ success: false, message: "Blog post not found" });
  });
});

describe("drafts are nowhere", () => {
  test("not in the list, the search, the page, the list page, the chips, the feed or the sitemap", async () => {
    const list = (await json("/api/blog?limit=50")).body as ApiPost[];
    expect(list.map((p) => p.title)).not.toContain("Secret Pricing Draft");
    expect((await json("/api/blog?q=secret%20pricing")).body).toEqual([]);

    const page = await t.app.request("/blog/secret-pricing-draft");
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("Blog Post Not Found");

    const listPage = await (await t.app.request("/blog")).text();
    expect(listPage).not.toContain("Secret Pricing Draft");
    expect(listPage).not.toContain("Hidden Category");
    expect(await (await t.app.request("/blog?q=secret")).text()).toContain("No articles found");

    const feed = await (await t.app.request("/blog/rss.xml")).text();
    expect(feed).not.toContain("secret-pricing-draft");
    expect(feed).not.toContain("Secret Pricing Draft");
    const sitemap = await (await t.app.request("/sitemap.xml")).text();
    expect(sitemap).not.toContain("secret-pricing-draft");
  });
});

describe("hostile HTML comes back inert", () => {
  const expectInert = (html: string) => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/data:/i);
    expect(html).not.toMatch(/<svg/i);
    expect(html).not.toMatch(/style=/i);
  };

  test("from the API, with its text kept", async () => {
    const { body } = await json("/api/blog/hostile-markup-review");
    const content = (body as ApiPost).content;
    expectInert(content);
    expect(content).toBe(
      "<p>Before the payload.</p>\n\n\n<p>Click here Or here</p>\n\n<p>After the payload.</p>\nData link",
    );
  });

  test("from the post page", async () => {
    const body = postBody(await pageHtml("/blog/hostile-markup-review"));
    expectInert(body);
    expect(body).toContain("Before the payload.");
    expect(body).toContain("After the payload.");
  });

  test("also for a row written around the service, which is sanitised when read", async () => {
    t.db
      .insert(blogPosts)
      .values({
        title: "Imported Legacy Post",
        slug: "imported-legacy-post",
        author: "Old System",
        excerpt: "Written straight into the database.",
        content: HOSTILE_BODY,
        category: "Archive",
        published: true,
        publishedAt: new Date("2020-01-01T12:00:00Z"),
      })
      .run();
    t.services.events.changed(["site"]);
    try {
      expectInert(((await json("/api/blog/imported-legacy-post")).body as ApiPost).content);
      expectInert(postBody(await (await t.app.request("/blog/imported-legacy-post")).text()));
      const feed = await (await t.app.request("/blog/rss.xml")).text();
      const item = feed.slice(feed.indexOf("<title>Imported Legacy Post</title>"));
      expectInert(item.slice(0, item.indexOf("</item>")));
    } finally {
      t.services.blog.delete(t.services.blog.getPublishedBySlug("imported-legacy-post")!.id);
    }
  });

  test("a search term is shown escaped, never as markup", async () => {
    const html = await (await t.app.request("/blog?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E")).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});

describe("/blog without JavaScript", () => {
  test("hero, search form, chips of the published categories, cards and the closing call to action", async () => {
    const html = await pageHtml("/blog");
    expect((await select(html, "h1"))[0]?.text).toBe("Product Management Insights");
    const form = await select(html, "search form");
    expect(form[0]?.attrs).toMatchObject({ action: "/blog", method: "get" });
    expect((await select(html, "search form input[name='q']"))[0]?.attrs.placeholder).toBe("Search articles...");
    const chips = await select(html, 'nav[aria-label="Filter by category"] a');
    expect(chips.map((c) => [c.text, c.attrs.href])).toEqual([
      ["All", "/blog"],
      ["Agile Delivery", "/blog?category=Agile+Delivery"],
      ["Product Discovery", "/blog?category=Product+Discovery"],
      ["Product Leadership", "/blog?category=Product+Leadership"],
      ["Product Operations", "/blog?category=Product+Operations"],
      ["Product Strategy", "/blog?category=Product+Strategy"],
      ["Testing Notes", "/blog?category=Testing+Notes"],
    ]);
    expect(chips[0]!.attrs["aria-current"]).toBe("page");
    expect(await cardTitles(html)).toHaveLength(7);
    const readMore = await select(html, "[data-blog-card] a");
    expect(readMore[1]!.attrs.href).toBe("/blog/from-feature-factory-to-outcome-driven-roadmaps");
    expect(readMore[1]!.text).toBe("Read More about From Feature Factory to Outcome-Driven Roadmaps");
    const cta = (await select(html, 'a[href="/contact"]')).map((a) => a.text);
    expect(cta).toContain("Get in Touch");
  });

  test("the first card's cover is fetched first, the rest of the first row at once, the rows below as they near the screen, on /blog and /resources", async () => {
    for (const [path, card] of [
      ["/blog", "data-blog-card"],
      ["/resources", "data-resource-card"],
    ] as const) {
      // Each card's markup, in order; a card without a cover shows two letters and no image.
      const cards = (await pageHtml(path)).split(`<article ${card}`).slice(1);
      const covers = cards.map((markup, i) => ({
        card: i,
        img: /<img [^>]*>/.exec(markup)?.[0],
      }));
      const withCover = covers.filter((cover) => cover.img !== undefined);
      expect(withCover.filter((cover) => cover.card >= 3).length).toBeGreaterThan(0);
      for (const { card: i, img } of withCover) {
        const expected = { fetchPriority: i === 0, lazy: i >= 3 };
        expect({
          card: i,
          fetchPriority: /fetchPriority="high"/i.test(img!),
          lazy: /loading="lazy"/.test(img!),
        }).toEqual({
          card: i,
          ...expected,
        });
      }
    }
    expect(/fetchPriority="high"/i.test((await pageHtml("/resources")).split("<article data-resource-card")[1]!)).toBe(
      true,
    );
    // A post's and a resource's own cover is its page's largest paint.
    const post = await select(await pageHtml("/blog/from-feature-factory-to-outcome-driven-roadmaps"), "main img");
    expect(post[0]?.attrs).toMatchObject({ fetchpriority: "high" });
    expect(post[0]?.attrs.loading).toBeUndefined();
    const resource = await select(await pageHtml("/resources/product-roadmap-template"), "[data-resource-cover] img");
    expect(resource[0]?.attrs).toMatchObject({ fetchpriority: "high" });
  });

  test("a card shows its cover, or two letters when it has none", async () => {
    const html = await (await t.app.request("/blog")).text();
    const covers = await select(html, "[data-blog-card] img");
    expect(covers.map((c) => c.attrs.src)).toContain("/uploads/seed/blog-when-to-hire-a-fractional-cpo.webp");
    // "Hostile Markup Review" has no cover: first and last word.
    expect((await select(html, "[data-cover-placeholder]")).map((p) => p.text)).toEqual(["HR"]);
  });

  test("?q and ?category filter on the server, and the chip keeps the search", async () => {
    const html = await (await t.app.request("/blog?q=leaders&category=Product+Leadership")).text();
    expect(await cardTitles(html)).toEqual([
      "When to Hire a Fractional CPO (and When Not To)",
      "Coaching Product Managers Into Product Leaders",
    ]);
    expect((await select(html, 'input[name="q"]'))[0]?.attrs.value).toBe("leaders");
    expect((await select(html, 'input[type="hidden"][name="category"]'))[0]?.attrs.value).toBe("Product Leadership");
    const active = (await select(html, 'nav[aria-label="Filter by category"] a[aria-current="page"]'))[0];
    expect(active?.text).toBe("Product Leadership");
    expect(active?.attrs.href).toBe("/blog?q=leaders&category=Product+Leadership");
  });

  test("no match shows the empty state", async () => {
    const html = await (await t.app.request("/blog?q=quantum+blockchain")).text();
    expect(await cardTitles(html)).toEqual([]);
    expect(html).toContain("No articles found");
    expect(html).toContain("Try adjusting your search or filters");
  });

  test("search results are not indexed; a category view has its own canonical address", async () => {
    const search = await (await t.app.request("/blog?q=roadmap")).text();
    expect(search).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(search).toContain(`<link rel="canonical" href="${SITE}/blog"/>`);
    const category = await (await t.app.request("/blog?category=Product+Strategy")).text();
    expect(category).not.toContain('name="robots"');
    expect(category).toContain(`<link rel="canonical" href="${SITE}/blog?category=Product+Strategy"/>`);
  });
});

// Its own app, so the number of posts is known exactly.
const paged = await createTestApp();
afterAll(() => paged.close());

describe("paging", () => {
  beforeAll(() => {
    // With the 6 seeded posts: 20 published posts, two pages of 12.
    for (let i = 1; i <= 14; i++) {
      const n = String(i).padStart(2, "0");
      paged.services.blog.create(input({ title: `Paging Post ${n}`, slug: `paging-post-${n}` }));
    }
  });

  test("12 posts a page with numbered links and rel next; the last page has rel prev", async () => {
    const first = await (await paged.app.request("/blog")).text();
    expect(await cardTitles(first)).toHaveLength(12);
    const links = await select(first, 'nav[aria-label="Pagination"] a');
    expect(
      links.map((l) => [l.text.trim(), l.attrs.href, l.attrs.rel ?? null, l.attrs["aria-current"] ?? null]),
    ).toEqual([
      ["1", "/blog", null, "page"],
      ["2", "/blog?page=2", "next", null],
      ["Next→", "/blog?page=2", "next", null],
    ]);

    const second = await paged.app.request("/blog?page=2");
    expect(second.status).toBe(200);
    const html = await second.text();
    // The paging posts are newer than the seeded ones.
    expect(await cardTitles(html)).toEqual([
      "Paging Post 02",
      "Paging Post 01",
      "From Feature Factory to Outcome-Driven Roadmaps",
      "Building a Product Operations Function That Scales",
      "When to Hire a Fractional CPO (and When Not To)",
      "Running Your First Product Discovery Sprint",
      "Coaching Product Managers Into Product Leaders",
      "Agile Rituals That Actually Help Product Teams",
    ]);
    const prev = (await select(html, 'nav[aria-label="Pagination"] a[rel="prev"]')).map((l) => l.attrs.href);
    expect(prev).toEqual(["/blog", "/blog"]);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/blog?page=2"/>`);
  });

  test("page links keep the search and the category", async () => {
    const html = await (await paged.app.request("/blog?q=paging&category=Testing+Notes")).text();
    expect(await cardTitles(html)).toHaveLength(12);
    const next = (await select(html, 'nav[aria-label="Pagination"] a[rel="next"]'))[0];
    expect(next?.attrs.href).toBe("/blog?q=paging&category=Testing+Notes&page=2");
    const last = await (await paged.app.request("/blog?q=paging&category=Testing+Notes&page=2")).text();
    expect(await cardTitles(last)).toEqual(["Paging Post 02", "Paging Post 01"]);
  });

  test("a page past the last one redirects to the last; one that is not a number to the first", async () => {
    const past = await paged.app.request("/blog?page=7&category=Testing+Notes");
    expect(past.status).toBe(302);
    expect(past.headers.get("location")).toBe("/blog?category=Testing+Notes&page=2");
    const none = await paged.app.request("/blog?q=zzz&page=2");
    expect(none.headers.get("location")).toBe("/blog?q=zzz");
    for (const bad of ["0", "-1", "abc", "1.5"]) {
      const res = await paged.app.request(`/blog?page=${bad}`);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/blog");
    }
  });

  test("the feed carries the 20 newest posts", async () => {
    paged.services.blog.create(input({ title: "Paging Post 15", slug: "paging-post-15" }));
    const feed = await (await paged.app.request("/blog/rss.xml")).text();
    const links = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toHaveLength(20);
    expect(links[0]).toBe(`${SITE}/blog/paging-post-15`);
    // The oldest seeded post is the 21st and drops out.
    expect(feed).not.toContain("agile-rituals-that-actually-help-product-teams");
  });
});

describe("/blog/{slug}", () => {
  test("title, author, read time, category, cover, body, back link, related posts and the call to action", async () => {
    const html = await pageHtml("/blog/coaching-product-managers-into-product-leaders");
    expect((await select(html, "h1"))[0]?.text).toBe("Coaching Product Managers Into Product Leaders");
    expect((await select(html, "[data-byline]"))[0]?.text).toBe("By Jordan Ellis");
    expect(html).toContain("2 min read");
    expect(html).toContain("Product Leadership");
    expect((await select(html, 'a[href="/blog"]')).map((a) => a.text)).toContain("Back to all articles");
    expect((await select(html, "article img"))[0]?.attrs.src).toBe(
      "/uploads/seed/blog-coaching-product-managers-into-product-leaders.webp",
    );
    const body = postBody(html);
    expect(body).toContain("<h2>From answers to questions</h2>");
    expect(body).toContain("<h3>From backlog to strategy</h3>");
    expect(body).toContain("<blockquote>");
    expect(body).toContain('<a href="/contact">Tell us about your team</a>');
    // The other Product Leadership post, and nothing from other categories.
    expect((await select(html, "#related h3")).map((h) => h.text)).toEqual([
      "When to Hire a Fractional CPO (and When Not To)",
    ]);
    expect((await select(html, 'a[href="/contact"]')).map((a) => a.text)).toContain("Get in Touch");
  });

  test("a body's lists, table, quote and links keep their markup", async () => {
    const html = await pageHtml("/blog/when-to-hire-a-fractional-cpo");
    const body = postBody(html);
    expect(body).toContain("<h2>What a fractional CPO actually does</h2>");
    expect(await select(body, "ul:first-of-type > li")).toHaveLength(4);
    expect((await select(body, "table thead th")).map((th) => [th.text, th.attrs.scope])).toEqual([
      ["Option", "col"],
      ["Best when", "col"],
      ["Typical commitment", "col"],
    ]);
    expect((await select(body, "blockquote"))[0]?.text).toBe(
      "The best fractional engagements end with a team that no longer needs the fractional leader, and knows why.",
    );
    expect((await select(body, 'a[href="/services#fractional-cpo"]'))[0]?.text).toBe("fractional CPO service");
    expect((await select(html, "#related h3")).map((h) => h.text)).toEqual([
      "Coaching Product Managers Into Product Leaders",
    ]);
  });

  test("no related section when the category has no other post, and at most three", async () => {
    const alone = await (await t.app.request("/blog/agile-rituals-that-actually-help-product-teams")).text();
    expect(alone).not.toContain("Related Articles");
    for (let i = 1; i <= 4; i++) {
      t.services.blog.create(
        input({ title: `Leadership Note ${i}`, slug: `leadership-note-${i}`, category: "Product Leadership" }),
      );
    }
    const html = await (await t.app.request("/blog/when-to-hire-a-fractional-cpo")).text();
    expect((await select(html, "#related h3")).map((h) => h.text)).toEqual([
      "Leadership Note 4",
      "Leadership Note 3",
      "Leadership Note 2",
    ]);
    for (let i = 1; i <= 4; i++) t.services.blog.delete(t.services.blog.getPublishedBySlug(`leadership-note-${i}`)!.id);
  });

  test("the published date in the product's format, on the site's calendar", async () => {
    // 03:00 UTC on March 5 is still March 4 in America/Chicago, the test site's zone.
    t.db
      .insert(blogPosts)
      .values({
        title: "Dated In Chicago",
        slug: "dated-in-chicago",
        author: "Riley Tester",
        excerpt: "A post with a known publication instant.",
        content: "<p>Dated.</p>",
        category: "Testing Notes",
        published: true,
        publishedAt: new Date("2026-03-05T03:00:00.000Z"),
        readTime: null,
      })
      .run();
    t.services.events.changed(["site"]);
    const html = await (await t.app.request("/blog/dated-in-chicago")).text();
    expect(html).toContain('<time dateTime="2026-03-04" data-published="true">March 4, 2026</time>');
    // No read time stored: the product's default.
    expect(html).toContain("5 min read");
  });

  test("BlogPosting JSON-LD and Open Graph article tags with the cover as share image", async () => {
    const html = await (await t.app.request("/blog/dated-in-chicago")).text();
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta property="article:published_time" content="2026-03-05T03:00:00.000Z"/>');
    expect(html).toContain('<meta property="article:section" content="Testing Notes"/>');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/blog/dated-in-chicago"/>`);
    // No cover: a card of the post's title (docs/product.md#share-images).
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/consultancy\.test\/share\/post-\d+-[\w-]{16}\.png"\/>/,
    );

    const withCover = await (await t.app.request("/blog/running-your-first-product-discovery-sprint")).text();
    const shareImage = (await select(withCover, 'meta[property="og:image"]'))[0]!.attrs.content!;
    expect(shareImage).toMatch(/^https:\/\/consultancy\.test\/share\/post-\d+-[\w-]{16}\.png$/);
    const scripts = await select(withCover, 'script[type="application/ld+json"]');
    const posting = scripts.map((s) => JSON.parse(s.text)).find((d) => d["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Running Your First Product Discovery Sprint",
      url: `${SITE}/blog/running-your-first-product-discovery-sprint`,
      image: [shareImage],
      author: { "@type": "Person", name: "Avery Morgan" },
      articleSection: "Product Discovery",
      datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  test("an absolute http(s) cover is shown through the image proxy; the share image is drawn without it", async () => {
    t.services.blog.create(
      input({ title: "Remote Cover", slug: "remote-cover", coverImage: "https://images.example.com/cover.jpg" }),
    );
    const html = await (await t.app.request("/blog/remote-cover")).text();
    expect((await select(html, "article img"))[0]?.attrs.src).toBe(
      "/api/images/proxy?url=https%3A%2F%2Fimages.example.com%2Fcover.jpg",
    );
    expect(html).not.toContain('og:image" content="https://images.example.com');
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/consultancy\.test\/share\/post-\d+-[\w-]{16}\.png"\/>/,
    );
    const list = await (await t.app.request("/blog?q=remote+cover")).text();
    expect((await select(list, "[data-blog-card] img"))[0]?.attrs.src).toBe(
      "/api/images/proxy?url=https%3A%2F%2Fimages.example.com%2Fcover.jpg",
    );
  });

  test("an unknown slug is the product's not-found page with status 404", async () => {
    const html = await pageHtml("/blog/no-such-article", 404);
    expect((await select(html, "h1"))[0]?.text).toBe("Blog Post Not Found");
    expect((await select(html, "main a")).map((a) => [a.text, a.attrs.href])).toEqual([["Return to Blog", "/blog"]]);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});

describe("render cache", () => {
  test("a create, an update and a delete each clear the cached /blog", async () => {
    const first = await t.app.request("/blog");
    const etag = first.headers.get("etag")!;
    expect((await t.app.request("/blog", { headers: { "If-None-Match": etag } })).status).toBe(304);

    const created = t.services.blog.create(input({ title: "Cache Buster", slug: "cache-buster" }));
    const afterCreate = await t.app.request("/blog", { headers: { "If-None-Match": etag } });
    expect(afterCreate.status).toBe(200);
    expect(await cardTitles(await afterCreate.text())).toContain("Cache Buster");

    t.services.blog.update(created.id, input({ title: "Cache Buster Renamed", slug: "cache-buster" }));
    const afterUpdate = await (await t.app.request("/blog")).text();
    expect(await cardTitles(afterUpdate)).toContain("Cache Buster Renamed");
    expect(await (await t.app.request("/blog/cache-buster")).text()).toContain("Cache Buster Renamed");

    t.services.blog.delete(created.id);
    expect(await cardTitles(await (await t.app.request("/blog")).text())).not.toContain("Cache Buster Renamed");
    // A deleted post's address answers 410 Gone (docs/product.md#slug-redirects).
    expect((await t.app.request("/blog/cache-buster")).status).toBe(410);
  });

  test("each search is its own entry; marketing parameters share the path's", async () => {
    const a = await t.app.request("/blog?q=roadmap");
    const b = await t.app.request("/blog?q=roadmap&utm_source=newsletter");
    expect(b.headers.get("etag")).toBe(a.headers.get("etag"));
    const c = await t.app.request("/blog?q=leaders");
    expect(c.headers.get("etag")).not.toBe(a.headers.get("etag"));
  });

  test("unpublishing a post takes it off the cached list and its cached page", async () => {
    const post = t.services.blog.create(input({ title: "Soon Hidden", slug: "soon-hidden" }));
    expect((await t.app.request("/blog/soon-hidden")).status).toBe(200);
    expect(await cardTitles(await (await t.app.request("/blog")).text())).toContain("Soon Hidden");
    t.services.blog.update(post.id, input({ title: "Soon Hidden", slug: "soon-hidden", published: false }));
    expect((await t.app.request("/blog/soon-hidden")).status).toBe(404);
    expect(await cardTitles(await (await t.app.request("/blog")).text())).not.toContain("Soon Hidden");
    t.services.blog.delete(post.id);
  });
});

describe("/blog/rss.xml", () => {
  test("RSS 2.0 with absolute links and the full sanitised content", async () => {
    const res = await t.app.request("/blog/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await res.text();
    expect(xml).toStartWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"');
    expect(xml).toContain(`<link>${SITE}/blog</link>`);
    expect(xml).toContain(`<atom:link href="${SITE}/blog/rss.xml" rel="self" type="application/rss+xml"/>`);

    const item = xml.slice(xml.indexOf("<title>From Feature Factory to Outcome-Driven Roadmaps</title>"));
    const first = item.slice(0, item.indexOf("</item>"));
    expect(first).toContain(`<link>${SITE}/blog/from-feature-factory-to-outcome-driven-roadmaps</link>`);
    expect(first).toContain(
      `<guid isPermaLink="true">${SITE}/blog/from-feature-factory-to-outcome-driven-roadmaps</guid>`,
    );
    expect(first).toMatch(/<pubDate>\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT<\/pubDate>/);
    expect(first).toContain("<dc:creator>Jordan Ellis</dc:creator>");
    expect(first).toContain("<category>Product Strategy</category>");
    expect(first).toContain("<content:encoded><![CDATA[<p>Most product teams I meet are busy.");
    // Links inside the body point at the site, not at the reader's own.
    expect(first).toContain(`<a href="${SITE}/resources/discovery-toolkit">Continuous Discovery Toolkit</a>`);
    expect(first).not.toContain('href="/');

    const hostile = xml.slice(xml.indexOf("<title>Hostile Markup Review</title>"));
    const hostileItem = hostile.slice(0, hostile.indexOf("</item>"));
    expect(hostileItem).toContain("Before the payload.");
    expect(hostileItem).not.toMatch(/<script|onerror|javascript:|<svg/i);
  });

  test("titles with XML's special characters are escaped", async () => {
    const post = t.services.blog.create(
      input({
        title: 'Q&A: <Roadmaps> "Now"',
        slug: "q-and-a-roadmaps",
        content: "<p>Arrays like a[b[0]]&gt; end here.</p>",
      }),
    );
    const xml = await (await t.app.request("/blog/rss.xml")).text();
    expect(xml).toContain("<title>Q&amp;A: &lt;Roadmaps&gt; &quot;Now&quot;</title>");
    expect(xml).toContain("<content:encoded><![CDATA[<p>Arrays like a[b[0]]&gt; end here.</p>]]></content:encoded>");
    t.services.blog.delete(post.id);
  });

  test("a CDATA section cannot be ended early by its text", () => {
    expect(cdata("a]]>b")).toBe("<![CDATA[a]]]]><![CDATA[>b]]>");
    expect(cdata("plain")).toBe("<![CDATA[plain]]>");
  });

  test("answers 304 to its ETag until the content changes", async () => {
    const first = await t.app.request("/blog/rss.xml");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect((await t.app.request("/blog/rss.xml", { headers: { "If-None-Match": etag } })).status).toBe(304);
    const post = t.services.blog.create(input({ title: "Feed Changer", slug: "feed-changer" }));
    const changed = await t.app.request("/blog/rss.xml", { headers: { "If-None-Match": etag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("<title>Feed Changer</title>");
    t.services.blog.delete(post.id);
  });

  test("every page links the feed from its head", async () => {
    const html = await (await t.app.request("/blog/when-to-hire-a-fractional-cpo")).text();
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/blog\/rss.xml"\/>/);
  });
});

test("the sitemap lists /blog and every published post with its lastmod", async () => {
  const xml = await (await t.app.request("/sitemap.xml")).text();
  expect(xml).toContain(`<loc>${SITE}/blog</loc>`);
  for (const slug of [...SEEDED_POST_SLUGS, "hostile-markup-review"]) {
    expect(xml).toMatch(
      new RegExp(`<url><loc>${SITE}/blog/${slug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod></url>`),
    );
  }
  expect(xml).not.toContain("secret-pricing-draft");
});

// Scheduled publishing (docs/product.md#scheduled) through the real app with a clock and timers the
// test moves: a post or resource published for a moment 5 s ahead is absent from every public answer
// (cached pages and JSON, the feed, the sitemap, the 404 page's latest articles, related posts)
// until then, and present right after it with no request or write in between: the app's one
// timer emits the content event at that moment, which clears the render cache.
import { afterAll, describe, expect, test } from "bun:test";
import { MAX_TIMER_DELAY_MS } from "../../src/services/publication";
import { fieldRefusal } from "../support/answers";
import { sendJson, sessionFor, withCookie } from "../support/auth";
import { scheduledClock } from "../support/clock";
import { createPost } from "../support/factories";
import { select } from "../support/html";
import { createTestApp, TEST_SETTINGS } from "../support/test-app";

// Later than the seeded content (published days before the test run), so all of it is public.
const START = Date.parse("2036-05-04T12:00:00.000Z");
const clock = scheduledClock(START);
const t = await createTestApp({ now: clock.now, scheduler: clock.scheduler });
afterAll(() => t.close());
/** An admin's session, made at the clock's time (a session ends 7 days after it began). */
const admin = () => withCookie(sessionFor(t.services, 1).cookie);
const SITE = TEST_SETTINGS.siteUrl;

const text = async (path: string) => {
  const res = await t.app.request(path);
  return { status: res.status, body: await res.text() };
};
/** Whether the early path holds an answer for `path` (it answers from the render cache before Hono). */
const cached = (path: string) => t.renderCache.cached(path, `${SITE}${path}`) !== undefined;

const POST = {
  title: "Roadmaps That Wait Their Turn",
  slug: "roadmaps-that-wait-their-turn",
  author: "Riley Tester",
  category: "Scheduling Notes",
  excerpt: "A post that appears at its moment.",
  content: "<p>Right on time.</p>",
  published: true,
  coverImage: null,
  readTime: null,
};

const RESOURCE = {
  title: "Launch Countdown Checklist",
  slug: "launch-countdown-checklist",
  description: "A checklist that appears at its moment.",
  category: "Templates",
  fileUrl: "https://files.example.org/launch-countdown.pdf",
  fileName: "Launch-Countdown.pdf",
  fileSize: null,
  fileType: "PDF",
  coverImage: null,
  published: true,
};

/** What each public answer shows of the post: true where its title appears (or its page answers 200). */
async function postSeen() {
  return {
    list: (await text("/blog")).body.includes(POST.title),
    page: (await text(`/blog/${POST.slug}`)).status,
    related: (await text("/blog/a-neighbour-in-scheduling-notes")).body.includes(POST.title),
    feed: (await text("/blog/rss.xml")).body.includes(POST.title),
    sitemap: (await text("/sitemap.xml")).body.includes(`${SITE}/blog/${POST.slug}<`),
    api: (await text("/api/blog")).body.includes(POST.title),
    apiPost: (await text(`/api/blog/${POST.slug}`)).status,
    notFoundPage: (await text("/no-such-page")).body.includes(POST.title),
  };
}

async function resourceSeen() {
  return {
    list: (await text("/resources")).body.includes(RESOURCE.title),
    page: (await text(`/resources/${RESOURCE.slug}`)).status,
    sitemap: (await text("/sitemap.xml")).body.includes(`${SITE}/resources/${RESOURCE.slug}<`),
    api: (await text("/api/resources")).body.includes(RESOURCE.title),
    apiResource: (await text(`/api/resources/${RESOURCE.slug}`)).status,
  };
}

describe("a post scheduled 5 seconds ahead", () => {
  test("is absent everywhere until its moment, then present with no request or write in between", async () => {
    createPost(t.services, { slug: "a-neighbour-in-scheduling-notes", category: POST.category });
    const moment = new Date(START + 5000).toISOString();
    const created = await sendJson(t.app, "POST", "/api/blog", { ...POST, publishedAt: moment }, admin());
    expect(created.status).toBe(201);
    expect(((await created.json()) as { data: { publishedAt: string } }).data.publishedAt).toBe(
      "2036-05-04T12:00:05.000Z",
    );

    const hidden = {
      list: false,
      page: 404,
      related: false,
      feed: false,
      sitemap: false,
      api: false,
      apiPost: 404,
      notFoundPage: false,
    };
    expect(await postSeen()).toEqual(hidden);
    // Served from the cache now, and still hidden a millisecond before the moment.
    expect(cached("/blog")).toBe(true);
    expect(cached("/api/blog")).toBe(true);
    clock.advance(4999);
    expect(cached("/blog")).toBe(true);
    expect(await postSeen()).toEqual(hidden);

    clock.advance(1);
    // The timer fired at the moment: the cache was cleared before any request came.
    expect(cached("/blog")).toBe(false);
    expect(cached("/api/blog")).toBe(false);
    expect(await postSeen()).toEqual({
      list: true,
      page: 200,
      related: true,
      feed: true,
      sitemap: true,
      api: true,
      apiPost: 200,
      notFoundPage: true,
    });
    // Nothing else waits, so no timer is armed.
    expect(clock.pending()).toBe(0);
  });
});

describe("a resource scheduled 5 seconds ahead", () => {
  test("is absent from the list, its page, the sitemap and the API until its moment, then present", async () => {
    const moment = new Date(clock.now() + 5000).toISOString();
    const created = await sendJson(
      t.app,
      "POST",
      "/api/admin/resources",
      { ...RESOURCE, publishedAt: moment },
      admin(),
    );
    expect(created.status).toBe(201);
    // A download cannot be asked of it either.
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    expect(t.services.resources.getPublishedById(id)).toBeNull();

    const hidden = { list: false, page: 404, sitemap: false, api: false, apiResource: 404 };
    expect(await resourceSeen()).toEqual(hidden);
    expect(cached("/resources")).toBe(true);
    clock.advance(4999);
    expect(await resourceSeen()).toEqual(hidden);

    clock.advance(1);
    expect(cached("/resources")).toBe(false);
    expect(await resourceSeen()).toEqual({ list: true, page: 200, sitemap: true, api: true, apiResource: 200 });
    expect(t.services.resources.getPublishedById(id)?.slug).toBe(RESOURCE.slug);
  });
});

describe("the timer", () => {
  test("is armed for the earliest moment, moved by a write, and gone when nothing waits", async () => {
    const later = createPost(t.services, { publishedAt: new Date(clock.now() + 60_000) });
    const sooner = createPost(t.services, { publishedAt: new Date(clock.now() + 10_000) });
    expect(clock.pending()).toBe(1);
    await text("/blog");
    clock.advance(9_999);
    expect(cached("/blog")).toBe(true);
    clock.advance(1);
    expect(cached("/blog")).toBe(false);
    expect(t.services.blog.getPublishedBySlug(sooner.slug)?.id).toBe(sooner.id);
    expect(t.services.blog.getPublishedBySlug(later.slug)).toBeNull();
    // Re-armed for the later one; unpublishing it leaves nothing to wait for.
    expect(clock.pending()).toBe(1);
    t.services.blog.update(later.id, { ...later, published: false });
    expect(clock.pending()).toBe(0);
  });

  test("reaches a moment beyond what setTimeout holds in steps, emitting the event only at the moment", async () => {
    const far = clock.now() + MAX_TIMER_DELAY_MS + 86_400_000;
    const post = createPost(t.services, { publishedAt: new Date(far) });
    await text("/blog");
    clock.advance(MAX_TIMER_DELAY_MS);
    expect(cached("/blog")).toBe(true);
    expect(clock.pending()).toBe(1);
    clock.advance(86_400_000);
    expect(cached("/blog")).toBe(false);
    expect(t.services.blog.getPublishedBySlug(post.slug)?.id).toBe(post.id);
  });
});

describe("the API", () => {
  test("takes null as now at the first publication, and refuses an unreadable date", async () => {
    const now = await sendJson(
      t.app,
      "POST",
      "/api/blog",
      { ...POST, slug: "published-now", publishedAt: null },
      admin(),
    );
    expect(((await now.json()) as { data: { publishedAt: string } }).data.publishedAt).toBe(
      new Date(clock.now()).toISOString(),
    );
    const refused = await sendJson(
      t.app,
      "POST",
      "/api/blog",
      { ...POST, slug: "never-stored", publishedAt: "next tuesday-ish" },
      admin(),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(fieldRefusal("publishedAt", "Please enter a valid date"));
  });
});

describe("publishing a scheduled item now, and taking it back", () => {
  type Item = { id: number; published: boolean; publishedAt: string | null };
  const itemOf = async (res: Response) => ((await res.json()) as { data: Item }).data;
  const inAnHour = () => new Date(clock.now() + 3_600_000).toISOString();

  test("'Publish at' cleared on an edit of a scheduled post publishes it now; a past date is kept", async () => {
    const slug = "cleared-to-publish-now";
    const scheduled = await itemOf(
      await sendJson(t.app, "POST", "/api/blog", { ...POST, slug, publishedAt: inAnHour() }, admin()),
    );
    expect((await text(`/blog/${slug}`)).status).toBe(404);
    const res = await sendJson(
      t.app,
      "PUT",
      `/api/blog/${scheduled.id}`,
      { ...POST, slug, publishedAt: null },
      admin(),
    );
    expect(res.status).toBe(200);
    expect((await itemOf(res)).publishedAt).toBe(new Date(clock.now()).toISOString());
    expect((await text(`/blog/${slug}`)).status).toBe(200);

    // Public since then: an edit that sends no date keeps the first publication's.
    const first = new Date(clock.now()).toISOString();
    clock.advance(60_000);
    const edited = await sendJson(
      t.app,
      "PUT",
      `/api/blog/${scheduled.id}`,
      { ...POST, slug, publishedAt: null },
      admin(),
    );
    expect((await itemOf(edited)).publishedAt).toBe(first);
  });

  test("Publish now makes a scheduled post or resource public at once; anything else is a 409", async () => {
    const post = await itemOf(
      await sendJson(
        t.app,
        "POST",
        "/api/blog",
        { ...POST, slug: "published-early", publishedAt: inAnHour() },
        admin(),
      ),
    );
    const res = await sendJson(t.app, "POST", `/api/admin/blog/${post.id}/publish-now`, undefined, admin());
    expect(res.status).toBe(200);
    expect(await res.clone().json()).toMatchObject({ success: true, message: "Blog post published" });
    expect(await itemOf(res)).toMatchObject({ published: true, publishedAt: new Date(clock.now()).toISOString() });
    expect((await text("/blog/published-early")).status).toBe(200);
    const again = await sendJson(t.app, "POST", `/api/admin/blog/${post.id}/publish-now`, undefined, admin());
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      success: false,
      message: "This blog post is not scheduled: reload the list to see where it stands",
    });

    const resource = await itemOf(
      await sendJson(
        t.app,
        "POST",
        "/api/admin/resources",
        { ...RESOURCE, slug: "resource-published-early", publishedAt: inAnHour() },
        admin(),
      ),
    );
    const published = await sendJson(
      t.app,
      "POST",
      `/api/admin/resources/${resource.id}/publish-now`,
      undefined,
      admin(),
    );
    expect(published.status).toBe(200);
    expect((await text("/resources/resource-published-early")).status).toBe(200);
  });

  test("Unschedule makes a scheduled item a draft without its moment; unknown ids are 404, others 401", async () => {
    const resource = await itemOf(
      await sendJson(
        t.app,
        "POST",
        "/api/admin/resources",
        { ...RESOURCE, slug: "resource-taken-back", publishedAt: inAnHour() },
        admin(),
      ),
    );
    const res = await sendJson(t.app, "POST", `/api/admin/resources/${resource.id}/unschedule`, undefined, admin());
    expect(res.status).toBe(200);
    expect(await itemOf(res)).toMatchObject({ published: false, publishedAt: null });
    // Nothing waits for it any more, and its page stays hidden after the old moment.
    clock.advance(3_600_000);
    expect((await text("/resources/resource-taken-back")).status).toBe(404);
    expect(
      (await sendJson(t.app, "POST", `/api/admin/resources/${resource.id}/unschedule`, undefined, admin())).status,
    ).toBe(409);

    expect((await sendJson(t.app, "POST", "/api/admin/blog/999999/unschedule", undefined, admin())).status).toBe(404);
    expect((await sendJson(t.app, "POST", "/api/admin/resources/999999/publish-now", undefined, admin())).status).toBe(
      404,
    );
    expect(
      (await sendJson(t.app, "POST", `/api/admin/resources/${resource.id}/publish-now`, undefined, {})).status,
    ).toBe(401);
  });
});

describe("the dashboard", () => {
  test("is handed the site's time zone, the clock its publish menu and Scheduled badge read", async () => {
    const res = await t.app.request("/admin", { headers: admin() });
    const [island] = await select(await res.text(), '[data-island="AdminDashboard"]');
    expect(JSON.parse(island?.attrs["data-props"] ?? "{}")).toMatchObject({ timeZone: "America/Chicago" });
  });
});

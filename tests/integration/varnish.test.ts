// The site behind a real shared cache (decision 037): Debian's Varnish with the VCL operators are
// given (docs/varnish.vcl), the real app as its origin, and the purge on publish going through the
// outbox to Varnish (CDN_PURGE_PROVIDER=http). Counts what reaches the origin.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { createPost } from "../support/factories";
import { sessionFor } from "../support/auth";
import { createTestApp } from "../support/test-app";
import { type RunningVarnish, startVarnish } from "../../scripts/varnish";

let site: Awaited<ReturnType<typeof createTestApp>>;
let origin: ReturnType<typeof Bun.serve>;
let varnish: RunningVarnish;
/** Every path the origin was asked for, in order. */
const reached: string[] = [];

beforeAll(async () => {
  site = await createTestApp();
  origin = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch(request, server) {
      reached.push(new URL(request.url).pathname);
      return site.app.fetch(request, server);
    },
  });
  varnish = await startVarnish(origin.port!);
  expect(site.services.cdnPurge.save({ provider: "http", url: `${varnish.url}/` })).toEqual({ ok: true });
  site.services.deliveries.sender.start();
});

afterAll(async () => {
  await site.services.deliveries.sender.stop();
  await varnish?.stop();
  await origin?.stop(true);
  site?.close();
});

const originHits = (path: string) => reached.filter((p) => p === path).length;
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${varnish.url}${path}`, { headers });

test("a cached page is served by Varnish without reaching the app", async () => {
  const before = originHits("/blog");
  const first = await get("/blog");
  expect(first.status).toBe(200);
  expect(first.headers.get("cache-control")).toContain("s-maxage=");
  const second = await get("/blog");
  expect(second.status).toBe(200);
  expect(second.headers.get("x-cache")).toBe("HIT");
  expect(await second.text()).toContain("<html");
  expect(originHits("/blog") - before).toBe(1);
});

test("publishing a post purges /, /blog, the post and the feed within a second", async () => {
  const post = createPost(site.services, { title: "Before The Purge", slug: "before-the-purge" });
  await waitForPurges();
  const paths = ["/", "/blog", "/blog/before-the-purge", "/blog/rss.xml"];
  for (const path of paths) {
    await get(path);
    expect((await get(path)).headers.get("x-cache")).toBe("HIT");
  }
  const reachedBefore = paths.map(originHits);

  const published = Date.now();
  site.services.blog.update(post.id, { ...post, title: "After The Purge" });
  // The purge is a delivery of the outbox, sent as soon as it is queued.
  await waitForPurges();
  const elapsed = Date.now() - published;
  expect(elapsed).toBeLessThan(1000);

  for (const [i, path] of paths.entries()) {
    const next = await get(path);
    expect(next.headers.get("x-cache")).toBe("MISS");
    expect(originHits(path)).toBe(reachedBefore[i]! + 1);
    if (path !== "/") expect(await next.text()).toContain("After The Purge");
  }
  const status = site.services.cdnPurge.status();
  expect(status.lastPurge?.status).toBe("sent");
  expect(status.lastPurge?.tags).toContain(`post:${post.id}`);
});

test("a signed-in admin's requests are never cached", async () => {
  const admin = site.services.users.list().find((user) => user.role === "admin")!;
  const { cookie } = sessionFor(site.services, admin.id);
  await get("/about");
  expect((await get("/about")).headers.get("x-cache")).toBe("HIT");
  const before = originHits("/about");
  for (let i = 0; i < 2; i++) {
    const answer = await get("/about", { Cookie: cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-cache")).toBe("MISS");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  }
  expect(originHits("/about") - before).toBe(2);
  // Nor did the admin's answer enter the cache: an anonymous visitor still gets the stored one.
  expect((await get("/about")).headers.get("x-cache")).toBe("HIT");
});

test("a preview never enters the cache", async () => {
  const draft = createPost(site.services, { title: "Draft In Preview", slug: "draft-in-preview", published: false });
  const link = new URL(site.services.previewLinks.create(draft.id)!.url);
  const path = link.pathname + link.search;
  for (let i = 0; i < 2; i++) {
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Draft In Preview");
    expect(answer.headers.get("x-cache")).toBe("MISS");
  }
  expect(originHits(link.pathname)).toBe(2);
});

/** Until no purge waits in the outbox (a test fails after 5 s). */
async function waitForPurges() {
  const started = Date.now();
  while (Date.now() - started < 5000) {
    if (pendingPurges() === 0) return;
    await Bun.sleep(10);
  }
  throw new Error("the purge was not sent within 5 s");
}

function pendingPurges(): number {
  const row = site.sqlite.query("select count(*) as n from outbox where kind = 'cdn.purge' and status = 'pending'");
  return (row.get() as { n: number }).n;
}

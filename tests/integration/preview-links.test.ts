// Preview links of a post (docs/product.md#preview-links) through the real app: an admin makes one
// with POST /api/admin/blog/{id}/preview-link; anyone holding it, signed in or not, sees the draft
// with a banner, noindex and no-store, never from the render cache; an expired (the app's clock),
// revoked, changed or made-up link is the site's 404 page. Only an active admin may make or revoke
// links, and each is audited.
import { afterAll, describe, expect, test } from "bun:test";
import { HOUR, send, sendJson, sessionFor, testClock, withCookie } from "../support/auth";
import { createPost, signedInUser } from "../support/factories";
import { select } from "../support/html";
import { createTestApp } from "../support/test-app";

const clock = testClock();
const t = await createTestApp({ now: clock.now });
afterAll(() => t.close());

// A fresh session per request: the tests move the clock past a session's life.
const admin = () => withCookie(sessionFor(t.services, 1).cookie);
const asReader = (await signedInUser(t.services)).headers;

const draft = createPost(t.services, {
  title: "Roadmaps Nobody Has Read Yet",
  slug: "roadmaps-nobody-has-read-yet",
  excerpt: "A draft about roadmaps.",
  content: "<p>The draft's own words.</p>",
  published: false,
});

type LinkAnswer = { success: true; message: string; data: { url: string; expiresAt: string } };

const makeLink = (id: number | string = draft.id, headers: Record<string, string> = admin()) =>
  sendJson(t.app, "POST", `/api/admin/blog/${id}/preview-link`, undefined, headers);
const revokeLinks = (id: number | string = draft.id, headers: Record<string, string> = admin()) =>
  sendJson(t.app, "DELETE", `/api/admin/blog/${id}/preview-link`, undefined, headers);

async function newLink(): Promise<string> {
  const res = await makeLink();
  expect(res.status).toBe(200);
  return ((await res.json()) as LinkAnswer).data.url;
}

/** The link's path and query, as a request to the app carries them. */
const local = (url: string) => url.replace("https://consultancy.test", "");

async function expectNotFoundPage(res: Response) {
  expect(res.status).toBe(404);
  const html = await res.text();
  expect((await select(html, "h1"))[0]?.text).toBe("404 Page Not Found");
  expect(html).not.toContain("The draft's own words.");
  expect(html).not.toContain("Preview: not published yet");
}

describe("POST /api/admin/blog/{id}/preview-link", () => {
  test("answers an absolute link under SITE_URL that works for 7 days", async () => {
    const res = await makeLink();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as LinkAnswer;
    expect(body.success).toBe(true);
    expect(body.message).toBe("Preview link created");
    expect(body.data.expiresAt).toBe("2026-06-08T12:00:00.000Z");
    expect(body.data.url).toMatch(
      new RegExp(`^https://consultancy\\.test/blog/preview/${draft.id}\\?expires=1780920000000&sig=[A-Za-z0-9_-]{43}$`),
    );
  });

  test("an unknown post is 404, a bad id 400", async () => {
    expect((await makeLink(999_999)).status).toBe(404);
    expect((await makeLink("abc")).status).toBe(400);
    expect((await revokeLinks(999_999)).status).toBe(404);
  });

  test("only an active admin may make or revoke links: 401 signed out, 403 for a reader", async () => {
    expect((await makeLink(draft.id, {})).status).toBe(401);
    expect((await makeLink(draft.id, asReader)).status).toBe(403);
    expect((await revokeLinks(draft.id, {})).status).toBe(401);
    expect((await revokeLinks(draft.id, asReader)).status).toBe(403);
  });

  test("making and revoking links are audited with the post's id", async () => {
    await makeLink();
    await revokeLinks();
    // Links made in the moment of a revocation are refused with it: the next ones come later.
    clock.advance(1000);
    const rows = t.sqlite
      .query<{ action: string; target_id: string }, []>(
        "SELECT action, target_id FROM audit_log WHERE action LIKE '%preview-link' ORDER BY id DESC LIMIT 2",
      )
      .all();
    expect(rows).toEqual([
      { action: `DELETE /api/admin/blog/${draft.id}/preview-link`, target_id: String(draft.id) },
      { action: `POST /api/admin/blog/${draft.id}/preview-link`, target_id: String(draft.id) },
    ]);
  });
});

describe("opening a preview link", () => {
  test("signed out: the draft as its page, with the banner, noindex and no-store", async () => {
    const res = await send(t.app, local(await newLink()));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect((await select(html, "[role=status][data-preview-banner]"))[0]?.text).toBe("Preview: not published yet");
    expect((await select(html, "h1"))[0]?.text).toBe("Roadmaps Nobody Has Read Yet");
    expect((await select(html, "[data-post-body]"))[0]?.text).toBe("The draft's own words.");
    expect((await select(html, 'meta[name="robots"]'))[0]?.attrs.content).toBe("noindex, nofollow");
    // The post itself is still not public.
    expect((await send(t.app, "/blog/roadmaps-nobody-has-read-yet")).status).toBe(404);
  });

  test("signed in as an admin or a reader, the same page", async () => {
    const url = local(await newLink());
    for (const headers of [admin(), asReader]) {
      const res = await send(t.app, url, { headers });
      expect(res.status).toBe(200);
      expect((await select(await res.text(), "[data-preview-banner]")).length).toBe(1);
    }
  });

  test("never stored in the render cache: an edit shows on the next opening", async () => {
    const url = local(await newLink());
    await send(t.app, url);
    expect(t.renderCache.cached(url.split("?")[0]!, `https://consultancy.test${url}`)).toBeUndefined();
    t.sqlite.run(`UPDATE blog_posts SET title = 'Roadmaps, Rewritten' WHERE id = ${draft.id}`);
    const html = await (await send(t.app, url)).text();
    expect((await select(html, "h1"))[0]?.text).toBe("Roadmaps, Rewritten");
    t.sqlite.run(`UPDATE blog_posts SET title = 'Roadmaps Nobody Has Read Yet' WHERE id = ${draft.id}`);
  });

  test("a changed signature, post id or expiry, or a missing part, is the 404 page", async () => {
    const url = new URL(await newLink());
    const sig = url.searchParams.get("sig")!;
    const expires = url.searchParams.get("expires")!;
    const other = createPost(t.services, { published: false });
    const flipped = `${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`;
    for (const path of [
      `/blog/preview/${draft.id}?expires=${expires}&sig=${flipped}`,
      `/blog/preview/${other.id}?expires=${expires}&sig=${sig}`,
      `/blog/preview/${draft.id}?expires=${Number(expires) + 1000}&sig=${sig}`,
      `/blog/preview/${draft.id}?expires=0${expires}&sig=${sig}`,
      `/blog/preview/${draft.id}?expires=${expires}`,
      `/blog/preview/${draft.id}?sig=${sig}`,
      `/blog/preview/${draft.id}`,
    ]) {
      await expectNotFoundPage(await send(t.app, path));
    }
  });

  test("expired by the app's clock after 7 days", async () => {
    const url = local(await newLink());
    clock.advance(7 * 24 * HOUR - 1);
    expect((await send(t.app, url)).status).toBe(200);
    clock.advance(1);
    await expectNotFoundPage(await send(t.app, url));
  });

  test("revoking refuses every link made before it; a link made after works", async () => {
    const first = local(await newLink());
    clock.advance(1000);
    const second = local(await newLink());
    clock.advance(1000);
    const res = await revokeLinks();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Preview links revoked", data: null });
    await expectNotFoundPage(await send(t.app, first));
    await expectNotFoundPage(await send(t.app, second));
    clock.advance(1000);
    const third = local(await newLink());
    expect((await send(t.app, third)).status).toBe(200);
  });

  test("a deleted post's link is the 404 page", async () => {
    const gone = createPost(t.services, { published: false });
    const res = await makeLink(gone.id);
    const url = local(((await res.json()) as LinkAnswer).data.url);
    t.services.blog.delete(gone.id);
    await expectNotFoundPage(await send(t.app, url));
  });
});
